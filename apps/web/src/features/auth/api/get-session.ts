import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionResponse, SessionUser } from '@tasman/domain/contracts/auth';
import { ApiError, apiRequest } from '@/lib/api-client';

/**
 * Who is signed in. `endedBy` says how a session ended in this tab: the user signing out goes to
 * plain /login; a session the server ended (401) or a forced sign-out comes back to the page.
 */
export interface SessionState {
  user: SessionUser | null;
  endedBy?: 'user' | 'server';
}

/** GET /api/v1/auth/session: the signed-in user, or nobody (401). */
export async function getSession(signal?: AbortSignal): Promise<SessionState> {
  try {
    const response = await apiRequest<SessionResponse>('/api/v1/auth/session', {
      signal,
      skipUnauthorizedHandler: true,
    });
    return { user: response.user };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { user: null };
    throw error;
  }
}

export const SESSION_QUERY_KEY = ['auth', 'session'] as const;

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 5 * 60_000,
  });
}

export function useSession() {
  return useQuery(sessionQueryOptions());
}
