import { STATEMENT_RUNS_SHOWN, type Channel, type StatementRunsResponse } from '@tasman/domain';
import type { Db } from '../../db/client.js';
import { findRecentRuns } from '../../jobs/statements/statement-run.repo.js';

/** This portal's recent statement runs with their progress (staff only: the route declares it). */
export async function listStatementRuns(db: Db, channel: Channel): Promise<StatementRunsResponse> {
  const runs = await findRecentRuns(db, channel, STATEMENT_RUNS_SHOWN);
  return {
    runs: runs.map((run) => ({
      runId: run.id,
      channel: run.channel,
      asAt: run.asAt,
      kind: run.kind,
      startedAt: run.startedAt.toISOString(),
      lastUpdateAt: run.lastUpdateAt ? run.lastUpdateAt.toISOString() : null,
      accounts: run.queued + run.done + run.failed,
      queued: run.queued,
      done: run.done,
      failed: run.failed,
      statementsIssued: run.statementsIssued,
    })),
  };
}
