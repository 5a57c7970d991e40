import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoginNoticesSettings } from '@tasman/domain/contracts/portal';
import { apiRequest } from '@/lib/api-client';

export const LOGIN_NOTICES_KEY = ['staff', 'login-notices'] as const;

/** GET /api/v1/portal/login-notices: this portal's login notices as configured (staff only). */
export function getLoginNotices(signal?: AbortSignal): Promise<LoginNoticesSettings> {
  return apiRequest<LoginNoticesSettings>('/api/v1/portal/login-notices', { signal });
}

export function loginNoticesQueryOptions() {
  return queryOptions({ queryKey: LOGIN_NOTICES_KEY, queryFn: ({ signal }) => getLoginNotices(signal) });
}

export function useLoginNotices() {
  return useQuery(loginNoticesQueryOptions());
}
