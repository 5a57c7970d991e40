import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/client.js';
import { ingestBusinessDeskFeed } from '../../modules/business-desk/business-desk-ingest.js';
import type { FeedReadLimits } from '../../modules/business-desk/business-desk-feed-source.js';

export const BUSINESS_DESK_QUEUE = 'business-desk-ingest';

/** Every 15 minutes: a business desk is news of the day, and a feed answer costs the source little. */
export const BUSINESS_DESK_CRON = '*/15 * * * *';

export interface BusinessDeskJobsOptions {
  /** The feed: an http(s) URL or a file (BUSINESS_DESK_FEED_URL; by default the demo's stored feed). */
  source: string;
  /** Whether this process works on jobs (false: only creates the queue and its schedule). */
  work?: boolean;
  /** Send one ingest now, so a fresh portal has items before the first cron slot (default true). */
  ingestAtStart?: boolean;
  limits?: FeedReadLimits;
  pollingIntervalSeconds?: number;
  log?: FastifyBaseLogger;
}

/**
 * The business desk ingest on the engine: a singleton queue (one ingest queued or running at a time,
 * whatever the number of instances), its 15-minute cron, and, where workers run, the worker. A feed
 * failure is recorded by the ingest and is not a job failure (the next slot tries again); only the
 * database failing fails the job, which pg-boss then retries.
 */
export async function startBusinessDeskJobs(boss: PgBoss, db: Db, options: BusinessDeskJobsOptions): Promise<void> {
  await boss.createQueue(BUSINESS_DESK_QUEUE, { name: BUSINESS_DESK_QUEUE, policy: 'singleton', retryLimit: 2, retryDelay: 60 });
  await boss.schedule(BUSINESS_DESK_QUEUE, BUSINESS_DESK_CRON, {});
  if (options.work === false) return;
  const polling = options.pollingIntervalSeconds === undefined ? {} : { pollingIntervalSeconds: options.pollingIntervalSeconds };
  await boss.work(BUSINESS_DESK_QUEUE, polling, async () => {
    await ingestBusinessDeskFeed(db, options.source, {
      ...(options.limits ? { limits: options.limits } : {}),
      ...(options.log ? { log: options.log } : {}),
    });
  });
  if (options.ingestAtStart !== false) await boss.send(BUSINESS_DESK_QUEUE, {});
}
