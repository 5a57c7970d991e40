import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '@tasman/domain/contracts/auth';
import { apiRequest } from '@/lib/api-client';
import { SESSION_QUERY_KEY } from './get-session';

/** POST /api/v1/auth/login. Errors are { Id, Message } with 400, 401, 423, 403 or 429. */
export function login(body: LoginRequest): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/api/v1/auth/login', {
    method: 'POST',
    body,
    skipUnauthorizedHandler: true,
  });
}

/** Signs in; a 'signed-in' outcome becomes the session, which the login route guard follows. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (response) => {
      if (response.outcome === 'signed-in') queryClient.setQueryData(SESSION_QUERY_KEY, { user: response.user });
    },
  });
}
