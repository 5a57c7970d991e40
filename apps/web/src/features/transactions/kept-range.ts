import { isCalendarDate } from '@tasman/domain/calendar/calendar-date';
import type { TransactionDateLimits } from '@tasman/domain/transactions/transaction-date-limits';

/**
 * A kept date range read back from storage: both dates real days inside today's bounds (yesterday's
 * maximum may have moved on), else null so the view starts from its defaults.
 */
export function keptRange(stored: unknown, limits: TransactionDateLimits): { periodStart: string; periodEnd: string } | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { periodStart, periodEnd } = stored as Record<string, unknown>;
  const inBounds = (date: unknown): date is string =>
    typeof date === 'string' && isCalendarDate(date) && date >= limits.min && date <= limits.max;
  return inBounds(periodStart) && inBounds(periodEnd) && periodStart <= periodEnd ? { periodStart, periodEnd } : null;
}

/** A kept page number: a whole number from 1, else 1. */
export function keptPage(stored: unknown): number {
  if (typeof stored !== 'object' || stored === null) return 1;
  const { pageNo } = stored as Record<string, unknown>;
  return typeof pageNo === 'number' && Number.isInteger(pageNo) && pageNo >= 1 ? pageNo : 1;
}
