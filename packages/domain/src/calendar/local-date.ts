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

/**
 * The client's local date of an instant (DESIGN §5: a transaction or price belongs to the local date
 * in Pacific/Auckland or Australia/Sydney, never to the UTC date). Daylight saving comes from the
 * IANA zone data, so the offset is +12/+13 (NZ) or +10/+11 (Sydney) as it was at that instant.
 * Read from the parts of a cached Intl formatter (not its locale's layout of them): date-fns' format
 * with a zone cost ~20 µs a call, 2.4 % of a holdings read's server CPU (bench/serial-profile.mjs).
 */
export function localDateOf(instant: Date, timeZone: string): IsoDate {
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
