import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FundListResponse } from '@tasman/domain/contracts/funds';
import { apiRequest } from '@/lib/api-client';

/** GET /api/v1/funds: the portal's fund list (spec 001 §3 'Fund list entry'). */
export function getFunds(signal?: AbortSignal): Promise<FundListResponse> {
  return apiRequest<FundListResponse>('/api/v1/funds', { signal });
}

export function fundsQueryOptions() {
  return queryOptions({ queryKey: ['funds'], queryFn: ({ signal }) => getFunds(signal) });
}

export function useFunds() {
  return useQuery(fundsQueryOptions());
}
