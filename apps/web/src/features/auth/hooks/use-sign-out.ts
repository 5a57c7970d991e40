import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { removeUserQueries } from '@/lib/query-client';
import { SESSION_QUERY_KEY, type SessionState } from '../api/get-session';
import { logout } from '../api/logout';

/**
 * Signs out: tells the server (a failure is logged; the user is signed out locally anyway), then
 * forgets every query about the user and records that nobody is signed in. The session guard
 * then leaves the page: to plain /login when the user chose to sign out ('user'), or to login
 * and back here afterwards when they were signed out ('server', e.g. for maintenance).
 */
export function useSignOut(): (endedBy?: SessionState['endedBy']) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (endedBy: SessionState['endedBy'] = 'user') => {
      try {
        await logout();
      } catch (error) {
        console.warn('Logout failed', error);
      }
      removeUserQueries(queryClient, [SESSION_QUERY_KEY]);
      queryClient.setQueryData<SessionState>(SESSION_QUERY_KEY, { user: null, endedBy });
    },
    [queryClient],
  );
}
