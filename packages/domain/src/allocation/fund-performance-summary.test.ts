import { describe, expect, it } from 'vitest';
import { fundPerformanceSummary } from './fund-performance-summary.js';

const ranges = [
  { rangeCode: 'm3', fromDate: '2025-04-01', toDate: '2025-06-30', grossReturnPercentage: 1.5 },
  { rangeCode: 'm6', fromDate: '2025-01-01', toDate: '2025-06-30', grossReturnPercentage: 3.25 },
  { rangeCode: 'm12', fromDate: '2024-07-01', toDate: '2025-06-30', grossReturnPercentage: 8.1 },
];
const returns = (...values: (number | null)[]) => values.map((returnPercentage) => ({ returnPercentage }));

describe('fund performance summary (spec 001 §3, §9; spec 000 §9)', () => {
  const summary = fundPerformanceSummary(ranges, [
    { securityName: 'NZ Bond', msSecurityId: 'B1', assetClassMilford: 'New Zealand Fixed Interest', returns: returns(0.5, 1, 4) },
    { securityName: 'Global Bond', msSecurityId: 'B2', assetClassMilford: 'New Zealand Fixed Interest', returns: returns(0.7, 1.2, 5) },
    { securityName: 'Global Equity', msSecurityId: 'E1', assetClassMilford: 'International Equities', returns: returns(3, 6, 12) },
    { securityName: 'Cash Fund', msSecurityId: 'C1', assetClassMilford: 'Cash and Cash Equivalents', returns: returns(1.1, 2.2, 4.4) },
    { securityName: 'Overlay', msSecurityId: 'C2', assetClassMilford: 'Effective Cash', returns: returns(0.1, 0.2, 0.3) },
  ]);

  it('maps the attribution ranges m3, m6 and m12 to the quarterly, biannual and annual columns', () => {
    expect(summary.gross).toEqual({ quarterly: 1.5, biannual: 3.25, annual: 8.1 });
    expect(summary.dates.annual).toEqual({ fromDate: '2024-07-01', toDate: '2025-06-30' });
  });

  it('blanks the quarterly and biannual returns of Cash and Effective Cash rows', () => {
    const cash = summary.data.find((group) => group.class === 'Cash and Cash Equivalents')!.funds[0]!;
    const effective = summary.data.find((group) => group.class === 'Effective Cash')!.funds[0]!;
    expect(cash).toEqual({ name: 'Cash Fund', msSecurityId: 'C1', quarterly: null, biannual: null, annual: 4.4 });
    expect([effective.quarterly, effective.biannual, effective.annual]).toEqual([null, null, 0.3]);
  });

  it('sorts securities by annual return descending', () => {
    const bonds = summary.data.find((group) => group.class === 'New Zealand Fixed Interest')!;
    expect(bonds.funds.map((fund) => fund.name)).toEqual(['Global Bond', 'NZ Bond']);
  });

  it('sorts classes by total annual return descending', () => {
    // Totals: International Equities 12; NZ Fixed Interest 5 + 4 = 9; Cash 4.4; Effective Cash 0.3.
    expect(summary.data.map((group) => [group.class, group.totalAnnual])).toEqual([
      ['International Equities', 12],
      ['New Zealand Fixed Interest', 9],
      ['Cash and Cash Equivalents', 4.4],
      ['Effective Cash', 0.3],
    ]);
  });

  it('follows the range codes rather than their position, and leaves a missing return blank', () => {
    const reordered = fundPerformanceSummary([ranges[2]!, ranges[0]!], [
      { securityName: 'X', msSecurityId: 'X', assetClassMilford: 'Other', returns: returns(9) },
    ]);
    expect(reordered.data[0]!.funds[0]).toMatchObject({ annual: 9, quarterly: null, biannual: null });
    expect(reordered.gross).toEqual({ quarterly: 1.5, biannual: null, annual: 8.1 });
  });
});
