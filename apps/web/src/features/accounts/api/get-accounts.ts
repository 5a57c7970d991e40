import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountListResponse } from '@tasman/domain/contracts/accounts';
import { apiRequest } from '@/lib/api-client';

/** GET /api/v1/accounts: owned and related accounts with the portfolio summary (spec 000 §3). */
export function getAccounts(signal?: AbortSignal): Promise<AccountListResponse> {
  return apiRequest<AccountListResponse>('/api/v1/accounts', { signal });
}

export function accountsQueryOptions() {
  return queryOptions({
    queryKey: ['accounts'],
    queryFn: ({ signal }) => getAccounts(signal),
  });
}

export function useAccounts(options: { enabled?: boolean; retryOnMount?: boolean } = {}) {
  return useQuery({ ...accountsQueryOptions(), ...options });
}
