import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEventsResponse } from '@tasman/domain/contracts/audit';
import { apiRequest } from '@/lib/api-client';

export interface AuditLogView {
  username: string;
  /** '' for every event type. */
  event: string;
  /** yyyy-mm-dd or ''. */
  from: string;
  to: string;
  pageNo: number;
}

/** The filters as query parameters; empty ones are left out. */
export function auditFilterParams(view: Omit<AuditLogView, 'pageNo'> & { pageNo?: number }): URLSearchParams {
  const params = new URLSearchParams();
  const username = view.username.trim();
  if (username !== '') params.set('username', username);
  if (view.event !== '') params.set('event', view.event);
  if (view.from !== '') params.set('from', view.from);
  if (view.to !== '') params.set('to', view.to);
  if (view.pageNo !== undefined && view.pageNo > 1) params.set('pageNo', String(view.pageNo));
  return params;
}

/** GET /api/v1/staff/audit-events: this portal's events, newest first, 50 a page (staff only). */
export function getAuditEvents(view: AuditLogView, signal?: AbortSignal): Promise<AuditEventsResponse> {
  const query = auditFilterParams(view).toString();
  return apiRequest<AuditEventsResponse>(`/api/v1/staff/audit-events${query ? `?${query}` : ''}`, { signal });
}

export function auditEventsQueryOptions(view: AuditLogView) {
  return queryOptions({
    queryKey: ['staff', 'audit-events', view],
    queryFn: ({ signal }) => getAuditEvents(view, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAuditEvents(view: AuditLogView) {
  return useQuery(auditEventsQueryOptions(view));
}

/** GET /api/v1/staff/audit-events.csv with the same filters: a link the browser downloads. */
export function auditCsvHref({ username, event, from, to }: Omit<AuditLogView, 'pageNo'>): string {
  const query = auditFilterParams({ username, event, from, to }).toString();
  return `/api/v1/staff/audit-events.csv${query ? `?${query}` : ''}`;
}

