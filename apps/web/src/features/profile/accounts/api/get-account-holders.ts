import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountHoldersResponse } from '@tasman/domain/contracts/account-profiles';
import { apiRequest } from '@/lib/api-client';

/** GET /api/v1/accounts/{n}/holders (spec 002 §7 'Associated clients'). */
export function getAccountHolders(accountNumber: string, signal?: AbortSignal): Promise<AccountHoldersResponse> {
  return apiRequest<AccountHoldersResponse>(`/api/v1/accounts/${encodeURIComponent(accountNumber)}/holders`, { signal });
}

export function accountHoldersQueryOptions(accountNumber: string) {
  return queryOptions({
    queryKey: ['account-holders', accountNumber],
    queryFn: ({ signal }) => getAccountHolders(accountNumber, signal),
  });
}

export function useAccountHolders(accountNumber: string) {
  return useQuery(accountHoldersQueryOptions(accountNumber));
}
