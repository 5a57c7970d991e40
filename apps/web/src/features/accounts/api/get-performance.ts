import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PerformanceResponse } from '@tasman/domain/contracts/performance';
import type { PeriodCode } from '@tasman/domain/performance/periods';
import { apiRequest } from '@/lib/api-client';

/** A period button, or a custom range with its dates. */
export interface PeriodRequest {
  period: PeriodCode;
  from?: string;
  to?: string;
}

/** The query string of a period request, shared by the performance calls. */
export function periodSearch({ period, from, to }: PeriodRequest): string {
  const params = new URLSearchParams({ period });
  if (period === 'CUSTOM' && from && to) {
    params.set('from', from);
    params.set('to', to);
  }
  return params.toString();
}

/** GET /api/v1/accounts/{n}/performance?period=…[&from=&to=] (spec 001 §7 'Performance'). */
export function getPerformance(
  accountNumber: string,
  request: PeriodRequest,
  signal?: AbortSignal,
): Promise<PerformanceResponse> {
  return apiRequest<PerformanceResponse>(
    `/api/v1/accounts/${encodeURIComponent(accountNumber)}/performance?${periodSearch(request)}`,
    { signal },
  );
}

export function performanceQueryOptions(accountNumber: string, request: PeriodRequest) {
  return queryOptions({
    queryKey: ['accounts', accountNumber, 'performance', request.period, request.from ?? null, request.to ?? null],
    queryFn: ({ signal }) => getPerformance(accountNumber, request, signal),
    // The figures of the last period stay on screen (buttons disabled) until the next arrive.
    placeholderData: keepPreviousData,
  });
}

export function usePerformance(accountNumber: string, request: PeriodRequest, options: { enabled?: boolean } = {}) {
  return useQuery({ ...performanceQueryOptions(accountNumber, request), ...options });
}
