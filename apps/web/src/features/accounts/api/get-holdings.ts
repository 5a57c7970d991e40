import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HoldingsResponse } from '@tasman/domain/contracts/performance';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /api/v1/accounts/{n}/securities[?date=yyyy-mm-dd] (spec 001 §7 'Securities'): the holdings
 * now (no date) or on a date; the server moves a weekend or holiday back to the last business day.
 */
export function getHoldings(
  accountNumber: string,
  date: string | null,
  signal?: AbortSignal,
): Promise<HoldingsResponse> {
  const query = date ? `?${new URLSearchParams({ date }).toString()}` : '';
  return apiRequest<HoldingsResponse>(`/api/v1/accounts/${encodeURIComponent(accountNumber)}/securities${query}`, {
    signal,
  });
}

export function holdingsQueryOptions(accountNumber: string, date: string | null) {
  return queryOptions({
    queryKey: ['accounts', accountNumber, 'holdings', date ?? 'current'],
    queryFn: ({ signal }) => getHoldings(accountNumber, date, signal),
  });
}

export function useHoldings(accountNumber: string, date: string | null, options: { enabled?: boolean } = {}) {
  return useQuery({ ...holdingsQueryOptions(accountNumber, date), ...options });
}
