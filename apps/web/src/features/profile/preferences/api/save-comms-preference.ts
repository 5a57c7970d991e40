import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommsPreferenceResponse, CommsPreferenceUpdate } from '@tasman/domain/contracts/comms-preferences';
import { apiRequest } from '@/lib/api-client';
import { COMMS_PREFERENCE_PATH, commsPreferenceQueryOptions } from './get-comms-preference';

/** PUT /api/v1/Client/CommsPreference (spec 002 §7 'Save comms preferences'); answers what is stored. */
export function saveCommsPreference(body: CommsPreferenceUpdate): Promise<CommsPreferenceResponse> {
  return apiRequest<CommsPreferenceResponse>(COMMS_PREFERENCE_PATH, { method: 'PUT', body });
}

export function useSaveCommsPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCommsPreference,
    onSuccess: (stored) => queryClient.setQueryData(commsPreferenceQueryOptions().queryKey, stored),
  });
}
