import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  TRANSACTION_EXPORT_NAME,
  TRANSACTION_ROUTES,
  type AmountContributedQuery,
  type AmountContributedResponse,
} from '@tasman/domain/contracts/transactions';
import { apiRequest } from '@/lib/api-client';
import type { ExportFormat } from './download-file';

const search = (query: AmountContributedQuery) => new URLSearchParams(query).toString();

/**
 * GET /api/v1/wealth-transactions/amount-contributed: contributions, withdrawals and security
 * transfers of the range under the filter, with their totals (spec 002 §3, §9).
 */
export function getAmountContributed(query: AmountContributedQuery, signal?: AbortSignal): Promise<AmountContributedResponse> {
  return apiRequest<AmountContributedResponse>(`${TRANSACTION_ROUTES.amountContributed}?${search(query)}`, { signal });
}

export function amountContributedQueryOptions(query: AmountContributedQuery) {
  return queryOptions({
    queryKey: ['transactions', query.accountNumber, 'amount-contributed', query],
    queryFn: ({ signal }) => getAmountContributed(query, signal),
  });
}

export function useAmountContributed(query: AmountContributedQuery, enabled: boolean) {
  return useQuery({ ...amountContributedQueryOptions(query), enabled });
}

/** The Amount Contributed report's PDF or CSV, under the same filter. */
export function amountContributedExport(query: AmountContributedQuery, format: ExportFormat) {
  const route = format === 'pdf' ? TRANSACTION_ROUTES.amountContributedPdf : TRANSACTION_ROUTES.amountContributedCsv;
  return { href: `${route}?${search(query)}`, fallbackName: `${TRANSACTION_EXPORT_NAME}.${format}`, format };
}
