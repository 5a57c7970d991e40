import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountSearchQuery, AccountSearchResult } from '@tasman/domain/contracts/adviser';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /api/v1/account-search (spec 001 §7 'Account search'): a page of 20 of the accounts the
 * caller may see, which the server decides (staff their portal, an adviser their book, a client
 * the accounts they hold).
 */
export function searchAccounts(query: Partial<AccountSearchQuery>, signal?: AbortSignal): Promise<AccountSearchResult> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) params.set(name, String(value));
  }
  return apiRequest<AccountSearchResult>(`/api/v1/account-search?${params.toString()}`, { signal });
}

export function accountSearchQueryOptions(query: Partial<AccountSearchQuery>) {
  return queryOptions({
    queryKey: ['account-search', query],
    queryFn: ({ signal }) => searchAccounts(query, signal),
  });
}

/** The search, run only once one is asked for; the last page stays on screen while the next loads. */
export function useAccountSearch(query: Partial<AccountSearchQuery>, options: { enabled: boolean }) {
  return useQuery({ ...accountSearchQueryOptions(query), enabled: options.enabled, placeholderData: keepPreviousData });
}
