import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  InsightImageUploadResponse,
  SaveInsightArticleRequest,
  StaffInsightArticle,
  StaffInsightArticlesResponse,
} from '@tasman/domain/contracts/insights';
import { ApiError, apiRequest } from '@/lib/api-client';

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

function csrfToken(): string {
  const match = /(?:^|;\s*)tasman_csrf=([^;]*)/.exec(document.cookie);
  return match ? decodeURIComponent(match[1]!) : '';
}

/**
 * POST /api/v1/staff/insights/images with the file itself as the body (the server checks its bytes).
 * Not through apiRequest, which sends JSON; the same CSRF header and error shape.
 */
export async function uploadInsightImage(file: File): Promise<InsightImageUploadResponse> {
  const response = await fetch(`${BASE}/images`, {
    method: 'POST',
    headers: { 'content-type': file.type || 'application/octet-stream', 'x-csrf-token': csrfToken(), accept: 'application/json' },
    credentials: 'same-origin',
    body: file,
  });
  const body = (await response.json().catch(() => null)) as { Id?: string; Message?: string } | InsightImageUploadResponse | null;
  if (!response.ok) {
    const error = body as { Id?: string; Message?: string } | null;
    throw new ApiError(response.status, error?.Id ?? 'Unknown', error?.Message ?? 'The image could not be uploaded.');
  }
  return body as InsightImageUploadResponse;
}

export function useUploadInsightImage() {
  return useMutation({ mutationFn: uploadInsightImage });
}
