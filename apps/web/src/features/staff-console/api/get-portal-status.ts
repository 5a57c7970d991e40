import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PortalStatusResponse } from '@tasman/domain/contracts/portal';
import { apiRequest } from '@/lib/api-client';

/** GET /cache/status: both channels' status, as the status poll reads it (spec 000 §7). */
export function getPortalStatus(signal?: AbortSignal): Promise<PortalStatusResponse> {
  return apiRequest<PortalStatusResponse>('/cache/status', { signal });
}

export function portalStatusQueryOptions() {
  return queryOptions({ queryKey: ['staff', 'portal-status'], queryFn: ({ signal }) => getPortalStatus(signal) });
}

/** Read once when the console opens; the status feed keeps it current after that. */
export function usePortalStatusNow() {
  return useQuery(portalStatusQueryOptions());
}
