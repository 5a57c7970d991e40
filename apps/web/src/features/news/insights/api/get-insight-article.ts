import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InsightArticle, InsightsChannel } from '@tasman/domain/contracts/insights';
import { apiRequest } from '@/lib/api-client';

/** GET {cache API}/insights/{nz|au}/article/{id} (spec 002 §7): one published article. */
export function getInsightArticle(channel: InsightsChannel, id: string, signal?: AbortSignal): Promise<InsightArticle> {
  return apiRequest<InsightArticle>(`/cache/insights/${channel}/article/${encodeURIComponent(id)}`, { signal });
}

/** An id that is not a whole number is no article: nothing to ask. */
export const isArticleId = (id: string | undefined): id is string => Boolean(id && /^[1-9]\d{0,8}$/.test(id));

export function insightArticleQueryOptions(channel: InsightsChannel, id: string | undefined) {
  return queryOptions({
    queryKey: ['insight-article', channel, id ?? null],
    queryFn: ({ signal }) => getInsightArticle(channel, id!, signal),
    enabled: isArticleId(id),
    // 'Article not found' is the answer for a missing one; asking again will not change it.
    retry: false,
  });
}

export function useInsightArticle(channel: InsightsChannel, id: string | undefined) {
  return useQuery(insightArticleQueryOptions(channel, id));
}
