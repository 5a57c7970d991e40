import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ToolsResponse } from '@tasman/domain/contracts/tools';
import { apiRequest } from '@/lib/api-client';

export const TOOLS_KEY = ['tools', 'tiles'] as const;

/** GET /api/v1/tools: the tiles with their availability for the signed-in user, and whether all are off. */
export function getTools(signal?: AbortSignal): Promise<ToolsResponse> {
  return apiRequest<ToolsResponse>('/api/v1/tools', { signal });
}

export function toolsQueryOptions() {
  return queryOptions({ queryKey: TOOLS_KEY, queryFn: ({ signal }) => getTools(signal) });
}

export function useTools(options: { enabled?: boolean } = {}) {
  return useQuery({ ...toolsQueryOptions(), enabled: options.enabled ?? true });
}
