import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { parseBusinessDeskRss, type BusinessDeskItem } from './parse-business-desk-rss';

/** GET {cache API}/business-desk-feed (spec 002 §7): RSS text, parsed here in the browser. */
export async function getBusinessDeskFeed(signal?: AbortSignal): Promise<BusinessDeskItem[]> {
  const text = await apiRequest<unknown>('/cache/business-desk-feed', { signal });
  if (typeof text !== 'string') throw new Error('The business desk feed is not RSS text');
  return parseBusinessDeskRss(text);
}

export function businessDeskFeedQueryOptions() {
  return queryOptions({
    queryKey: ['business-desk-feed'],
    queryFn: ({ signal }) => getBusinessDeskFeed(signal),
    // The server lets the browser keep the feed a minute (private, max-age=60); so does the cache here.
    staleTime: 60_000,
  });
}

export function useBusinessDeskFeed() {
  return useQuery(businessDeskFeedQueryOptions());
}
