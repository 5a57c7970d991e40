import type { IndexPoint } from './total-return-index.js';

/** spec 001 §9: the growth base of the fund chart. */
export const GROWTH_BASE = 10_000;

/**
 * What 10,000 invested at the first point of a series is worth at each later point (spec 001 §9
 * 'growth base 10,000'): base × level_t / level_0, to the cent. Works for a fund's total return
 * index and for a benchmark's ReturnIndex alike; an empty series gives an empty series.
 */
export function growthOf10000(series: readonly IndexPoint[], base: number = GROWTH_BASE): IndexPoint[] {
  const first = series[0];
  if (!first) return [];
  if (!(first.value > 0)) throw new RangeError(`A growth series starts above zero: ${first.date} ${first.value}`);
  return series.map((point) => ({ date: point.date, value: Math.round((base * point.value * 100) / first.value) / 100 }));
}
