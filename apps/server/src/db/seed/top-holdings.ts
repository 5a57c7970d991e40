import { addMonths, endOfMonth, type IsoDate } from './calendar.js';
import type { FundDefinition, HoldingPool } from './fund-catalogue.js';
import { HOLDING_POOLS, type UnderlyingHolding } from './holding-names.js';
import type { Rng } from './prng.js';

export interface TopHoldingRow extends UnderlyingHolding {
  asAtDate: IsoDate;
  rank: number;
  weight: number;
}

/** How many holdings a fund lists: at least 15, at most 25 (spec 001 shows 10 and 'View More'). */
const HOLDINGS_PER_FUND = 25;
const MONTHS_OF_HOLDINGS = 12;

/**
 * The fund's largest holdings at each of the last twelve month ends. Each pool of the fund's
 * holdingsMix contributes names in proportion to its weight; within a pool, weights fall off like
 * 1/(rank + 2), and drift a little from month to month.
 */
export function buildTopHoldings(fund: FundDefinition, today: IsoDate, rng: Rng): TopHoldingRow[] {
  const mix = Object.entries(fund.holdingsMix ?? {}) as Array<[HoldingPool, number]>;
  if (mix.length === 0) return [];
  const totalMix = mix.reduce((s, [, w]) => s + w, 0);
  const chosen: Array<{ holding: UnderlyingHolding; baseWeight: number }> = [];
  for (const [pool, poolWeight] of mix) {
    const available = [...HOLDING_POOLS[pool]];
    const count = Math.min(available.length, Math.max(1, Math.round((HOLDINGS_PER_FUND * poolWeight) / totalMix)));
    const picked: UnderlyingHolding[] = [];
    for (let i = 0; i < count; i++)
      picked.push(available.splice(rng.int(0, available.length - 1), 1)[0] as UnderlyingHolding);
    const shape = picked.map((_, i) => 1 / (i + 2));
    const shapeTotal = shape.reduce((s, w) => s + w, 0);
    picked.forEach((holding, i) =>
      chosen.push({ holding, baseWeight: (poolWeight * (shape[i] as number)) / shapeTotal }),
    );
  }
  const rows: TopHoldingRow[] = [];
  const lastMonthEnd = endOfMonth(addMonths(today, -1));
  const drift = chosen.map(() => 0);
  for (let m = MONTHS_OF_HOLDINGS - 1; m >= 0; m--) {
    const asAtDate = endOfMonth(addMonths(lastMonthEnd, -m));
    const weighted = chosen.map((c, i) => {
      drift[i] = 0.7 * (drift[i] as number) + 0.08 * rng.normal();
      return { ...c.holding, weight: Math.max(0.05, c.baseWeight * Math.exp(drift[i] as number)) };
    });
    weighted.sort((a, b) => b.weight - a.weight);
    weighted.forEach((h, i) =>
      rows.push({ ...h, asAtDate, rank: i + 1, weight: Math.round(h.weight * 10_000) / 10_000 }),
    );
  }
  return rows;
}
