import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationPublicationsResponse } from '@tasman/domain/contracts/notification-publishing';
import { apiRequest } from '@/lib/api-client';

export const PUBLICATIONS_KEY = ['staff', 'notification-publications'] as const;

/** GET /api/v1/staff/notification-publications: this portal's publications, newest first (staff only). */
export function getPublications(pageNo: number, signal?: AbortSignal): Promise<NotificationPublicationsResponse> {
  const path = '/api/v1/staff/notification-publications';
  return apiRequest<NotificationPublicationsResponse>(pageNo === 1 ? path : `${path}?pageNo=${pageNo}`, { signal });
}

export function publicationsQueryOptions(pageNo: number) {
  return queryOptions({
    queryKey: [...PUBLICATIONS_KEY, pageNo],
    queryFn: ({ signal }) => getPublications(pageNo, signal),
    placeholderData: keepPreviousData,
    // A scheduled one turns 'sent' when its time comes: look again while any waits.
    refetchInterval: (query) => (query.state.data?.list.some((p) => p.status === 'scheduled') ? 30_000 : false),
  });
}

export function usePublications(pageNo: number) {
  return useQuery(publicationsQueryOptions(pageNo));
}
