import { endOfMonth, startOfMonth } from 'date-fns';
import { addDays, formatIsoDate, parseIsoDate } from '../calendar/iso-date.js';
import { snapByFundRange } from '../performance/custom-date-range.js';
import type { DateRange } from '../performance/periods.js';

/** spec 001 §5: the by-fund from picker allows only the first day of a month. */
export function isByFundFromDate(date: string): boolean {
  return date.endsWith('-01');
}

/** spec 001 §5: the by-fund to picker allows only the last day of a month. */
export function isByFundToDate(date: string): boolean {
  return formatIsoDate(endOfMonth(parseIsoDate(date))) === date;
}

/**
 * The by-fund picker bounds: from the first of the signup month (so the month the account opened
 * can be chosen) to the last month end on or before the latest valuation date (a later month end
 * would ask for prices that do not exist yet).
 */
export function byFundPickerBounds(signupDate: string, asAt: string): { minDate: string; maxDate: string } {
  const lastMonthEnd = isByFundToDate(asAt) ? asAt : addDays(formatIsoDate(startOfMonth(parseIsoDate(asAt))), -1);
  return { minDate: formatIsoDate(startOfMonth(parseIsoDate(signupDate))), maxDate: lastMonthEnd };
}

/**
 * The range the by-fund block asks for (spec 001 §5): swapped when from is after to, snapped to the
 * first and last days of their months (`snapByFundRange`), and the from date held no earlier than
 * signup — the month the account opened starts on its signup date.
 */
export function byFundRequestRange(range: DateRange, signupDate: string): DateRange {
  const snapped = snapByFundRange(range);
  return { from: snapped.from < signupDate ? signupDate : snapped.from, to: snapped.to };
}
