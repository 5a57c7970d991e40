import { queryOptions, useQuery } from '@tanstack/react-query';
import { LocationResponse } from '@tasman/domain/contracts/tools';
import { apiRequest } from '@/lib/api-client';

export const LOCATION_KEY = ['tools', 'location'] as const;

/** GET /cache/loc (spec 002 §7 'Location'): the caller's country; 'NZ' means New Zealand. */
export async function getLocation(signal?: AbortSignal): Promise<LocationResponse> {
  return LocationResponse.parse(await apiRequest<unknown>('/cache/loc', { signal }));
}

export function locationQueryOptions() {
  return queryOptions({
    queryKey: LOCATION_KEY,
    queryFn: ({ signal }) => getLocation(signal),
    // The server lets a browser keep the answer five minutes (private, max-age=300).
    staleTime: 5 * 60_000,
    // spec 002 §7: an error counts as not NZ, straight away.
    retry: false,
  });
}

export type LocationCheck = 'checking' | 'nz' | 'overseas';

/** The tools' location check: checking, then NZ or overseas (an error, or an unknown answer, is overseas). */
export function useLocationCheck(): LocationCheck {
  const location = useQuery(locationQueryOptions());
  if (location.isPending) return 'checking';
  return location.isSuccess && location.data.Location === 'NZ' ? 'nz' : 'overseas';
}
