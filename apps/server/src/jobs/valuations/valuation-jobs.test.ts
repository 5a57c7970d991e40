import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { valuationQueue } from '../../db/schema/index.js';
import { createUser, giveAccount } from '../../test/fixtures.js';
import { createFund, trade } from '../../test/market-fixtures.js';
import { useTestDatabase } from '../../test/use-test-app.js';
import { eventually } from '../../test/eventually.js';
import { startJobEngine, stopJobEngine } from '../engine/job-engine.js';
import { startValuationJobs, VALUATION_DRAIN_QUEUE } from './valuation-worker.js';

const ctx = useTestDatabase();
const db = () => ctx.testDb.database.db;

describe('the valuation drain on the job engine', () => {
  it('revalues an account a new transaction queued, and empties the queue', async () => {
    const { client } = await createUser(db());
    const account = await giveAccount(db(), client!.id, 'UT');
    const fund = await createFund(db(), 'Drain Fund', [
      ['2024-01-02', '1.0000'],
      ['2024-01-03', '1.1000'],
    ]);
    // The trigger queues the account (migration 0002); nothing has valued it yet.
    await trade(db(), { accountId: account.id, securityId: fund.id, tradeDate: '2024-01-02', units: '100', unitPrice: '1.0000', value: '100.00' });
    expect(await db().select().from(valuationQueue).where(eq(valuationQueue.accountId, account.id))).toHaveLength(1);

    const boss = await startJobEngine(ctx.testDb.database, { workers: true, pollingIntervalSeconds: 0.5 });
    try {
      await startValuationJobs(boss, db(), { pollingIntervalSeconds: 0.5 });
      await eventually(async () => {
        expect(await db().select().from(valuationQueue).where(eq(valuationQueue.accountId, account.id))).toHaveLength(0);
      }, 10_000);
      const years = (await db().execute(
        sql`select count(*)::int as n from account_valuation_years where account_id = ${account.id}`,
      )) as unknown as { rows: Array<{ n: number }> };
      expect(years.rows[0]!.n).toBeGreaterThan(0);
      // A cron schedule, not a timer: the drain is due every minute on whichever instance runs workers.
      const schedules = await boss.getSchedules();
      expect(schedules.find((s) => s.name === VALUATION_DRAIN_QUEUE)?.cron).toBe('* * * * *');
    } finally {
      await stopJobEngine(boss, 5_000);
    }
  }, 40_000);
});
