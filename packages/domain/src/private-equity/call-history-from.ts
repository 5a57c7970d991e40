import { addYears } from 'date-fns';
import { formatIsoDate, parseIsoDate, type IsoDate } from '../calendar/iso-date.js';

/** spec 001 §9: the call history goes back 10 years when the account has no signup date. */
export const PE_CALL_HISTORY_DEFAULT_YEARS = 10;

/**
 * The first date of the private-equity call history (spec 001 §7 'Transactions for PE calls'):
 * the signup date, or 10 years before today when there is none. It runs to today.
 */
export function callHistoryFrom(signupDate: IsoDate | null, today: IsoDate): IsoDate {
  return signupDate ?? formatIsoDate(addYears(parseIsoDate(today), -PE_CALL_HISTORY_DEFAULT_YEARS));
}
