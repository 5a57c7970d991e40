import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountProfilesResponse } from '@tasman/domain/contracts/account-profiles';
import { apiRequest } from '@/lib/api-client';

/** GET /api/v1/account-profiles: the caller's accounts but PW, bank numbers masked unless two-factor. */
export function getAccountProfiles(signal?: AbortSignal): Promise<AccountProfilesResponse> {
  return apiRequest<AccountProfilesResponse>('/api/v1/account-profiles', { signal });
}

/** Keyed by the user's two-factor state: turning it on must fetch the bank numbers unmasked. */
export function accountProfilesQueryOptions(twoFactorEnabled: boolean) {
  return queryOptions({
    queryKey: ['account-profiles', { twoFactorEnabled }],
    queryFn: ({ signal }) => getAccountProfiles(signal),
  });
}

export function useAccountProfiles(twoFactorEnabled: boolean) {
  return useQuery(accountProfilesQueryOptions(twoFactorEnabled));
}
