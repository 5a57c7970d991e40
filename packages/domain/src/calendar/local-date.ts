import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import type { IsoDate } from './iso-date.js';

/**
 * The client's local date of an instant (DESIGN §5: a transaction or price belongs to the local date
 * in Pacific/Auckland or Australia/Sydney, never to the UTC date). Daylight saving comes from the
 * IANA zone data, so the offset is +12/+13 (NZ) or +10/+11 (Sydney) as it was at that instant.
 */
export function localDateOf(instant: Date, timeZone: string): IsoDate {
  return format(instant, 'yyyy-MM-dd', { in: tz(timeZone) });
}
