import { describe, expect, it } from 'vitest';
import { accountAsAtDate, hidesFundsPerformanceSummary } from './account-as-at.js';

describe('the date an account screen measures from', () => {
  it('is the balance as-at date, or today for an account not valued yet', () => {
    expect(accountAsAtDate({ balanceAsAtDate: '2024-06-28' }, '2024-06-30')).toBe('2024-06-28');
    expect(accountAsAtDate({ balanceAsAtDate: null }, '2024-06-30')).toBe('2024-06-30');
  });
});

describe('wealth-management funds performance summary (spec 001 §5: hidden under 3 months)', () => {
  it('hides the summary the day before the 3-month anniversary and shows it on the day', () => {
    expect(hidesFundsPerformanceSummary('2024-03-16', '2024-06-15')).toBe(true);
    expect(hidesFundsPerformanceSummary('2024-03-15', '2024-06-15')).toBe(false);
    expect(hidesFundsPerformanceSummary('2019-01-01', '2024-06-15')).toBe(false);
  });
});
