import { describe, expect, it } from 'vitest';
import { isMonthEnd } from './is-month-end.js';

// Gregorian calendar: February has 29 days in years divisible by 4, except centuries not divisible by 400.
describe('month ends', () => {
  it('knows the 30- and 31-day months', () => {
    expect(isMonthEnd('2024-04-30')).toBe(true);
    expect(isMonthEnd('2024-01-31')).toBe(true);
    expect(isMonthEnd('2024-12-31')).toBe(true);
    expect(isMonthEnd('2024-01-30')).toBe(false);
    expect(isMonthEnd('2024-05-01')).toBe(false);
  });

  it('knows February in leap years and not', () => {
    expect(isMonthEnd('2024-02-29')).toBe(true);
    expect(isMonthEnd('2024-02-28')).toBe(false);
    expect(isMonthEnd('2023-02-28')).toBe(true);
    expect(isMonthEnd('2000-02-29')).toBe(true);
    expect(isMonthEnd('2100-02-28')).toBe(true);
  });

  it('is false for a date that does not exist', () => {
    expect(isMonthEnd('2023-02-29')).toBe(false);
    expect(isMonthEnd('2024-04-31')).toBe(false);
  });
});
