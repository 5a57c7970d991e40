import { describe, expect, it } from 'vitest';
import { sortAccounts } from './sort-accounts.js';

describe('account sort (spec 000 §2.5 and §9: PW, UT, KS, PE, then balance descending)', () => {
  it('orders by product first, then by balance from largest to smallest', () => {
    const sorted = sortAccounts([
      { id: 'ks-small', productType: 'KS' as const, balance: 1_000 },
      { id: 'pe', productType: 'PE' as const, balance: 900_000 },
      { id: 'ut', productType: 'UT' as const, balance: 5 },
      { id: 'ks-big', productType: 'KS' as const, balance: 50_000 },
      { id: 'pw', productType: 'PW' as const, balance: 10 },
    ]);
    expect(sorted.map((a) => a.id)).toEqual(['pw', 'ut', 'ks-big', 'ks-small', 'pe']);
  });

  it('sorts UT-AUS with UT and puts unknown balances last within a product', () => {
    const sorted = sortAccounts([
      { id: 'unknown', productType: 'UT-AUS' as const, balance: null },
      { id: 'au', productType: 'UT-AUS' as const, balance: 200 },
      { id: 'nz', productType: 'UT' as const, balance: 100 },
    ]);
    expect(sorted.map((a) => a.id)).toEqual(['au', 'nz', 'unknown']);
  });

  it('does not change the list it was given', () => {
    const input = [
      { productType: 'PE' as const, balance: 1 },
      { productType: 'PW' as const, balance: 1 },
    ];
    sortAccounts(input);
    expect(input[0]!.productType).toBe('PE');
  });
});
