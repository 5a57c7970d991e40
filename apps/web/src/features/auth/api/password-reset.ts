import { useMutation } from '@tanstack/react-query';
import type { PasswordResetRequest, PasswordResetResponse } from '@tasman/domain/contracts/credentials';
import { apiRequest } from '@/lib/api-client';

/** POST /api/v1/auth/password-reset: e-mail a reset link (spec 000 §7 'Request password reset'). */
export function requestPasswordReset(body: PasswordResetRequest): Promise<PasswordResetResponse> {
  return apiRequest<PasswordResetResponse>('/api/v1/auth/password-reset', {
    method: 'POST',
    body,
    skipUnauthorizedHandler: true,
  });
}

export function usePasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
