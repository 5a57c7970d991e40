import type { AssetClass } from '../schema/codes.js';
import { addDays, addYears, dayOfWeek, type IsoDate } from './calendar.js';
import { ASSET_CLASS_ASSUMPTIONS, EQUITY_FACTOR_DRAWDOWNS } from './capital-market-assumptions.js';
import { generatePricePath, pinSegments } from './price-path.js';
import type { Rng } from './prng.js';
import { createRng } from './prng.js';

/** Weekdays in an average year (365.25 × 5 / 7): the step of the market grid. */
export const WEEKDAYS_PER_YEAR = (365.25 * 5) / 7;
/**
 * Each asset class is pinned to its assumption over the last four years, the six before them and the
 * years before those: ten-year returns are the long-run figures, shorter ones keep their luck (bounded,
 * so no five-year return is a boom of twenty-odd percent a year).
 */
export const PIN_YEARS_AGO = [10, 4] as const;

export type Mix = Partial<Record<AssetClass, number>>;

/**
 * One market for the whole demo: a log return for every weekday and asset class, from before the
 * history starts to `today`. Equity-like classes share a global equity factor (with its drawdowns),
 * bond classes a global bond factor, each with its own noise besides (capital-market-assumptions.ts).
 * Each class is pinned to its long-run return over the segments of PIN_YEARS_AGO, so luck never turns
 * the order of the classes (or of the mixes built from them) round over ten years.
 */
export interface MarketGrid {
  /** Weekdays; step i is from dates[i] to dates[i + 1]. */
  dates: IsoDate[];
  returns: Map<AssetClass, number[]>;
  /** Step indices where the pinned segments begin (ten and five years ago). */
  pinBoundaries: number[];
}

export function buildMarketGrid(start: IsoDate, today: IsoDate): MarketGrid {
  const dates: IsoDate[] = [];
  for (let day = addDays(start, -7); day <= today; day = addDays(day, 1)) {
    const weekday = dayOfWeek(day);
    if (weekday !== 0 && weekday !== 6) dates.push(day);
  }
  const steps = dates.length - 1;
  const dt = 1 / WEEKDAYS_PER_YEAR;
  const pinBoundaries = PIN_YEARS_AGO.map((years) => {
    const from = addYears(today, -years);
    return Math.max(
      0,
      dates.findIndex((d) => d >= from),
    );
  });

  const equity = generatePricePath(
    {
      steps,
      startPrice: 1,
      annualDrift: 0.075,
      annualVolatility: 0.16,
      stepYears: dt,
      drawdowns: EQUITY_FACTOR_DRAWDOWNS,
    },
    createRng('market:equity-factor'),
  ).logReturns;
  const equityShock = standardised(equity);
  const bondRng = createRng('market:bond-factor');
  const bondShock = Array.from({ length: steps }, () => bondRng.normal());

  const returns = new Map<AssetClass, number[]>();
  for (const [assetClass, assumption] of Object.entries(ASSET_CLASS_ASSUMPTIONS) as Array<
    [AssetClass, (typeof ASSET_CLASS_ASSUMPTIONS)[AssetClass]]
  >) {
    const { annualReturn, annualVolatility, equityCorrelation: rhoE, bondCorrelation: rhoB } = assumption;
    const own = Math.sqrt(Math.max(0, 1 - rhoE * rhoE - rhoB * rhoB));
    const rng = createRng(`market:${assetClass}`);
    const scale = annualVolatility * Math.sqrt(dt);
    const series = Array.from(
      { length: steps },
      (_, i) => scale * (rhoE * (equityShock[i] as number) + rhoB * (bondShock[i] as number) + own * rng.normal()),
    );
    const growth = Math.log(1 + annualReturn) * dt;
    pinSegments(series, pinBoundaries, () => growth);
    returns.set(assetClass, series);
  }
  return { dates, returns, pinBoundaries };
}

function standardised(series: readonly number[]): number[] {
  const n = series.length;
  const mean = series.reduce((s, x) => s + x, 0) / n;
  const sd = Math.sqrt(series.reduce((s, x) => s + (x - mean) ** 2, 0) / Math.max(1, n - 1)) || 1;
  return series.map((x) => (x - mean) / sd);
}

/** The log returns of a mix rebalanced to its weights every day, as composite benchmarks are. */
export function mixLogReturns(grid: MarketGrid, mix: Mix): number[] {
  const entries = (Object.entries(mix) as Array<[AssetClass, number]>).filter(([, weight]) => weight > 0);
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  const legs = entries.map(([assetClass, weight]) => ({
    weight: weight / total,
    returns: grid.returns.get(assetClass) as number[],
  }));
  const steps = grid.dates.length - 1;
  const result = new Array<number>(steps);
  for (let i = 0; i < steps; i++) {
    let simple = 0;
    for (const leg of legs) simple += leg.weight * Math.expm1(leg.returns[i] as number);
    result[i] = Math.log1p(simple);
  }
  return result;
}

/**
 * A fund's daily log returns from its base (benchmark) returns: the fee taken a day, a small
 * tracking difference, and tracking noise with no drift over the pinned segments, so over ten years
 * the fund returns about its benchmark minus its fee.
 */
export function trackingLogReturns(
  grid: MarketGrid,
  base: readonly number[],
  options: {
    annualFee: number;
    trackingDifference: number;
    trackingError: number;
  },
  rng: Rng,
): number[] {
  const dt = 1 / WEEKDAYS_PER_YEAR;
  const noise = base.map(() => options.trackingError * Math.sqrt(dt) * rng.normal());
  pinSegments(noise, grid.pinBoundaries, () => 0);
  const drag = (Math.log(1 + options.trackingDifference) + Math.log(1 - options.annualFee)) * dt;
  return base.map((r, i) => r + drag + (noise[i] as number));
}

/**
 * Grid log returns summed into the steps between given days (business days of a channel): step k
 * (to days[k]) holds every grid step that ends after days[k - 1] and on or before days[k], so a
 * holiday's market move arrives on the next business day.
 */
export function onDays(grid: MarketGrid, gridReturns: readonly number[], days: readonly IsoDate[]): number[] {
  const result: number[] = [];
  let i = 0;
  // Skip grid steps that end on or before the first day.
  while (i < gridReturns.length && (grid.dates[i + 1] as IsoDate) <= (days[0] as IsoDate)) i++;
  for (let k = 1; k < days.length; k++) {
    let sum = 0;
    while (i < gridReturns.length && (grid.dates[i + 1] as IsoDate) <= (days[k] as IsoDate)) {
      sum += gridReturns[i] as number;
      i++;
    }
    result.push(sum);
  }
  return result;
}
