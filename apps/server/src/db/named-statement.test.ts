import { availableParallelism } from 'node:os';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../config/env.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { databaseTargetOf, namedPlanPoolOf, openPostgresPool } from './client.js';
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

  it.runIf(process.env.TEST_DB === 'postgres')('plans a generic statement once and a custom one with its values, each on connections forced to it', async () => {
    expect(await modeOf(testDb)).toBe('force_generic_plan');
    expect(await modeOf(testDb, 'generic')).toBe('force_generic_plan');
    expect(await modeOf(testDb, 'custom')).toBe('force_custom_plan');
    // The pool's other statements (drizzle's unnamed ones) are planned as PostgreSQL chooses.
    const other = (await testDb.database.db.execute(sql`select current_setting('plan_cache_mode') as mode`)) as unknown as { rows: Array<{ mode: string }> };
    expect(other.rows[0]!.mode).toBe('auto');
  });

  it.runIf(process.env.TEST_DB === 'postgres')('keeps planning a custom statement with its values after the fifth execution', async () => {
    // Left to itself PostgreSQL tries a generic plan from the sixth execution on, and keeps it when
    // it is estimated to cost no more, as it is for this statement: the staff's name search fell
    // back to a generic plan that way (client.ts namedPlanPoolOf). One connection per pool, so the
    // counts below are of the one connection the statement ran on.
    const { db, close } = openPostgresPool(testDb.url!, 1);
    try {
      const plans = async (plan: 'generic' | 'custom') => {
        for (let i = 0; i < 8; i++) {
          await executeNamed(db, sql`select ${i}::int + 1 as n, ${plan}::text as plan_choice`, `plan_count_${plan}`, plan);
        }
        const [row] = await executeNamed<{ generic: string; custom: string }>(
          db,
          sql`select generic_plans::text as generic, custom_plans::text as custom from pg_prepared_statements where name like ${`plan_count_${plan}_%`}`,
          'plan_counts',
          plan,
        );
        return row;
      };
      expect(await plans('custom')).toEqual({ generic: '0', custom: '8' });
      expect(await plans('generic')).toEqual({ generic: '8', custom: '0' });
    } finally {
      await close();
    }
  });

  it('answers the same rows either way', async () => {
    const rows = (plan: 'generic' | 'custom') =>
      executeNamed<{ n: number }>(testDb.database.db, sql`select g::int as n from generate_series(1, ${3}::int) g order by g`, 'series', plan);
    expect(await rows('generic')).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(await rows('custom')).toEqual(await rows('generic'));
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'runs named statements on at most namedPoolSize connections at once for each plan choice, while the other pool is not held to it',
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
        expect(namedPlanPoolOf(pool, 'generic')!.totalCount).toBeLessThanOrEqual(2);
        expect((await pids('custom')).size).toBeLessThanOrEqual(2);
        expect(namedPlanPoolOf(pool, 'custom')!.totalCount).toBeLessThanOrEqual(2);
        // The pool's own statements are not held to it: ten connections.
        const own = await Promise.all(
          Array.from({ length: 6 }, async () => ((await db.execute(sql`select pg_backend_pid() as pid, pg_sleep(0.05)`)) as unknown as { rows: Array<{ pid: number }> }).rows[0]!.pid),
        );
        expect(new Set(own).size).toBeGreaterThan(2);
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
      expect(namedPlanPoolOf(pool, 'generic')!.options.max).toBe(availableParallelism());
      expect(namedPlanPoolOf(pool, 'custom')!.options.max).toBe(availableParallelism());
      expect(pool.options.max).toBe(10);
    } finally {
      await close();
    }
  });
});
