import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientResponse } from '@tasman/domain/contracts/people';
import { apiRequest } from '@/lib/api-client';

/** GET /api/v1/client/{clientKey}. Staff and advisers have no clientKey (404), so never ask for them. */
export function getClient(clientKey: string, signal?: AbortSignal): Promise<ClientResponse> {
  return apiRequest<ClientResponse>(`/api/v1/client/${encodeURIComponent(clientKey)}`, { signal });
}

export function clientQueryOptions(clientKey: string | null | undefined) {
  return queryOptions({
    queryKey: ['client', clientKey ?? null],
    queryFn: ({ signal }) => {
      if (!clientKey) throw new Error('getClient needs a clientKey');
      return getClient(clientKey, signal);
    },
    enabled: Boolean(clientKey),
  });
}

export function useClient(clientKey: string | null | undefined) {
  return useQuery(clientQueryOptions(clientKey));
}
