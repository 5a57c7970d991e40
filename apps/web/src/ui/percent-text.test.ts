import { describe, expect, it } from 'vitest';
import { formatPercent } from './percent-text';

describe('formatPercent', () => {
  it('shows two decimals, rounding half away from zero as toFixed does for these values', () => {
    expect(formatPercent(12.3456)).toBe('12.35%');
    expect(formatPercent(0)).toBe('0.00%');
    expect(formatPercent(-3.2)).toBe('\u22123.20%'); // U+2212, the one minus sign (issue 9 item 19)
  });

  it('signs gains only when asked, and never shows -0.00%', () => {
    expect(formatPercent(4.5, { signed: true })).toBe('+4.50%');
    expect(formatPercent(-0.001, { signed: true })).toBe('0.00%');
    expect(formatPercent(-0.001)).toBe('0.00%');
  });
});
