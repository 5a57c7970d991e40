import { availableParallelism } from 'node:os';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../config/env.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { databaseTargetOf, genericPlanPoolOf, openPostgresPool } from './client.js';
import { executeNamed } from './named-statement.js';

/** The plan_cache_mode of the connection a named statement ran on. */
const modeOf = async (testDb: TestDatabase, plan?: 'generic' | 'custom') =>
  (await executeNamed<{ mode: string }>(testDb.database.db, sql`select current_setting('plan_cache_mode') as mode, ${1}::int as n`, 'plan_mode', plan))[0]!.mode;

describe('executeNamed', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb?.drop();
  });

  it.runIf(process.env.TEST_DB === 'postgres')('plans a generic statement once (forced generic plans) and leaves a custom one to PostgreSQL', async () => {
    expect(await modeOf(testDb)).toBe('force_generic_plan');
    expect(await modeOf(testDb, 'generic')).toBe('force_generic_plan');
    expect(await modeOf(testDb, 'custom')).toBe('auto');
    // The pool's other statements (drizzle's unnamed ones) are planned as PostgreSQL chooses.
    const other = (await testDb.database.db.execute(sql`select current_setting('plan_cache_mode') as mode`)) as unknown as { rows: Array<{ mode: string }> };
    expect(other.rows[0]!.mode).toBe('auto');
  });

  it('answers the same rows either way', async () => {
    const rows = (plan: 'generic' | 'custom') =>
      executeNamed<{ n: number }>(testDb.database.db, sql`select g::int as n from generate_series(1, ${3}::int) g order by g`, 'series', plan);
    expect(await rows('generic')).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(await rows('custom')).toEqual(await rows('generic'));
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'runs named statements on at most namedPoolSize connections at once, while the other pool is not held to it',
    async () => {
      const { pool, db, close } = openPostgresPool(testDb.url!, 2);
      try {
        // Six statements that each hold their connection for 50 ms, sent together: the backends
        // they ran on are the pool's connections.
        const pids = async (plan: 'generic' | 'custom') =>
          new Set(
            (
              await Promise.all(
                Array.from({ length: 6 }, (_, i) =>
                  executeNamed<{ pid: number }>(db, sql`select pg_backend_pid() as pid, pg_sleep(0.05), ${i}::int as i`, 'pool_size', plan),
                ),
              )
            ).map((rows) => rows[0]!.pid),
          );
        expect((await pids('generic')).size).toBeLessThanOrEqual(2);
        expect(genericPlanPoolOf(pool)!.totalCount).toBeLessThanOrEqual(2);
        // 'custom' statements run on the other pool, of ten.
        expect((await pids('custom')).size).toBeGreaterThan(2);
      } finally {
        await close();
      }
    },
  );
});

describe('DATABASE_NAMED_POOL_SIZE', () => {
  const url = 'postgres://postgres@127.0.0.1:5432/postgres';
  it('is a whole number from 1 to 100, and unset or empty means the default', () => {
    expect(databaseTargetOf(parseEnv({ DATABASE_URL: url, DATABASE_NAMED_POOL_SIZE: '4' }))).toEqual({ kind: 'postgres', url, namedPoolSize: 4 });
    expect(databaseTargetOf(parseEnv({ DATABASE_URL: url, DATABASE_NAMED_POOL_SIZE: '' }))).toEqual({ kind: 'postgres', url });
    expect(databaseTargetOf(parseEnv({ DATABASE_URL: url }))).toEqual({ kind: 'postgres', url });
    for (const wrong of ['0', '101', '2.5', 'many']) {
      expect(() => parseEnv({ DATABASE_URL: url, DATABASE_NAMED_POOL_SIZE: wrong })).toThrow(/DATABASE_NAMED_POOL_SIZE/);
    }
  });

  it("defaults to this machine's cores (the pool is made lazily: no connection is opened here)", async () => {
    const { pool, close } = openPostgresPool(url);
    try {
      expect(genericPlanPoolOf(pool)!.options.max).toBe(availableParallelism());
      expect(pool.options.max).toBe(10);
    } finally {
      await close();
    }
  });
});
