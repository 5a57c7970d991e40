import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { recomputeAccount, refreshSummary } from './recompute-account.js';
import { relaxCommit } from './series-writer.js';
import { priceCacheFor } from './price-cache.js';
import { primaryOf } from '../../db/read-replica.js';
import * as repo from './valuation.repo.js';
import { yieldToEventLoop } from '../../event-loop.js';
import { watchValuationQueue } from './queue-watch.js';

/**
 * Recomputes one queued account in its own transaction: the claim, the reads and the rewrite
 * commit together, so a crash leaves the entry queued, and a change that lands meanwhile queues
 * the account again.
 */
async function processNext(db: Db): Promise<boolean> {
  const prices = priceCacheFor(db);
  return db.transaction(async (tx) => {
    const next = await repo.claimNextQueued(tx as unknown as Db);
    if (!next) return false;
    await relaxCommit(tx as unknown as Db);
    await recomputeAccount(tx as unknown as Db, next.accountId, next.fromDate, new Date(), prices);
    return true;
  });
}

/**
 * How many accounts one process recomputes at once on PostgreSQL. Each worker is a loop with its own
 * transaction (so its own pooled connection) claiming the next account with SKIP LOCKED: while one
 * waits on the database another computes, so node and PostgreSQL both stay busy (issue 15: one at a
 * time kept node at 40 % and PostgreSQL at 47 % of a core). Measured by bench/full-revaluation.ts and
 * bench/price-correction.mjs: with the API under load, 3 workers reflected a correction to 5,362
 * accounts in 69.8 s, 6 in 50.2 s (and account detail's p99 during it fell from 1,071 to 389 ms: the
 * recompute finishes sooner). Each holds a pooled connection only while it computes one account.
 */
export const VALUATION_WORKERS = 6;

export interface DrainOptions {
  /** Concurrent claim-and-recompute loops; 1 on PGlite, whose one connection runs one transaction at a time. */
  workers?: number;
  /** Asked between accounts: true stops the drain (the rest stays queued). */
  until?: () => boolean;
  /** Between accounts, let the event loop serve requests (the server's background drain). */
  yieldBetween?: boolean;
}

/** Empties the queue (start-up after the demo seed, the scale bench, tests). Returns the accounts done. */
export async function drainValuationQueue(db: Db, options: DrainOptions = {}): Promise<number> {
  let done = 0;
  const worker = async () => {
    while (!options.until?.() && (await processNext(db))) {
      done++;
      if (options.yieldBetween) await yieldToEventLoop();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.workers ?? 1) }, worker));
  return done;
}

/** Every account with money queued from its first day (a full rebuild), nothing recomputed yet. */
export async function queueEveryAccountForRevaluation(db: Db): Promise<void> {
  await repo.queueEveryAccount(db);
}

/** Queues every account from its first day and recomputes them all. */
export async function materialiseAllValuations(db: Db, options: DrainOptions = {}): Promise<number> {
  await repo.queueEveryAccount(db);
  return drainValuationQueue(db, options);
}

/**
 * Brings the named accounts up to date before a request reads them: an account still queued is
 * recomputed now (one account, milliseconds), so a figure is never older than the last change.
 * Normally the worker has already done it and this is one indexed lookup. Returns the accounts it
 * found queued (their series and summaries are now current).
 */
export async function ensureValuationsFresh(db: Db, accountIds: readonly string[]): Promise<Set<string>> {
  const recomputed = new Set<string>();
  const queued = await repo.queuedAmong(db, accountIds);
  for (const accountId of queued) {
    const primary = primaryOf(db);
    await primary.transaction(async (tx) => {
      const fromDate = await repo.claimQueued(tx as unknown as Db, accountId);
      if (fromDate) await recomputeAccount(tx as unknown as Db, accountId, fromDate, new Date(), priceCacheFor(primary));
    });
    recomputed.add(accountId);
  }
  return recomputed;
}

/** The job that empties valuation_queue; the table stays the queue (it coalesces changes per account). */
export const VALUATION_DRAIN_QUEUE = 'valuation-drain';

/**
 * The background revaluation on the job engine: a drain job every minute (cron), one at start and
 * one within seconds of accounts being queued (queue-watch.ts), in a 'stately' queue (at most one waiting and one running, however many instances send it). A read
 * never waits for it: ensureValuationsFresh recomputes a still-queued account on the spot. The drain
 * yields to the event loop between accounts (each is a few milliseconds of work).
 */
export async function startValuationJobs(
  boss: PgBoss,
  db: Db,
  options: {
    log?: FastifyBaseLogger;
    pollingIntervalSeconds?: number;
    workers?: number;
    /** After a drain that revalued accounts (the stored-figures job is sent, jobs/figures). */
    onRevalued?: () => Promise<unknown>;
    /** Aborted at shutdown: the drain stops after the accounts in hand (the rest stays queued). */
    stopping?: AbortSignal;
  } = {},
): Promise<void> {
  await boss.createQueue(VALUATION_DRAIN_QUEUE, { name: VALUATION_DRAIN_QUEUE, policy: 'stately', retryLimit: 3, retryDelay: 10, retryBackoff: true });
  await boss.schedule(VALUATION_DRAIN_QUEUE, '* * * * *');
  await boss.work(
    VALUATION_DRAIN_QUEUE,
    options.pollingIntervalSeconds === undefined ? {} : { pollingIntervalSeconds: options.pollingIntervalSeconds },
    async () => {
      // Several claim loops on PostgreSQL (a price correction queues thousands of accounts), each
      // yielding to the event loop between accounts so requests are served meanwhile.
      const done = await drainValuationQueue(db, { workers: options.workers ?? 1, yieldBetween: true, until: () => options.stopping?.aborted ?? false });
      if (done === 0) return;
      options.log?.info({ accounts: done }, 'valuations recomputed');
      await options.onRevalued?.();
    },
  );
  await boss.send(VALUATION_DRAIN_QUEUE, {});
  watchValuationQueue(boss, db, VALUATION_DRAIN_QUEUE, options.log ? { log: options.log } : {});
}

/**
 * Brings the accounts up to date (see ensureValuationsFresh), then writes the summary row of any
 * account whose series predates the summaries (read from the stored series, two queries).
 */
export async function ensureSummaries(db: Db, accountIds: readonly string[], haveSummary: ReadonlySet<string>): Promise<void> {
  const recomputed = await ensureValuationsFresh(db, accountIds);
  const missing = accountIds.filter((id) => !haveSummary.has(id) && !recomputed.has(id));
  for (const accountId of missing) await refreshSummary(primaryOf(db), accountId);
}

/** Writes every account's summary row from its stored series (an upgrade step; the bench runs it). */
export async function refreshAllSummaries(db: Db): Promise<number> {
  const result = (await db.execute(sql`select distinct account_id from account_valuation_years`)) as unknown as {
    rows: Array<{ account_id: string }>;
  };
  for (const row of result.rows) await refreshSummary(db, row.account_id);
  return result.rows.length;
}
