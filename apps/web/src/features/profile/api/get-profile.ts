import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileResponse } from '@tasman/domain/contracts/people';
import { apiRequest } from '@/lib/api-client';

/** GET /api/v1/profile: the signed-in user's profile (clientKey, salutation, first name). */
export function getProfile(signal?: AbortSignal): Promise<ProfileResponse> {
  return apiRequest<ProfileResponse>('/api/v1/profile', { signal });
}

export function profileQueryOptions() {
  return queryOptions({
    queryKey: ['profile'],
    queryFn: ({ signal }) => getProfile(signal),
  });
}

export function useProfile(options: { enabled?: boolean } = {}) {
  return useQuery({ ...profileQueryOptions(), ...options });
}
