import { useMutation } from '@tanstack/react-query';
import type { ForgotUsernameRequest, ForgotUsernameResponse } from '@tasman/domain/contracts/credentials';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/v1/auth/forgot-username: e-mail the username, or with `register` a set-up link (spec 000
 * §7 'Request forgot username').
 */
export function requestForgotUsername(body: ForgotUsernameRequest): Promise<ForgotUsernameResponse> {
  return apiRequest<ForgotUsernameResponse>('/api/v1/auth/forgot-username', {
    method: 'POST',
    body,
    skipUnauthorizedHandler: true,
  });
}

export function useForgotUsername() {
  return useMutation({ mutationFn: requestForgotUsername });
}
