import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssetClassSummaryResponse } from '@tasman/domain/contracts/accounts';
import { apiRequest } from '@/lib/api-client';

/** GET /api/v1/Account/AssetClassSummary/{n} (spec 001 §7): current value by asset class, Cash at Bank apart. */
export function getAssetClassSummary(accountNumber: string, signal?: AbortSignal): Promise<AssetClassSummaryResponse> {
  return apiRequest<AssetClassSummaryResponse>(
    `/api/v1/Account/AssetClassSummary/${encodeURIComponent(accountNumber)}`,
    { signal },
  );
}

export function assetClassSummaryQueryOptions(accountNumber: string) {
  return queryOptions({
    queryKey: ['accounts', accountNumber, 'asset-class-summary'],
    queryFn: ({ signal }) => getAssetClassSummary(accountNumber, signal),
  });
}

export function useAssetClassSummary(accountNumber: string) {
  return useQuery(assetClassSummaryQueryOptions(accountNumber));
}
