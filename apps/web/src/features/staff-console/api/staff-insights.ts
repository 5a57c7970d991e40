import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  InsightImageUploadResponse,
  SaveInsightArticleRequest,
  StaffInsightArticle,
  StaffInsightArticlesResponse,
} from '@tasman/domain/contracts/insights';
import { apiRequest } from '@/lib/api-client';

const BASE = '/api/v1/staff/insights';
export const STAFF_INSIGHTS_KEY = ['staff', 'insights'] as const;

/** GET /api/v1/staff/insights: this portal's articles, drafts and withdrawn ones too (staff only). */
export function getStaffInsights(signal?: AbortSignal): Promise<StaffInsightArticlesResponse> {
  return apiRequest<StaffInsightArticlesResponse>(BASE, { signal });
}

export function staffInsightsQueryOptions() {
  return queryOptions({ queryKey: STAFF_INSIGHTS_KEY, queryFn: ({ signal }) => getStaffInsights(signal) });
}

export function useStaffInsights() {
  return useQuery(staffInsightsQueryOptions());
}

export type InsightAction = { kind: 'create'; body: SaveInsightArticleRequest } | { kind: 'update'; articleId: number; body: SaveInsightArticleRequest } | { kind: 'publish' | 'withdraw'; articleId: number };

/** POST (create), PUT (update), POST …/publish and …/withdraw: each answers the article as it now stands. */
export function runInsightAction(action: InsightAction): Promise<StaffInsightArticle> {
  switch (action.kind) {
    case 'create':
      return apiRequest<StaffInsightArticle>(BASE, { method: 'POST', body: action.body });
    case 'update':
      return apiRequest<StaffInsightArticle>(`${BASE}/${action.articleId}`, { method: 'PUT', body: action.body });
    default:
      return apiRequest<StaffInsightArticle>(`${BASE}/${action.articleId}/${action.kind}`, { method: 'POST' });
  }
}

export function useInsightAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runInsightAction,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: STAFF_INSIGHTS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['insights-feed'] });
      void queryClient.invalidateQueries({ queryKey: ['staff', 'audit-events'] });
    },
  });
}

/** POST /api/v1/staff/insights/images with the file itself as the body (the server checks its bytes). */
export function uploadInsightImage(file: File): Promise<InsightImageUploadResponse> {
  return apiRequest<InsightImageUploadResponse>(`${BASE}/images`, { method: 'POST', file });
}

export function useUploadInsightImage() {
  return useMutation({ mutationFn: uploadInsightImage });
}
