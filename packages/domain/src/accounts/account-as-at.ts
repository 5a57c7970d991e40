import { subMonths } from 'date-fns';
import { formatIsoDate, parseIsoDate } from '../calendar/iso-date.js';

/**
 * The date an account's detail screen measures ages and periods against: its latest valuation
 * (the balance as-at date), or the client's local today for an account not valued yet.
 */
export function accountAsAtDate(account: { balanceAsAtDate: string | null }, localToday: string): string {
  return account.balanceAsAtDate ?? localToday;
}

/**
 * spec 001 §5 and §8: the wealth-management performance summary of funds is hidden while the
 * account is younger than 3 months ('Performance data is not available for the Funds as this
 * account has been open for less than 3 months.'). On the 3-month anniversary it shows.
 */
export function hidesFundsPerformanceSummary(signupDate: string, asAt: string): boolean {
  return signupDate > formatIsoDate(subMonths(parseIsoDate(asAt), 3));
}
