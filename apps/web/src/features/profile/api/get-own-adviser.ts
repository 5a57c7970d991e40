import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Adviser } from '@tasman/domain/contracts/people';
import { apiRequest } from '@/lib/api-client';

/** GET /api/v1/profile/adviser: the signed-in intermediary's own adviser record (spec 002 §2.4 'Adviser Details'). */
export function getOwnAdviser(signal?: AbortSignal): Promise<Adviser> {
  return apiRequest<Adviser>('/api/v1/profile/adviser', { signal });
}

export function ownAdviserQueryOptions() {
  return queryOptions({
    queryKey: ['own-adviser'],
    queryFn: ({ signal }) => getOwnAdviser(signal),
  });
}

export function useOwnAdviser(options: { enabled?: boolean } = {}) {
  return useQuery({ ...ownAdviserQueryOptions(), ...options });
}
