import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Adviser } from '@tasman/domain/contracts/people';
import { apiRequest } from '@/lib/api-client';

/** GET /api/v1/advisers: the advisers of the signed-in client. */
export function getAdvisers(signal?: AbortSignal): Promise<Adviser[]> {
  return apiRequest<Adviser[]>('/api/v1/advisers', { signal });
}

export function advisersQueryOptions() {
  return queryOptions({
    queryKey: ['advisers'],
    queryFn: ({ signal }) => getAdvisers(signal),
  });
}

export function useAdvisers(options: { enabled?: boolean } = {}) {
  return useQuery({ ...advisersQueryOptions(), ...options });
}
