import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KiwiSaverMemberResponse } from '@tasman/domain/contracts/kiwisaver-tools';
import { apiRequest } from '@/lib/api-client';

/** GET /api/v1/tools/kiwisaver-member/{clientId}: the balance, funds and age both KiwiSaver calculators start from. */
export function getKiwiSaverMember(clientId: string, signal?: AbortSignal): Promise<KiwiSaverMemberResponse> {
  return apiRequest<KiwiSaverMemberResponse>(`/api/v1/tools/kiwisaver-member/${encodeURIComponent(clientId)}`, { signal });
}

export function kiwiSaverMemberQueryOptions(clientId: string) {
  return queryOptions({
    queryKey: ['tools', 'kiwisaver-member', clientId],
    queryFn: ({ signal }) => getKiwiSaverMember(clientId, signal),
  });
}

export function useKiwiSaverMember(clientId: string) {
  return useQuery(kiwiSaverMemberQueryOptions(clientId));
}
