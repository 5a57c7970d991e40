import { describe, expect, it } from 'vitest';
import { formatInstant } from './format-instant';

describe('formatInstant', () => {
  it("shows an instant on the portal's wall clock, daylight saving included", () => {
    // +13 in Auckland and +11 in Sydney on 1 March (daylight time).
    expect(formatInstant('2026-03-01T11:30:00.000Z', 'Pacific/Auckland')).toBe('02 Mar 2026 00:30');
    expect(formatInstant('2026-03-01T11:30:00.000Z', 'Australia/Sydney')).toBe('01 Mar 2026 22:30');
    // +12 and +10 in July (standard time).
    expect(formatInstant('2026-07-15T09:05:00.000Z', 'Pacific/Auckland')).toBe('15 Jul 2026 21:05');
    expect(formatInstant('2026-07-15T09:05:00.000Z', 'Australia/Sydney')).toBe('15 Jul 2026 19:05');
  });

  it('writes midnight as 00, not 24, and September as Sep', () => {
    expect(formatInstant('2026-09-14T12:00:00.000Z', 'Pacific/Auckland')).toBe('15 Sep 2026 00:00');
  });
});
