import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountHolder, AccountHoldersResponse } from '@tasman/domain/contracts/account-profiles';
import { apiRequest } from '@/lib/api-client';
import { accountHoldersQueryOptions } from './get-account-holders';

/** PUT /api/v1/accounts/{n}/holders/{clientAccountId}/authority (spec 002 §7 'Set authority to act'). */
export function setAuthority(accountNumber: string, clientAccountId: string, value: boolean): Promise<AccountHolder> {
  return apiRequest<AccountHolder>(
    `/api/v1/accounts/${encodeURIComponent(accountNumber)}/holders/${encodeURIComponent(clientAccountId)}/authority`,
    { method: 'PUT', body: { value } },
  );
}

/** PUT /api/v1/accounts/{n}/notification-preference (spec 002 §7 'Set notification preference'): one's own only. */
export function setNotificationPreference(accountNumber: string, value: boolean): Promise<AccountHolder> {
  return apiRequest<AccountHolder>(`/api/v1/accounts/${encodeURIComponent(accountNumber)}/notification-preference`, {
    method: 'PUT',
    body: { value },
  });
}

export type HolderSetting =
  | { kind: 'authority'; clientAccountId: string; value: boolean }
  | { kind: 'notification'; value: boolean };

/** Either setting; the answer (the holder as stored) replaces that holder in the cached list. */
export function useSetHolderSetting(accountNumber: string) {
  const queryClient = useQueryClient();
  const { queryKey } = accountHoldersQueryOptions(accountNumber);
  return useMutation({
    mutationFn: (setting: HolderSetting) =>
      setting.kind === 'authority'
        ? setAuthority(accountNumber, setting.clientAccountId, setting.value)
        : setNotificationPreference(accountNumber, setting.value),
    onSuccess: (holder) =>
      queryClient.setQueryData<AccountHoldersResponse>(queryKey, (current) =>
        current
          ? { ...current, list: current.list.map((h) => (h.clientAccountId === holder.clientAccountId ? holder : h)) }
          : current,
      ),
  });
}
