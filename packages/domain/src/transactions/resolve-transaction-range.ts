import { format } from 'date-fns';
import { parseIsoDate, type IsoDate } from '../calendar/iso-date.js';
import type { TransactionDateLimits } from './transaction-date-limits.js';

export type ResolvedTransactionRange =
  | { ok: true; periodStart: IsoDate; periodEnd: IsoDate; swapped: boolean }
  | { ok: false; message: string };

/** spec 002 §9: dates are shown like dd MMM y. */
const shown = (date: IsoDate) => format(parseIsoDate(date), 'dd MMM y');

/**
 * The range a retail or private-equity history lists (spec 002 §5 'Transactions (retail and PE)'):
 * an absent date takes its default, a reversed range is swapped ('The dates are swapped if start is
 * after end'), and a range reaching outside the signup date and the maximum is refused with both
 * bounds in the message, so the caller can pick again. Both the form and the server use it.
 */
export function resolveTransactionRange(
  request: { periodStart?: IsoDate | undefined; periodEnd?: IsoDate | undefined },
  limits: TransactionDateLimits,
): ResolvedTransactionRange {
  let periodStart = request.periodStart ?? limits.defaultStart;
  let periodEnd = request.periodEnd ?? limits.defaultEnd;
  const swapped = periodStart > periodEnd;
  if (swapped) [periodStart, periodEnd] = [periodEnd, periodStart];
  if (periodStart < limits.min || periodEnd > limits.max) {
    return { ok: false, message: `Choose dates between ${shown(limits.min)} and ${shown(limits.max)}.` };
  }
  return { ok: true, periodStart, periodEnd, swapped };
}
