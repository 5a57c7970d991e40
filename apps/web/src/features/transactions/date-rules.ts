import { localDateIn, type Channel } from '@tasman/domain/channel/channel';
import { resolveTransactionRange } from '@tasman/domain/transactions/resolve-transaction-range';
import type { TransactionDateLimits } from '@tasman/domain/transactions/transaction-date-limits';
import type { DateRange } from './types';

/** Today in the portal's own time zone: the client's yesterday is the retail maximum, not the browser's. */
export function channelToday(channel: Channel, now: Date = new Date()): string {
  return localDateIn(channel, now);
}

/**
 * The range as the form keeps it after a pick: once both dates are there, a reversed range is
 * swapped (spec 002 §5), by the same rule the server applies.
 */
export function pickedRange<T extends DateRange>(range: T, limits: TransactionDateLimits): T {
  if (!range.periodStart || !range.periodEnd) return range;
  const resolved = resolveTransactionRange({ periodStart: range.periodStart, periodEnd: range.periodEnd }, limits);
  return resolved.ok ? { ...range, periodStart: resolved.periodStart, periodEnd: resolved.periodEnd } : range;
}
