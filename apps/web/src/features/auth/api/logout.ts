import { apiRequest } from '@/lib/api-client';

/** POST /api/v1/auth/logout → 204. Used through useSignOut, which also forgets the user's data. */
export function logout(): Promise<void> {
  return apiRequest<void>('/api/v1/auth/logout', { method: 'POST', skipUnauthorizedHandler: true });
}
