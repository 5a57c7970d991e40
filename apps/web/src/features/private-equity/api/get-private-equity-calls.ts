import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PrivateEquityCallsResponse } from '@tasman/domain/contracts/private-equity';
import { apiRequest } from '@/lib/api-client';

/** GET /api/v1/accounts/{accountNumber}/private-equity/calls: the capital-call history (spec 001 §7). */
export function getPrivateEquityCalls(accountNumber: string, signal?: AbortSignal): Promise<PrivateEquityCallsResponse> {
  return apiRequest<PrivateEquityCallsResponse>(
    `/api/v1/accounts/${encodeURIComponent(accountNumber)}/private-equity/calls`,
    { signal },
  );
}

export function privateEquityCallsQueryOptions(accountNumber: string) {
  return queryOptions({
    queryKey: ['private-equity', accountNumber, 'calls'],
    queryFn: ({ signal }) => getPrivateEquityCalls(accountNumber, signal),
  });
}

export function usePrivateEquityCalls(accountNumber: string) {
  return useQuery(privateEquityCallsQueryOptions(accountNumber));
}
