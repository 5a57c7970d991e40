import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AudiencePreviewResponse, PublicationAudience } from '@tasman/domain/contracts/notification-publishing';
import { apiRequest } from '@/lib/api-client';

/** GET /api/v1/staff/notification-publications/audience: how many clients an audience reaches now. */
export function getAudiencePreview(audience: PublicationAudience, signal?: AbortSignal): Promise<AudiencePreviewResponse> {
  const query = new URLSearchParams({ kind: audience.kind });
  if (audience.value) query.set('value', audience.value);
  return apiRequest<AudiencePreviewResponse>(`/api/v1/staff/notification-publications/audience?${query.toString()}`, { signal });
}

export function audiencePreviewQueryOptions(audience: PublicationAudience) {
  return queryOptions({
    queryKey: ['staff', 'notification-audience', audience.kind, audience.value ?? ''] as const,
    queryFn: ({ signal }) => getAudiencePreview(audience, signal),
    retry: false,
  });
}

/** The preview of a complete audience (null: not asked yet, the audience is incomplete). */
export function useAudiencePreview(audience: PublicationAudience | null) {
  return useQuery({
    ...audiencePreviewQueryOptions(audience ?? { kind: 'channel' }),
    enabled: audience !== null,
    placeholderData: keepPreviousData,
  });
}
