import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationResponse } from '@tasman/domain/contracts/tools';
import { apiRequest } from '@/lib/api-client';

export const LOCATION_KEY = ['tools', 'location'] as const;

/** GET /cache/loc (spec 002 §7 'Location'): the caller's country; 'NZ' means New Zealand. */
export async function getLocation(signal?: AbortSignal): Promise<LocationResponse> {
  return locationOf(await apiRequest<unknown>('/cache/loc', { signal }));
}

/**
 * The contract's rule (a two-letter country code), checked by hand: the router's tools guard reads
 * this module, so the contract's zod schema put the whole zod library in the entry chunk every page
 * loads (64 KB gzip of the sign-in page's 214, against DESIGN §9's 150). A wrong answer still fails
 * the query, which counts as overseas.
 */
function locationOf(body: unknown): LocationResponse {
  const location = typeof body === 'object' && body !== null ? (body as { Location?: unknown }).Location : undefined;
  if (typeof location !== 'string' || !/^[A-Z]{2}$/.test(location)) throw new Error('Expected a two-letter country code');
  return { Location: location };
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
