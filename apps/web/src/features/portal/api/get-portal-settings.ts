import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PortalSettingsResponse } from '@tasman/domain/contracts/portal';
import { apiRequest } from '@/lib/api-client';

/** GET /api/v1/portal/settings: the portal settings for the signed-in user's channel. */
export function getPortalSettings(signal?: AbortSignal): Promise<PortalSettingsResponse> {
  return apiRequest<PortalSettingsResponse>('/api/v1/portal/settings', { signal });
}

export function portalSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['portal-settings'],
    queryFn: ({ signal }) => getPortalSettings(signal),
  });
}

export function usePortalSettings(options: { enabled?: boolean } = {}) {
  return useQuery({ ...portalSettingsQueryOptions(), ...options });
}
