import { addDays, isWeekend } from './iso-date.js';
import type { PublicHoliday } from './public-holiday.js';

/**
 * Weekend holidays moved to the next weekday not already a holiday: the Christmas and New Year
 * pairs in both countries (NZ Holidays Act 2003 ss 45–46; NSW Public Holidays Act 2010 'additional
 * day'). Christmas on Saturday gives Monday 27 and Boxing Day Tuesday 28; Christmas on Sunday
 * gives Tuesday 27, because Boxing Day already holds Monday 26.
 */
export function observedTogether(holidays: readonly PublicHoliday[]): PublicHoliday[] {
  const observed = holidays.filter((holiday) => !isWeekend(holiday.date));
  const taken = new Set(observed.map((holiday) => holiday.date));
  for (const holiday of holidays) {
    if (!isWeekend(holiday.date)) continue;
    let date = addDays(holiday.date, 1);
    while (isWeekend(date) || taken.has(date)) date = addDays(date, 1);
    taken.add(date);
    observed.push({ date, name: `${holiday.name} (observed)` });
  }
  return observed;
}

/** A weekend holiday moved to the following Monday. */
export function mondayised(holiday: PublicHoliday): PublicHoliday {
  if (!isWeekend(holiday.date)) return holiday;
  let date = holiday.date;
  while (isWeekend(date)) date = addDays(date, 1);
  return { date, name: `${holiday.name} (observed)` };
}
