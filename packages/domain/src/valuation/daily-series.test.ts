import { describe, expect, it } from 'vitest';
import { buildDailySeries, holdingValueCents, type DailySeries, type DailySeriesInput, type PriceSeries, type SeriesStart, type SeriesTransaction } from './daily-series.js';
import type { TransactionType } from './transaction-categories.js';

const EMPTY_START: SeriesStart = {
  unitsMicro: new Map(),
  cashCents: 0,
  account: null,
  holdings: new Map(),
  lastDealingPriceMicro: new Map(),
};

const micro = (value: number) => Math.round(value * 1e6);
const cents = (value: number) => Math.round(value * 100);

function prices(entries: Array<[string, number]>): PriceSeries {
  return { dates: entries.map(([d]) => d), micro: entries.map(([, p]) => micro(p)) };
}

/** A units row: units = value / price, to 6 decimals, with the value's sign. */
function tx(date: string, securityId: string, type: TransactionType, value: number, price: number | null): SeriesTransaction {
  const units = price === null ? 0 : Math.round((value / price) * 1e6);
  return { date, securityId, type, unitsMicro: units, valueCents: cents(value), unitPriceMicro: price === null ? null : micro(price) };
}

function build(overrides: Partial<DailySeriesInput>): DailySeries {
  return buildDailySeries({
    hasCashAccount: false,
    from: '2019-01-01',
    to: '2019-12-31',
    start: EMPTY_START,
    transactions: [],
    cash: [],
    prices: new Map(),
    ...overrides,
  });
}

const last = <T>(values: readonly T[]): T => values[values.length - 1]!;

describe('holding value: units and price to 4 decimals, then to the cent (spec 001 §9)', () => {
  it('rounds each half up before multiplying', () => {
    // 1234.567890 units → 1234.5679; price 1.234550 → 1.2346 (half up);
    // 1234.5679 × 1.2346 = 1234.5679 + 1234.5679 × 0.2346 = 1234.5679 + 289.62962934 = 1524.19752934 → $1,524.20.
    expect(holdingValueCents(1_234_567_890, 1_234_550)).toBe(152_420);
  });

  it('stays exact beyond 2^53 in the intermediate product', () => {
    // 40,000,000 units at $250.0000: 400000000000 × 2500000 = 1e18 (past 2^53) → $10,000,000,000.00.
    expect(holdingValueCents(40_000_000_000_000, 250_000_000)).toBe(1_000_000_000_000);
  });
});

describe('daily series: the time-weighted index of one fund', () => {
  it('reproduces the Kaplan Schweser "Jonathan Wood" example, 10.36 % (CFA Level I, Quantitative Methods)', () => {
    // Kaplan Schweser CFA Level I, LOS d practice question (quoted at forum.theanalystspace.com,
    // thread 151853): $50,000 on 1 January; $51,000 at end of March; $10,000 deposited 1 April;
    // $60,000 at end of June; $30,000 withdrawn 1 July; $33,000 at year end: TWR 10.36 %.
    // Built as one fund whose price follows the sub-period returns 2.00 %, −1.64 %, 10.00 %:
    // 1.000000, 1.020000, 1.020000 × 0.983607 = 1.003279, × 1.1 ≈ 1.103607.
    const fund = prices([
      ['2019-01-01', 1.0],
      ['2019-03-31', 1.02],
      ['2019-06-30', 1.003279],
      ['2019-12-31', 1.103607],
    ]);
    const series = build({
      prices: new Map([['F', fund]]),
      transactions: [
        tx('2019-01-01', 'F', 'Contribution', 50_000, 1.0),
        tx('2019-04-01', 'F', 'Contribution', 10_000, 1.02),
        tx('2019-07-01', 'F', 'Withdrawal', -30_000, 1.003279),
      ],
    });
    const { account } = series;
    expect(account.dates).toEqual(['2019-01-01', '2019-03-31', '2019-04-01', '2019-06-30', '2019-07-01', '2019-12-31']);
    expect(account.valueCents[1]).toBe(5_100_000); // $51,000.00
    expect(last(account.netIndex) - 1).toBeCloseTo(0.1036, 4);
    // The example's closing value, within the cents its rounded prices allow.
    expect(Math.abs(last(account.valueCents) - 3_300_000)).toBeLessThan(500);
    // Money in minus money out: 50,000 + 10,000 − 30,000.
    expect(last(account.cumFlowCents)).toBe(3_000_000);
  });

  it('follows the price exactly whatever the flows, when nothing else happens (a property of TWR)', () => {
    // Hand-checked path: price 1.00 → 1.10 → 1.10 → 1.00; a contribution on the third day buys at 1.10.
    // Daily returns 1000/1000, 1100/1000, 1650/(1100 + 550), 1500/1650 → index 1.1 × 1 × 0.90909 = 1.0.
    const series = build({
      prices: new Map([['F', prices([['2019-01-02', 1.0], ['2019-01-03', 1.1], ['2019-01-04', 1.1], ['2019-01-07', 1.0]])]]),
      transactions: [tx('2019-01-02', 'F', 'Contribution', 1000, 1.0), tx('2019-01-04', 'F', 'Contribution', 550, 1.1)],
    });
    expect(series.account.valueCents).toEqual([100_000, 110_000, 165_000, 150_000]);
    expect(series.account.netIndex).toEqual([1, 1.1, expect.closeTo(1.1, 12), expect.closeTo(1.0, 12)]);
  });

  it('values units bought before the fund has a price at their dealing price, and starts on the first money', () => {
    const series = build({
      prices: new Map([['F', prices([['2019-01-01', 1.0], ['2019-02-01', 2.0], ['2019-03-01', 2.2]])]]),
      transactions: [tx('2019-01-15', 'G', 'Contribution', 500, 5.0), tx('2019-02-01', 'F', 'Contribution', 100, 2.0)],
    });
    // G has no price at all: 100 units at the dealing price $5.00. Days before 15 January are not kept.
    expect(series.account.dates).toEqual(['2019-01-15', '2019-02-01', '2019-03-01']);
    expect(series.account.valueCents).toEqual([50_000, 60_000, 61_000]);
  });
});

describe('daily series: what counts as a flow', () => {
  const fund = prices([['2019-05-01', 1.0], ['2019-05-02', 1.0], ['2019-05-03', 0.95]]);
  const opening = tx('2019-05-01', 'F', 'Contribution', 1000, 1.0);

  it('takes fees out of the net return but not the gross one', () => {
    // 1,000 units at $1.00; a $10 fee cancels 10 units: value 990. Net 990/1000 = 0.99; gross (990 + 10)/1000 = 1.
    const series = build({ prices: new Map([['F', fund]]), transactions: [opening, tx('2019-05-02', 'F', 'Fee', -10, 1.0)] });
    expect(series.account.netIndex[1]).toBeCloseTo(0.99, 12);
    expect(series.account.grossIndex[1]).toBeCloseTo(1, 12);
    expect(series.holdings.get('F')?.netIndex[1]).toBeCloseTo(0.99, 12);
  });

  it('treats PIE tax as money out, so returns are before tax, and keeps a running tax total', () => {
    const series = build({ prices: new Map([['F', fund]]), transactions: [opening, tx('2019-05-02', 'F', 'Tax', -10, 1.0)] });
    expect(series.account.netIndex[1]).toBeCloseTo(1, 12);
    expect(series.account.cumTaxCents).toEqual([0, 1000, 1000]);
    expect(series.account.cumFlowCents).toEqual([100_000, 99_000, 99_000]);
  });

  it('reads PIE tax withheld on a withdrawal as tax, not as money withdrawn (issue 9 item 4)', () => {
    // 1,000 units at $1.00; on 2 May all of it is withdrawn: value −1,000.00, of which 27.12 was
    // PIE tax withheld (the investor received 972.88). Money out is still 1,000 (returns are before
    // tax), and the running tax total holds the 27.12, so a gain after tax does not count it twice.
    const withdrawal = { ...tx('2019-05-02', 'F', 'Withdrawal', -1000, 1.0), taxCents: 2712 };
    const series = build({ prices: new Map([['F', fund]]), transactions: [opening, withdrawal] });
    expect(series.account.cumFlowCents).toEqual([100_000, 0]);
    expect(series.account.cumTaxCents).toEqual([0, 2712]);
    expect(series.account.netIndex[1]).toBeCloseTo(1, 12);
  });

  it('counts a distribution paid to the bank as money out, and one reinvested the same day as nothing', () => {
    // 1,000 units; on 3 May the price drops 1.00 → 0.95 as 5 cents a unit ($50) is distributed.
    const declared = tx('2019-05-03', 'F', 'Distribution', 50, null);
    const paidOut = build({ prices: new Map([['F', fund]]), transactions: [opening, declared] });
    expect(paidOut.account.valueCents.at(-1)).toBe(95_000);
    expect(paidOut.account.netIndex.at(-1)).toBeCloseTo(1, 12);
    expect(paidOut.account.cumFlowCents.at(-1)).toBe(95_000);

    const reinvested = build({
      prices: new Map([['F', fund]]),
      transactions: [opening, declared, tx('2019-05-03', 'F', 'DistributionReinvested', 50, 0.95)],
    });
    expect(reinvested.account.valueCents.at(-1)).toBe(100_000);
    // 50 / 0.95 = 52.631579 units (the ledger's 6 decimals): 1,052.631579 × 0.95 = 1,000.00000005.
    expect(reinvested.account.netIndex.at(-1)).toBeCloseTo(1, 9);
    expect(reinvested.account.cumFlowCents.at(-1)).toBe(100_000);
  });

  it('keeps a switch inside the account but makes it a flow of each fund', () => {
    // A: 1,000 units at 1.00; B at 2.00. On 2 May $400 moves from A to B; on 3 May A is 1.10, B 2.00.
    const a = prices([['2019-05-01', 1.0], ['2019-05-02', 1.0], ['2019-05-03', 1.1]]);
    const b = prices([['2019-05-01', 2.0], ['2019-05-02', 2.0], ['2019-05-03', 2.0]]);
    const series = build({
      prices: new Map([['A', a], ['B', b]]),
      transactions: [tx('2019-05-01', 'A', 'Contribution', 1000, 1.0), tx('2019-05-02', 'A', 'SwitchOut', -400, 1.0), tx('2019-05-02', 'B', 'SwitchIn', 400, 2.0)],
    });
    // Account: 1000 → 1000 (switch) → 600 × 1.1 + 400 = 1060: factors 1, 1, 1.06.
    expect(series.account.valueCents).toEqual([100_000, 100_000, 106_000]);
    expect(series.account.netIndex.at(-1)).toBeCloseTo(1.06, 12);
    expect(series.account.cumFlowCents.at(-1)).toBe(100_000);
    // Fund A: out 400 at the end of 2 May: (600 + 400)/1000 = 1; then 660/600 = 1.1. Fund B: in 400: 400/400, 400/400.
    expect(series.holdings.get('A')?.netIndex.at(-1)).toBeCloseTo(1.1, 12);
    expect(series.holdings.get('B')?.dates).toEqual(['2019-05-02', '2019-05-03']);
    expect(series.holdings.get('B')?.netIndex.at(-1)).toBeCloseTo(1, 12);
  });

  it('counts a wealth account’s deposits and withdrawals at its edge, and its purchases, income and fees inside', () => {
    // $1,000 deposited to cash and $900 of F bought (900 units at 1.00); 3 May F at 0.95 with a $45
    // distribution paid to cash; a $5 fee from cash. Value 855 + 100 + 45 − 5 = 995.
    const series = build({
      hasCashAccount: true,
      prices: new Map([['F', fund]]),
      transactions: [tx('2019-05-01', 'F', 'Purchase', 900, 1.0), tx('2019-05-03', 'F', 'Distribution', 45, null)],
      cash: [
        { date: '2019-05-01', activity: 'Deposit', amountCents: 100_000 },
        { date: '2019-05-01', activity: 'Purchase', amountCents: -90_000 },
        { date: '2019-05-03', activity: 'Distribution', amountCents: 4_500 },
        { date: '2019-05-03', activity: 'Ongoing Fee', amountCents: -500 },
      ],
    });
    expect(series.account.valueCents).toEqual([100_000, 100_000, 99_500]);
    expect(series.account.netIndex.at(-1)).toBeCloseTo(0.995, 12);
    expect(series.account.grossIndex.at(-1)).toBeCloseTo(1, 12);
    expect(series.account.cumFlowCents.at(-1)).toBe(100_000);
  });
});

describe('daily series: recomputing from a date gives the same answer as a full build', () => {
  it('continues from the stored state at the end of the day before', () => {
    const fund = prices(
      Array.from({ length: 60 }, (_, i) => {
        const date = new Date(Date.UTC(2019, 0, 1 + i)).toISOString().slice(0, 10);
        return [date, 1 + 0.01 * Math.sin(i)] as [string, number];
      }),
    );
    const transactions = [
      tx('2019-01-01', 'F', 'Contribution', 1000, 1.0),
      tx('2019-01-20', 'F', 'Contribution', 300, 1 + 0.01 * Math.sin(19)),
      tx('2019-02-10', 'F', 'Fee', -2, 1 + 0.01 * Math.sin(40)),
      tx('2019-02-15', 'F', 'Withdrawal', -200, 1 + 0.01 * Math.sin(45)),
    ];
    const all = build({ prices: new Map([['F', fund]]), transactions, to: '2019-03-01' });

    const firstPart = build({ prices: new Map([['F', fund]]), transactions: transactions.filter((t) => t.date < '2019-02-01'), to: '2019-01-31' });
    const i = firstPart.account.dates.length - 1;
    const holding = firstPart.holdings.get('F')!;
    const second = build({
      from: '2019-02-01',
      to: '2019-03-01',
      prices: new Map([['F', fund]]),
      transactions: transactions.filter((t) => t.date >= '2019-02-01'),
      start: {
        unitsMicro: new Map([['F', last(holding.unitsMicro)]]),
        cashCents: 0,
        account: {
          valueCents: firstPart.account.valueCents[i]!,
          netIndex: firstPart.account.netIndex[i]!,
          grossIndex: firstPart.account.grossIndex[i]!,
          cumFlowCents: firstPart.account.cumFlowCents[i]!,
          cumTaxCents: firstPart.account.cumTaxCents[i]!,
        },
        holdings: new Map([['F', { valueCents: last(holding.valueCents), netIndex: last(holding.netIndex) }]]),
        lastDealingPriceMicro: new Map(),
      },
    });
    expect([...firstPart.account.dates, ...second.account.dates]).toEqual(all.account.dates);
    expect([...firstPart.account.valueCents, ...second.account.valueCents]).toEqual(all.account.valueCents);
    expect([...firstPart.account.netIndex, ...second.account.netIndex]).toEqual(all.account.netIndex);
    expect([...firstPart.account.cumFlowCents, ...second.account.cumFlowCents]).toEqual(all.account.cumFlowCents);
    expect([...holding.netIndex, ...second.holdings.get('F')!.netIndex]).toEqual(all.holdings.get('F')!.netIndex);
  });
});
