import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DailyFundPerformanceResponse } from '@tasman/domain/contracts/funds';
import { ACCOUNT_MESSAGES } from '@tasman/domain/errors';
import { apiRequest } from '@/lib/api-client';

export interface DailyRange {
  start: string;
  end: string;
}

/**
 * GET /api/v1/funds/{fundId}/daily-performance?start&end: growth of 10,000 from the start (spec 001
 * §7). An answer without entries is a failure of the chart (spec 001 §8: 'No daily history data
 * received', an internal message; the chart shows its own).
 */
export async function getDailyFundPerformance(fundId: string, range: DailyRange, signal?: AbortSignal): Promise<DailyFundPerformanceResponse> {
  const query = new URLSearchParams({ start: range.start, end: range.end });
  const body = await apiRequest<DailyFundPerformanceResponse>(
    `/api/v1/funds/${encodeURIComponent(fundId)}/daily-performance?${query.toString()}`,
    { signal },
  );
  if (body.HistoryDetail.length === 0) throw new Error(ACCOUNT_MESSAGES.noDailyHistory);
  return body;
}

export function dailyFundPerformanceQueryOptions(fundId: string, range: DailyRange) {
  return queryOptions({
    queryKey: ['funds', fundId, 'daily-performance', range.start, range.end],
    queryFn: ({ signal }) => getDailyFundPerformance(fundId, range, signal),
  });
}

export function useDailyFundPerformance(fundId: string, range: DailyRange | null) {
  return useQuery({
    ...dailyFundPerformanceQueryOptions(fundId, range ?? { start: '', end: '' }),
    enabled: range !== null,
  });
}
