import type { IsoDate } from './iso-date.js';

/** One formatter per zone: building an Intl.DateTimeFormat is the dear part, formatting is cheap. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** A zone's local date over one UTC minute, when the whole minute has the same one. */
interface MinuteDate {
  minute: number;
  date: IsoDate;
}
const lastMinute = new Map<string, MinuteDate>();
const MINUTE_MS = 60_000;

function formattedDate(instant: Date | number, timeZone: string): IsoDate {
  let year = '';
  let month = '';
  let day = '';
  for (const part of formatterOf(timeZone).formatToParts(instant)) {
    if (part.type === 'year') year = part.value;
    else if (part.type === 'month') month = part.value;
    else if (part.type === 'day') day = part.value;
  }
  return `${year.padStart(4, '0')}-${month}-${day}`;
}

/**
 * The client's local date of an instant (DESIGN §5: a transaction or price belongs to the local date
 * in Pacific/Auckland or Australia/Sydney, never to the UTC date). Daylight saving comes from the
 * IANA zone data, so the offset is +12/+13 (NZ) or +10/+11 (Sydney) as it was at that instant.
 * Read from the parts of a cached Intl formatter (not its locale's layout of them): date-fns' format
 * with a zone cost ~20 µs a call, 2.4 % of a holdings read's server CPU (bench/serial-profile.mjs).
 * The last UTC minute asked for is remembered per zone when its first and last millisecond have the
 * same local date (no zone's date changes and changes back within a minute), so the reads that ask
 * for today's date, nearly always in the same minute, format it about once a minute, not once a
 * request: 2.4 → 0.3 µs a call (formatToParts was 2.6 % of a top-holdings read's server CPU, issue 15).
 */
export function localDateOf(instant: Date, timeZone: string): IsoDate {
  const time = instant.getTime();
  const minute = Math.floor(time / MINUTE_MS);
  const known = lastMinute.get(timeZone);
  if (known?.minute === minute) return known.date;
  if (!Number.isFinite(minute)) return formattedDate(time, timeZone); // an invalid Date: the formatter's RangeError
  // The instant lies between the minute's ends: when both have one date, so does it.
  const date = formattedDate(minute * MINUTE_MS, timeZone);
  if (formattedDate(minute * MINUTE_MS + MINUTE_MS - 1, timeZone) !== date) return formattedDate(time, timeZone);
  lastMinute.set(timeZone, { minute, date });
  return date;
}
