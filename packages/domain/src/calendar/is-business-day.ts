import type { Channel } from '../channel/channel.js';
import { auPublicHolidays } from './au-public-holidays.js';
import { isWeekend, type IsoDate } from './iso-date.js';
import { nzPublicHolidays } from './nz-public-holidays.js';
import type { PublicHoliday } from './public-holiday.js';

const HOLIDAYS_OF: Record<Channel, (year: number) => PublicHoliday[]> = { NZ: nzPublicHolidays, AU: auPublicHolidays };
const holidayDates = new Map<string, ReadonlySet<IsoDate>>();

function holidaysIn(year: number, channel: Channel): ReadonlySet<IsoDate> {
  const key = `${channel}${year}`;
  let dates = holidayDates.get(key);
  if (!dates) {
    dates = new Set(HOLIDAYS_OF[channel](year).map((holiday) => holiday.date));
    holidayDates.set(key, dates);
  }
  return dates;
}

/** A weekday that is not an observed public holiday of the channel's country (NZ, or NSW for AU). */
export function isBusinessDay(date: IsoDate, channel: Channel): boolean {
  if (isWeekend(date)) return false;
  return !holidaysIn(Number(date.slice(0, 4)), channel).has(date);
}
