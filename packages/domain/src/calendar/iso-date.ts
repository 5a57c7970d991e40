import { format } from 'date-fns';
import { UtcDate } from './utc-date.js';

/**
 * A local calendar date as 'yyyy-mm-dd' (DESIGN §5 'Days are local'). Dates sort as text and their
 * arithmetic goes through UTC day numbers, so the process time zone never shifts them.
 */
export type IsoDate = string;

const DAY_MS = 86_400_000;

export function isoDate(year: number, month: number, day: number): IsoDate {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

function toUtcMs(date: IsoDate): number {
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(ms)) throw new Error(`Not a yyyy-mm-dd date: ${date}`);
  return ms;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return new Date(toUtcMs(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday ... 6 = Saturday. */
export function dayOfWeek(date: IsoDate): number {
  return new Date(toUtcMs(date)).getUTCDay();
}

export function isWeekend(date: IsoDate): boolean {
  const weekday = dayOfWeek(date);
  return weekday === 0 || weekday === 6;
}

/** The n-th (1-based) given weekday of a month, e.g. the fourth Monday (1) of October. */
export function nthWeekdayOfMonth(year: number, month: number, weekday: number, n: number): IsoDate {
  const first = isoDate(year, month, 1);
  const offset = (weekday - dayOfWeek(first) + 7) % 7;
  return addDays(first, offset + (n - 1) * 7);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The one strict parser: a real calendar date as 'yyyy-mm-dd', as a UTC date for date-fns arithmetic.
 * Years before 100 are refused (Date.UTC reads them as 19xx, so the date does not come back the same).
 */
export function parseIsoDate(value: string): UtcDate {
  const match = ISO_DATE.exec(value);
  if (!match) throw new RangeError(`Not a yyyy-mm-dd date: ${value}`);
  const [, y, m, d] = match;
  const date = new UtcDate(Number(y), Number(m) - 1, Number(d));
  if (formatIsoDate(date) !== value) throw new RangeError(`Not a calendar date: ${value}`);
  return date;
}

const twoDigits = (n: number) => (n < 10 ? `0${n}` : String(n));

/** A date as 'yyyy-mm-dd': a UtcDate by its UTC fields, any other Date in the process's time zone. */
export function formatIsoDate(date: Date): string {
  if (!(date instanceof UtcDate)) return format(date, 'yyyy-MM-dd');
  const year = date.getUTCFullYear();
  if (Number.isNaN(year)) throw new RangeError('Invalid time value');
  return `${String(year).padStart(4, '0')}-${twoDigits(date.getUTCMonth() + 1)}-${twoDigits(date.getUTCDate())}`;
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  // Calendar dates as UTC midnights: plain arithmetic, no time zone to consult (the IRR calls this per flow).
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}

/**
 * Each date's UTC midnight, once: a performance read counts the days between its valuation days
 * (the fee estimate per fund and day, the IRR per flow), and the same few thousand dates recur in
 * every read. Only valid dates are kept; the map is emptied if it ever grows past 100,000.
 */
const midnights = new Map<string, number>();

function utcMidnight(date: string): number {
  const known = midnights.get(date);
  if (known !== undefined) return known;
  const time = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(time)) throw new RangeError(`Not a yyyy-mm-dd date: ${date}`);
  if (midnights.size >= 100_000) midnights.clear();
  midnights.set(date, time);
  return time;
}
