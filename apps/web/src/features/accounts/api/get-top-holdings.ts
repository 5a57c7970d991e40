import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TopHoldingsResponse } from '@tasman/domain/contracts/top-holdings';
import { apiRequest } from '@/lib/api-client';

const topHoldingsPath = (accountNumber: string) => `/api/v1/accounts/${encodeURIComponent(accountNumber)}/top-holdings`;

/** GET /api/v1/accounts/{accountNumber}/top-holdings: the account's top twenty underlying holdings (spec 001 §7). */
export function getTopHoldings(accountNumber: string, signal?: AbortSignal): Promise<TopHoldingsResponse> {
  return apiRequest<TopHoldingsResponse>(topHoldingsPath(accountNumber), { signal });
}

export function topHoldingsQueryOptions(accountNumber: string) {
  return queryOptions({
    queryKey: ['accounts', accountNumber, 'top-holdings'],
    queryFn: ({ signal }) => getTopHoldings(accountNumber, signal),
  });
}

export function useTopHoldings(accountNumber: string) {
  return useQuery(topHoldingsQueryOptions(accountNumber));
}
