import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PortalStatusResponse, SetPortalStatusRequest } from '@tasman/domain/contracts/portal';
import { apiRequest } from '@/lib/api-client';

/** PUT /api/v1/portal/status: switches this portal live or into maintenance (staff only). */
export function setPortalStatus(body: SetPortalStatusRequest): Promise<PortalStatusResponse> {
  return apiRequest<PortalStatusResponse>('/api/v1/portal/status', { method: 'PUT', body });
}

export function useSetPortalStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPortalStatus,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['staff', 'audit-events'] }),
  });
}
