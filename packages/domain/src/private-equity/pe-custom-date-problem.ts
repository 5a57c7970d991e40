import type { Channel } from '../channel/channel.js';
import type { IsoDate } from '../calendar/iso-date.js';
import { lastBusinessDayOnOrBefore } from '../calendar/last-business-day-on-or-before.js';
import { isMonthEnd } from './is-month-end.js';

export const PE_DATE_NOT_MONTH_END = 'Choose the last day of a month: private equity is valued at month ends only.';
export const PE_DATE_OUT_OF_BOUNDS = 'Choose a month end between the account\u2019s start date and its latest valuation date.';

export type PeCustomDateProblem =
  | { reason: 'required' }
  | { reason: 'not-month-end'; message: typeof PE_DATE_NOT_MONTH_END }
  | { reason: 'out-of-bounds'; message: typeof PE_DATE_OUT_OF_BOUNDS };

export interface PeCustomDateBounds {
  /** The signup date. */
  minDate: IsoDate;
  /** The balance as-at date (the latest price date); null while the account has no valuation. */
  maxDate: IsoDate | null;
  /** Whose business days date the prices. */
  channel: Channel;
}

/**
 * The private-equity custom valuation date (spec 001 §5): required; only month ends; no earlier
 * than the signup date and no later than the balance as-at date. A month's price is dated its last
 * business day, so a month end counts as on or before the balance date when that business day is:
 * with the October price dated Friday 30 October, Saturday 31 October may be chosen. No date is
 * allowed while the account has no valuation. null when the date is valid; the picker offers only
 * valid dates, so the messages are for the API, which checks the same rule.
 */
export function peCustomDateProblem(date: IsoDate | null | undefined, bounds: PeCustomDateBounds): PeCustomDateProblem | null {
  if (!date) return { reason: 'required' };
  if (!isMonthEnd(date)) return { reason: 'not-month-end', message: PE_DATE_NOT_MONTH_END };
  if (
    bounds.maxDate === null ||
    date < bounds.minDate ||
    lastBusinessDayOnOrBefore(date, bounds.channel) > bounds.maxDate
  ) {
    return { reason: 'out-of-bounds', message: PE_DATE_OUT_OF_BOUNDS };
  }
  return null;
}
