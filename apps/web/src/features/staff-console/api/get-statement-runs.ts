import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StatementRunsResponse } from '@tasman/domain/contracts/statements';
import { apiRequest } from '@/lib/api-client';

export const STATEMENT_RUNS_KEY = ['staff', 'statement-runs'] as const;
/** While a run has accounts queued, its progress is fetched again this often. */
export const STATEMENT_RUNS_POLL_MS = 5_000;

/** GET /api/v1/staff/statement-runs: this portal's recent statement runs and their progress (staff only). */
export function getStatementRuns(signal?: AbortSignal): Promise<StatementRunsResponse> {
  return apiRequest<StatementRunsResponse>('/api/v1/staff/statement-runs', { signal });
}

export function statementRunsQueryOptions() {
  return queryOptions({
    queryKey: STATEMENT_RUNS_KEY,
    queryFn: ({ signal }) => getStatementRuns(signal),
    // Follows a run while it works; a finished list is not fetched again.
    refetchInterval: (query) => (query.state.data?.runs.some((run) => run.queued > 0) ? STATEMENT_RUNS_POLL_MS : false),
  });
}

export function useStatementRuns() {
  return useQuery(statementRunsQueryOptions());
}
