import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GovernmentContributionResponse } from '@tasman/domain/contracts/government-contribution';
import { apiRequest } from '@/lib/api-client';

/** GET /api/v1/accounts/{accountNumber}/government-contribution (spec 002 §7 'Government contribution data'). */
export function getGovernmentContribution(accountNumber: string, signal?: AbortSignal): Promise<GovernmentContributionResponse> {
  return apiRequest<GovernmentContributionResponse>(`/api/v1/accounts/${encodeURIComponent(accountNumber)}/government-contribution`, { signal });
}

export function governmentContributionQueryOptions(accountNumber: string) {
  return queryOptions({
    queryKey: ['accounts', accountNumber, 'government-contribution'],
    queryFn: ({ signal }) => getGovernmentContribution(accountNumber, signal),
    // Contributions arrive through the day; a check opened again asks again.
    staleTime: 0,
  });
}

export function useGovernmentContribution(accountNumber: string, enabled: boolean) {
  return useQuery({ ...governmentContributionQueryOptions(accountNumber), enabled });
}
