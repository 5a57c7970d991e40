import {
  addBusinessDays,
  addYears,
  businessDayOnOrAfter,
  businessDayOnOrBefore,
  businessDays,
  endOfMonth,
  isoDate,
  monthEndBusinessDays,
  parts,
  type Channel,
  type IsoDate,
} from './calendar.js';
import { BENCHMARKS, FUNDS, type BenchmarkDefinition, type FundDefinition } from './fund-catalogue.js';
import { Money, fixed } from './money.js';
import {
  buildMarketGrid,
  mixLogReturns,
  onDays,
  trackingLogReturns,
  WEEKDAYS_PER_YEAR,
  type MarketGrid,
} from './asset-class-paths.js';
import { generatePricePath, pricesFromLogReturns } from './price-path.js';
import { createRng } from './prng.js';
import type Decimal from 'decimal.js';

export const HISTORY_YEARS = 15;
/** spec 001 §9: private-equity pricing is monthly from 01 September 2018, quarterly before. */
const PE_MONTHLY_FROM = '2018-09-01';

export interface FundDistribution {
  exDate: IsoDate;
  paymentDate: IsoDate;
  centsPerUnit: string;
  /** Amount per unit in dollars. */
  perUnit: Decimal;
}

export interface PriceSeries {
  fund: FundDefinition;
  dates: IsoDate[];
  /** Stored prices (4 decimals for funds, 3 for listed shares), as strings. */
  prices: string[];
  priceByDate: Map<IsoDate, Decimal>;
  distributions: FundDistribution[];
  /** Gross log return of each step (index i is the step to dates[i + 1]). */
  logReturns: number[];
}

export interface BenchmarkSeries {
  benchmark: BenchmarkDefinition;
  dates: IsoDate[];
  levels: string[];
}

export interface MarketData {
  today: IsoDate;
  historyStart: IsoDate;
  series: Map<string, PriceSeries>;
  benchmarks: BenchmarkSeries[];
}

/**
 * Prices of every fund and the levels of every benchmark, from 15 years ago to today (issue 9 item 12):
 * one market of asset-class returns (asset-class-paths.ts), benchmarks made of it, each fund its
 * benchmark's path less its fee with a small tracking difference; listed shares and private equity
 * their own paths.
 */
export function buildMarketData(today: IsoDate): MarketData {
  const historyStart = addYears(today, -HISTORY_YEARS);
  const grid = buildMarketGrid(historyStart, today);
  const benchmarkReturns = new Map<string, number[]>();
  for (const benchmark of BENCHMARKS) benchmarkReturns.set(benchmark.key, benchmarkGridReturns(grid, benchmark));
  const series = new Map<string, PriceSeries>();
  for (const fund of FUNDS) series.set(fund.code, buildPriceSeries(fund, today, grid, benchmarkReturns));
  const benchmarks = BENCHMARKS.map((benchmark) =>
    buildBenchmarkSeries(benchmark, grid, benchmarkReturns.get(benchmark.key) as number[], historyStart, today),
  );
  return { today, historyStart, series, benchmarks };
}

function benchmarkChannel(benchmark: BenchmarkDefinition): Channel {
  return benchmark.currencyCode === 'AUD' ? 'AU' : 'NZ';
}

function benchmarkGridReturns(grid: MarketGrid, benchmark: BenchmarkDefinition): number[] {
  if (benchmark.absoluteReturn !== undefined) {
    const step = Math.log(1 + benchmark.absoluteReturn) / WEEKDAYS_PER_YEAR;
    return grid.dates.slice(1).map(() => step);
  }
  return mixLogReturns(grid, benchmark.mix);
}

function priceDates(fund: FundDefinition, today: IsoDate): IsoDate[] {
  const start = businessDayOnOrAfter(addYears(today, -fund.inceptionYearsAgo), fund.channel);
  if (fund.pricing === 'Daily') return businessDays(start, today, fund.channel);
  const dates = [start];
  for (const day of monthEndBusinessDays(start, today, fund.channel)) {
    const month = parts(day).month;
    const quarterEnd = month % 3 === 0;
    if (day > start && day < today && (day >= PE_MONTHLY_FROM || quarterEnd)) dates.push(day);
  }
  return dates;
}

function distributionMonths(fund: FundDefinition): number[] {
  if (!fund.distribution) return [];
  if (fund.distribution.frequency === 'Quarterly') return [3, 6, 9, 12];
  // Australian trusts pay at the end of June and December; NZ funds in March and September.
  return fund.channel === 'AU' ? [6, 12] : [3, 9];
}

function buildPriceSeries(
  fund: FundDefinition,
  today: IsoDate,
  grid: MarketGrid,
  benchmarkReturns: ReadonlyMap<string, number[]>,
): PriceSeries {
  const dates = priceDates(fund, today);
  const months = distributionMonths(fund);
  const payoutEach = fund.distribution ? fund.distribution.annualYield / months.length : 0;
  const exSteps = new Map<number, number>();
  if (months.length > 0) {
    dates.forEach((date, i) => {
      const { year, month } = parts(date);
      if (
        i > 0 &&
        months.includes(month) &&
        date === businessDayOnOrBefore(endOfMonth(isoDate(year, month, 1)), fund.channel)
      ) {
        exSteps.set(i, payoutEach);
      }
    });
  }
  const path = fundPath(fund, dates, exSteps, grid, benchmarkReturns);
  const decimals = fund.securityType === 'Direct' ? 3 : 4;
  // Number#toFixed rounds the exact binary value, so the text is the same on every platform.
  const prices = path.prices.map((p) => p.toFixed(decimals));
  const priceByDate = new Map<IsoDate, Decimal>();
  dates.forEach((date, i) => priceByDate.set(date, new Money(prices[i] as string)));
  const distributions: FundDistribution[] = [];
  for (const [step, perUnit] of path.distributionsPerUnit) {
    const exDate = dates[step] as IsoDate;
    const centsPerUnit = fixed(perUnit * 100, 4);
    distributions.push({
      exDate,
      paymentDate: addBusinessDays(exDate, 5, fund.channel),
      centsPerUnit,
      perUnit: new Money(centsPerUnit).dividedBy(100),
    });
  }
  return { fund, dates, prices, priceByDate, distributions, logReturns: path.logReturns };
}

interface FundPath {
  prices: number[];
  logReturns: number[];
  distributionsPerUnit: Map<number, number>;
}

/**
 * A benchmarked fund follows its benchmark (or, against a 'cash plus' benchmark, its own neutral mix)
 * less its fee, with a small tracking difference and tracking error; private equity is revalued
 * quarterly; a listed share walks on its own.
 */
function fundPath(
  fund: FundDefinition,
  dates: IsoDate[],
  exSteps: ReadonlyMap<number, number>,
  grid: MarketGrid,
  benchmarkReturns: ReadonlyMap<string, number[]>,
): FundPath {
  if (fund.pricing === 'PrivateEquity') return privateEquityPath(fund, dates, exSteps);
  const benchmark = fund.benchmark ? BENCHMARKS.find((b) => b.key === fund.benchmark) : undefined;
  if (benchmark) {
    const base =
      benchmark.absoluteReturn !== undefined
        ? mixLogReturns(grid, fund.targetAllocation)
        : (benchmarkReturns.get(benchmark.key) as number[]);
    const rng = createRng(`tracking:${fund.code}`);
    const tracking = fund.tracking ?? defaultTracking(fund);
    const trackingDifference = tracking.difference ?? rng.between(-0.001, 0.001);
    const gridReturns = trackingLogReturns(
      grid,
      base,
      {
        annualFee: Number(fund.feePercent) / 100,
        trackingDifference,
        trackingError: tracking.error,
      },
      rng,
    );
    const logReturns = onDays(grid, gridReturns, dates);
    return {
      logReturns,
      ...pricesFromLogReturns(fund.startPrice, logReturns, exSteps),
    };
  }
  return generatePricePath(
    {
      steps: dates.length - 1,
      startPrice: fund.startPrice,
      annualDrift: fund.annualDrift,
      annualVolatility: fund.annualVolatility,
      drawdowns: fund.drawdowns,
      distributions: exSteps,
      pinToDrift: true,
    },
    createRng(`prices:${fund.code}`),
  );
}

/** Index funds track closely; cash funds barely move from their index; active funds by about 1% a year. */
function defaultTracking(fund: FundDefinition): {
  error: number;
  difference?: number;
} {
  if (fund.isCash) return { error: 0.0005, difference: 0 };
  if (fund.isVanguard) return { error: 0.002, difference: 0 };
  return { error: 0.01 };
}

/**
 * Private-equity valuations (issue 9 item 12): revalued at each quarter end and flat in the months
 * between (monthly prices from September 2018 repeat the last valuation, spec 001 §9). Each quarter's
 * move is drawn around the fund's long-run return, redrawn until the twelve months ending with it move
 * within privateEquityYearRange — as real PE valuations, smoothed by appraisal, do.
 */
export const PRIVATE_EQUITY_YEAR_RANGE = { low: -0.1, high: 0.2 } as const;

function privateEquityPath(fund: FundDefinition, dates: IsoDate[], exSteps: ReadonlyMap<number, number>): FundPath {
  const rng = createRng(`prices:${fund.code}`);
  const quarterGrowth = Math.log(1 + fund.annualDrift) / 4;
  const quarterSd = fund.annualVolatility / 2;
  const low = Math.log(1 + PRIVATE_EQUITY_YEAR_RANGE.low);
  const high = Math.log(1 + PRIVATE_EQUITY_YEAR_RANGE.high);
  const recent: number[] = [];
  const logReturns = dates.slice(1).map((date) => {
    if (parts(date).month % 3 !== 0) return 0;
    const lastThree = recent.slice(-3).reduce((sum, r) => sum + r, 0);
    let move = quarterGrowth + quarterSd * rng.normal();
    for (let tries = 0; tries < 20 && (lastThree + move < low || lastThree + move > high); tries++)
      move = quarterGrowth + quarterSd * rng.normal();
    move = Math.min(high - lastThree, Math.max(low - lastThree, move));
    recent.push(move);
    return move;
  });
  return {
    logReturns,
    ...pricesFromLogReturns(fund.startPrice, logReturns, exSteps),
  };
}

function buildBenchmarkSeries(
  benchmark: BenchmarkDefinition,
  grid: MarketGrid,
  gridReturns: readonly number[],
  historyStart: IsoDate,
  today: IsoDate,
): BenchmarkSeries {
  const channel = benchmarkChannel(benchmark);
  const dates = businessDays(businessDayOnOrAfter(historyStart, channel), today, channel);
  let level = benchmark.startLevel;
  const levels = [level.toFixed(6)];
  for (const logReturn of onDays(grid, gridReturns, dates)) {
    level *= Math.exp(logReturn);
    levels.push(level.toFixed(6));
  }
  return { benchmark, dates, levels };
}

/** The price of a fund on a date, which must be one of its price dates. */
export function priceOn(series: PriceSeries, date: IsoDate): Decimal {
  const price = series.priceByDate.get(date);
  if (!price) throw new Error(`${series.fund.code} has no price on ${date}`);
  return price;
}

/** The last price on or before a date (valuations on non-price days). */
export function lastPriceOnOrBefore(series: PriceSeries, date: IsoDate): Decimal | undefined {
  let low = 0;
  let high = series.dates.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if ((series.dates[mid] as IsoDate) <= date) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found < 0 ? undefined : new Money(series.prices[found] as string);
}

export function channelOf(series: PriceSeries): Channel {
  return series.fund.channel;
}

/** The ex-dates of the given securities' distributions, each with the securities that pay on it. */
export function distributionsByDate(
  market: MarketData,
  codes: Iterable<string>,
): Map<IsoDate, Array<{ code: string; distribution: FundDistribution }>> {
  const byDate = new Map<IsoDate, Array<{ code: string; distribution: FundDistribution }>>();
  for (const code of new Set(codes)) {
    for (const distribution of market.series.get(code)?.distributions ?? []) {
      const list = byDate.get(distribution.exDate) ?? [];
      list.push({ code, distribution });
      byDate.set(distribution.exDate, list);
    }
  }
  return byDate;
}
