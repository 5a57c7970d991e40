import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StandingOrdersResponse } from '@tasman/domain/contracts/account-profiles';
import { apiRequest } from '@/lib/api-client';

/** GET /api/v1/accounts/{n}/standing-orders (spec 002 §7 'Standing orders'). */
export function getStandingOrders(accountNumber: string, signal?: AbortSignal): Promise<StandingOrdersResponse> {
  return apiRequest<StandingOrdersResponse>(`/api/v1/accounts/${encodeURIComponent(accountNumber)}/standing-orders`, { signal });
}

export function standingOrdersQueryOptions(accountNumber: string) {
  return queryOptions({
    queryKey: ['standing-orders', accountNumber],
    queryFn: ({ signal }) => getStandingOrders(accountNumber, signal),
  });
}

export function useStandingOrders(accountNumber: string) {
  return useQuery(standingOrdersQueryOptions(accountNumber));
}
