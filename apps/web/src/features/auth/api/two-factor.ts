import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginResponse, TwoFactorRequest } from '@tasman/domain/contracts/auth';
import { apiRequest } from '@/lib/api-client';
import { SESSION_QUERY_KEY } from './get-session';

/** POST /api/v1/auth/two-factor: the code for the sign-in the password step started. */
export function submitTwoFactorCode(body: TwoFactorRequest): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/api/v1/auth/two-factor', {
    method: 'POST',
    body,
    skipUnauthorizedHandler: true,
  });
}

/** Completes a two-factor sign-in; a 'signed-in' answer becomes the session, as after a login. */
export function useTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitTwoFactorCode,
    onSuccess: (response) => {
      if (response.outcome === 'signed-in') queryClient.setQueryData(SESSION_QUERY_KEY, { user: response.user });
    },
  });
}
