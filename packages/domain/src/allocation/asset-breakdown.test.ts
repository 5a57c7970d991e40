import { describe, expect, it } from 'vitest';
import { assetBreakdown } from './asset-breakdown.js';

describe('account asset breakdown (spec 001 §3 Asset breakdown, §5, §9)', () => {
  const breakdown = assetBreakdown(
    [
      {
        securityName: 'Balanced Fund',
        msSecurityId: 'B',
        value: '1000.00',
        allocation: [
          { assetClass: 'International Equities', weight: 50 },
          { assetClass: 'Australian Fixed Interest', weight: 20 },
          { assetClass: 'International Fixed Interest', weight: 10 },
          { assetClass: 'Cash and Cash Equivalents', weight: 20 },
          { assetClass: 'Commodities', weight: 0 },
        ],
      },
      { securityName: 'NZ Shares', msSecurityId: 'S', value: '333.33', allocation: [{ assetClass: 'New Zealand Equities', weight: 100 }] },
      { securityName: 'Cash account', msSecurityId: 'CASH', value: '166.67', allocation: [{ assetClass: 'Cash at Bank', weight: 100 }] },
      { securityName: 'Global Equity Fund', msSecurityId: 'G', value: '500.00', allocation: [{ assetClass: 'International Equities', weight: 100 }] },
    ],
    '2025-06-30',
  );
  const shown = breakdown.assetClasses.map((row) => [
    row.assetClassLabel,
    row.totalAllocationValue.toFixed(2),
    row.totalAllocationPercent.toFixed(2),
  ]);

  it('spreads each fund over its classes, merges sub-classes and orders classes as the spec does', () => {
    // Balanced 1000: IE 500, IFI (20 Australian + 10 International) 300, Cash and CE 200; Commodities (0) ignored.
    // IE = 500 (Balanced) + 500 (Global) = 1000. Total 1000 + 333.33 + 166.67 + 500 = 2000.00.
    // Percent of 2000: IE 50, NZE 16.6665, IFI 15, Cash 10, Cash at Bank 8.3335; floors add to 99.99 and the
    // hundredth goes to the larger remainder (NZE .0065 over Cash at Bank .0035).
    expect(breakdown.totalValue.toFixed(2)).toBe('2000.00');
    expect(shown).toEqual([
      ['International Equities', '1000.00', '50.00'],
      ['New Zealand Equities', '333.33', '16.67'],
      ['International Fixed Interest', '300.00', '15.00'],
      ['Cash and Cash Equivalents', '200.00', '10.00'],
    ]);
  });

  it('takes Cash at Bank out of the classes and shows it separately', () => {
    expect(breakdown.cashAtBank.value.toFixed(2)).toBe('166.67');
    expect(breakdown.cashAtBank.percentage.toFixed(2)).toBe('8.33');
    // 50 + 16.67 + 15 + 10 = 91.67 = 100 − 8.33.
    expect(breakdown.totalPercentage.toFixed(2)).toBe('91.67');
  });

  it('lists the securities of a class with their share of it', () => {
    const equities = breakdown.assetClasses[0]!.securities;
    expect(equities.map((s) => [s.securityName, s.value.toFixed(2), s.allocationPercentage.toFixed(2)])).toEqual([
      ['Balanced Fund', '500.00', '50.00'],
      ['Global Equity Fund', '500.00', '50.00'],
    ]);
  });

  it('keeps each holding’s parts adding up to its value, and shows a holding with no allocation as Other', () => {
    const thirds = assetBreakdown(
      [
        {
          securityName: 'Thirds',
          msSecurityId: 'T',
          value: '100.00',
          allocation: [
            { assetClass: 'Other', weight: 1 },
            { assetClass: 'Commodities', weight: 1 },
            { assetClass: 'Listed Property', weight: 1 },
          ],
        },
        { securityName: 'Unknown', msSecurityId: 'U', value: '10.00', allocation: [] },
      ],
      '2025-06-30',
    );
    // 100 / 3 = 33.333… → 33.33, 33.33 and the last part 100 − 66.66 = 33.34. Other = 33.33 + 10.00 (Unknown).
    expect(thirds.assetClasses.map((row) => [row.assetClassLabel, row.totalAllocationValue.toFixed(2)])).toEqual([
      ['Other', '43.33'],
      ['Commodities', '33.33'],
      ['Listed Property', '33.34'],
    ]);
  });
});
