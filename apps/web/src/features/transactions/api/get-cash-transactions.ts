import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  TRANSACTION_EXPORT_NAME,
  TRANSACTION_ROUTES,
  type CashTransactionsQuery,
  type CashTransactionsResponse,
} from '@tasman/domain/contracts/transactions';
import { apiRequest } from '@/lib/api-client';
import type { ExportFormat } from './download-file';

function search(query: CashTransactionsQuery): string {
  const { activity, ...range } = query;
  const params = new URLSearchParams(range);
  if (activity) params.set('activity', activity);
  return params.toString();
}

/**
 * GET /api/v1/wealth-transactions/cash-transactions: the cash movements of the range by currency (NZD
 * before AUD) with closing balances and rolling balances, optionally of one activity (spec 002 §3, §4).
 */
export function getCashTransactions(query: CashTransactionsQuery, signal?: AbortSignal): Promise<CashTransactionsResponse> {
  return apiRequest<CashTransactionsResponse>(`${TRANSACTION_ROUTES.cashTransactions}?${search(query)}`, { signal });
}

export function cashTransactionsQueryOptions(query: CashTransactionsQuery) {
  return queryOptions({
    queryKey: ['transactions', query.accountNumber, 'cash-transactions', query],
    queryFn: ({ signal }) => getCashTransactions(query, signal),
  });
}

export function useCashTransactions(query: CashTransactionsQuery, enabled: boolean) {
  return useQuery({ ...cashTransactionsQueryOptions(query), enabled });
}

/** The Cash Transactions report's PDF or CSV, under the same activity filter. */
export function cashTransactionsExport(query: CashTransactionsQuery, format: ExportFormat) {
  const route = format === 'pdf' ? TRANSACTION_ROUTES.cashTransactionsPdf : TRANSACTION_ROUTES.cashTransactionsCsv;
  return { href: `${route}?${search(query)}`, fallbackName: `${TRANSACTION_EXPORT_NAME}.${format}`, format };
}
