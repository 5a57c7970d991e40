import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FundPerformanceSummaryResponse } from '@tasman/domain/contracts/performance';
import { apiRequest } from '@/lib/api-client';

/** GET /api/v1/accounts/{n}/fund-performance-summary: a wealth-management portfolio's funds over 3, 6 and 12 months. */
export function getFundPerformanceSummary(
  accountNumber: string,
  signal?: AbortSignal,
): Promise<FundPerformanceSummaryResponse> {
  return apiRequest<FundPerformanceSummaryResponse>(
    `/api/v1/accounts/${encodeURIComponent(accountNumber)}/fund-performance-summary`,
    { signal },
  );
}

export function fundPerformanceSummaryQueryOptions(accountNumber: string) {
  return queryOptions({
    queryKey: ['accounts', accountNumber, 'fund-performance-summary'],
    queryFn: ({ signal }) => getFundPerformanceSummary(accountNumber, signal),
  });
}

export function useFundPerformanceSummary(accountNumber: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...fundPerformanceSummaryQueryOptions(accountNumber), ...options });
}
