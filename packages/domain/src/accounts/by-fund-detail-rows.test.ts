import { describe, expect, it } from 'vitest';
import { linesAddUp } from './bridge-lines.js';
import { byFundDetailRows, fundGain, type FundBridgeFigures } from './by-fund-detail-rows.js';

const none = { totalValue: 0, groupedSummary: [] };

// A fund worked by hand: opening 5,000.00 + contributions 1,200.00 − withdrawals 300.00
//   + earnings 420.00 − fees 18.00 − tax 60.00 = closing 6,242.00
const fund: FundBridgeFigures = {
  openingBalance: 5_000,
  closingBalance: 6_242,
  earnings: 420,
  tax: 60,
  registryFees: 18,
  hasDistribution: false,
  distributions: 0,
  distributionsReinvested: 0,
  Contributions: {
    totalValue: 1_200,
    groupedSummary: [
      { name: 'Member', totalValue: 800 },
      { name: 'Employer', totalValue: 400 },
    ],
  },
  Withdrawals: { totalValue: 300, groupedSummary: [{ name: 'Partial withdrawal', totalValue: 300 }] },
  TransfersIn: none,
  TransfersOut: none,
  SwitchIn: none,
  SwitchOut: none,
};

const labels = (rows: { label: string }[]) => rows.map((row) => row.label);

describe('by-fund expansion rows (spec 001 §9: KiwiSaver 7, unit trust 6, Australian unit trust 5, distributing 8)', () => {
  it('has 7 rows for a KiwiSaver fund, adding up to the closing balance', () => {
    const rows = byFundDetailRows('KS', fund, 'NZ');
    expect(labels(rows)).toEqual([
      'Opening balance',
      'Contributions',
      'Withdrawals',
      'Investment earnings',
      'Fees',
      'PIE tax',
      'Closing balance',
    ]);
    // earnings as the balancing figure: 6,242 − (5,000 + 1,200 − 300 − 18 − 60) = 420
    expect(rows.find((row) => row.key === 'earnings')?.amount).toBe(420);
    expect(linesAddUp(rows)).toBe(true);
  });

  it('has 6 rows for a unit trust fund, its registry fees inside the earnings', () => {
    const rows = byFundDetailRows('UT', fund, 'NZ');
    expect(rows).toHaveLength(6);
    expect(labels(rows)).toEqual([
      'Opening balance',
      'Contributions',
      'Withdrawals',
      'Investment earnings (after fees)',
      'PIE tax',
      'Closing balance',
    ]);
    // 420 earnings − 18 fees = 402, and 5,000 + 1,200 − 300 + 402 − 60 = 6,242
    expect(rows.find((row) => row.key === 'earnings')?.amount).toBe(402);
    expect(linesAddUp(rows)).toBe(true);
  });

  it('has 5 rows for an Australian unit trust fund (no PIE tax)', () => {
    const australian = { ...fund, tax: 0, registryFees: 0, closingBalance: 6_320 };
    const rows = byFundDetailRows('UT-AUS', australian, 'AU');
    expect(labels(rows)).toEqual([
      'Opening balance',
      'Contributions',
      'Withdrawals',
      'Investment earnings (after fees)',
      'Closing balance',
    ]);
    expect(linesAddUp(rows)).toBe(true);
  });

  it('has 8 rows for a distributing fund: the distribution leaves the holding and, reinvested, comes back', () => {
    // Declared 150.00 and reinvested 150.00 (earnings of 420.00 include the 150.00 of income):
    //   5,000 + 1,200 − 300 − 150 + 150 + (420 − 18) − 60 = 6,242
    const reinvesting = { ...fund, hasDistribution: true, distributions: 150, distributionsReinvested: 150 };
    const rows = byFundDetailRows('UT', reinvesting, 'NZ');
    expect(rows.map((row) => [row.label, row.amount])).toEqual([
      ['Opening balance', 5_000],
      ['Contributions', 1_200],
      ['Withdrawals', -300],
      ['Distributions declared', -150],
      ['Distributions reinvested', 150],
      ['Investment earnings (after fees)', 402],
      ['PIE tax', -60],
      ['Closing balance', 6_242],
    ]);
    expect(linesAddUp(rows)).toBe(true);
  });

  it('shows nothing reinvested for a distribution paid out in cash', () => {
    // Paid out: the 150.00 leaves and does not come back, so the holding closes at 6,092.
    const payingOut = { ...fund, hasDistribution: true, distributions: 150, closingBalance: 6_092 };
    const rows = byFundDetailRows('UT', payingOut, 'NZ');
    expect(rows).toHaveLength(8);
    expect(rows.find((row) => row.key === 'reinvested')?.amount).toBe(0);
    expect(linesAddUp(rows)).toBe(true);
  });

  it('adds one row per transfer or switch line', () => {
    // Switched 1,000 in from one fund and 500 out to two others (300 + 200); transferred in 2,000 with no parts.
    const switched = {
      ...fund,
      SwitchIn: { totalValue: 1_000, groupedSummary: [{ name: 'Balanced Fund', totalValue: 1_000 }] },
      SwitchOut: {
        totalValue: 500,
        groupedSummary: [
          { name: 'Growth Fund', totalValue: 300 },
          { name: 'Cash Fund', totalValue: 200 },
        ],
      },
      TransfersIn: { totalValue: 2_000, groupedSummary: [] },
      closingBalance: 8_742,
    };
    const rows = byFundDetailRows('KS', switched, 'NZ');
    expect(rows).toHaveLength(7 + 4);
    expect(labels(rows).slice(3, 7)).toEqual([
      'Transfer in',
      'Switch in: Balanced Fund',
      'Switch out: Growth Fund',
      'Switch out: Cash Fund',
    ]);
    expect(rows.slice(3, 7).map((row) => row.amount)).toEqual([2_000, 1_000, -300, -200]);
    // 8,742 − (5,000 + 1,200 − 300 + 2,000 + 1,000 − 500 − 18 − 60) = 420
    expect(rows.find((row) => row.key === 'earnings')?.amount).toBe(420);
    expect(linesAddUp(rows)).toBe(true);
  });

  it('expands contributions and collapses withdrawals', () => {
    const rows = byFundDetailRows('KS', fund, 'NZ');
    expect(rows.find((row) => row.key === 'contributions')?.initiallyExpanded).toBe(true);
    expect(rows.find((row) => row.key === 'withdrawals')?.initiallyExpanded).toBe(false);
  });

  it("gives a fund's dollar gain as earnings less fees and tax", () => {
    // 420 − 18 − 60 = 342
    expect(fundGain(fund)).toBe(342);
  });
});
