import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createUser, giveAccount } from '../../test/fixtures.js';
import { createFund, trade } from '../../test/market-fixtures.js';
import { useTestDatabase } from '../../test/use-test-app.js';
import { eventually } from '../../test/eventually.js';
import { startJobEngine, stopJobEngine } from '../engine/job-engine.js';
import { startValuationJobs } from '../valuations/valuation-worker.js';
import { startStoredFigureJobs, STORED_FIGURES_CRON, STORED_FIGURES_QUEUE } from './stored-figures-job.js';

const ctx = useTestDatabase();
const db = () => ctx.testDb.database.db;

/** The account's set, when it is current: made from the summary it has now, at the generation there is now. */
async function currentSet(accountId: string) {
  const result = (await db().execute(
    sql`select x.account_id, (select count(*)::int from account_figures f where f.account_id = x.account_id) as figures
          from account_figure_sets x
          join account_valuation_summaries s on s.account_id = x.account_id and s.computed_at = x.valuation_computed_at
          join figure_generation g on g.id = 1 and g.generation = x.generation
         where x.account_id = ${accountId}`,
  )) as unknown as { rows: Array<{ account_id: string; figures: number }> };
  return result.rows[0] ?? null;
}

/** The account's valuation summary's version (its computed_at, as text). */
async function summaryVersion(accountId: string) {
  const result = (await db().execute(
    sql`select computed_at::text as version from account_valuation_summaries where account_id = ${accountId}`,
  )) as unknown as { rows: Array<{ version: string }> };
  return result.rows[0]?.version ?? null;
}

describe('the stored-figures job on the job engine', () => {
  it('makes an account its set after the drain revalues it, and again after its next change', async () => {
    const { client } = await createUser(db());
    const account = await giveAccount(db(), client!.id, 'UT');
    await db().execute(sql`update accounts set signup_date = '2024-01-02' where id = ${account.id}`);
    const fund = await createFund(db(), 'Stored Figures Fund', [
      ['2024-01-02', '1.0000'],
      ['2024-01-03', '1.1000'],
      ['2024-02-01', '1.2000'],
    ]);
    await trade(db(), { accountId: account.id, securityId: fund.id, tradeDate: '2024-01-02', units: '100', unitPrice: '1.0000', value: '100.00' });

    const boss = await startJobEngine(ctx.testDb.database, { workers: true, pollingIntervalSeconds: 0.5 });
    try {
      await startStoredFigureJobs(boss, db(), { pollingIntervalSeconds: 0.5 });
      await startValuationJobs(boss, db(), { pollingIntervalSeconds: 0.5, onRevalued: () => boss.send(STORED_FIGURES_QUEUE, {}) });
      // The drain values the account, then sends the job, which makes its set: since inception (the
      // only button a month-old account has) for both reads, and the asset class summary.
      await eventually(async () => {
        expect((await currentSet(account.id))?.figures).toBe(3);
      }, 20_000);

      // A new transaction queues the account: its set is no longer current until the drain has revalued it
      // (its summary moves on from the one the first set was made from) and the job has run again.
      const before = await summaryVersion(account.id);
      await trade(db(), { accountId: account.id, securityId: fund.id, tradeDate: '2024-02-01', units: '10', unitPrice: '1.2000', value: '12.00' });
      await eventually(async () => {
        expect(await summaryVersion(account.id)).not.toBe(before);
        expect(await currentSet(account.id)).not.toBeNull();
        const queued = (await db().execute(sql`select count(*)::int as n from valuation_queue where account_id = ${account.id}`)) as unknown as {
          rows: Array<{ n: number }>;
        };
        expect(queued.rows[0]!.n).toBe(0);
      }, 20_000);
      const body = (await db().execute(
        sql`select body from account_figures where account_id = ${account.id} and figure = 'performance' and period = 'SINCE_INCEPTION'`,
      )) as unknown as { rows: Array<{ body: string }> };
      // The stored since-inception figures include the new contribution: 100.00 + 12.00 contributed.
      expect(JSON.parse(body.rows[0]!.body).capitalContributed).toBe(112);

      const schedules = await boss.getSchedules();
      expect(schedules.find((s) => s.name === STORED_FIGURES_QUEUE)?.cron).toBe(STORED_FIGURES_CRON);
    } finally {
      await stopJobEngine(boss, 5_000);
    }
  }, 60_000);
});
