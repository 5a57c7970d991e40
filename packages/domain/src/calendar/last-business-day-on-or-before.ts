import type { Channel } from '../channel/channel.js';
import { addDays, type IsoDate } from './iso-date.js';
import { isBusinessDay } from './is-business-day.js';

/**
 * The date itself when it is a business day, else the last business day before it
 * (spec 001 §5: for a weekend or holiday, the last prior business day is applied; DESIGN §5:
 * holdings use the price of the last business day on or before the date).
 */
export function lastBusinessDayOnOrBefore(date: IsoDate, channel: Channel): IsoDate {
  let day = date;
  while (!isBusinessDay(day, channel)) day = addDays(day, -1);
  return day;
}
