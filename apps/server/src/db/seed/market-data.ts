import {
  addBusinessDays,
  addYears,
  businessDayOnOrAfter,
  businessDayOnOrBefore,
  businessDays,
  daysBetween,
  endOfMonth,
  isoDate,
  monthEndBusinessDays,
  parts,
  type Channel,
  type IsoDate,
} from './calendar.js';
import { BENCHMARKS, FUNDS, type BenchmarkDefinition, type FundDefinition } from './fund-catalogue.js';
import { Money, fixed } from './money.js';
import { generatePricePath, TRADING_DAYS_PER_YEAR } from './price-path.js';
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

/** Prices of every fund and the levels of every benchmark, from 15 years ago to today. */
export function buildMarketData(today: IsoDate): MarketData {
  const series = new Map<string, PriceSeries>();
  for (const fund of FUNDS) series.set(fund.code, buildPriceSeries(fund, today));
  const benchmarks = BENCHMARKS.map((benchmark) => {
    const followed = series.get(benchmark.followsFund);
    if (!followed) throw new Error(`Benchmark ${benchmark.key} follows unknown fund ${benchmark.followsFund}`);
    return buildBenchmarkSeries(benchmark, followed);
  });
  return { today, historyStart: addYears(today, -HISTORY_YEARS), series, benchmarks };
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

function buildPriceSeries(fund: FundDefinition, today: IsoDate): PriceSeries {
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
  const stepYears =
    fund.pricing === 'Daily'
      ? 1 / TRADING_DAYS_PER_YEAR
      : dates.slice(1).map((d, i) => daysBetween(dates[i] as IsoDate, d) / 365.25);
  const path = generatePricePath(
    {
      steps: dates.length - 1,
      startPrice: fund.startPrice,
      annualDrift: fund.annualDrift,
      annualVolatility: fund.annualVolatility,
      stepYears,
      drawdowns: fund.drawdowns,
      distributions: exSteps,
      pinToDrift: true,
    },
    createRng(`prices:${fund.code}`),
  );
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

function buildBenchmarkSeries(benchmark: BenchmarkDefinition, followed: PriceSeries): BenchmarkSeries {
  const rng = createRng(`benchmark:${benchmark.key}`);
  const dt = 1 / TRADING_DAYS_PER_YEAR;
  let level = benchmark.startLevel;
  const levels = [level.toFixed(6)];
  for (const logReturn of followed.logReturns) {
    const step =
      benchmark.absoluteReturn !== undefined
        ? Math.log(1 + benchmark.absoluteReturn) * dt
        : logReturn + benchmark.driftDifference * dt + benchmark.trackingError * Math.sqrt(dt) * rng.normal();
    level *= Math.exp(step);
    levels.push(level.toFixed(6));
  }
  return { benchmark, dates: followed.dates, levels };
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
