import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FundDetailsResponse } from '@tasman/domain/contracts/funds';
import { apiRequest } from '@/lib/api-client';

/** GET /api/v1/funds/{fundId}: spec 001 §3 'Fund details'. */
export function getFundDetails(fundId: string, signal?: AbortSignal): Promise<FundDetailsResponse> {
  return apiRequest<FundDetailsResponse>(`/api/v1/funds/${encodeURIComponent(fundId)}`, { signal });
}

/** Keyed by fund: another fund is another query, so the old fund's figures are never shown for it. */
export function fundDetailsQueryOptions(fundId: string) {
  return queryOptions({ queryKey: ['funds', fundId, 'details'], queryFn: ({ signal }) => getFundDetails(fundId, signal) });
}

export function useFundDetails(fundId: string) {
  return useQuery(fundDetailsQueryOptions(fundId));
}
