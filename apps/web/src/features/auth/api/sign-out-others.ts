import { useMutation } from '@tanstack/react-query';
import type { OtherSessionsEndedResponse } from '@tasman/domain/contracts/auth';
import { apiRequest } from '@/lib/api-client';

/** POST /api/v1/auth/sessions/sign-out-others: ends every other session of the signed-in user. */
export function signOutOthers(): Promise<OtherSessionsEndedResponse> {
  return apiRequest<OtherSessionsEndedResponse>('/api/v1/auth/sessions/sign-out-others', { method: 'POST' });
}

export function useSignOutOthers() {
  return useMutation({ mutationFn: signOutOthers });
}
