import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationPublication, PublishNotificationRequest } from '@tasman/domain/contracts/notification-publishing';
import { apiRequest } from '@/lib/api-client';
import { PUBLICATIONS_KEY } from './get-publications';

/** POST /api/v1/staff/notification-publications: sends now or schedules (staff only; audited). */
export function publishNotification(request: PublishNotificationRequest): Promise<NotificationPublication> {
  return apiRequest<NotificationPublication>('/api/v1/staff/notification-publications', { method: 'POST', body: request });
}

export function usePublishNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishNotification,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: PUBLICATIONS_KEY }),
  });
}
