import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
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
});
