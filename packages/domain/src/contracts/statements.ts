import { z } from 'zod';
import { IsoDate } from './common.js';

/** How many recent statement runs the staff progress view lists. */
export const STATEMENT_RUNS_SHOWN = 10;

/**
 * One statement run of this portal (GET /api/v1/staff/statement-runs): its accounts counted by the
 * state of their job — queued (waiting, running or being retried), done, failed (retries used up).
 */
export const StatementRunProgress = z.object({
  runId: z.uuid(),
  channel: z.enum(['NZ', 'AU']),
  /** The date the run issues statements for (a quarter end for the scheduled runs). */
  asAt: IsoDate,
  /** 'scheduled': records the statements due and issues them; 'recorded': issues those already recorded. */
  kind: z.enum(['scheduled', 'recorded']),
  /** ISO 8601 instant. */
  startedAt: z.string(),
  lastUpdateAt: z.string().nullable(),
  accounts: z.number().int().nonnegative(),
  queued: z.number().int().nonnegative(),
  done: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  statementsIssued: z.number().int().nonnegative(),
});
export type StatementRunProgress = z.infer<typeof StatementRunProgress>;

export const StatementRunsResponse = z.object({ runs: z.array(StatementRunProgress) });
export type StatementRunsResponse = z.infer<typeof StatementRunsResponse>;
