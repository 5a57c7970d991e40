import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { tooManyAttemptsMessage } from '@tasman/domain/auth/too-many-attempts';
import { ApiError } from './api-error.js';

export interface RateLimit {
  /** What is counted, e.g. 'sign-in:ip' (the key is this plus the value counted). */
  name: string;
  max: number;
  windowSeconds: number;
}

/**
 * Counts one hit against each limit and refuses (429, Retry-After) once any is past its maximum.
 * Limits are by IP and by username (DESIGN §6), so the count lives in PostgreSQL: every instance sees
 * the same numbers, and a username's count is reached from any address.
 */
export type RateLimiter = (checks: ReadonlyArray<{ limit: RateLimit; value: string }>) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    rateLimit: RateLimiter;
  }
}

/** How often a hit also sweeps windows older than a day (about one request in 200). */
const SWEEP_CHANCE = 1 / 200;

export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  const limiter: RateLimiter = async (checks) => {
    let refusedFor = 0;
    for (const { limit, value } of checks) {
      const key = `${limit.name}:${value.toLowerCase()}`;
      const result = (await app.database.db.execute(sql`
        insert into rate_limit_counters as c (key, window_start, hits)
        values (${key}, to_timestamp(floor(extract(epoch from now()) / ${limit.windowSeconds}) * ${limit.windowSeconds}), 1)
        on conflict (key, window_start) do update set hits = c.hits + 1
        returning hits, extract(epoch from window_start)::float8 + ${limit.windowSeconds} as window_end`)) as unknown as {
        rows: Array<{ hits: number | string; window_end: number | string }>;
      };
      const row = result.rows[0];
      if (row && Number(row.hits) > limit.max) {
        const seconds = Math.max(1, Math.ceil(Number(row.window_end) - Date.now() / 1000));
        refusedFor = Math.max(refusedFor, seconds);
      }
    }
    if (Math.random() < SWEEP_CHANCE) {
      await app.database.db.execute(sql`delete from rate_limit_counters where window_start < now() - interval '1 day'`);
    }
    if (refusedFor > 0) {
      // The message names the wait the Retry-After header gives (issue 9 item 19).
      throw new ApiError('TooManyRequests', tooManyAttemptsMessage(refusedFor), { retryAfterSeconds: refusedFor });
    }
  };
  app.decorate('rateLimit', limiter);
});
