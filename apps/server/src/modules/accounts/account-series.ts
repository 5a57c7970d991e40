import { addDays, type AccountDays } from '@tasman/domain';
import type { Db } from '../../db/client.js';
import * as valuations from '../../jobs/valuations/valuation.repo.js';
import { findSeriesEndBefore } from '../../jobs/valuations/series-start.js';

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

const yearOf = (date: string) => Number(date.slice(0, 4));

function emptyDays(): AccountDays {
  return { dates: [], valueCents: [], netIndex: [], grossIndex: [], cumFlowCents: [], cumTaxCents: [] };
}

export function pointAt(days: AccountDays, i: number): SeriesPoint {
  return {
    date: days.dates[i]!,
    valueCents: days.valueCents[i]!,
    netIndex: days.netIndex[i]!,
    grossIndex: days.grossIndex[i]!,
    cumFlowCents: days.cumFlowCents[i]!,
    cumTaxCents: days.cumTaxCents[i]!,
  };
}

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

/** Stored years, in account and year order, joined into one series per account. */
export function concatYears(rows: ReadonlyArray<{ accountId: string } & AccountDays>): Map<string, AccountDays> {
  const result = new Map<string, AccountDays>();
  for (const row of rows) {
    let days = result.get(row.accountId);
    if (!days) result.set(row.accountId, (days = emptyDays()));
    days.dates.push(...row.dates);
    days.valueCents.push(...row.valueCents);
    days.netIndex.push(...row.netIndex);
    days.grossIndex.push(...row.grossIndex);
    days.cumFlowCents.push(...row.cumFlowCents);
    days.cumTaxCents.push(...row.cumTaxCents);
  }
  return result;
}

/** The accounts' series over whole years, concatenated per account. */
export async function readAccountSeries(db: Db, accountIds: readonly string[], fromYear: number, toYear: number) {
  return concatYears(await valuations.findAccountYears(db, accountIds, fromYear, toYear));
}

/**
 * One account's series from the day before `from` through `to`: the opening point (the last day
 * before `from`, looked up in earlier years if the year before holds none), the days in range and
 * the closing point (the last of them; none when the range holds no day).
 */
export async function readRange(db: Db, accountId: string, from: string, to: string) {
  const series = (await readAccountSeries(db, [accountId], yearOf(from) - 1, yearOf(to))).get(accountId) ?? emptyDays();
  // Only the last day of the stored year before, not its whole row, and only when needed.
  const needsOlder = lastIndexOnOrBefore(series.dates, addDays(from, -1)) < 0;
  const older = needsOlder ? await findSeriesEndBefore(db, accountId, yearOf(from) - 1) : null;
  return rangeOf(series, older, from, to);
}

/**
 * readRange's answer from a series read from the year before `from` through `to`, and the last
 * stored day before that year (`older`, null when none or not read because a day before `from` is
 * in the series).
 */
export function rangeOf(series: AccountDays, older: AccountDays | null, from: string, to: string) {
  const openingIndex = lastIndexOnOrBefore(series.dates, addDays(from, -1));
  let opening: SeriesPoint = BEFORE_INCEPTION;
  if (openingIndex >= 0) opening = pointAt(series, openingIndex);
  else if (older && older.dates.length > 0) opening = pointAt(older, older.dates.length - 1);
  const first = openingIndex + 1;
  const last = lastIndexOnOrBefore(series.dates, to);
  const days: AccountDays = {
    dates: series.dates.slice(first, last + 1),
    valueCents: series.valueCents.slice(first, last + 1),
    netIndex: series.netIndex.slice(first, last + 1),
    grossIndex: series.grossIndex.slice(first, last + 1),
    cumFlowCents: series.cumFlowCents.slice(first, last + 1),
    cumTaxCents: series.cumTaxCents.slice(first, last + 1),
  };
  const closing = days.dates.length > 0 ? pointAt(days, days.dates.length - 1) : undefined;
  return { opening, days, closing };
}

/**
 * The account's last stored day on or before each of `dates` (BEFORE_INCEPTION where none), by date:
 * one probe per date (valuation.repo.ts findPointsOnOrBefore).
 */
export async function pointsOnOrBefore(db: Db, accountId: string, dates: readonly string[]): Promise<Map<string, SeriesPoint>> {
  const found = await valuations.findPointsOnOrBefore(db, accountId, dates);
  return new Map(dates.map((date) => [date, found.get(date) ?? BEFORE_INCEPTION]));
}
