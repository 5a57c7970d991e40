import { addDays, type IsoDate } from '../calendar/iso-date.js';
import { monthEndsBetween } from './month-ends-between.js';
import { peCustomDateProblem, type PeCustomDateBounds } from './pe-custom-date-problem.js';

/**
 * The month ends a private-equity custom valuation may be asked for (spec 001 §5), oldest first:
 * from the signup date through the balance date's month, those the custom-date rule accepts. Empty
 * while the account has no valuation.
 */
export function peMonthEndOptions(bounds: PeCustomDateBounds): IsoDate[] {
  if (bounds.maxDate === null) return [];
  const [year, month] = [Number(bounds.maxDate.slice(0, 4)), Number(bounds.maxDate.slice(5, 7))];
  const firstOfNext = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return monthEndsBetween(bounds.minDate, addDays(firstOfNext, -1)).filter((date) => peCustomDateProblem(date, bounds) === null);
}
