import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  TRANSACTION_EXPORT_NAME,
  TRANSACTION_ROUTES,
  type CashSummaryResponse,
  type WealthReportQuery,
} from '@tasman/domain/contracts/transactions';
import { apiRequest } from '@/lib/api-client';
import type { ExportFormat } from './download-file';

const search = (query: WealthReportQuery) => new URLSearchParams(query).toString();

/** GET /api/v1/wealth-transactions/cash-summary: NZD and AUD opening and closing, rows by activity (spec 002 §3). */
export function getCashSummary(query: WealthReportQuery, signal?: AbortSignal): Promise<CashSummaryResponse> {
  return apiRequest<CashSummaryResponse>(`${TRANSACTION_ROUTES.cashSummary}?${search(query)}`, { signal });
}

export function cashSummaryQueryOptions(query: WealthReportQuery) {
  return queryOptions({
    queryKey: ['transactions', query.accountNumber, 'cash-summary', query],
    queryFn: ({ signal }) => getCashSummary(query, signal),
  });
}

export function useCashSummary(query: WealthReportQuery, enabled: boolean) {
  return useQuery({ ...cashSummaryQueryOptions(query), enabled });
}

/** The Cash Summary's PDF or CSV. */
export function cashSummaryExport(query: WealthReportQuery, format: ExportFormat) {
  const route = format === 'pdf' ? TRANSACTION_ROUTES.cashSummaryPdf : TRANSACTION_ROUTES.cashSummaryCsv;
  return { href: `${route}?${search(query)}`, fallbackName: `${TRANSACTION_EXPORT_NAME}.${format}`, format };
}
