import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnlockUserResponse } from '@tasman/domain/contracts/auth';
import { apiRequest } from '@/lib/api-client';

/** POST /api/v1/auth/unlock: clears a user's sign-in lockout (staff only, users of this portal). */
export function unlockUser(username: string): Promise<UnlockUserResponse> {
  return apiRequest<UnlockUserResponse>('/api/v1/auth/unlock', { method: 'POST', body: { username } });
}

export function useUnlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlockUser,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['staff', 'audit-events'] }),
  });
}
