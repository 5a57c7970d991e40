import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PerformanceByFundResponse } from '@tasman/domain/contracts/performance';
import { apiRequest } from '@/lib/api-client';
import { periodSearch, type PeriodRequest } from './get-performance';

/** GET /api/v1/accounts/{n}/performance/by-fund?period=…[&from=&to=] (spec 001 §7 'Security performance for a range'). */
export function getPerformanceByFund(
  accountNumber: string,
  request: PeriodRequest,
  signal?: AbortSignal,
): Promise<PerformanceByFundResponse> {
  return apiRequest<PerformanceByFundResponse>(
    `/api/v1/accounts/${encodeURIComponent(accountNumber)}/performance/by-fund?${periodSearch(request)}`,
    { signal },
  );
}

export function performanceByFundQueryOptions(accountNumber: string, request: PeriodRequest) {
  return queryOptions({
    queryKey: [
      'accounts',
      accountNumber,
      'performance-by-fund',
      request.period,
      request.from ?? null,
      request.to ?? null,
    ],
    queryFn: ({ signal }) => getPerformanceByFund(accountNumber, request, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePerformanceByFund(accountNumber: string, request: PeriodRequest) {
  return useQuery(performanceByFundQueryOptions(accountNumber, request));
}
