import { describe, expect, it } from 'vitest';
import { isWealthRangeValid } from './wealth-date-range';

describe("isWealthRangeValid (spec 002 §5 Transactions (PW): 'Start must not be after end')", () => {
  it('accepts a range in order and a one-day range', () => {
    expect(isWealthRangeValid('2025-01-01', '2025-12-31')).toBe(true);
    expect(isWealthRangeValid('2025-06-30', '2025-06-30')).toBe(true);
  });

  it('refuses a start after the end', () => {
    expect(isWealthRangeValid('2025-07-01', '2025-06-30')).toBe(false);
  });

  it('requires both dates', () => {
    expect(isWealthRangeValid(null, '2025-06-30')).toBe(false);
    expect(isWealthRangeValid('2025-06-30', undefined)).toBe(false);
    expect(isWealthRangeValid('', '')).toBe(false);
  });
});
