import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { openDatabase } from './client.js';

/**
 * The background jobs' own connections (client.ts, Database.jobs): a valuation worker's next claim
 * must not queue behind the requests waiting for a connection, nor a request behind a worker's open
 * transaction.
 */
describe('the jobs pool', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb?.drop();
  });

  it.runIf(process.env.TEST_DB === 'postgres')('starts a job transaction while every connection of the requests pool is held', async () => {
    const database = await openDatabase({ kind: 'postgres', url: testDb.url! });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let open = 0;
    // Ten transactions hold the requests pool's ten connections until released.
    const holders = Array.from({ length: 10 }, () =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        open++;
        await held;
      }),
    );
    try {
      while (open < 10) await sleep(10);
      const job = database.jobs.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        return 'ran';
      });
      expect(await Promise.race([job, sleep(2_000).then(() => 'waited for a request connection')])).toBe('ran');
    } finally {
      release();
      await Promise.all(holders);
      await database.close();
    }
  });

  it.runIf(process.env.TEST_DB !== 'postgres')("is the embedded database's one connection on PGlite", () => {
    expect(testDb.database.jobs).toBe(testDb.database.db);
  });
});
