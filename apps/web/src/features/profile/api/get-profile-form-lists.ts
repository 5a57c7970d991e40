import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileFormListsResponse } from '@tasman/domain/contracts/profile';
import { apiRequest } from '@/lib/api-client';

/** GET /api/v1/profile/form-lists: titles, PIR rates and countries for the edit form (spec 002 §3 'Profile form lists'). */
export function getProfileFormLists(signal?: AbortSignal): Promise<ProfileFormListsResponse> {
  return apiRequest<ProfileFormListsResponse>('/api/v1/profile/form-lists', { signal });
}

export function profileFormListsQueryOptions() {
  return queryOptions({
    queryKey: ['profile-form-lists'],
    queryFn: ({ signal }) => getProfileFormLists(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useProfileFormLists(options: { enabled?: boolean } = {}) {
  return useQuery({ ...profileFormListsQueryOptions(), ...options });
}
