import type { AssetClass } from '../schema/codes.js';
import {
  addDays,
  addMonths,
  addYears,
  businessDayOnOrAfter,
  endOfMonth,
  type Channel,
  type IsoDate,
} from './calendar.js';
import type { FundDefinition } from './fund-catalogue.js';
import type { Rng } from './prng.js';

export interface AllocationPoint {
  asAtDate: IsoDate;
  publishDate: IsoDate;
  kind: 'Actual' | 'Target';
  weights: Map<string, number>;
}

/** Rounds percentages to 2 decimals so that they still add up to exactly 100. */
export function roundToHundred(weights: Map<string, number>): Map<string, number> {
  const total = [...weights.values()].reduce((s, w) => s + w, 0);
  const rounded = new Map<string, number>();
  let largest = '';
  let largestWeight = -1;
  let sumCents = 0;
  for (const [key, weight] of weights) {
    const cents = Math.round((weight / total) * 10_000);
    rounded.set(key, cents);
    sumCents += cents;
    if (cents > largestWeight) {
      largest = key;
      largestWeight = cents;
    }
  }
  rounded.set(largest, (rounded.get(largest) ?? 0) + (10_000 - sumCents));
  const result = new Map<string, number>();
  for (const [key, cents] of rounded) if (cents > 0) result.set(key, cents / 100);
  return result;
}

/** The fund's neutral mix, revised once five years ago for multi-asset funds (more offshore equities). */
export function targetAllocationAt(fund: FundDefinition, date: IsoDate, today: IsoDate): Map<string, number> {
  const target = new Map<string, number>(Object.entries(fund.targetAllocation) as Array<[AssetClass, number]>);
  const reviewDate = addYears(today, -5);
  if (fund.assetClass === 'Diversified' && date < reviewDate) {
    const from = target.has('International Equities') ? 'International Equities' : 'Australian Equities';
    const to = target.has('New Zealand Fixed Interest') ? 'New Zealand Fixed Interest' : 'Cash and Cash Equivalents';
    const shift = Math.min(3, (target.get(from) ?? 0) - 1);
    target.set(from, (target.get(from) ?? 0) - shift);
    target.set(to, (target.get(to) ?? 0) + shift);
  }
  return target;
}

/**
 * Target rows at inception (and at the review for multi-asset funds) and Actual rows at every
 * month end: the target plus a slowly wandering tilt (an AR(1) per class), normalised to 100.
 */
export function buildFundAllocations(
  fund: FundDefinition,
  inception: IsoDate,
  today: IsoDate,
  channel: Channel,
  rng: Rng,
): AllocationPoint[] {
  const publish = (asAt: IsoDate) => businessDayOnOrAfter(addDays(asAt, 10), channel);
  const points: AllocationPoint[] = [];
  points.push({
    asAtDate: inception,
    publishDate: inception,
    kind: 'Target',
    weights: roundToHundred(targetAllocationAt(fund, inception, today)),
  });
  const reviewDate = addYears(today, -5);
  if (fund.assetClass === 'Diversified' && reviewDate > inception) {
    points.push({
      asAtDate: reviewDate,
      publishDate: reviewDate,
      kind: 'Target',
      weights: roundToHundred(targetAllocationAt(fund, reviewDate, today)),
    });
  }
  const tilt = new Map<string, number>();
  for (let asAt = endOfMonth(inception); asAt < today; asAt = endOfMonth(addMonths(asAt, 1))) {
    if (publish(asAt) > today) break;
    const target = targetAllocationAt(fund, asAt, today);
    const actual = new Map<string, number>();
    for (const [assetClass, weight] of target) {
      const scale = Math.max(0.2, Math.sqrt(weight) * 0.3);
      const next = 0.8 * (tilt.get(assetClass) ?? 0) + rng.normal() * scale * 0.6;
      tilt.set(assetClass, next);
      actual.set(assetClass, Math.max(0, weight + next));
    }
    points.push({ asAtDate: asAt, publishDate: publish(asAt), kind: 'Actual', weights: roundToHundred(actual) });
  }
  return points;
}
