import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { InsightsChannel, InsightsFeedResponse } from '@tasman/domain/contracts/insights';
import { apiRequest } from '@/lib/api-client';

/** GET {cache API}/insights-feed/{nz|au}?page=n (spec 002 §7): a page of published insights, newest first. */
export function getInsightsFeed(channel: InsightsChannel, page: number, signal?: AbortSignal): Promise<InsightsFeedResponse> {
  return apiRequest<InsightsFeedResponse>(`/cache/insights-feed/${channel}?page=${page}`, { signal });
}

/** spec 002 §4 'News': load-more asks page + 1, while the last page said there is more. */
export function insightsFeedQueryOptions(channel: InsightsChannel) {
  return infiniteQueryOptions({
    queryKey: ['insights-feed', channel],
    queryFn: ({ pageParam, signal }) => getInsightsFeed(channel, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: InsightsFeedResponse) => (last.hasMore ? last.page + 1 : undefined),
  });
}

export function useInsightsFeed(channel: InsightsChannel) {
  return useInfiniteQuery(insightsFeedQueryOptions(channel));
}
