import { describe, expect, it } from 'vitest';
import { OTHER_ASSETS, topAssets } from './top-assets.js';

const rows = (list: ReturnType<typeof topAssets>) =>
  list.map((r) => [r.assetName, r.assetValue.toFixed(2), r.percentOfValue.toFixed(2)]);

// spec 001 §3 'Private equity top-asset valuation' (assetName, assetValue, percentOfValue).
describe('private-equity top assets', () => {
  it('values each asset at its weight of the holding and calls the rest Other assets', () => {
    // 10,000.00 held; weights 50 %, 30 %, 15 % → 5,000.00, 3,000.00, 1,500.00; the 5 % left is 500.00.
    const list = topAssets([
      {
        fundName: 'PE Fund',
        value: '10000.00',
        assets: [
          { name: 'Beta Ltd', weight: '30' },
          { name: 'Alpha Ltd', weight: '50' },
          { name: 'Gamma Ltd', weight: '15' },
        ],
      },
    ]);
    expect(rows(list)).toEqual([
      ['Alpha Ltd', '5000.00', '50.00'],
      ['Beta Ltd', '3000.00', '30.00'],
      ['Gamma Ltd', '1500.00', '15.00'],
      [OTHER_ASSETS, '500.00', '5.00'],
    ]);
  });

  it('shares the cents by largest remainder so the assets add up to the valuation', () => {
    // 100.00 in thirds: 33.333… each; floors 33.33 × 3 = 99.99; the missing cent goes to the first of the
    // equal remainders (Hamilton's largest-remainder method, as in the US House apportionment of 1850-1900).
    const list = topAssets([
      {
        fundName: 'PE Fund',
        value: '100.00',
        assets: ['A', 'B', 'C'].map((name) => ({ name, weight: String(100 / 3) })),
      },
    ]);
    expect(rows(list)).toEqual([
      ['A', '33.34', '33.34'],
      ['B', '33.33', '33.33'],
      ['C', '33.33', '33.33'],
    ]);
  });

  it('scales weights that add to more than 100 % down to the holding', () => {
    // Weights 60 and 60 (120 %) scale to half each: 250.00 and 250.00 of 500.00; nothing is left over.
    const list = topAssets([{ fundName: 'PE Fund', value: '500', assets: [{ name: 'X', weight: '60' }, { name: 'Y', weight: '60' }] }]);
    expect(rows(list)).toEqual([
      ['X', '250.00', '50.00'],
      ['Y', '250.00', '50.00'],
    ]);
  });

  it('shows a fund without published assets as one row and adds an asset held through two funds', () => {
    // Fund I 1,000.00: Shared Co 40 % = 400.00, the other 60 % = 600.00. Fund II 600.00: Shared Co 100 %
    // = 600.00. Fund III 400.00 has no assets. Shared Co 400.00 + 600.00 = 1,000.00.
    const list = topAssets([
      { fundName: 'Fund I', value: '1000', assets: [{ name: 'Shared Co', weight: '40' }] },
      { fundName: 'Fund II', value: '600', assets: [{ name: 'Shared Co', weight: '100' }] },
      { fundName: 'Fund III', value: '400', assets: [] },
    ]);
    // The three funds hold 2,000.00: 1,000 / 2,000 = 50 %, 400 / 2,000 = 20 %, 600 / 2,000 = 30 %.
    expect(rows(list)).toEqual([
      ['Shared Co', '1000.00', '50.00'],
      ['Fund III', '400.00', '20.00'],
      [OTHER_ASSETS, '600.00', '30.00'],
    ]);
  });

  it('lists nothing for a holding worth nothing', () => {
    expect(topAssets([{ fundName: 'PE Fund', value: '0', assets: [{ name: 'X', weight: '50' }] }])).toEqual([]);
  });
});
