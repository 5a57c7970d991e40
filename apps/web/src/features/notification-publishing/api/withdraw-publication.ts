import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationPublication } from '@tasman/domain/contracts/notification-publishing';
import { apiRequest } from '@/lib/api-client';
import { PUBLICATIONS_KEY } from './get-publications';

/** POST /api/v1/staff/notification-publications/withdraw: removes it from every client's lists; cancels a scheduled one. */
export function withdrawPublication(publicationId: string): Promise<NotificationPublication> {
  return apiRequest<NotificationPublication>('/api/v1/staff/notification-publications/withdraw', { method: 'POST', body: { publicationId } });
}

export function useWithdrawPublication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawPublication,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: PUBLICATIONS_KEY }),
  });
}
