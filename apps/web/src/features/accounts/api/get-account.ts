import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountSummary } from '@tasman/domain/contracts/accounts';
import { apiRequest } from '@/lib/api-client';

/** GET /api/v1/accounts/{accountNumber}: one account the user may see; 404 NotFound otherwise (spec 001 §7 'Account by id'). */
export function getAccount(accountNumber: string, signal?: AbortSignal): Promise<AccountSummary> {
  return apiRequest<AccountSummary>(`/api/v1/accounts/${encodeURIComponent(accountNumber)}`, { signal });
}

export function accountQueryOptions(accountNumber: string) {
  return queryOptions({
    queryKey: ['accounts', accountNumber, 'summary'],
    queryFn: ({ signal }) => getAccount(accountNumber, signal),
  });
}

export function useAccount(accountNumber: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...accountQueryOptions(accountNumber), ...options });
}
