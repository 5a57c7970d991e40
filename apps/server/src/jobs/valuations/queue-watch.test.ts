import { describe, expect, it } from 'vitest';
import type PgBoss from 'pg-boss';
import { createUser, giveAccount } from '../../test/fixtures.js';
import { useTestDatabase } from '../../test/use-test-app.js';
import { eventually } from '../../test/eventually.js';
import { valuationQueue } from '../../db/schema/index.js';
import { watchValuationQueue } from './queue-watch.js';

const ctx = useTestDatabase();
const db = () => ctx.testDb.database.db;

/** The part of pg-boss the watch uses, recording what it sends. */
function recordingBoss() {
  const sent: string[] = [];
  const boss = {
    send: async (name: string) => {
      sent.push(name);
      return null;
    },
    once: () => boss,
  };
  return { boss: boss as unknown as PgBoss, sent };
}

describe('the valuation queue watch (issue 15: a price correction is not left waiting for the next minute)', () => {
  it('sends the drain job only while the queue holds an account', async () => {
    await db().delete(valuationQueue);
    const { boss, sent } = recordingBoss();
    const stop = watchValuationQueue(boss, db(), 'valuation-drain', { everyMs: 50 });
    try {
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(sent).toEqual([]);

      const { client } = await createUser(db());
      const account = await giveAccount(db(), client!.id, 'UT');
      await db().insert(valuationQueue).values({ accountId: account.id, fromDate: '2024-01-02' });
      await eventually(() => {
        expect(sent[0]).toBe('valuation-drain');
      }, 5_000);

      await db().delete(valuationQueue);
      await new Promise((resolve) => setTimeout(resolve, 200)); // a check already under way may still send
      const before = sent.length;
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(sent.length).toBe(before);
    } finally {
      stop();
    }
  }, 30_000);
});
