import type { IsoDate } from '../calendar/iso-date.js';

/**
 * spec 002 §5 'Transactions (PW)': start and end are required and start must not be after end,
 * otherwise 'Invalid date range' (INVALID_DATE_RANGE in contracts/transactions.ts). Unlike the
 * retail form, a reversed wealth range is refused, not swapped. Returns true when Search may run.
 */
export function isWealthRangeValid(periodStart: IsoDate | null | undefined, periodEnd: IsoDate | null | undefined): boolean {
  return Boolean(periodStart) && Boolean(periodEnd) && periodStart! <= periodEnd!;
}
