import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccessScenariosResponse } from '@tasman/domain/contracts/account-profiles';
import { apiRequest } from '@/lib/api-client';

/** GET /api/v1/accounts/{n}/access-scenarios (spec 002 §7 'Access scenarios'). */
export function getAccessScenarios(accountNumber: string, signal?: AbortSignal): Promise<AccessScenariosResponse> {
  return apiRequest<AccessScenariosResponse>(`/api/v1/accounts/${encodeURIComponent(accountNumber)}/access-scenarios`, { signal });
}

export function accessScenariosQueryOptions(accountNumber: string) {
  return queryOptions({
    queryKey: ['access-scenarios', accountNumber],
    queryFn: ({ signal }) => getAccessScenarios(accountNumber, signal),
  });
}

export function useAccessScenarios(accountNumber: string) {
  return useQuery(accessScenariosQueryOptions(accountNumber));
}
