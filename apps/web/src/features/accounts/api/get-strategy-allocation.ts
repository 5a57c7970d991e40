import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StrategyAllocationResponse } from '@tasman/domain/contracts/funds';
import { apiRequest } from '@/lib/api-client';

/** GET /api/v1/strategies/{strategyName}/allocation (spec 001 §7 'Strategy allocation'): a DIMS portfolio's strategy mix. */
export function getStrategyAllocation(strategyName: string, signal?: AbortSignal): Promise<StrategyAllocationResponse> {
  return apiRequest<StrategyAllocationResponse>(`/api/v1/strategies/${encodeURIComponent(strategyName)}/allocation`, {
    signal,
  });
}

export function strategyAllocationQueryOptions(strategyName: string) {
  return queryOptions({
    queryKey: ['strategies', strategyName, 'allocation'],
    queryFn: ({ signal }) => getStrategyAllocation(strategyName, signal),
  });
}

export function useStrategyAllocation(strategyName: string) {
  return useQuery(strategyAllocationQueryOptions(strategyName));
}
