import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommsPreferenceResponse } from '@tasman/domain/contracts/comms-preferences';
import { apiRequest } from '@/lib/api-client';

export const COMMS_PREFERENCE_PATH = '/api/v1/Client/CommsPreference';

/** GET /api/v1/Client/CommsPreference (spec 002 §7 'Load comms preferences'): the signed-in client's own. */
export function getCommsPreference(signal?: AbortSignal): Promise<CommsPreferenceResponse> {
  return apiRequest<CommsPreferenceResponse>(COMMS_PREFERENCE_PATH, { signal });
}

export function commsPreferenceQueryOptions() {
  return queryOptions({
    queryKey: ['client', 'comms-preference'],
    queryFn: ({ signal }) => getCommsPreference(signal),
  });
}

export function useCommsPreference() {
  return useQuery(commsPreferenceQueryOptions());
}
