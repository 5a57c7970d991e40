import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import { addDays, channelConfig, CHANNELS, localDateIn, statementSchedule, type Channel } from '@tasman/domain';
import type { Db } from '../../db/client.js';
import type { DocumentStorage } from '../../storage/document-storage.js';
import { ensureStatementIssued, type RenderStatement } from '../../modules/statements/statement-issue.js';
import { insertReportsOnce } from '../../modules/statements/statements.repo.js';
import * as repo from './statement-run.repo.js';

/** A run: fans out one account job per account. One queue per channel, as each has its own cron. */
export const statementRunQueue = (channel: Channel) => `statement-run-${channel.toLowerCase()}`;
/** One account's statements of a run. */
export const STATEMENT_ACCOUNT_QUEUE = 'statement-account';

/**
 * The runs' cron, in each channel's time zone: 06:00 on the first day after each quarter end
 * (31 March, 30 June, 30 September, 31 December), so the run's date is the quarter end itself. NZ's
 * annual statements fall at 31 March, AU's at 30 June: both are quarter ends, and the schedule rule
 * (domain statementSchedule) decides which statements each account has at the date.
 */
export const STATEMENT_RUN_CRON = '0 6 1 1,4,7,10 *';

export interface RunRequest {
  /** The date the run issues statements for; default the day before today in the channel (the cron's quarter end). */
  asAt?: string;
  /** 'scheduled' records the statements due and issues them; 'recorded' issues those already recorded. */
  kind?: repo.RunKind;
}

interface AccountJob {
  runId: string;
  accountId: string;
  asAt: string;
  kind: repo.RunKind;
}

/** Account jobs: retried with backoff; a job whose process died is failed by pg-boss after 2 minutes and retried. */
interface AccountRetry {
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  expireInSeconds: number;
}
const ACCOUNT_RETRY: AccountRetry = { retryLimit: 4, retryDelay: 5, retryBackoff: true, expireInSeconds: 120 };

export interface StatementJobsOptions {
  storage: DocumentStorage;
  /** The renderer (default: the ledger's, via ensureStatementIssued). */
  render?: RenderStatement;
  /** Account jobs this process works on at once. */
  concurrency?: number;
  /** Whether this process works on jobs (false: only creates the queues and schedules, e.g. to send a run). */
  work?: boolean;
  pollingIntervalSeconds?: number;
  retry?: Partial<AccountRetry>;
  log?: FastifyBaseLogger;
  now?: () => Date;
}

/**
 * Starts a run: the run row (once per channel, date and kind), its accounts (once each), and a job
 * for each account still to do. Two instances starting the same run share one row and one set of
 * accounts; the account queue's singleton key keeps one waiting job per account and run. Answers
 * the run id and how many accounts were queued.
 */
export async function startStatementRun(boss: PgBoss, db: Db, channel: Channel, request: Required<RunRequest>, retry: Partial<AccountRetry> = {}) {
  const runId = await repo.ensureRun(db, channel, request.asAt, request.kind);
  await repo.addRunAccounts(db, runId, channel, request.asAt, request.kind);
  const accountIds = await repo.requeueRunAccounts(db, runId);
  for (let at = 0; at < accountIds.length; at += 1000) {
    await boss.insert(
      accountIds.slice(at, at + 1000).map((accountId) => ({
        name: STATEMENT_ACCOUNT_QUEUE,
        data: { runId, accountId, asAt: request.asAt, kind: request.kind } satisfies AccountJob,
        singletonKey: `${runId}:${accountId}`,
        ...ACCOUNT_RETRY,
        ...retry,
      })),
    );
  }
  return { runId, queued: accountIds.length };
}

/**
 * One account's work: a scheduled run records the statements due at the date (the unique key makes a
 * second recording add nothing), then every statement of the account recorded by the date and not yet
 * issued is issued (ensureStatementIssued: once, whatever ran before). A failure is recorded against
 * the account and thrown, so pg-boss retries it; the statements issued before it stay issued.
 */
export async function issueAccountStatements(
  db: Db,
  storage: DocumentStorage,
  job: AccountJob,
  attempt: { retryCount: number; retryLimit: number },
  render?: RenderStatement,
): Promise<number> {
  let issued = 0;
  try {
    if (job.kind === 'scheduled') {
      const inputs = await repo.findScheduleInputs(db, job.accountId, job.asAt);
      if (inputs) await insertReportsOnce(db, statementSchedule(inputs.account, inputs.calls, job.asAt));
    }
    for (const reportId of await repo.findUnissued(db, job.accountId, job.asAt)) {
      await ensureStatementIssued(db, storage, reportId, render);
      issued++;
    }
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').slice(0, 500);
    await repo.markAccountAttemptFailed(db, job.runId, job.accountId, {
      attempts: attempt.retryCount + 1,
      error: message,
      final: attempt.retryCount >= attempt.retryLimit,
      issued,
    });
    throw error;
  }
  await repo.markAccountDone(db, job.runId, job.accountId, issued, attempt.retryCount + 1);
  return issued;
}

/** The day before `now` in the channel (the cron fires the day after a quarter end). */
export function previousLocalDate(channel: Channel, now: Date): string {
  return addDays(localDateIn(channel, now), -1);
}

/**
 * The statement jobs on the engine: per channel a run queue with its quarter-end cron in the
 * channel's time zone, and the account queue, worked `concurrency` at a time in this process.
 */
export async function startStatementJobs(boss: PgBoss, db: Db, options: StatementJobsOptions): Promise<void> {
  const polling = options.pollingIntervalSeconds === undefined ? {} : { pollingIntervalSeconds: options.pollingIntervalSeconds };
  await boss.createQueue(STATEMENT_ACCOUNT_QUEUE, { name: STATEMENT_ACCOUNT_QUEUE, policy: 'stately', ...ACCOUNT_RETRY, ...options.retry });
  for (const channel of CHANNELS) {
    const queue = statementRunQueue(channel);
    await boss.createQueue(queue, { name: queue, retryLimit: 3, retryDelay: 30, retryBackoff: true });
    await boss.schedule(queue, STATEMENT_RUN_CRON, {}, { tz: channelConfig(channel).timeZone });
  }
  if (options.work === false) return;
  for (const channel of CHANNELS) {
    await boss.work<RunRequest>(statementRunQueue(channel), polling, async ([job]) => {
      const asAt = job?.data?.asAt ?? previousLocalDate(channel, options.now?.() ?? new Date());
      const run = await startStatementRun(boss, db, channel, { asAt, kind: job?.data?.kind ?? 'scheduled' }, options.retry);
      options.log?.info({ channel, asAt, ...run }, 'statement run started');
    });
  }
  for (let worker = 0; worker < (options.concurrency ?? 1); worker++) {
    await boss.work<AccountJob>(STATEMENT_ACCOUNT_QUEUE, { ...polling, includeMetadata: true }, async ([job]) => {
      if (job) await issueAccountStatements(db, options.storage, job.data, job, options.render);
    });
  }
}
