import { TZDate } from '@date-fns/tz';

/**
 * Local calendar dates as 'yyyy-mm-dd' strings (DESIGN §5 'Days are local'): they sort as text and
 * never pass through the process time zone. Arithmetic goes through UTC day numbers.
 */
export type IsoDate = string;
export type Channel = 'NZ' | 'AU';

const DAY_MS = 86_400_000;

export const TIME_ZONES: Record<Channel, string> = { NZ: 'Pacific/Auckland', AU: 'Australia/Sydney' };

export function parts(date: IsoDate): { year: number; month: number; day: number } {
  if (date.length !== 10 || date[4] !== '-' || date[7] !== '-') throw new Error(`Not a yyyy-mm-dd date: ${date}`);
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day))
    throw new Error(`Not a yyyy-mm-dd date: ${date}`);
  return { year, month, day };
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** A calendar date; an out-of-range day or month rolls over (31 April is 1 May). */
export function isoDate(year: number, month: number, day: number): IsoDate {
  if (month >= 1 && month <= 12 && day >= 1 && day <= 28 && year >= 1000 && year <= 9999)
    return `${year}-${pad2(month)}-${pad2(day)}`;
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

export function toDayNumber(date: IsoDate): number {
  const { year, month, day } = parts(date);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/** Days since 1970-01-01 to a date (Howard Hinnant's civil_from_days, no Date objects). */
export function fromDayNumber(dayNumber: number): IsoDate {
  const z = dayNumber + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromDayNumber(toDayNumber(date) + days);
}

export function daysBetween(from: IsoDate, to: IsoDate): number {
  return toDayNumber(to) - toDayNumber(from);
}

/** Adds calendar months, keeping the day of month where it exists (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const { year, month, day } = parts(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return isoDate(targetYear, targetMonth, Math.min(day, daysInMonth(targetYear, targetMonth)));
}

export function addYears(date: IsoDate, years: number): IsoDate {
  return addMonths(date, years * 12);
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function endOfMonth(date: IsoDate): IsoDate {
  const { year, month } = parts(date);
  return isoDate(year, month, daysInMonth(year, month));
}

export function startOfMonth(date: IsoDate): IsoDate {
  const { year, month } = parts(date);
  return isoDate(year, month, 1);
}

/** 0 = Sunday ... 6 = Saturday. */
export function dayOfWeek(date: IsoDate): number {
  return new Date(toDayNumber(date) * DAY_MS).getUTCDay();
}

/** Whole years from one date to another (an age). */
export function yearsBetween(from: IsoDate, to: IsoDate): number {
  const a = parts(from);
  const b = parts(to);
  let years = b.year - a.year;
  if (b.month < a.month || (b.month === a.month && b.day < a.day)) years -= 1;
  return years;
}

export function minDate(a: IsoDate, b: IsoDate): IsoDate {
  return a < b ? a : b;
}

export function maxDate(a: IsoDate, b: IsoDate): IsoDate {
  return a > b ? a : b;
}

/**
 * Fixed-date public holidays only, as agreed for demo data (no Easter, no Mondayisation, no
 * regional days): NZ New Year (1-2 Jan), Waitangi Day, Anzac Day, Christmas, Boxing Day; AU New
 * Year's Day, Australia Day, Anzac Day, Christmas, Boxing Day.
 */
const FIXED_HOLIDAYS: Record<Channel, ReadonlySet<string>> = {
  NZ: new Set(['01-01', '01-02', '02-06', '04-25', '12-25', '12-26']),
  AU: new Set(['01-01', '01-26', '04-25', '12-25', '12-26']),
};

export function isBusinessDay(date: IsoDate, channel: Channel): boolean {
  const weekday = dayOfWeek(date);
  if (weekday === 0 || weekday === 6) return false;
  return !FIXED_HOLIDAYS[channel].has(date.slice(5));
}

const onOrAfterCache = new Map<string, IsoDate>();
const onOrBeforeCache = new Map<string, IsoDate>();

export function businessDayOnOrAfter(date: IsoDate, channel: Channel): IsoDate {
  const key = `${date}${channel}`;
  let found = onOrAfterCache.get(key);
  if (found === undefined) {
    found = date;
    while (!isBusinessDay(found, channel)) found = addDays(found, 1);
    onOrAfterCache.set(key, found);
  }
  return found;
}

export function businessDayOnOrBefore(date: IsoDate, channel: Channel): IsoDate {
  const key = `${date}${channel}`;
  let found = onOrBeforeCache.get(key);
  if (found === undefined) {
    found = date;
    while (!isBusinessDay(found, channel)) found = addDays(found, -1);
    onOrBeforeCache.set(key, found);
  }
  return found;
}

export function addBusinessDays(date: IsoDate, count: number, channel: Channel): IsoDate {
  let day = date;
  let left = Math.abs(count);
  const step = count >= 0 ? 1 : -1;
  while (left > 0) {
    day = addDays(day, step);
    if (isBusinessDay(day, channel)) left -= 1;
  }
  return day;
}

/** Business days from `from` to `to`, both included. */
export function businessDays(from: IsoDate, to: IsoDate, channel: Channel): IsoDate[] {
  const days: IsoDate[] = [];
  const last = toDayNumber(to);
  for (let n = toDayNumber(from); n <= last; n++) {
    const day = fromDayNumber(n);
    if (isBusinessDay(day, channel)) days.push(day);
  }
  return days;
}

/** The last business day of each month from `from` to `to` that is on or before `to`. */
export function monthEndBusinessDays(from: IsoDate, to: IsoDate, channel: Channel): IsoDate[] {
  const result: IsoDate[] = [];
  for (let month = startOfMonth(from); month <= to; month = addMonths(month, 1)) {
    const day = businessDayOnOrBefore(endOfMonth(month), channel);
    if (day >= from && day <= to) result.push(day);
  }
  return result;
}

/** Today in a channel's time zone. */
export function todayIn(channel: Channel, now: Date = new Date()): IsoDate {
  const local = new TZDate(now.getTime(), TIME_ZONES[channel]);
  return isoDate(local.getFullYear(), local.getMonth() + 1, local.getDate());
}

const instantCache = new Map<string, Date>();

/** The instant of a local wall-clock time on a local date (e.g. when a registry booked a trade). */
export function localInstant(date: IsoDate, channel: Channel, hour: number, minute = 0): Date {
  const key = `${date}|${channel}|${hour}|${minute}`;
  let instant = instantCache.get(key);
  if (!instant) {
    const { year, month, day } = parts(date);
    instant = new Date(new TZDate(year, month - 1, day, hour, minute, 0, TIME_ZONES[channel]).getTime());
    instantCache.set(key, instant);
  }
  return instant;
}
