import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdviserOptionsResponse } from '@tasman/domain/contracts/adviser';
import { apiRequest } from '@/lib/api-client';

/** GET /api/v1/client-book/advisers: the advisers whose book staff may choose (an adviser: themselves). */
export function getBookAdvisers(signal?: AbortSignal): Promise<AdviserOptionsResponse> {
  return apiRequest<AdviserOptionsResponse>('/api/v1/client-book/advisers', { signal });
}

export function bookAdvisersQueryOptions() {
  return queryOptions({
    queryKey: ['client-book', 'advisers'],
    queryFn: ({ signal }) => getBookAdvisers(signal),
    staleTime: 5 * 60_000,
  });
}

/** Only staff have the adviser filter, so only they ask. */
export function useBookAdvisers({ enabled }: { enabled: boolean }) {
  return useQuery({ ...bookAdvisersQueryOptions(), enabled });
}
