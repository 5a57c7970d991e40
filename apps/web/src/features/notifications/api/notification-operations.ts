import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MarkAllReadRequest,
  NotificationsResponse,
  SetNotificationStatusRequest,
} from '@tasman/domain/contracts/notifications';
import { apiRequest } from '@/lib/api-client';
import { notificationsQueryOptions } from './get-notifications';

/** The statuses a user may set (spec 000 §3: Unread, Read, Dismissed). */
export type NotificationStatus = SetNotificationStatusRequest['status'];

/** spec 000 §7 'Notification operations': toggle status (id, new status); answers the lists after the change. */
export function changeNotificationStatus(notificationId: string, status: NotificationStatus): Promise<NotificationsResponse> {
  const body: SetNotificationStatusRequest = { status };
  return apiRequest<NotificationsResponse>(`/api/v1/notifications/${encodeURIComponent(notificationId)}/status`, {
    method: 'POST',
    body,
  });
}

/** spec 000 §7 'toggle all read': every list, or only the alerts or the general messages. */
export function markAllNotificationsRead(list: MarkAllReadRequest['list']): Promise<NotificationsResponse> {
  const body: MarkAllReadRequest = { list };
  return apiRequest<NotificationsResponse>('/api/v1/notifications/mark-all-read', { method: 'POST', body });
}

/** spec 000 §7 'get web view (content id, returns HTML text)': sanitized on the server. */
export async function getNotificationWebView(contentId: string, signal?: AbortSignal): Promise<string> {
  const body = await apiRequest<unknown>(`/api/v1/notifications/web-view/${encodeURIComponent(contentId)}`, { signal });
  if (typeof body === 'string') return body;
  if (typeof body === 'object' && body !== null && typeof (body as { html?: unknown }).html === 'string') {
    return (body as { html: string }).html;
  }
  throw new Error('The web view answer held no HTML');
}

export function useNotificationWebView(contentId: string) {
  return useQuery(
    queryOptions({
      queryKey: ['notifications', 'web-view', contentId],
      queryFn: ({ signal }) => getNotificationWebView(contentId, signal),
      retry: false,
    }),
  );
}

function setStatusIn(data: NotificationsResponse, id: string, status: NotificationStatus): NotificationsResponse {
  const change = (list: NotificationsResponse['alertsNotifications']) =>
    status === 'Dismissed'
      ? list.filter((n) => n.portalNotificationId !== id)
      : list.map((n) => (n.portalNotificationId === id ? { ...n, notificationStatusCode: status } : n));
  const alerts = change(data.alertsNotifications);
  const general = change(data.generalNotifications);
  const unread = (list: typeof alerts) => list.filter((n) => n.notificationStatusCode === 'Unread').length;
  return {
    newMessageCount: unread(alerts) + unread(general),
    unreadAlertsNotificationTotal: unread(alerts),
    unreadGeneralNotificationTotal: unread(general),
    alertsNotifications: alerts,
    generalNotifications: general,
  };
}

/**
 * Read, unread or dismiss one notification. The lists, the bell and the alert bar change at once
 * (optimistically), then take the server's answer (the lists after the change); on failure they go
 * back and are reloaded. The server tells the user's other tabs and devices.
 */
export function useChangeNotificationStatus() {
  const queryClient = useQueryClient();
  const { queryKey } = notificationsQueryOptions();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: NotificationStatus }) => changeNotificationStatus(id, status),
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey, exact: true });
      const before = queryClient.getQueryData(queryKey);
      if (before) queryClient.setQueryData(queryKey, setStatusIn(before, id, status));
      return { before };
    },
    onSuccess: (after) => queryClient.setQueryData(queryKey, after),
    onError: (_error, _vars, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
      void queryClient.invalidateQueries({ queryKey, exact: true });
    },
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  const { queryKey } = notificationsQueryOptions();
  return useMutation({
    mutationFn: (list: MarkAllReadRequest['list']) => markAllNotificationsRead(list),
    onSuccess: (after) => queryClient.setQueryData(queryKey, after),
    onError: () => queryClient.invalidateQueries({ queryKey, exact: true }),
  });
}
