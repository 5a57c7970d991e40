import { CHANNELS, lastClosedBusinessDay } from '@tasman/domain';
import type { IsoDate } from './calendar.js';

/**
 * The demo's 'today': the last business day whose closing prices exist on both portals at `now`
 * (issue 9 item 11). One date for the whole demo, the earlier of the two, so neither portal has a
 * price, a valuation or a transaction dated on a day whose market has not closed yet.
 */
export function demoToday(now: Date): IsoDate {
  return CHANNELS.map((channel) => lastClosedBusinessDay(now, channel)).reduce((a, b) => (a < b ? a : b));
}
