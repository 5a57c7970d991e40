import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationsResponse } from '@tasman/domain/contracts/notifications';
import { apiRequest } from '@/lib/api-client';

/** GET /api/v1/notifications: the user's notifications with their unread counts (spec 000 §3). */
export function getNotifications(signal?: AbortSignal): Promise<NotificationsResponse> {
  return apiRequest<NotificationsResponse>('/api/v1/notifications', { signal });
}

export function notificationsQueryOptions() {
  return queryOptions({
    queryKey: ['notifications'],
    queryFn: ({ signal }) => getNotifications(signal),
  });
}

/**
 * retryOnMount false: a screen mounted after the portal load failed shows that failure; asking again
 * on mount would put the query back to pending, and the layout back to its loading screen, in a loop.
 */
export function useNotifications(options: { enabled?: boolean; retryOnMount?: boolean } = {}) {
  return useQuery({ ...notificationsQueryOptions(), ...options });
}
