import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PrivateEquitySummaryResponse } from '@tasman/domain/contracts/private-equity';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /api/v1/accounts/{accountNumber}/private-equity/summary[?date=]: valuation, capital figures
 * and top assets, now (date null) or at a month end (spec 001 §7 'Top assets for PE').
 */
export function getPrivateEquitySummary(
  accountNumber: string,
  date: string | null,
  signal?: AbortSignal,
): Promise<PrivateEquitySummaryResponse> {
  const query = date ? `?${new URLSearchParams({ date }).toString()}` : '';
  return apiRequest<PrivateEquitySummaryResponse>(
    `/api/v1/accounts/${encodeURIComponent(accountNumber)}/private-equity/summary${query}`,
    { signal },
  );
}

export function privateEquitySummaryQueryOptions(accountNumber: string, date: string | null) {
  return queryOptions({
    queryKey: ['private-equity', accountNumber, 'summary', date ?? 'current'],
    queryFn: ({ signal }) => getPrivateEquitySummary(accountNumber, date, signal),
  });
}

export function usePrivateEquitySummary(accountNumber: string, date: string | null) {
  return useQuery(privateEquitySummaryQueryOptions(accountNumber, date));
}
