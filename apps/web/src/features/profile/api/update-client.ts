import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientResponse } from '@tasman/domain/contracts/people';
import type { ClientUpdateRequest, ClientUpdateResponse } from '@tasman/domain/contracts/profile';
import { apiRequest } from '@/lib/api-client';
import { clientQueryOptions } from './get-client';

/** PUT /api/v1/client/{clientKey}: the edited personal details (spec 002 §7 'Client update'). */
export function updateClient(clientKey: string, body: ClientUpdateRequest): Promise<ClientUpdateResponse> {
  return apiRequest<ClientUpdateResponse>(`/api/v1/client/${encodeURIComponent(clientKey)}`, { method: 'PUT', body });
}

/** spec 002 §7: 'the response is the client and replaces the stored client' — the query cache's copy. */
export function useUpdateClient(clientKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClientUpdateRequest) => updateClient(clientKey, body),
    onSuccess: (client: ClientResponse) => {
      queryClient.setQueryData(clientQueryOptions(clientKey).queryKey, client);
    },
  });
}
