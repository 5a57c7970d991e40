import { describe, expect, it } from 'vitest';
import { totalValue } from './total-value.js';

const open = (balance: number | null, balanceAsAtDate: string | null = '2026-11-20') => ({
  accountIsOpen: true,
  balance,
  balanceAsAtDate,
});

describe('totalValue', () => {
  it('adds up the open balances: 1,234.56 + 10,000.00 = 11,234.56', () => {
    expect(totalValue([open(1234.56), open(10000)])).toEqual({ amount: 11234.56, asAtDate: '2026-11-20' });
  });

  it('adds exactly: 0.10 + 0.20 = 0.30, not 0.30000000000000004', () => {
    expect(totalValue([open(0.1), open(0.2)]).amount).toBe(0.3);
  });

  it('leaves closed accounts out: 500.00 open + 9,999.00 closed = 500.00', () => {
    expect(totalValue([open(500), { ...open(9999), accountIsOpen: false }]).amount).toBe(500);
  });

  it('is unknown, not a partial sum, when an open balance is missing', () => {
    expect(totalValue([open(1234.56), open(null, null)])).toEqual({ amount: null, asAtDate: null });
  });

  it('ignores a missing balance on a closed account', () => {
    expect(totalValue([open(100), { ...open(null, null), accountIsOpen: false }]).amount).toBe(100);
  });

  it('is as at the latest of the balance dates', () => {
    const total = totalValue([open(1, '2026-11-19'), open(2, '2026-11-20'), open(3, '2026-10-31')]);
    expect(total.asAtDate).toBe('2026-11-20');
  });

  it('is zero with no date when there are no open accounts', () => {
    expect(totalValue([])).toEqual({ amount: 0, asAtDate: null });
  });
});
