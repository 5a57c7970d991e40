import { useMutation } from '@tanstack/react-query';
import type { LoginResponse, TwoFactorRequest } from '@tasman/domain/contracts/auth';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/v1/auth/two-factor: the code for the sign-in the password step started, a 6-digit code
 * from the app or a recovery code (xxxxx-xxxxx).
 */
export function submitTwoFactorCode(body: TwoFactorRequest): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/api/v1/auth/two-factor', {
    method: 'POST',
    body,
    skipUnauthorizedHandler: true,
  });
}

/** Completes a two-factor sign-in; the login screen acts on the answer, as after a login. */
export function useTwoFactor() {
  return useMutation({ mutationFn: submitTwoFactorCode });
}
