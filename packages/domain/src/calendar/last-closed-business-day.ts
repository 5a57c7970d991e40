import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { channelConfig, type Channel } from '../channel/channel.js';
import { addDays, type IsoDate } from './iso-date.js';
import { isBusinessDay } from './is-business-day.js';
import { lastBusinessDayOnOrBefore } from './last-business-day-on-or-before.js';

/**
 * The last business day whose closing prices exist at an instant: the channel's local date when it
 * is a business day and its market close time (channel config, local wall clock in the channel's
 * time zone) has passed, else the business day before. Prices and valuations are labelled 'as at'
 * this day, never at a today whose close is still to come. The zone data gives the offset of that
 * instant, so daylight saving changes move the close in UTC, not on the local clock.
 */
export function lastClosedBusinessDay(now: Date, channel: Channel): IsoDate {
  const { timeZone, marketCloseTime } = channelConfig(channel);
  const inZone = { in: tz(timeZone) };
  const localDate = format(now, 'yyyy-MM-dd', inZone);
  const localTime = format(now, 'HH:mm', inZone);
  if (isBusinessDay(localDate, channel) && localTime >= marketCloseTime) return localDate;
  return lastBusinessDayOnOrBefore(addDays(localDate, -1), channel);
}
