import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { eventually } from '../../test/eventually.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { PortalStatusHub, setPortalStatus } from './portal-status-hub.js';
import { losableListen } from '../../test/losable-listen.js';

/**
 * Issue 9 item 22: after a PostgreSQL restart the hub never listened again, so a status change took
 * up to the 30 s safety re-read to reach an instance. When the LISTEN connection dies, the hub
 * listens again (and reads the row once, for a change nobody was told of).
 */
let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});

afterAll(async () => {
  await testDb.drop();
});

describe('the status hub listens again after losing its connection', () => {
  it('subscribes again and re-reads the status when the listening connection is lost', async () => {
    const watched = losableListen(testDb.database);
    const hub = new PortalStatusHub(watched.database);
    await hub.start();
    try {
      expect(watched.listens()).toBe(1);
      // While nobody listens, a change is made: the re-read after listening again must find it.
      await setPortalStatus(testDb.database, 'NZ', false, 'test');
      watched.loseConnection();
      await eventually(() => expect(watched.listens()).toBe(2), 2_000);
      await eventually(() => expect(hub.current().currentStatus).toBe(false), 2_000);
    } finally {
      await hub.stop();
      await setPortalStatus(testDb.database, 'NZ', true, 'test');
    }
  });

  if (process.env.TEST_DB === 'postgres') {
    it("sees the next change within 2 s after PostgreSQL ends the listener's backend (pg_terminate_backend)", async () => {
      const other = await testDb.openAnother();
      const hub = new PortalStatusHub(testDb.database);
      await hub.start();
      try {
        const terminated = (await other.db.execute(sql`
          select pg_terminate_backend(pid) as ended from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen%'`)) as unknown as { rows: Array<{ ended: boolean }> };
        expect(terminated.rows.length).toBeGreaterThanOrEqual(1);
        expect(terminated.rows.every((r) => r.ended)).toBe(true);
        // Give the hub a moment to notice; the change then travels by NOTIFY alone (the safety re-read is 30 s).
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        const changedAt = Date.now();
        await setPortalStatus(other, 'AU', false, 'test');
        await eventually(() => expect(hub.current().currentStatusAus).toBe(false), 2_000);
        expect(Date.now() - changedAt).toBeLessThanOrEqual(2_000);
      } finally {
        await hub.stop();
      }
    });
  }
});
