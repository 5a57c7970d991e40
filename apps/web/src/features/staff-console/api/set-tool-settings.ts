import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SetToolSettingsRequest, ToolSettingsResponse } from '@tasman/domain/contracts/tools';
import { apiRequest } from '@/lib/api-client';
import { TOOL_SETTINGS_KEY } from './get-tool-settings';

/** PUT /api/v1/tools/settings: switches the tools given on or off; answers all five as they now stand. */
export function setToolSettings(body: SetToolSettingsRequest): Promise<ToolSettingsResponse> {
  return apiRequest<ToolSettingsResponse>('/api/v1/tools/settings', { method: 'PUT', body });
}

export function useSetToolSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setToolSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(TOOL_SETTINGS_KEY, saved);
      // The staff member's own tools page follows the switches.
      void queryClient.invalidateQueries({ queryKey: ['tools'] });
      void queryClient.invalidateQueries({ queryKey: ['staff', 'audit-events'] });
    },
  });
}
