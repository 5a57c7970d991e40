import { describe, expect, it } from 'vitest';
import { formatMoney, formatSignedMoney } from './money-text';

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

  it('writes a loss with U+2212, the one minus sign of every figure, and never −$0.00 (issue 9 item 19)', () => {
    expect(formatMoney(-1234.5, 'en-NZ', 'NZD')).toBe('\u2212$1,234.50');
    expect(formatMoney(-0.001, 'en-NZ', 'NZD')).toBe('$0.00');
    expect(formatSignedMoney(-45, 'en-NZ', 'NZD')).toBe('\u2212$45.00');
    expect(formatSignedMoney(1234.56, 'en-NZ', 'NZD')).toBe('+$1,234.56');
    expect(formatSignedMoney(0.001, 'en-NZ', 'NZD')).toBe('$0.00');
  });
});
