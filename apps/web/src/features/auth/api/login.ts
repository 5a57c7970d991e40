import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '@tasman/domain/contracts/auth';
import { apiRequest } from '@/lib/api-client';

/** POST /api/v1/auth/login. Errors are { Id, Message } with 400, 401, 423, 403 or 429. */
export function login(body: LoginRequest): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/api/v1/auth/login', {
    method: 'POST',
    body,
    skipUnauthorizedHandler: true,
  });
}

/**
 * Signs in. The answer is the login screen's to act on (lib/sign-in-step): a user who must first set
 * up two-factor, or who sees the distribution dialog, is not in the session yet.
 */
export function useLogin() {
  return useMutation({ mutationFn: login });
}
