import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountSummary } from '@tasman/domain/contracts/accounts';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /api/v1/accounts/{accountNumber} for the adviser summary (spec 001 §7 'Account by id'): an
 * account the caller may see; 404 { Id, Message } for one they may not (or that does not exist).
 * The same key as the accounts feature's useAccount (a feature does not import another), so both
 * share one cached copy of the account.
 */
export function getAccountSummary(accountNumber: string, signal?: AbortSignal): Promise<AccountSummary> {
  return apiRequest<AccountSummary>(`/api/v1/accounts/${encodeURIComponent(accountNumber)}`, { signal });
}

export function accountSummaryQueryOptions(accountNumber: string) {
  return queryOptions({
    queryKey: ['accounts', accountNumber, 'summary'],
    queryFn: ({ signal }) => getAccountSummary(accountNumber, signal),
  });
}

export function useAccountSummary(accountNumber: string) {
  return useQuery(accountSummaryQueryOptions(accountNumber));
}
