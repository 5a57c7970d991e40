import { describe, expect, it } from 'vitest';
import { formatPercent, formatRate, MINUS_SIGN } from './percent.js';

describe('formatPercent (issue 9 items 19 and 28)', () => {
  it('rounds to 2 decimal places (spec 001 §9)', () => {
    expect(formatPercent(12.3456)).toBe('12.35%');
    expect(formatPercent(0)).toBe('0.00%');
  });

  it('hides binary noise: 0.28 × 100 is 28.000000000000004 in IEEE 754 doubles', () => {
    expect(0.28 * 100).not.toBe(28);
    expect(formatPercent(0.28 * 100, { trimZeros: true })).toBe('28%');
  });

  it('writes losses with U+2212 and gains with + only when asked', () => {
    expect(formatPercent(-1.5)).toBe(`${MINUS_SIGN}1.50%`);
    expect(formatPercent(1.5, { signed: true })).toBe('+1.50%');
    // -0.001 rounds to 0.00: no sign on a zero.
    expect(formatPercent(-0.001)).toBe('0.00%');
  });
});

describe('formatRate', () => {
  // The NZ prescribed investor rates are 10.5%, 17.5% and 28% (Inland Revenue, 'Prescribed investor rates (PIRs)').
  it.each([
    [0.28, '28%'],
    [0.175, '17.5%'],
    [0.105, '10.5%'],
    [0, '0%'],
  ])('shows the PIR %s as %s', (fraction, text) => {
    expect(formatRate(fraction)).toBe(text);
  });
});
