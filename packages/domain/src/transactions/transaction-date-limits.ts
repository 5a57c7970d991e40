import { subMonths } from 'date-fns';
import type { ProductType } from '../channel/channel.js';
import { addDays, formatIsoDate, parseIsoDate, type IsoDate } from '../calendar/iso-date.js';

/** The bounds and defaults of the retail and private-equity date-range form (spec 002 §5 'Transactions (retail and PE)'). */
export interface TransactionDateLimits {
  /** The signup date (or the maximum, for an account signed up after it: nothing to list before then). */
  min: IsoDate;
  /** Yesterday for retail accounts, today for private equity. */
  max: IsoDate;
  /** 3 months before today, no earlier than min and no later than max. */
  defaultStart: IsoDate;
  defaultEnd: IsoDate;
}

/**
 * spec 002 §5: 'The maximum is yesterday (retail) or today (PE). The minimum is the signup date. The
 * default start is 3 months back.' `today` is the channel's local date (calendar/local-date.ts), so
 * yesterday is the client's yesterday, not the server's. 3 months back keeps the day of the month,
 * or the month's last day when it has no such day (31 May → 29 February in a leap year).
 */
export function transactionDateLimits(productType: ProductType, signupDate: IsoDate, today: IsoDate): TransactionDateLimits {
  const max = productType === 'PE' ? today : addDays(today, -1);
  const min = signupDate > max ? max : signupDate;
  const threeMonthsBack = formatIsoDate(subMonths(parseIsoDate(today), 3));
  const defaultStart = threeMonthsBack < min ? min : threeMonthsBack > max ? max : threeMonthsBack;
  return { min, max, defaultStart, defaultEnd: max };
}
