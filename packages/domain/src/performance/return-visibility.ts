import { subMonths } from 'date-fns';
import type { ProductType } from '../channel/channel.js';
import { formatIsoDate, parseIsoDate } from '../calendar/iso-date.js';
import type { PeriodCode } from './periods.js';

function monthsBefore(date: string, months: number): string {
  return formatIsoDate(subMonths(parseIsoDate(date), months));
}

/**
 * The one-year rule (spec 000 §5, spec 001 §4): 12-month and since-inception returns are hidden for
 * PW, KS and UT accounts under a year old. UT-AUS is the Australian unit trust and shares the UT
 * screen (spec 001 §2), so the rule covers it too; PE is not named and is not covered. "Under a
 * year old" is a signup after the same date one year before `asAt`; on the anniversary the
 * returns show.
 */
const ONE_YEAR_RULE_PRODUCTS: readonly ProductType[] = ['PW', 'KS', 'UT', 'UT-AUS'];

export function hidesTwelveMonthAndInceptionReturns(productType: ProductType, signupDate: string, asAt: string): boolean {
  return ONE_YEAR_RULE_PRODUCTS.includes(productType) && signupDate > monthsBefore(asAt, 12);
}

/**
 * spec 001 §4, spec 000 §5 and §9: the performance chart is hidden for a one-month period or when
 * signup is under three months before `asAt`.
 */
export function isPerformanceChartHidden(period: PeriodCode, signupDate: string, asAt: string): boolean {
  return period === 'ONE_MONTH' || signupDate > monthsBefore(asAt, 3);
}

/**
 * spec 001 §5: portfolio performance since inception is unavailable for a signup before the
 * cutoff of November 2013 — read as a signup date before 1 November 2013. The caller shows the
 * unavailable message on the portfolio (wealth-management) performance block.
 */
export const SINCE_INCEPTION_CUTOFF = '2013-11-01';

export function isSinceInceptionUnavailable(period: PeriodCode, signupDate: string): boolean {
  return period === 'SINCE_INCEPTION' && signupDate < SINCE_INCEPTION_CUTOFF;
}
