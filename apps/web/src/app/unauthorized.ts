import type { QueryClient } from '@tanstack/react-query';
import { SESSION_QUERY_KEY, type SessionState } from '@/features/auth/api/get-session';
import { removeUserQueries } from '@/lib/query-client';

/**
 * What a 401 from any call but session and login means: the session has ended. Forget the user;
 * the session guard then sends them to login, and back to this page afterwards.
 */
export function unauthorizedHandler(queryClient: QueryClient): () => void {
  return () => {
    removeUserQueries(queryClient, [SESSION_QUERY_KEY]);
    queryClient.setQueryData<SessionState>(SESSION_QUERY_KEY, { user: null, endedBy: 'server' });
  };
}
