import { queryOptions, useQuery } from '@tanstack/react-query';
import { TRANSACTION_ROUTES, type CashActivitiesResponse } from '@tasman/domain/contracts/transactions';
import { apiRequest } from '@/lib/api-client';

/** GET /api/v1/wealth-transactions/cash-activities: the activity names for the Cash Transactions filter (spec 002 §9). */
export function getCashActivities(accountNumber: string, signal?: AbortSignal): Promise<CashActivitiesResponse> {
  const query = new URLSearchParams({ accountNumber }).toString();
  return apiRequest<CashActivitiesResponse>(`${TRANSACTION_ROUTES.cashActivities}?${query}`, { signal });
}

export function cashActivitiesQueryOptions(accountNumber: string) {
  return queryOptions({
    queryKey: ['transactions', accountNumber, 'cash-activities'],
    queryFn: ({ signal }) => getCashActivities(accountNumber, signal),
  });
}

export function useCashActivities(accountNumber: string, enabled: boolean) {
  return useQuery({ ...cashActivitiesQueryOptions(accountNumber), enabled });
}
