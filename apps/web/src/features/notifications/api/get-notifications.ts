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

export function useNotifications(options: { enabled?: boolean } = {}) {
  return useQuery({ ...notificationsQueryOptions(), ...options });
}
