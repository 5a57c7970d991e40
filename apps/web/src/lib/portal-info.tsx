import { queryOptions } from '@tanstack/react-query';
import { createContext, use } from 'react';
import type { PortalInfoResponse } from '@tasman/domain/contracts/portal';
import { apiRequest } from './api-client';
import { BOOT_SCOPE } from './query-client';

/** GET /api/v1/portal/info (no auth): which portal this is. Fetched once at boot. */
export type PortalInfo = PortalInfoResponse;

export function getPortalInfo(signal?: AbortSignal): Promise<PortalInfo> {
  return apiRequest<PortalInfo>('/api/v1/portal/info', { signal });
}

export function portalInfoQueryOptions() {
  return queryOptions({
    queryKey: [BOOT_SCOPE, 'portal-info'],
    queryFn: ({ signal }) => getPortalInfo(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

const PortalInfoContext = createContext<PortalInfo | null>(null);

export const PortalInfoProvider = PortalInfoContext.Provider;

/** The portal info; only usable below the boot gate, which renders nothing until it has loaded. */
export function usePortalInfo(): PortalInfo {
  const info = use(PortalInfoContext);
  if (!info) throw new Error('usePortalInfo is used outside the PortalInfoProvider');
  return info;
}
