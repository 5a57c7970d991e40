import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type {
  TwoFactorCodeRequest,
  TwoFactorConfirmResponse,
  TwoFactorSetupResponse,
} from '@tasman/domain/contracts/two-factor';
import { apiRequest } from '@/lib/api-client';

/** POST /api/v1/two-factor/setup: a new secret, as a QR code and a key to type (spec 002 §2.5). */
export function startTwoFactorSetup(signal?: AbortSignal): Promise<TwoFactorSetupResponse> {
  return apiRequest<TwoFactorSetupResponse>('/api/v1/two-factor/setup', { method: 'POST', signal });
}

/**
 * Started once per opening of the set-up dialog: a query (not a mutation) so that a second render
 * of the same dialog does not start a second secret, and forgotten when the dialog closes.
 */
export function twoFactorSetupQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'two-factor-setup'],
    queryFn: ({ signal }) => startTwoFactorSetup(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useTwoFactorSetup() {
  return useQuery(twoFactorSetupQueryOptions());
}

/**
 * POST /api/v1/two-factor/confirm: the first code from the app turns two-factor on; the answer has
 * the recovery codes (shown once) and the user, whose session the server has made a full one.
 */
export function confirmTwoFactorSetup(body: TwoFactorCodeRequest): Promise<TwoFactorConfirmResponse> {
  return apiRequest<TwoFactorConfirmResponse>('/api/v1/two-factor/confirm', { method: 'POST', body });
}

export function useConfirmTwoFactorSetup() {
  return useMutation({ mutationFn: confirmTwoFactorSetup });
}
