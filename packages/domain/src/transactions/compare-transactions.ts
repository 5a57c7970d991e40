import type { IsoDate } from '../calendar/iso-date.js';

export interface SortableTransaction {
  isPending: boolean;
  transactionDate: IsoDate;
  /** A stable tie-break between rows of one day (the ledger's id). */
  transactionId: string;
}

/**
 * spec 002 §4 'Transactions': 'Pending rows sort first, then newest date first.' Rows of one day and
 * state fall back to the id, descending, so a page never reshuffles between requests. The server's
 * SQL orders by the same keys (is_pending desc, trade_date desc, id desc) and its keyset export
 * walks them in this order; a test holds the two to each other.
 */
export function compareTransactions(a: SortableTransaction, b: SortableTransaction): number {
  if (a.isPending !== b.isPending) return a.isPending ? -1 : 1;
  if (a.transactionDate !== b.transactionDate) return a.transactionDate > b.transactionDate ? -1 : 1;
  if (a.transactionId !== b.transactionId) return a.transactionId > b.transactionId ? -1 : 1;
  return 0;
}
