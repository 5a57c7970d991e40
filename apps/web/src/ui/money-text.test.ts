import { describe, expect, it } from 'vitest';
import { formatMoney } from './money-text';

describe('formatMoney', () => {
  it('shows NZD on the New Zealand locale to 2 decimal places', () => {
    expect(formatMoney(11234.56, 'en-NZ', 'NZD')).toBe('$11,234.56');
    expect(formatMoney(10000, 'en-NZ', 'NZD')).toBe('$10,000.00');
  });

  it('shows AUD on the Australian locale', () => {
    expect(formatMoney(11234.56, 'en-AU', 'AUD')).toBe('$11,234.56');
  });

  it('rounds to the cent: 0.125 → $0.13 (half away from zero)', () => {
    expect(formatMoney(0.125, 'en-NZ', 'NZD')).toBe('$0.13');
  });
});
