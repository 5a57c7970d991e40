import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ActiveSessionsResponse,
  ChangePasswordRequest,
  ChangePasswordResponse,
  ChangeUsernameResponse,
  EndSessionResponse,
} from '@tasman/domain/contracts/account-security';
import type { OtherSessionsEndedResponse } from '@tasman/domain/contracts/auth';
import type { RecoveryCodesResponse, TwoFactorStatusResponse } from '@tasman/domain/contracts/two-factor';
import { apiRequest } from '@/lib/api-client';

/** The security settings' calls (spec 002 §7; issue 13). A 401 on any of them signs out (api-client). */

export const TWO_FACTOR_STATUS_KEY = ['account-security', 'two-factor'] as const;
export const SESSIONS_KEY = ['account-security', 'sessions'] as const;

/** POST /api/v1/auth/change-password. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) =>
      apiRequest<ChangePasswordResponse>('/api/v1/auth/change-password', { method: 'POST', body }),
  });
}

/** POST /api/v1/auth/change-username (the caller tells the app the session's new username). */
export function useChangeUsername() {
  return useMutation({
    mutationFn: (username: string) =>
      apiRequest<ChangeUsernameResponse>('/api/v1/auth/change-username', { method: 'POST', body: { username } }),
  });
}

/** GET /api/v1/two-factor: on or off, recovery codes left, whether it may be turned off. */
export function twoFactorStatusQueryOptions() {
  return queryOptions({
    queryKey: TWO_FACTOR_STATUS_KEY,
    queryFn: ({ signal }) => apiRequest<TwoFactorStatusResponse>('/api/v1/two-factor', { signal }),
  });
}

export function useTwoFactorStatus(enabled = true) {
  return useQuery({ ...twoFactorStatusQueryOptions(), enabled });
}

/** POST /api/v1/two-factor/recovery-codes: new codes for a current code; the old ones stop working. */
export function useRegenerateRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<RecoveryCodesResponse>('/api/v1/two-factor/recovery-codes', { method: 'POST', body: { code } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: TWO_FACTOR_STATUS_KEY }),
  });
}

/** POST /api/v1/two-factor/disable: turns two-factor off for a code (the caller tells the app the session changed). */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<TwoFactorStatusResponse>('/api/v1/two-factor/disable', { method: 'POST', body: { code } }),
    onSuccess: (status) => queryClient.setQueryData(TWO_FACTOR_STATUS_KEY, status),
  });
}

/** GET /api/v1/auth/sessions: the user's live sessions, this one first. */
export function useActiveSessions() {
  return useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: ({ signal }) => apiRequest<ActiveSessionsResponse>('/api/v1/auth/sessions', { signal }),
  });
}

/**
 * POST /api/v1/auth/sessions/end: ends one session by its handle. Ending this one is signing out (the
 * server has cleared the cookie; the caller tells the app); otherwise the list is read again.
 */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (handle: string) =>
      apiRequest<EndSessionResponse>('/api/v1/auth/sessions/end', { method: 'POST', body: { handle } }),
    onSuccess: (answer) => {
      if (!answer.signedOut) void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
    },
  });
}

/** POST /api/v1/auth/sessions/sign-out-others (the existing call, issue 4): ends every other session. */
export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<OtherSessionsEndedResponse>('/api/v1/auth/sessions/sign-out-others', { method: 'POST' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

/** After a two-factor change or sign-out of the others: the lists read again. */
export function useRefreshSecurity() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: TWO_FACTOR_STATUS_KEY });
    void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
  };
}
