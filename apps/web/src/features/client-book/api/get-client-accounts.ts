import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientBookAccountsResponse } from '@tasman/domain/contracts/adviser';
import { apiRequest } from '@/lib/api-client';

/** GET /api/v1/client-book/{clientId}/accounts: the accounts of one client of the caller's book. */
export function getClientAccounts(clientId: string, signal?: AbortSignal): Promise<ClientBookAccountsResponse> {
  return apiRequest<ClientBookAccountsResponse>(`/api/v1/client-book/${encodeURIComponent(clientId)}/accounts`, { signal });
}

export function clientAccountsQueryOptions(clientId: string) {
  return queryOptions({
    queryKey: ['client-book', 'accounts', clientId],
    queryFn: ({ signal }) => getClientAccounts(clientId, signal),
  });
}

/** Asked for only when a client's row is opened. */
export function useClientAccounts(clientId: string) {
  return useQuery(clientAccountsQueryOptions(clientId));
}
