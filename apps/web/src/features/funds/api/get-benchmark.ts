import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BenchmarkResponse } from '@tasman/domain/contracts/funds';
import { apiRequest } from '@/lib/api-client';

export interface BenchmarkRange {
  from: string;
  to: string;
}

/** GET /api/v1/benchmarks/{benchmarkId}?from&to: spec 001 §3 'Benchmark data', from the close on or before `from`. */
export function getBenchmark(benchmarkId: string, range: BenchmarkRange, signal?: AbortSignal): Promise<BenchmarkResponse> {
  const query = new URLSearchParams({ from: range.from, to: range.to });
  return apiRequest<BenchmarkResponse>(`/api/v1/benchmarks/${encodeURIComponent(benchmarkId)}?${query.toString()}`, { signal });
}

export function benchmarkQueryOptions(benchmarkId: string, range: BenchmarkRange) {
  return queryOptions({
    queryKey: ['benchmarks', benchmarkId, range.from, range.to],
    queryFn: ({ signal }) => getBenchmark(benchmarkId, range, signal),
  });
}

/** Disabled (never pending for ever: `isLoading` stays false) when the fund has no benchmark or no range yet. */
export function useBenchmark(benchmarkId: string | null, range: BenchmarkRange | null) {
  return useQuery({
    ...benchmarkQueryOptions(benchmarkId ?? '', range ?? { from: '', to: '' }),
    enabled: benchmarkId !== null && range !== null,
  });
}
