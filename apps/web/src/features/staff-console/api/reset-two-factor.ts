import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TwoFactorResetResponse } from '@tasman/domain/contracts/two-factor';
import { apiRequest } from '@/lib/api-client';

/** POST /api/v1/two-factor/reset: deletes a user's two-factor and ends their sessions (staff only, this portal). */
export function resetTwoFactor(username: string): Promise<TwoFactorResetResponse> {
  return apiRequest<TwoFactorResetResponse>('/api/v1/two-factor/reset', { method: 'POST', body: { username } });
}

export function useResetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetTwoFactor,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['staff', 'audit-events'] }),
  });
}
