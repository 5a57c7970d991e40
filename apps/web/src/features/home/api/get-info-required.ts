import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InfoRequiredResponse } from '@tasman/domain/contracts/home';
import { apiRequest } from '@/lib/api-client';

/** GET /api/v1/wealth-applications/info-required?accountId=…: what an application still needs (spec 000 §7). */
export function getInfoRequired(accountId: string, signal?: AbortSignal): Promise<InfoRequiredResponse> {
  return apiRequest<InfoRequiredResponse>(`/api/v1/wealth-applications/info-required?accountId=${encodeURIComponent(accountId)}`, {
    signal,
  });
}

export function infoRequiredQueryOptions(accountId: string) {
  return queryOptions({
    queryKey: ['info-required', accountId],
    queryFn: ({ signal }) => getInfoRequired(accountId, signal),
  });
}

export function useInfoRequired(accountId: string) {
  return useQuery(infoRequiredQueryOptions(accountId));
}
