import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssetClassSummaryResponse } from '@tasman/domain/contracts/accounts';
import { accountFundIds } from '@tasman/domain/funds/account-fund-ids';
import { apiRequest } from '@/lib/api-client';

/**
 * The funds an account holds, for the fund page's Next Fund button: GET
 * /api/v1/Account/AssetClassSummary/{accountNumber} (spec 001 §7), its securities once each in a
 * stable order. The query key is the endpoint's, so a screen of another feature asking the same
 * account's summary shares the cached answer.
 */
export function getAccountAssetClassSummary(accountNumber: string, signal?: AbortSignal): Promise<AssetClassSummaryResponse> {
  return apiRequest<AssetClassSummaryResponse>(`/api/v1/Account/AssetClassSummary/${encodeURIComponent(accountNumber)}`, { signal });
}

export function accountAssetClassSummaryQueryOptions(accountNumber: string) {
  return queryOptions({
    queryKey: ['accounts', accountNumber, 'asset-class-summary'],
    queryFn: ({ signal }) => getAccountAssetClassSummary(accountNumber, signal),
  });
}

export function useAccountFundIds(accountNumber: string) {
  return useQuery({ ...accountAssetClassSummaryQueryOptions(accountNumber), select: accountFundIds });
}
