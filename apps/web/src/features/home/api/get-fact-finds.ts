import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FactFindListResponse } from '@tasman/domain/contracts/home';
import { apiRequest } from '@/lib/api-client';

export type FactFindProduct = 'KS' | 'UT' | 'PW';

/** GET /api/v1/fact-finds?productType=…: the signed-in client's fact-finds, in stage order (spec 000 §7). */
export function getFactFinds(productType: FactFindProduct, signal?: AbortSignal): Promise<FactFindListResponse> {
  return apiRequest<FactFindListResponse>(`/api/v1/fact-finds?productType=${productType}`, { signal });
}

export function factFindsQueryOptions(productType: FactFindProduct) {
  return queryOptions({
    queryKey: ['fact-finds', productType],
    queryFn: ({ signal }) => getFactFinds(productType, signal),
  });
}

export function useFactFinds(productType: FactFindProduct, options: { enabled?: boolean } = {}) {
  return useQuery({ ...factFindsQueryOptions(productType), ...options });
}
