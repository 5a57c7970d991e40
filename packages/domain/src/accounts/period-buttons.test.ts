import { describe, expect, it } from 'vitest';
import { periodButtons } from './period-buttons.js';

describe('period buttons (spec 001 §4)', () => {
  it('offers 1, 3 and 5 years, since inception and custom on an account screen', () => {
    expect(periodButtons('account').map((button) => button.code)).toEqual([
      'ONE_YEAR',
      'THREE_YEARS',
      'FIVE_YEARS',
      'SINCE_INCEPTION',
      'CUSTOM',
    ]);
  });

  it('adds last month, 3 months and 6 months on the portfolio screen', () => {
    expect(periodButtons('portfolio').map((button) => button.label)).toEqual([
      '1 month',
      '3 months',
      '6 months',
      '1 year',
      '3 years',
      '5 years',
      'Since inception',
      'Custom',
    ]);
  });
});
