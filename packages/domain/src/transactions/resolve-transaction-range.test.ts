import { describe, expect, it } from 'vitest';
import { resolveTransactionRange } from './resolve-transaction-range';
import { transactionDateLimits } from './transaction-date-limits';

const retail = transactionDateLimits('KS', '2020-04-01', '2026-11-24');

describe('resolveTransactionRange (spec 002 §5 Transactions (retail and PE))', () => {
  it('takes the defaults when no dates are sent', () => {
    expect(resolveTransactionRange({}, retail)).toEqual({ ok: true, periodStart: '2026-08-24', periodEnd: '2026-11-23', swapped: false });
  });

  it('keeps a range inside the limits as it is', () => {
    expect(resolveTransactionRange({ periodStart: '2021-01-01', periodEnd: '2021-12-31' }, retail)).toEqual({
      ok: true,
      periodStart: '2021-01-01',
      periodEnd: '2021-12-31',
      swapped: false,
    });
  });

  it('swaps the dates if start is after end, and says so', () => {
    expect(resolveTransactionRange({ periodStart: '2021-12-31', periodEnd: '2021-01-01' }, retail)).toEqual({
      ok: true,
      periodStart: '2021-01-01',
      periodEnd: '2021-12-31',
      swapped: true,
    });
  });

  it('accepts the signup date and yesterday themselves', () => {
    expect(resolveTransactionRange({ periodStart: '2020-04-01', periodEnd: '2026-11-23' }, retail).ok).toBe(true);
  });

  it('refuses today for a retail account, naming both limits', () => {
    expect(resolveTransactionRange({ periodStart: '2026-01-01', periodEnd: '2026-11-24' }, retail)).toEqual({
      ok: false,
      message: 'Choose dates between 01 Apr 2020 and 23 Nov 2026.',
    });
  });

  it('refuses a start before the signup date', () => {
    expect(resolveTransactionRange({ periodStart: '2020-03-31', periodEnd: '2020-05-01' }, retail).ok).toBe(false);
  });

  it('checks the limits after swapping', () => {
    // Reversed and reaching before signup: swapped to 2020-03-01 … 2020-05-01, then refused.
    expect(resolveTransactionRange({ periodStart: '2020-05-01', periodEnd: '2020-03-01' }, retail).ok).toBe(false);
  });

  it('accepts today for private equity', () => {
    const pe = transactionDateLimits('PE', '2020-04-01', '2026-11-24');
    expect(resolveTransactionRange({ periodStart: '2026-11-01', periodEnd: '2026-11-24' }, pe).ok).toBe(true);
  });

  it('fills only the missing end from the defaults', () => {
    expect(resolveTransactionRange({ periodStart: '2026-01-01' }, retail)).toMatchObject({ periodStart: '2026-01-01', periodEnd: '2026-11-23' });
  });
});
