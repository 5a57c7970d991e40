import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { eventually } from '../../test/eventually.js';
import { startJobEngine, stopJobEngine } from './job-engine.js';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb.drop();
});

describe(`the job engine on ${process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('starts on the portal database, runs a job with retries, and stops', async () => {
    const boss = await startJobEngine(testDb.database, { workers: true, pollingIntervalSeconds: 0.5 });
    try {
      const tables = (await testDb.database.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'pgboss' order by 1`,
      )) as unknown as { rows: Array<{ table_name: string }> };
      expect(tables.rows.map((r) => r.table_name)).toContain('job');
      await boss.createQueue('engine-test');
      const attempts: number[] = [];
      await boss.work<{ n: number }>('engine-test', { pollingIntervalSeconds: 0.5 }, async ([job]) => {
        attempts.push(job!.data.n);
        if (attempts.length === 1) throw new Error('first attempt fails');
      });
      const id = await boss.send('engine-test', { n: 7 }, { retryLimit: 2, retryDelay: 1 });
      expect(id).not.toBeNull();
      await eventually(async () => {
        const job = await boss.getJobById('engine-test', id!);
        expect(job?.state).toBe('completed');
      }, 15_000);
      expect(attempts).toEqual([7, 7]);
      const again = await boss.getJobById('engine-test', id!);
      expect(again?.retryCount).toBe(1);
    } finally {
      await stopJobEngine(boss, 5_000);
    }
    // The portal's database is still open after the engine stops.
    await testDb.database.db.execute(sql`select 1`);
  }, 30_000);

  it('starts again on a database that already has its schema (a restart)', async () => {
    const boss = await startJobEngine(testDb.database, { workers: false });
    expect(await boss.isInstalled()).toBe(true);
    await stopJobEngine(boss, 1_000);
  });
});
