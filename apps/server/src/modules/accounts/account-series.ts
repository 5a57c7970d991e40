import { addDays } from '@tasman/domain';
import type { Db } from '../../db/client.js';
import * as valuations from '../../jobs/valuations/valuation.repo.js';

/**
 * Reading the materialised daily series (jobs/valuations). A series is the account's days as
 * parallel arrays; a point is one day's figures. The state "before" a date is the last stored day
 * before it, or the empty state before inception.
 */

export interface SeriesPoint {
  date: string | null;
  valueCents: number;
  netIndex: number;
  grossIndex: number;
  cumFlowCents: number;
  cumTaxCents: number;
}

export const BEFORE_INCEPTION: SeriesPoint = { date: null, valueCents: 0, netIndex: 1, grossIndex: 1, cumFlowCents: 0, cumTaxCents: 0 };

/** Index of the last date ≤ `date`, or −1 (binary search over ascending dates). */
export function lastIndexOnOrBefore(dates: readonly string[], date: string): number {
  let low = 0;
  let high = dates.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (dates[mid]! <= date) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found;
}

/**
 * A range's opening (the last stored day before `from`, BEFORE_INCEPTION when none) and closing (the
 * last stored day on or before `to`, when that lies in the range), from the account's points on or
 * before dates that include the day before `from` and `to` (pointsOnOrBefore).
 */
export function endsOf(points: ReadonlyMap<string, SeriesPoint>, from: string, to: string): { opening: SeriesPoint; closing: SeriesPoint | undefined } {
  const last = points.get(to);
  return {
    opening: points.get(addDays(from, -1)) ?? BEFORE_INCEPTION,
    closing: last?.date != null && last.date >= from ? last : undefined,
  };
}

/** One account's opening and closing over a range (endsOf), from one probe per date. */
export async function readEnds(db: Db, accountId: string, from: string, to: string) {
  return endsOf(await pointsOnOrBefore(db, accountId, [addDays(from, -1), to]), from, to);
}

/**
 * The account's last stored day on or before each of `dates` (BEFORE_INCEPTION where none), by date:
 * one probe per date (valuation.repo.ts findPointsOnOrBefore).
 */
export async function pointsOnOrBefore(db: Db, accountId: string, dates: readonly string[]): Promise<Map<string, SeriesPoint>> {
  const found = await valuations.findPointsOnOrBefore(db, accountId, dates);
  return new Map(dates.map((date) => [date, found.get(date) ?? BEFORE_INCEPTION]));
}
