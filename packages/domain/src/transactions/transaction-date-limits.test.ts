import { describe, expect, it } from 'vitest';
import { transactionDateLimits } from './transaction-date-limits';

describe('transactionDateLimits (spec 002 §5 Transactions (retail and PE))', () => {
  it('lets a retail history run from the signup date to yesterday, starting 3 months back', () => {
    expect(transactionDateLimits('KS', '2020-04-01', '2026-11-24')).toEqual({
      min: '2020-04-01',
      max: '2026-11-23',
      defaultStart: '2026-08-24',
      defaultEnd: '2026-11-23',
    });
    expect(transactionDateLimits('UT', '2020-04-01', '2026-11-24').max).toBe('2026-11-23');
    expect(transactionDateLimits('UT-AUS', '2020-04-01', '2026-11-24').max).toBe('2026-11-23');
  });

  it('lets a private-equity history run to today', () => {
    const limits = transactionDateLimits('PE', '2019-07-01', '2026-11-24');
    expect(limits.max).toBe('2026-11-24');
    expect(limits.defaultEnd).toBe('2026-11-24');
    expect(limits.defaultStart).toBe('2026-08-24');
  });

  it('takes yesterday across a month and a year end', () => {
    expect(transactionDateLimits('KS', '2020-01-01', '2026-03-01').max).toBe('2026-02-28');
    expect(transactionDateLimits('KS', '2020-01-01', '2028-03-01').max).toBe('2028-02-29');
    expect(transactionDateLimits('KS', '2020-01-01', '2027-01-01').max).toBe('2026-12-31');
  });

  it("goes back 3 calendar months to the month's last day when the day does not exist", () => {
    // 31 May 2028 − 3 months: February 2028 has 29 days (2028 is a leap year).
    expect(transactionDateLimits('PE', '2020-01-01', '2028-05-31').defaultStart).toBe('2028-02-29');
    expect(transactionDateLimits('PE', '2020-01-01', '2027-05-31').defaultStart).toBe('2027-02-28');
  });

  it('starts no earlier than the signup date', () => {
    expect(transactionDateLimits('KS', '2026-10-15', '2026-11-24').defaultStart).toBe('2026-10-15');
  });

  it('collapses to the maximum for a retail account signed up today (nothing can be listed before it)', () => {
    const limits = transactionDateLimits('KS', '2026-11-24', '2026-11-24');
    expect(limits).toEqual({ min: '2026-11-23', max: '2026-11-23', defaultStart: '2026-11-23', defaultEnd: '2026-11-23' });
  });
});
