import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ToolSettingsResponse } from '@tasman/domain/contracts/tools';
import { apiRequest } from '@/lib/api-client';

export const TOOL_SETTINGS_KEY = ['staff', 'tool-settings'] as const;

/** GET /api/v1/tools/settings: this portal's five tool switches (staff only). */
export function getToolSettings(signal?: AbortSignal): Promise<ToolSettingsResponse> {
  return apiRequest<ToolSettingsResponse>('/api/v1/tools/settings', { signal });
}

export function toolSettingsQueryOptions() {
  return queryOptions({ queryKey: TOOL_SETTINGS_KEY, queryFn: ({ signal }) => getToolSettings(signal) });
}

export function useToolSettings() {
  return useQuery(toolSettingsQueryOptions());
}
