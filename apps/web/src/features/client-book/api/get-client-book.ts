import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { bookApiQuery, type BookView } from '@tasman/domain/client-book/book-query';
import type { ClientBookResponse } from '@tasman/domain/contracts/adviser';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /api/v1/client-book: one page of the caller's clients (an adviser's own; staff the portal's,
 * or one adviser's) and the totals of the whole book under the same filters.
 */
export function getClientBook(view: BookView, signal?: AbortSignal): Promise<ClientBookResponse> {
  const query = new URLSearchParams(bookApiQuery(view, { withPage: true }));
  return apiRequest<ClientBookResponse>(`/api/v1/client-book?${query.toString()}`, { signal });
}

export function clientBookQueryOptions(view: BookView) {
  return queryOptions({
    queryKey: ['client-book', 'page', view],
    queryFn: ({ signal }) => getClientBook(view, signal),
  });
}

/**
 * The page of the view in the URL. While the next page or sort loads, the rows shown stay those of
 * the last answer (marked as loading), so the table does not jump to a spinner and back.
 */
export function useClientBook(view: BookView) {
  return useQuery({ ...clientBookQueryOptions(view), placeholderData: keepPreviousData });
}
