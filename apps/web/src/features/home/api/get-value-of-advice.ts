import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ValueOfAdviceResponse } from '@tasman/domain/contracts/home';
import { apiRequest } from '@/lib/api-client';

/** GET /api/v1/accounts/{accountNumber}/value-of-advice: the portfolio's year against its benchmarks. */
export function getValueOfAdvice(accountNumber: string, signal?: AbortSignal): Promise<ValueOfAdviceResponse> {
  return apiRequest<ValueOfAdviceResponse>(`/api/v1/accounts/${encodeURIComponent(accountNumber)}/value-of-advice`, { signal });
}

export function valueOfAdviceQueryOptions(accountNumber: string) {
  return queryOptions({
    queryKey: ['value-of-advice', accountNumber],
    queryFn: ({ signal }) => getValueOfAdvice(accountNumber, signal),
  });
}

export function useValueOfAdvice(accountNumber: string) {
  return useQuery(valueOfAdviceQueryOptions(accountNumber));
}
