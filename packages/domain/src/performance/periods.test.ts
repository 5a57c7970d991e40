import { describe, expect, it } from 'vitest';
import { defaultPeriod, isPeriodEnabled, periodRange } from './periods.js';

const SIGNUP = '2015-03-10';

describe('period dates (spec 001 §4: last month, 3 and 6 months, 1, 3 and 5 years, since inception)', () => {
  it('covers whole calendar months when the period ends on a month end', () => {
    const end = '2024-06-30';
    expect(periodRange('ONE_MONTH', end, SIGNUP)).toEqual({ from: '2024-06-01', to: end });
    expect(periodRange('THREE_MONTHS', end, SIGNUP)).toEqual({ from: '2024-04-01', to: end });
    expect(periodRange('SIX_MONTHS', end, SIGNUP)).toEqual({ from: '2024-01-01', to: end });
    expect(periodRange('ONE_YEAR', end, SIGNUP)).toEqual({ from: '2023-07-01', to: end });
    expect(periodRange('THREE_YEARS', end, SIGNUP)).toEqual({ from: '2021-07-01', to: end });
    expect(periodRange('FIVE_YEARS', end, SIGNUP)).toEqual({ from: '2019-07-01', to: end });
  });

  it('treats 29 February as a month end', () => {
    expect(periodRange('ONE_YEAR', '2024-02-29', SIGNUP)).toEqual({ from: '2023-03-01', to: '2024-02-29' });
    expect(periodRange('ONE_MONTH', '2023-02-28', SIGNUP)).toEqual({ from: '2023-02-01', to: '2023-02-28' });
  });

  it('starts the day after the same date N months earlier for a mid-month end', () => {
    expect(periodRange('ONE_YEAR', '2024-06-15', SIGNUP)).toEqual({ from: '2023-06-16', to: '2024-06-15' });
    expect(periodRange('ONE_MONTH', '2024-03-15', SIGNUP)).toEqual({ from: '2024-02-16', to: '2024-03-15' });
  });

  it('starts since inception on the signup date', () => {
    expect(periodRange('SINCE_INCEPTION', '2024-06-30', SIGNUP)).toEqual({ from: SIGNUP, to: '2024-06-30' });
  });
});

describe('period buttons (spec 001 §4: enabled when signup is at least 1, 3, 5 years or 1, 3, 6 months ago)', () => {
  const today = '2024-06-30';

  it('enables the 1-year button on the first anniversary of signup, not the day before', () => {
    expect(isPeriodEnabled('ONE_YEAR', '2023-06-30', today)).toBe(true);
    expect(isPeriodEnabled('ONE_YEAR', '2023-07-01', today)).toBe(false);
  });

  it('enables each button once the account is as old as its period', () => {
    const signup = '2021-01-15'; // 3 years 5 months before today
    expect(isPeriodEnabled('ONE_MONTH', signup, today)).toBe(true);
    expect(isPeriodEnabled('SIX_MONTHS', signup, today)).toBe(true);
    expect(isPeriodEnabled('THREE_YEARS', signup, today)).toBe(true);
    expect(isPeriodEnabled('FIVE_YEARS', signup, today)).toBe(false);
  });

  it('disables the month buttons for an account opened last week', () => {
    const signup = '2024-06-23';
    expect(isPeriodEnabled('ONE_MONTH', signup, today)).toBe(false);
    expect(isPeriodEnabled('THREE_MONTHS', signup, today)).toBe(false);
  });

  it('always enables since inception and custom', () => {
    expect(isPeriodEnabled('SINCE_INCEPTION', '2024-06-29', today)).toBe(true);
    expect(isPeriodEnabled('CUSTOM', '2024-06-29', today)).toBe(true);
  });
});

describe('default period (spec 001 §4)', () => {
  it('defaults performance to one year when signup is over a year ago', () => {
    expect(defaultPeriod('performance', '2023-06-29', '2024-06-30')).toBe('ONE_YEAR');
  });

  it('defaults performance to since inception for an account a year old or younger', () => {
    expect(defaultPeriod('performance', '2023-06-30', '2024-06-30')).toBe('SINCE_INCEPTION');
    expect(defaultPeriod('performance', '2024-01-01', '2024-06-30')).toBe('SINCE_INCEPTION');
  });

  it('defaults performance by fund to since inception whatever the account age', () => {
    expect(defaultPeriod('by-fund', '2010-01-01', '2024-06-30')).toBe('SINCE_INCEPTION');
  });
});
