import { addDays, type IsoDate } from '../calendar/iso-date.js';

/** True for the last calendar day of a month ('2024-02-29', '2023-02-28', '2024-04-30'). */
export function isMonthEnd(date: IsoDate): boolean {
  return addDays(date, 1).slice(8) === '01';
}
