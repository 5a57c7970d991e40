import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FundAssetBreakdownResponse } from '@tasman/domain/contracts/funds';
import { apiRequest } from '@/lib/api-client';

/** GET /api/v1/funds/{fundId}/asset-breakdown: spec 001 §3 'Asset allocation (fund or strategy)'. */
export function getFundAssetBreakdown(fundId: string, signal?: AbortSignal): Promise<FundAssetBreakdownResponse> {
  return apiRequest<FundAssetBreakdownResponse>(`/api/v1/funds/${encodeURIComponent(fundId)}/asset-breakdown`, { signal });
}

export function fundAssetBreakdownQueryOptions(fundId: string) {
  return queryOptions({
    queryKey: ['funds', fundId, 'asset-breakdown'],
    queryFn: ({ signal }) => getFundAssetBreakdown(fundId, signal),
  });
}

export function useFundAssetBreakdown(fundId: string) {
  return useQuery(fundAssetBreakdownQueryOptions(fundId));
}
