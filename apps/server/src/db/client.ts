import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Env } from '../config/env.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * Callback for a NOTIFY on a channel; returns an unsubscribe function. `onLost` is called once if the
 * listening connection dies (a PostgreSQL restart): the subscription is gone and must be made again.
 */
export type Listen = (
  channel: string,
  onPayload: (payload: string) => void,
  onLost?: () => void,
) => Promise<() => Promise<void>>;

export interface Database {
  db: Db;
  /**
   * The handle the background recomputation (the valuation workers) runs its transactions on. On
   * PostgreSQL a pool of its own (JOB_CONNECTIONS): a worker's next claim never queues for a
   * connection behind fifty requests, and a request never waits behind a worker's open transaction.
   * On PGlite, `db` (one connection).
   */
  jobs: Db;
  kind: 'pglite' | 'postgres';
  /** LISTEN on a channel: PostgreSQL across instances, in-process on PGlite. */
  listen: Listen;
  notify: (channel: string, payload: string) => Promise<void>;
  /** Runs fn while holding a cluster-wide lock (PostgreSQL advisory lock; PGlite has one user). */
  withLock: <T>(key: number, fn: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
}

/**
 * Where the data lives. On PostgreSQL, `namedPoolSize` is the connections of the pool the named
 * statements (the account reads) run on (openPostgresPool); default this machine's cores. An
 * in-memory PGlite may start from `copyOf`, a data directory dumped by `dumpPgliteDataDir` (the
 * tests' migrated template).
 */
export type DatabaseTarget =
  | { kind: 'postgres'; url: string; namedPoolSize?: number }
  | { kind: 'pglite'; dataDir?: string; copyOf?: Blob };

/** The database the environment names: DATABASE_URL's PostgreSQL, or the embedded one in the data directory. */
export function databaseTargetOf(env: Env): DatabaseTarget {
  if (!env.DATABASE_URL) return { kind: 'pglite', dataDir: env.dataDir };
  return { kind: 'postgres', url: env.DATABASE_URL, ...(env.DATABASE_NAMED_POOL_SIZE ? { namedPoolSize: env.DATABASE_NAMED_POOL_SIZE } : {}) };
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'postgres' ? openPostgres(target.url, target.namedPoolSize) : openPglite(target.dataDir, target.copyOf);
}

/** An in-memory PGlite's data directory as an uncompressed tar, for `copyOf`; undefined on PostgreSQL. */
export async function dumpPgliteDataDir(database: Database): Promise<Blob | undefined> {
  return pgliteClients.get(database)?.dumpDataDir('none');
}

const pgliteClients = new WeakMap<Database, PGlite>();

async function openPglite(dataDir?: string, copyOf?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // The extensions migration 0007 creates for name search (PostgreSQL ships them as contrib).
  const extensions = { pg_trgm, unaccent };
  const client = dataDir ? new PGlite(dataDir, { extensions }) : new PGlite({ extensions, ...(copyOf ? { loadDataDir: copyOf } : {}) });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const database: Database = {
    db,
    jobs: db,
    kind: 'pglite',
    listen: async (channel, onPayload) => {
      const unsubscribe = await client.listen(channel, onPayload);
      return unsubscribe;
    },
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    withLock: (_key, fn) => fn(),
    close: () => client.close(),
  };
  pgliteClients.set(database, client);
  return database;
}

/** How a named statement is planned (named-statement.ts): once, or with its values every time. */
export type PlanChoice = 'generic' | 'custom';

/** Each pool's twins for named statements, one per plan choice (named-statement.ts). */
const namedPlanPools = new WeakMap<pg.Pool, Record<PlanChoice, pg.Pool>>();

/**
 * The pool a pool's named statements run on with the plan forced (issue 15), or undefined for a
 * pool made elsewhere. `plan_cache_mode` is a connection's setting and also governs unnamed
 * statements, so it is set only on these connections; the pool's own statements are planned as
 * PostgreSQL chooses.
 * - 'generic': planned once. PostgreSQL keeps re-planning a named statement with its values (a
 *   custom plan) whenever a generic plan is estimated to cost more, which it is for any statement
 *   over an array of account ids or a date bound: the valuation statement was planned again on every
 *   execution, 0.47 ms of planning beside 0.34 ms of running it.
 * - 'custom': planned with its values every time, for a statement whose index needs a value at
 *   planning (a number prefix's pattern index). Left to itself (plan_cache_mode auto) PostgreSQL
 *   tries a generic plan after the fifth execution and keeps it when its estimate is no worse.
 *   Forcing custom plans costs the planning on every call: up to 3 ms for the name search's CTEs,
 *   which is why that search is planned once instead (name-search.ts folded; bench/README.md,
 *   issue 15 eleventh pass).
 */
export function namedPlanPoolOf(pool: pg.Pool, plan: PlanChoice): pg.Pool | undefined {
  return namedPlanPools.get(pool)?.[plan];
}

/**
 * A pool of at most `max` connections to `url`, with `options` sent at connect. A database that does
 * not answer fails a request in 5 s (503, issue 9 item 26) instead of hanging it.
 */
function newPool(url: string, max: number, options?: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5_000, ...(options ? { options } : {}) });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  return pool;
}

/**
 * A pool and its drizzle handle on one PostgreSQL server: the primary's, or a read replica's
 * (read-replica.ts), with the pool's twins for named statements (one per plan choice); `close` ends
 * all three.
 *
 * The generic twin runs the account reads, the statements that cost PostgreSQL the most CPU, on
 * `namedPoolSize` connections (default: this machine's cores), not ten (issue 15). PostgreSQL runs a
 * backend per connection, and fifty requests on ten such connections had two cores switching between
 * ten busy backends, each running colder: a year's performance cost PostgreSQL 1.7 times the CPU it
 * costs on two connections (bench/README.md; pgbench alone: the holding probes ran 10,100 a second on
 * 2 connections, 7,000 on 16, 3,500 on 50). A read that waits for a connection waits in node, which
 * costs next to nothing. The other pool keeps ten: transactions (sign-in's; the valuation workers'
 * have a pool of their own, Database.jobs) hold their connection while node works, and its small
 * statements (the access check) are cheap.
 */
export function openPostgresPool(
  url: string,
  namedPoolSize: number = availableParallelism(),
): { pool: pg.Pool; db: Db; close: () => Promise<void> } {
  const pool = newPool(url, 10);
  const twins: Record<PlanChoice, pg.Pool> = {
    generic: newPool(url, namedPoolSize, '-c plan_cache_mode=force_generic_plan'),
    custom: newPool(url, namedPoolSize, '-c plan_cache_mode=force_custom_plan'),
  };
  namedPlanPools.set(pool, twins);
  const close = async () => {
    await Promise.all([pool.end(), twins.generic.end(), twins.custom.end()]);
  };
  return { pool, db: drizzlePg(pool, { schema }) as unknown as Db, close };
}

/**
 * The connections of the background jobs' own pool: the valuation workers' (VALUATION_WORKERS, 6) and
 * two to spare. On the requests' pool of ten, six workers each held a connection through an account's
 * recompute and queued for the next one behind every request waiting for a connection (fifty under
 * the bench's load), and a request waited behind the workers' open transactions. Apart, neither waits
 * for the other; PostgreSQL's CPU is shared as before. (A price correction to 5,362 accounts under
 * load: 60.1 s on the shared pool, 58.3 to 66.7 s apart, with the machine's two cores busy either way;
 * bench/README.md, issue 15 eighth pass.)
 */
export const JOB_CONNECTIONS = 8;

async function openPostgres(url: string, namedPoolSize?: number): Promise<Database> {
  const { pool, db, close: closePools } = openPostgresPool(url, namedPoolSize);
  const jobsPool = newPool(url, JOB_CONNECTIONS);
  const listeners: pg.Client[] = [];
  let closing = false;
  return {
    db,
    jobs: drizzlePg(jobsPool, { schema }) as unknown as Db,
    kind: 'postgres',
    listen: async (channel, onPayload, onLost) => {
      // LISTEN needs one dedicated connection that stays open (not a pooled one).
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
      let ended = false;
      const lost = () => {
        // Connection lost (issue 9 item 22): tell the caller once, so it subscribes again.
        if (ended || closing) return;
        ended = true;
        onLost?.();
      };
      client.on('error', lost);
      client.on('end', lost);
      try {
        await client.connect();
        client.on('notification', (msg) => {
          if (msg.channel === channel && msg.payload !== undefined) onPayload(msg.payload);
        });
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      } catch (error) {
        ended = true;
        await client.end().catch(() => undefined);
        throw error;
      }
      listeners.push(client);
      return async () => {
        ended = true;
        const at = listeners.indexOf(client);
        if (at >= 0) listeners.splice(at, 1);
        await client.end().catch(() => undefined);
      };
    },
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    withLock: async (key, fn) => {
      // An advisory lock belongs to one connection, so take and release it on the same one.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        try {
          return await fn();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]);
        }
      } finally {
        client.release();
      }
    },
    close: async () => {
      closing = true;
      await Promise.all(listeners.map((c) => c.end().catch(() => undefined)));
      await Promise.all([closePools(), jobsPool.end()]);
    },
  };
}
