import { queryOptions, useQuery } from '@tanstack/react-query';
import { TRANSACTION_ROUTES, type AccountSecuritiesResponse } from '@tasman/domain/contracts/transactions';
import { apiRequest } from '@/lib/api-client';

/** GET /api/v1/accounts/{accountNumber}/securities: the securities the account has held (spec 002 §7). */
export function getAccountSecurities(accountNumber: string, signal?: AbortSignal): Promise<AccountSecuritiesResponse> {
  const path = TRANSACTION_ROUTES.accountSecurities.replace(':accountNumber', encodeURIComponent(accountNumber));
  return apiRequest<AccountSecuritiesResponse>(path, { signal });
}

export function accountSecuritiesQueryOptions(accountNumber: string) {
  return queryOptions({
    queryKey: ['transactions', accountNumber, 'securities'],
    queryFn: ({ signal }) => getAccountSecurities(accountNumber, signal),
  });
}

export function useAccountSecurities(accountNumber: string) {
  return useQuery(accountSecuritiesQueryOptions(accountNumber));
}
