import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/client.js';
import { anyQueued } from './valuation.repo.js';

/** How often an instance with workers looks at the valuation queue. */
export const QUEUE_WATCH_EVERY_MS = 2_000;

/**
 * Starts the drain job within seconds of accounts being queued (a price correction queues every
 * holder of the fund; issue 15 wants them all revalued within 60 s) instead of at the next minute's
 * cron tick: every QUEUE_WATCH_EVERY_MS one indexed probe of the queue, and the drain job sent when
 * it holds anything. The drain's queue is 'stately' (one waiting, one running), so however many
 * instances send, one drain runs and at most one more waits. Returns the stop function.
 */
export function watchValuationQueue(boss: PgBoss, db: Db, queue: string, options: { everyMs?: number; log?: FastifyBaseLogger } = {}): () => void {
  let checking = false;
  const timer = setInterval(() => {
    if (checking) return;
    checking = true;
    void anyQueued(db)
      .then(async (queued) => {
        if (queued) await boss.send(queue, {});
      })
      .catch((error: unknown) => options.log?.warn({ err: error }, 'valuation queue check failed'))
      .finally(() => {
        checking = false;
      });
  }, options.everyMs ?? QUEUE_WATCH_EVERY_MS);
  timer.unref();
  const stop = () => clearInterval(timer);
  boss.once('stopped', stop);
  return stop;
}
