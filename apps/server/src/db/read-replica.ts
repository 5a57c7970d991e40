import { sql } from 'drizzle-orm';
import type { Env } from '../config/env.js';
import { openPostgresPool, type Database, type Db } from './client.js';

/**
 * A PostgreSQL read replica for the account reads (docs/scaling.md 'Read replicas'). Only the routes
 * that read account figures and history ask for it (`app.readDb()`); sessions, sign-in, CSRF, rate
 * limits, audit and every write keep using the primary (`app.database.db`).
 */
export interface ReadReplica {
  /** The replica's own handle (the lag check, tests). Routes use readHandle, never this. */
  readonly db: Db;
  /** Whether reads may go to the replica now: it answered its last lag check within the bound. */
  usable: () => boolean;
  close: () => Promise<void>;
}

/** Seconds the replica is behind its primary; null when it cannot say (then it is not used). */
export type MeasureLag = (replica: Db) => Promise<number | null>;

/**
 * A standby's lag: 0 when it has replayed all the WAL it received (an idle primary sends none, so
 * 'now() - last replayed commit' alone would grow without anything to catch up), else the age of
 * the last commit it replayed. A server not in recovery (logical replication, or the test's second
 * database) is as current as it gets: 0.
 */
export const measureStandbyLag: MeasureLag = async (replica) => {
  const result = (await replica.execute(sql`
    select case
      when not pg_is_in_recovery() then 0
      when pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
      else extract(epoch from now() - pg_last_xact_replay_timestamp())
    end::float8 as lag`)) as unknown as { rows: Array<{ lag: number | null }> };
  return result.rows[0]?.lag ?? null;
};

export interface ReadReplicaOptions {
  /** Lag beyond which the reads go to the primary (DATABASE_READ_MAX_LAG_SECONDS, default 5). */
  maxLagSeconds?: number;
  /** How old the last lag check may be before a read starts the next one (default 1 s). */
  checkEveryMs?: number;
  /** The connections of the replica's pool for named statements (db/client.ts openPostgresPool). */
  namedPoolSize?: number;
  measureLag?: MeasureLag;
}

/**
 * Opens the replica's pool and checks its lag once. A replica that is down or too far behind does not
 * stop the portal: its reads go to the primary until a later check (at most one a second, started by a
 * read and not awaited by it) finds it back within the bound.
 */
export async function openReadReplica(url: string, options: ReadReplicaOptions = {}): Promise<ReadReplica> {
  const { db, close } = openPostgresPool(url, options.namedPoolSize);
  return watchReplica(db, close, options);
}

/** The lag watch of a replica handle (openReadReplica; tests pass their own handle and lag). */
export async function watchReplica(db: Db, close: () => Promise<void>, options: ReadReplicaOptions = {}): Promise<ReadReplica> {
  const maxLag = options.maxLagSeconds ?? 5;
  const checkEveryMs = options.checkEveryMs ?? 1_000;
  const measure = options.measureLag ?? measureStandbyLag;
  let fresh = false;
  let checkedAt = 0;
  let checking: Promise<void> | null = null;
  const check = () =>
    (checking ??= measure(db)
      .then(
        (lag) => {
          fresh = lag !== null && lag <= maxLag;
        },
        () => {
          fresh = false;
        },
      )
      .finally(() => {
        checkedAt = Date.now();
        checking = null;
      }));
  await check();
  return {
    db,
    usable: () => {
      if (Date.now() - checkedAt >= checkEveryMs) void check();
      return fresh;
    },
    close: async () => {
      await checking;
      await close();
    },
  };
}

/** The replica DATABASE_READ_URL names, when the primary is PostgreSQL; null otherwise (reads use the primary). */
export async function openReadReplicaFor(env: Env, database: Database): Promise<ReadReplica | null> {
  if (!env.DATABASE_READ_URL || database.kind !== 'postgres') return null;
  return openReadReplica(env.DATABASE_READ_URL, {
    maxLagSeconds: env.DATABASE_READ_MAX_LAG_SECONDS,
    ...(env.DATABASE_NAMED_POOL_SIZE ? { namedPoolSize: env.DATABASE_NAMED_POOL_SIZE } : {}),
  });
}

/** Drizzle's methods that write: on a read handle they go to the primary (and the handle stays there). */
const WRITES: ReadonlySet<PropertyKey> = new Set(['insert', 'update', 'delete', 'transaction', 'refreshMaterializedView']);

const primaries = new WeakMap<Db, { primary: Db; stick: () => void; current: () => Db }>();

/**
 * One request's handle for its account reads: the replica when there is one and it is usable, else
 * the primary itself. A read that must write first (ensureValuationsFresh recomputing a still-queued
 * account) writes on the primary, and from then on the whole request reads the primary, so it sees
 * what it just wrote: through primaryOf, or by itself when it calls insert, update, delete or
 * transaction on this handle. A raw `execute` of an insert cannot be told apart and would fail on a
 * real replica (read-only): write code must use primaryOf.
 */
export function readHandle(primary: Db, replica: ReadReplica | null): Db {
  if (!replica?.usable()) return primary;
  let current = replica.db;
  const stick = () => {
    current = primary;
  };
  const handle = new Proxy(replica.db, {
    get(_target, property) {
      if (WRITES.has(property)) stick();
      const value: unknown = Reflect.get(current, property, current);
      // Methods run on the handle they came from; the class itself stays as it is (drizzle's `is` reads its statics).
      return typeof value === 'function' && property !== 'constructor' ? (value as (...args: unknown[]) => unknown).bind(current) : value;
    },
  });
  primaries.set(handle, { primary, stick, current: () => current });
  return handle;
}

/**
 * The primary behind a read handle, for a write (or a read that decides a write) in code that was
 * given a read handle; any other handle is returned as it is. The request's later reads go to the
 * primary too (read your own write).
 */
export function primaryOf(db: Db): Db {
  const entry = primaries.get(db);
  if (!entry) return db;
  entry.stick();
  return entry.primary;
}


/**
 * The handle a read handle sends its queries to right now (the replica's, or the primary's once the
 * request has written); any other handle as it is. For caches keyed by handle, such as a prepared
 * query built once per database handle: keyed by the per-request read handle they would build anew
 * on every request, keyed by this they are built once per server.
 */
export function targetOf(db: Db): Db {
  return primaries.get(db)?.current() ?? db;
}
