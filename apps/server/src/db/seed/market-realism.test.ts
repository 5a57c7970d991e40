import { describe, expect, it } from 'vitest';
import { addYears, endOfMonth, type IsoDate } from './calendar.js';
import { BENCHMARKS } from './benchmarks.js';
import { expectedReturnOf } from './capital-market-assumptions.js';
import { FUNDS } from './fund-catalogue.js';
import { buildDemoWorld } from './demo-world.js';
import { buildMarketData, PRIVATE_EQUITY_YEAR_RANGE, type PriceSeries } from './market-data.js';

/** The demo's usual draw: the same date the demo-seed tests use (a Friday). */
const TODAY = '2026-11-20';
const market = buildMarketData(TODAY);

/** The value on the last date on or before `date` of a dated series. */
function onOrBefore(dates: readonly IsoDate[], values: readonly number[], date: IsoDate): number {
  let found = -1;
  for (let i = 0; i < dates.length && (dates[i] as IsoDate) <= date; i++) found = i;
  if (found < 0) throw new Error(`nothing on or before ${date}`);
  return values[found] as number;
}

/** A fund's total-return index: its unit price with every distribution reinvested on its ex date. */
function totalReturnIndex(series: PriceSeries): number[] {
  const byExDate = new Map(series.distributions.map((d) => [d.exDate, d.perUnit.toNumber()]));
  let units = 1;
  return series.dates.map((date, i) => {
    const price = Number(series.prices[i]);
    const paid = byExDate.get(date);
    if (paid) units *= 1 + paid / price;
    return units * price;
  });
}

function annualised(dates: readonly IsoDate[], values: readonly number[], years: number): number {
  const end = values.at(-1) as number;
  const start = onOrBefore(dates, values, addYears(dates.at(-1) as IsoDate, -years));
  return (end / start) ** (1 / years) - 1;
}

function fundTenYear(code: string): number {
  const series = market.series.get(code) as PriceSeries;
  return annualised(series.dates, totalReturnIndex(series), 10);
}

function benchmarkTenYear(key: string): number {
  const series = market.benchmarks.find((b) => b.benchmark.key === key)!;
  return annualised(series.dates, series.levels.map(Number), 10);
}

const benchmarked = FUNDS.filter((f) => f.benchmark && !BENCHMARKS.find((b) => b.key === f.benchmark)?.absoluteReturn);

describe('demo market: funds against their benchmarks (issue 9 item 12)', () => {
  it.each(benchmarked.map((f) => [f.code, f] as const))(
    '%s returns its benchmark less its fee over 10 years, within 1 percentage point a year',
    (_code, fund) => {
      // A fund's return is its benchmark's less the fee it pays, give or take a small tracking difference
      // (at most 0.1% a year here) and tracking error: fund ≈ (1 + benchmark) × (1 − fee) − 1.
      const fee = Number(fund.feePercent) / 100;
      const expected = (1 + benchmarkTenYear(fund.benchmark as string)) * (1 - fee) - 1;
      expect(Math.abs(fundTenYear(fund.code) - expected)).toBeLessThan(0.01);
    },
  );

  it('gives every benchmark a 10-year return near the long-run return of its asset mix (within 1.5 points)', () => {
    // The asset classes are pinned to their assumptions over ten years; a rebalanced mix earns about the
    // weighted return plus a little diversification return.
    for (const benchmark of BENCHMARKS.filter((b) => b.absoluteReturn === undefined)) {
      expect(Math.abs(benchmarkTenYear(benchmark.key) - expectedReturnOf(benchmark.mix)), benchmark.key).toBeLessThan(
        0.015,
      );
    }
  });

  it('orders the multi-asset funds by risk over 10 years: conservative < balanced < growth < aggressive', () => {
    for (const [cons, bal, gro, agg] of [
      ['KCONS', 'KBAL', 'KGRO', 'KAGG'],
      ['TCONS', 'TBAL', 'TGRO', 'TAGG'],
    ] as const) {
      expect(fundTenYear(cons)).toBeLessThan(fundTenYear(bal));
      expect(fundTenYear(bal)).toBeLessThan(fundTenYear(gro));
      expect(fundTenYear(gro)).toBeLessThan(fundTenYear(agg));
    }
    // And the same in expectation, from the assumptions of their benchmarks' mixes.
    const expected = (key: string) => expectedReturnOf(BENCHMARKS.find((b) => b.key === key)!.mix);
    expect(expected('NZCONS')).toBeLessThan(expected('NZBAL'));
    expect(expected('NZBAL')).toBeLessThan(expected('NZGRO'));
    expect(expected('NZGRO')).toBeLessThan(expected('NZAGG'));
  });

  it('keeps a KiwiSaver fund and its unit-trust twin (same benchmark) within a point of each other over 10 years', () => {
    for (const [ks, ut] of [
      ['KCONS', 'TCONS'],
      ['KBAL', 'TBAL'],
      ['KGRO', 'TGRO'],
      ['KAGG', 'TAGG'],
    ] as const) {
      expect(Math.abs(fundTenYear(ks) - fundTenYear(ut))).toBeLessThan(0.01);
    }
  });
});

describe('demo market: private equity (issue 9 item 12)', () => {
  const peFunds = FUNDS.filter((f) => f.pricing === 'PrivateEquity');

  it('moves every twelve months of valuations within −10% .. +20%', () => {
    expect(peFunds.length).toBeGreaterThan(0);
    for (const fund of peFunds) {
      const series = market.series.get(fund.code) as PriceSeries;
      const prices = series.prices.map(Number);
      const firstFullYear = addYears(series.dates[0] as IsoDate, 1);
      const moves = series.dates
        .map((date, i) => ({ date, price: prices[i] as number }))
        .filter(({ date }) => date >= firstFullYear)
        .map(({ date, price }) => price / onOrBefore(series.dates, prices, endOfMonth(addYears(date, -1))) - 1);
      expect(moves.length).toBeGreaterThan(20);
      for (const move of moves) {
        // Prices are stored to 4 decimals: allow their rounding.
        expect(move).toBeGreaterThanOrEqual(PRIVATE_EQUITY_YEAR_RANGE.low - 0.001);
        expect(move).toBeLessThanOrEqual(PRIVATE_EQUITY_YEAR_RANGE.high + 0.001);
      }
      // Not one figure every year: the twelve-month moves spread over the range.
      expect(Math.max(...moves) - Math.min(...moves)).toBeGreaterThan(0.1);
    }
  });

  it('spreads the last twelve months across the private-equity accounts, each within −10% .. +20%', () => {
    // Each PE account holds one PE fund, so its twelve-month time-weighted return is its fund's unit-price move.
    const world = buildDemoWorld(TODAY, market.historyStart);
    const peAccounts = world.plans.filter((plan) => plan.productType === 'PE' && !plan.closedDate);
    const moves = peAccounts.map((plan) => {
      const series = market.series.get(plan.funds[0]!.code) as PriceSeries;
      const prices = series.prices.map(Number);
      return (prices.at(-1) as number) / onOrBefore(series.dates, prices, endOfMonth(addYears(TODAY, -1))) - 1;
    });
    expect(peAccounts.length).toBeGreaterThan(2);
    for (const move of moves) {
      expect(move).toBeGreaterThanOrEqual(PRIVATE_EQUITY_YEAR_RANGE.low - 0.001);
      expect(move).toBeLessThanOrEqual(PRIVATE_EQUITY_YEAR_RANGE.high + 0.001);
    }
    expect(Math.max(...moves) - Math.min(...moves)).toBeGreaterThan(0.05);
  });

  it('revalues only at quarter ends: the months between repeat the last valuation', () => {
    for (const fund of peFunds) {
      const series = market.series.get(fund.code) as PriceSeries;
      series.dates.forEach((date, i) => {
        if (i > 0 && Number(date.slice(5, 7)) % 3 !== 0) expect(series.prices[i], date).toBe(series.prices[i - 1]);
      });
    }
  });
});

describe('demo funds: objectives agree with their own minimum timeframes (issue 9 item 12)', () => {
  const WORDS: Record<string, number> = {
    one: 1,
    two: 2,
    three: 3,
    four: 4,
    five: 5,
    six: 6,
    seven: 7,
    eight: 8,
    nine: 9,
    ten: 10,
  };

  it.each(FUNDS.map((f) => [f.code, f] as const))('%s', (_code, fund) => {
    const text = fund.objective.replace(/<[^>]+>/g, ' ');
    const stated = /Recommended minimum investment timeframe: (\w+) years?\./.exec(text);
    if (fund.securityType === 'Direct') {
      expect(stated).toBeNull();
      return;
    }
    expect(stated).not.toBeNull();
    const years = WORDS[stated![1] as string];
    expect(years).toBe(fund.minimumTimeframeYears);
    // Every other timeframe the objective names is the same one.
    for (const match of text.matchAll(/(?:minimum of|over) (\w+) years?/g))
      expect(WORDS[match[1] as string]).toBe(years);
    // And no long-horizon fund calls itself short term (nor a short one long term).
    if ((years as number) >= 5) expect(text).not.toMatch(/short[- ]term/i);
    if ((years as number) < 5) expect(text).not.toMatch(/long[- ]term/i);
  });
});
