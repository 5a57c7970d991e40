import { addDays, addMonths, endOfMonth, startOfMonth } from 'date-fns';
import { formatIsoDate, parseIsoDate } from '../calendar/iso-date.js';
import type { DateRange } from './periods.js';
import { ACCOUNT_MESSAGES } from '../errors.js';

/** spec 001 §5, exact text. */
export const DATE_RANGE_TOO_SHORT = ACCOUNT_MESSAGES.dateRangeTooShort;

export type CustomRangeProblem =
  | { reason: 'required' }
  | { reason: 'too-short'; message: typeof DATE_RANGE_TOO_SHORT }
  | { reason: 'out-of-bounds' };

/**
 * The performance custom range (spec 001 §5): from and to required; at least one month; from no
 * earlier than signup (`minDate`) and to no later than the filter maximum (`maxDate`). The pickers
 * already enforce the bounds, so only 'too-short' has a message of its own in the spec.
 *
 * "At least 1 month" on inclusive dates: the day after `to` is on or after `from` plus one calendar
 * month — 1 to 31 January passes, 15 January to 14 February passes, 15 January to 13 February
 * fails. A from after to is a negative length and fails the same way.
 */
export function customRangeProblem(
  range: { from?: string | null; to?: string | null },
  bounds: { minDate: string; maxDate: string },
): CustomRangeProblem | null {
  if (!range.from || !range.to) return { reason: 'required' };
  const oneMonthOn = addMonths(parseIsoDate(range.from), 1);
  if (addDays(parseIsoDate(range.to), 1) < oneMonthOn) return { reason: 'too-short', message: DATE_RANGE_TOO_SHORT };
  if (range.from < bounds.minDate || range.to > bounds.maxDate) return { reason: 'out-of-bounds' };
  return null;
}

/**
 * The by-fund range (spec 001 §5): from is a first of the month and to a last of the month; if
 * from is after to they are swapped, then snapped — from to the first day of its month, to to the
 * last day of its month. Snapping an already snapped range changes nothing.
 */
export function snapByFundRange(range: DateRange): DateRange {
  const [earlier, later] = range.from > range.to ? [range.to, range.from] : [range.from, range.to];
  return {
    from: formatIsoDate(startOfMonth(parseIsoDate(earlier))),
    to: formatIsoDate(endOfMonth(parseIsoDate(later))),
  };
}

/** spec 001 §4 and 000 §5: the performance summary is invalid when the start date is after the end date. */
export function isSummaryRangeValid(range: DateRange): boolean {
  return range.from <= range.to;
}
