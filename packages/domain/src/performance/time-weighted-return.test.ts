import { describe, expect, it } from 'vitest';
import { mulberry32 as seededRandom } from '../random/mulberry32.js';
import { MIN_CAPITAL_AT_RISK, timeWeightedReturn, type ValuationDay } from './time-weighted-return.js';

const day = (date: string, value: number, inflow = 0, outflow = 0): ValuationDay => ({ date, value, inflow, outflow });

describe('time-weighted return: published worked examples', () => {
  it('links the sub-periods before and after a deposit (Investopedia, "Time-Weighted Rate of Return (TWR)", worked example)', () => {
    // Investopedia, https://www.investopedia.com/terms/t/time-weightedror.asp, "Example of TWR":
    // $1,000,000 invested on 31 December; worth $1,162,484 on 15 August, when $100,000 is added;
    // worth $1,192,328 at year end. Sub-period returns 16.25 % and −5.56 %, TWR 9.79 %.
    // Days without a flow collapse into one sub-period, so two valuation points are enough: the
    // deposit is made at the close of 15 August (an end-of-day flow), which closes at
    // 1,162,484 + 100,000 = 1,262,484; the second sub-period runs from there to year end.
    const result = timeWeightedReturn(
      [day('2021-08-15', 1_262_484, 100_000), day('2021-12-31', 1_192_328)],
      1_000_000,
      { withDailyGrowth: true },
    );
    expect(result.dailyGrowth?.[0]?.factor).toBeCloseTo(1.1625, 4);
    expect(result.dailyGrowth?.[1]?.factor).toBeCloseTo(1 - 0.0556, 4);
    expect(result.cumulativeReturn).toBeCloseTo(0.0979, 4);
  });

  it('links quarters with flows between them (CFA Institute Level I sample question, 31.85 %)', () => {
    // CFA Institute Level I sample exam, quarterly portfolio ($ millions) with flows at the start of
    // each quarter — begin 2.0, flow +0.2, end 2.4; 2.4, +0.4, 2.6; 2.6, (0.2), 3.2; 3.2, +1.0, 4.1 —
    // answer "C. 32", worked as 2.4/2.2 × 2.6/2.8 × 3.2/2.4 × 4.1/4.2 − 1 = 31.85 %. Quoted in the
    // AnalystForum thread "Geometric return" (https://www.analystforum.com/t/geometric-return/97779).
    // A flow at the start of a quarter is the same instant as the close of the one before, so it
    // is that day's end-of-day flow: 31 December closes at 2.0 + 0.2 = 2.2 (no return, nothing
    // moved), Q1 at 2.4 + 0.4 = 2.8, Q2 at 2.6 − 0.2 = 2.4, Q3 at 3.2 + 1.0 = 4.2, Q4 at 4.1.
    const result = timeWeightedReturn(
      [
        day('2019-12-31', 2.2, 0.2),
        day('2020-03-31', 2.8, 0.4),
        day('2020-06-30', 2.4, 0, 0.2),
        day('2020-09-30', 4.2, 1.0),
        day('2020-12-31', 4.1),
      ],
      2.0,
    );
    expect(result.cumulativeReturn).toBeCloseTo(0.3185, 4);
  });

  it('handles a deposit and a withdrawal in one year (Kaplan Schweser CFA Level I, "Jonathan Wood", 10.36 %)', () => {
    // Kaplan Schweser CFA Level I, Quantitative Methods, Reading "Discounted Cash Flow
    // Applications", LOS d practice question, quoted at forum.theanalystspace.com (thread 151853):
    // $50,000 on 1 January; $51,000 at end of March; $10,000 deposited 1 April; $60,000 at end of
    // June; $30,000 withdrawn 1 July; $33,000 at year end. Returns 2.00 %, −1.64 %, 10.00 %;
    // TWR 10.36 %. Each flow on the first of a quarter is at the close of the quarter before:
    // 31 March closes at 51,000 + 10,000 = 61,000; 30 June at 60,000 − 30,000 = 30,000.
    const result = timeWeightedReturn(
      [day('2019-03-31', 61_000, 10_000), day('2019-06-30', 30_000, 0, 30_000), day('2019-12-31', 33_000)],
      50_000,
      { withDailyGrowth: true },
    );
    expect(result.dailyGrowth?.map((d) => d.factor - 1)).toEqual([
      expect.closeTo(0.02, 4),
      expect.closeTo(-0.0164, 4),
      expect.closeTo(0.1, 4),
    ]);
    expect(result.cumulativeReturn).toBeCloseTo(0.1036, 4);
  });
});

describe('time-weighted return: edges', () => {
  it('starts measuring the day after the first money arrives at the close', () => {
    // Hand-computed: nothing before; 1,000 in at the close of 2 January (no day at risk yet);
    // 1,000 → 1,010: r = 1 %; 1,010 → 1,030.20: r = 2 %. TWR = 1.01 × 1.02 − 1 = 3.02 %.
    const result = timeWeightedReturn([day('2024-01-02', 1_000, 1_000), day('2024-01-03', 1_010), day('2024-01-04', 1_030.2)], 0);
    expect(result.cumulativeReturn).toBeCloseTo(0.0302, 10);
  });

  it('gives no return on days with no capital at risk, before the first inflow', () => {
    // Hand-computed: two empty days, then 500 in at the close, then 505: only the fourth day counts, 1 %.
    const result = timeWeightedReturn(
      [day('2024-01-02', 0), day('2024-01-03', 0), day('2024-01-04', 500, 500), day('2024-01-05', 505)],
      0,
      { withDailyGrowth: true },
    );
    expect(result.dailyGrowth?.map((d) => d.factor)).toEqual([1, 1, 1, expect.closeTo(1.01, 12)]);
    expect(result.cumulativeReturn).toBeCloseTo(0.01, 12);
  });

  it('skips a day whose opening capital is below a dollar instead of dividing by dust', () => {
    // 0.001 → 0.004 would be +300 %; the day is treated as no return.
    const result = timeWeightedReturn([day('2024-01-02', 0.004)], 0.001);
    expect(result.cumulativeReturn).toBeNull();
    // A cent of dust left after a sale, rounding to 0 and back, would be −100 % and then 0/0: no return.
    const dust = timeWeightedReturn([day('2024-01-02', 100.0, 100), day('2024-01-03', 0.01, 0, 110), day('2024-01-04', 0), day('2024-01-05', 0.01)], 0, {
      withDailyGrowth: true,
    });
    expect(dust.dailyGrowth?.map((d) => d.factor)).toEqual([1, expect.closeTo(1.1001, 12), 1, 1]);
  });

  it('continues the chain through a complete sale and stops contributing while the value stays 0', () => {
    // Hand-computed: 100 → 110 (+10 %); next day everything (121) is sold at the close, value 0:
    // r = (0 + 121) / (110 + 0) − 1 = +10 %; the next two days have nothing at risk (factor 1).
    // TWR = 1.1 × 1.1 − 1 = 21 %.
    const sold = timeWeightedReturn(
      [day('2024-01-02', 110), day('2024-01-03', 0, 0, 121), day('2024-01-04', 0), day('2024-01-05', 0)],
      100,
      { withDailyGrowth: true },
    );
    expect(sold.dailyGrowth?.map((d) => d.factor)).toEqual([expect.closeTo(1.1, 12), expect.closeTo(1.1, 12), 1, 1]);
    expect(sold.cumulativeReturn).toBeCloseTo(0.21, 12);
  });

  it('links a reinvestment after a sell-out as a new inception on the same chain', () => {
    // Continuing the example above: 50 in at the close of 6 January; 8 January closes at 45:
    // r = 45 / 50 − 1 = −10 %. TWR = 1.21 × 0.9 − 1 = 8.9 %.
    const result = timeWeightedReturn(
      [day('2024-01-02', 110), day('2024-01-03', 0, 0, 121), day('2024-01-04', 0), day('2024-01-06', 50, 50), day('2024-01-08', 45)],
      100,
    );
    expect(result.cumulativeReturn).toBeCloseTo(0.089, 12);
  });

  it('has no return when there are no days (a period that ends before the first price)', () => {
    expect(timeWeightedReturn([], 0)).toEqual({ cumulativeReturn: null });
    expect(timeWeightedReturn([], 0, { withDailyGrowth: true })).toEqual({ cumulativeReturn: null, dailyGrowth: [] });
  });

  it('gives the chart a running cumulative return for every day', () => {
    // Hand-computed: +10 % then −10 %: cumulative 10 %, then 1.1 × 0.9 − 1 = −1 %.
    const result = timeWeightedReturn([day('2024-01-02', 110), day('2024-01-03', 99)], 100, { withDailyGrowth: true });
    expect(result.dailyGrowth?.map((d) => [d.date, d.cumulativeReturn])).toEqual([
      ['2024-01-02', expect.closeTo(0.1, 12)],
      ['2024-01-03', expect.closeTo(-0.01, 12)],
    ]);
  });

  it('refuses days out of date order and negative flows', () => {
    expect(() => timeWeightedReturn([day('2024-01-03', 1), day('2024-01-02', 1)], 1)).toThrow(RangeError);
    expect(() => timeWeightedReturn([day('2024-01-02', 1), day('2024-01-02', 1)], 1)).toThrow(RangeError);
    expect(() => timeWeightedReturn([day('2024-01-02', 1, -5)], 1)).toThrow(RangeError);
  });
});

describe('time-weighted return: properties', () => {
  it('equals closing / opening − 1 for a portfolio with no flows', () => {
    const random = seededRandom(7);
    for (let trial = 0; trial < 50; trial += 1) {
      const opening = 1_000 + random() * 100_000;
      let value = opening;
      const days: ValuationDay[] = [];
      for (let i = 0; i < 30; i += 1) {
        value *= 1 + (random() - 0.5) * 0.04;
        days.push(day(`2024-01-${String(i + 1).padStart(2, '0')}`, value));
      }
      expect(timeWeightedReturn(days, opening).cumulativeReturn).toBeCloseTo(value / opening - 1, 10);
    }
  });

  it('is unaffected by the size and timing of flows when the price path is the same (the defining property)', () => {
    const random = seededRandom(42);
    const priceReturns = Array.from({ length: 60 }, () => (random() - 0.5) * 0.05);
    const priceOnly = priceReturns.reduce((growth, r) => growth * (1 + r), 1) - 1;

    for (let trial = 0; trial < 50; trial += 1) {
      let value = random() * 50_000;
      const opening = value;
      const days = priceReturns.map((r, i) => {
        // Flows at the close, after the day's move.
        const inflow = random() < 0.3 ? random() * 20_000 : 0;
        const beforeFlows = value * (1 + r);
        // Up to half the value out at a time, so the capital never falls below the dollar under which no day counts.
        const outflow = random() < 0.2 ? beforeFlows * random() * 0.5 : 0;
        value = beforeFlows + inflow - outflow;
        const date = new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10);
        return day(date, value, inflow, outflow);
      });
      if (opening < MIN_CAPITAL_AT_RISK && days.every((d) => d.inflow === 0)) continue;
      const twr = timeWeightedReturn(days, opening).cumulativeReturn;
      // Days up to the first money's arrival (at a close) have no return; everything after follows the price path.
      const firstAtRisk = opening >= MIN_CAPITAL_AT_RISK ? 0 : days.findIndex((d) => d.inflow > 0) + 1;
      const expected = priceReturns.slice(firstAtRisk).reduce((growth, r) => growth * (1 + r), 1) - 1;
      expect(twr).toBeCloseTo(expected, 9);
      if (firstAtRisk === 0) expect(twr).toBeCloseTo(priceOnly, 9);
    }
  });
});
