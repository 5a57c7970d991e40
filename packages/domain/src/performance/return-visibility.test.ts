import { describe, expect, it } from 'vitest';
import { hidesTwelveMonthAndInceptionReturns, isPerformanceChartHidden, isSinceInceptionUnavailable } from './return-visibility.js';

const today = '2024-06-30';

describe('the one-year rule (spec 000 §5, spec 001 §4)', () => {
  it('hides 12-month and since-inception returns for PW, KS and UT accounts under a year old', () => {
    for (const product of ['PW', 'KS', 'UT', 'UT-AUS'] as const) {
      expect(hidesTwelveMonthAndInceptionReturns(product, '2023-07-01', today)).toBe(true);
    }
  });

  it('shows them from the first anniversary of signup', () => {
    expect(hidesTwelveMonthAndInceptionReturns('KS', '2023-06-30', today)).toBe(false);
    expect(hidesTwelveMonthAndInceptionReturns('UT', '2015-01-01', today)).toBe(false);
  });

  it('does not apply to private equity accounts', () => {
    expect(hidesTwelveMonthAndInceptionReturns('PE', '2024-06-01', today)).toBe(false);
  });
});

describe('performance chart (spec 001 §4, spec 000 §5 and §9)', () => {
  it('is hidden for a one-month period', () => {
    expect(isPerformanceChartHidden('ONE_MONTH', '2010-01-01', today)).toBe(true);
  });

  it('is hidden when signup is under three months ago', () => {
    expect(isPerformanceChartHidden('SINCE_INCEPTION', '2024-04-01', today)).toBe(true);
    expect(isPerformanceChartHidden('SINCE_INCEPTION', '2024-03-30', today)).toBe(false);
  });

  it('shows for other periods on an account three months old or more', () => {
    expect(isPerformanceChartHidden('THREE_MONTHS', '2024-03-30', today)).toBe(false);
    expect(isPerformanceChartHidden('CUSTOM', '2010-01-01', today)).toBe(false);
  });
});

describe('since inception before November 2013 (spec 001 §5)', () => {
  it('is unavailable for a signup before 1 November 2013', () => {
    expect(isSinceInceptionUnavailable('SINCE_INCEPTION', '2013-10-31')).toBe(true);
  });

  it('is available from 1 November 2013, and other periods are never affected', () => {
    expect(isSinceInceptionUnavailable('SINCE_INCEPTION', '2013-11-01')).toBe(false);
    expect(isSinceInceptionUnavailable('FIVE_YEARS', '2009-01-01')).toBe(false);
  });
});
