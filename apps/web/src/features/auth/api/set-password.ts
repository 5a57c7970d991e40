import { useMutation } from '@tanstack/react-query';
import type { SetPasswordRequest, SetPasswordResponse } from '@tasman/domain/contracts/credentials';
import { apiRequest } from '@/lib/api-client';

/** POST /api/v1/auth/password: a new password through an e-mailed link (spec 000 §7 'Set password'). */
export function setPassword(body: SetPasswordRequest): Promise<SetPasswordResponse> {
  return apiRequest<SetPasswordResponse>('/api/v1/auth/password', {
    method: 'POST',
    body,
    skipUnauthorizedHandler: true,
  });
}

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword });
}
