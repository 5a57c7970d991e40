import type { Rng } from './prng.js';

export const TRADING_DAYS_PER_YEAR = 252;

export interface DrawdownSettings {
  /** Expected number of drawdowns a year. */
  perYear: number;
  /** Typical fall in value (0.25 = 25%); each drawdown draws 50% to 120% of it. */
  depth: number;
  /** Length of a drawdown in steps. */
  minSteps: number;
  maxSteps: number;
}

export interface PricePathOptions {
  /** Number of steps (prices after the start price). */
  steps: number;
  startPrice: number;
  /** Expected arithmetic return a year before distributions (0.07 = 7%). */
  annualDrift: number;
  /** Annualised standard deviation of log returns (0.15 = 15%). */
  annualVolatility: number;
  /** Years per step: one number for daily data (1/252), or one per step for irregular dates. */
  stepYears?: number | readonly number[];
  drawdowns?: DrawdownSettings | null;
  /** Step index → fraction of the price paid out on that step (ex-distribution drop). */
  distributions?: ReadonlyMap<number, number>;
  /**
   * Shift every step's log return by one constant so that the whole path earns exactly its
   * expected growth (ln(1 + drift) - vol²/2 a year). Volatility and drawdowns keep their shape;
   * only luck over the whole period is taken out, so no demo fund ends far from its asset class.
   */
  pinToDrift?: boolean;
}

export interface PricePath {
  /** prices[0] is the start price; prices[i] the price after step i. */
  prices: number[];
  /** Total-return log return of each step (before any distribution drop), for benchmarks. */
  logReturns: number[];
  /** Step index → amount paid per unit on that step. */
  distributionsPerUnit: Map<number, number>;
}

/**
 * A geometric random walk (log-normal prices) with annual drift and volatility, occasional
 * drawdowns (a run of steps with an extra negative drift) and ex-distribution price drops. The
 * drift is raised by the drawdowns' expected cost, so the long-run return stays near annualDrift;
 * pinToDrift makes it exact.
 */
export function generatePricePath(options: PricePathOptions, rng: Rng): PricePath {
  const { steps, startPrice, annualDrift, annualVolatility } = options;
  const stepYearsOf = (i: number): number => {
    const stepYears = options.stepYears ?? 1 / TRADING_DAYS_PER_YEAR;
    return typeof stepYears === 'number' ? stepYears : (stepYears[i] ?? 1 / TRADING_DAYS_PER_YEAR);
  };
  const drawdowns = options.drawdowns ?? null;
  const expectedDrawdownCost = drawdowns ? drawdowns.perYear * drawdowns.depth * 0.85 : 0;
  const logDrift = Math.log(1 + annualDrift) + expectedDrawdownCost;

  const logReturns: number[] = [];
  let drawdownStepsLeft = 0;
  let drawdownPerStep = 0;
  let expectedTotal = 0;
  for (let i = 1; i <= steps; i++) {
    const dt = stepYearsOf(i - 1);
    if (drawdowns && drawdownStepsLeft === 0 && rng.chance(drawdowns.perYear * dt)) {
      drawdownStepsLeft = rng.int(drawdowns.minSteps, drawdowns.maxSteps);
      const fall = drawdowns.depth * rng.between(0.5, 1.2);
      drawdownPerStep = Math.log(1 - Math.min(fall, 0.9)) / drawdownStepsLeft;
    }
    let logReturn =
      (logDrift - (annualVolatility * annualVolatility) / 2) * dt + annualVolatility * Math.sqrt(dt) * rng.normal();
    if (drawdownStepsLeft > 0) {
      logReturn += drawdownPerStep;
      drawdownStepsLeft -= 1;
    }
    logReturns.push(logReturn);
    expectedTotal += (Math.log(1 + annualDrift) - (annualVolatility * annualVolatility) / 2) * dt;
  }
  if (options.pinToDrift && steps > 0) {
    const shift = (expectedTotal - logReturns.reduce((sum, r) => sum + r, 0)) / steps;
    for (let i = 0; i < steps; i++) logReturns[i] = (logReturns[i] as number) + shift;
  }

  return { logReturns, ...pricesFromLogReturns(startPrice, logReturns, options.distributions) };
}

/**
 * Prices from given total-return log returns: each step's growth, then the ex-distribution drop of
 * the fraction paid out on that step (distributions: step index → fraction of the price).
 */
export function pricesFromLogReturns(
  startPrice: number,
  logReturns: readonly number[],
  distributions?: ReadonlyMap<number, number>,
): { prices: number[]; distributionsPerUnit: Map<number, number> } {
  const prices = [startPrice];
  const distributionsPerUnit = new Map<number, number>();
  let price = startPrice;
  for (let i = 1; i <= logReturns.length; i++) {
    price *= Math.exp(logReturns[i - 1] as number);
    const payout = distributions?.get(i);
    if (payout) {
      const perUnit = price * payout;
      distributionsPerUnit.set(i, perUnit);
      price -= perUnit;
    }
    prices.push(price);
  }
  return { prices, distributionsPerUnit };
}

/**
 * Shifts the log returns of each segment [from, to) by one constant so that the segment earns exactly
 * `logGrowthPerStep` a step on average: luck over the segment is taken out, the shape stays.
 */
export function pinSegments(
  logReturns: number[],
  boundaries: readonly number[],
  logGrowthPerStep: (step: number) => number,
): void {
  const cuts = [0, ...boundaries.filter((b) => b > 0 && b < logReturns.length), logReturns.length];
  for (let c = 1; c < cuts.length; c++) {
    const from = cuts[c - 1] as number;
    const to = cuts[c] as number;
    let target = 0;
    let actual = 0;
    for (let i = from; i < to; i++) {
      target += logGrowthPerStep(i);
      actual += logReturns[i] as number;
    }
    const shift = (target - actual) / (to - from);
    for (let i = from; i < to; i++) logReturns[i] = (logReturns[i] as number) + shift;
  }
}

/** Annualised standard deviation of a series of per-step log returns. */
export function annualisedVolatility(logReturns: readonly number[], stepsPerYear = TRADING_DAYS_PER_YEAR): number {
  const n = logReturns.length;
  if (n < 2) return 0;
  const mean = logReturns.reduce((sum, r) => sum + r, 0) / n;
  const variance = logReturns.reduce((sum, r) => sum + (r - mean) ** 2, 0) / (n - 1);
  return Math.sqrt(variance * stepsPerYear);
}
