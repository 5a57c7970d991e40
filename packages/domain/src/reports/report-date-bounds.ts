import { addDays, type IsoDate } from '../calendar/iso-date.js';
import { monthEdges } from './month-edges.js';

export interface ReportDateBounds {
  /** The first day of the month of the account's signup date. */
  min: IsoDate;
  /** Tomorrow in the portal's time zone. */
  max: IsoDate;
}

/**
 * spec 002 §5 'Reports': the earliest date of the reports form is the first day of the signup month,
 * the latest is tomorrow. `today` is the local date of the portal's channel (Pacific/Auckland or
 * Australia/Sydney), which the caller reads from the clock.
 */
export function reportDateBounds(signupDate: IsoDate, today: IsoDate): ReportDateBounds {
  return { min: monthEdges.start(signupDate), max: addDays(today, 1) };
}
