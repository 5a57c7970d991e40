import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TwoFactorCodeRequest,
  TwoFactorConfirmResponse,
  TwoFactorSetupResponse,
} from '@tasman/domain/contracts/two-factor';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/v1/two-factor/setup: the secret to add, as a QR code and a key to type (spec 002 §2.5).
 * The server answers the pending secret again unless `renew` asks for a new one.
 */
export function startTwoFactorSetup(options: { renew?: boolean; signal?: AbortSignal } = {}): Promise<TwoFactorSetupResponse> {
  const path = options.renew ? '/api/v1/two-factor/setup?renew=true' : '/api/v1/two-factor/setup';
  return apiRequest<TwoFactorSetupResponse>(path, { method: 'POST', signal: options.signal });
}

const SETUP_QUERY_KEY = ['auth', 'two-factor-setup'] as const;

/**
 * Started once per opening of the set-up dialog: a query (not a mutation) so that a second render
 * of the same dialog does not ask twice, and forgotten when the dialog closes (the server keeps the
 * pending key, so reopening shows the same one).
 */
export function twoFactorSetupQueryOptions() {
  return queryOptions({
    queryKey: SETUP_QUERY_KEY,
    queryFn: ({ signal }) => startTwoFactorSetup({ signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useTwoFactorSetup() {
  return useQuery(twoFactorSetupQueryOptions());
}

/** 'Show a new key': the only way the key changes before it is confirmed. */
export function useRenewTwoFactorSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startTwoFactorSetup({ renew: true }),
    onSuccess: (answer) => queryClient.setQueryData(SETUP_QUERY_KEY, answer),
  });
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
