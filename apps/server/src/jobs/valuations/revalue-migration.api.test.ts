import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, transactions } from '../../db/schema/index.js';
import { createUser, giveAccount } from '../../test/fixtures.js';
import { createFund } from '../../test/market-fixtures.js';
import { TestBrowser } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';

/**
 * Migration 0005 (issue 9 item 1): series stored under the old start-of-day rule are recomputed
 * after an upgrade, so no stale index is served. Here a stored index is replaced by a stale one (as
 * an old build left it); the migration's SQL queues the account and the next request serves the
 * recomputed return.
 */

const ctx = useTestApp('NZ');
const db = () => ctx.testDb.database.db;
const MIGRATION = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations/0005_revalue_end_of_day_flows.sql');

describe('migration 0005: stored valuations are recomputed under the end-of-day rule', () => {
  it('queues every valued account, and the next request serves the recomputed index', async () => {
    const created = await createUser(db());
    const browser = new TestBrowser(ctx.app);
    await browser.signIn(created.user.username);
    const account = await giveAccount(db(), created.client!.id, 'KS');
    await db().update(accounts).set({ signupDate: '2024-01-02' }).where(eq(accounts.id, account.id));
    // Price 1.00 → 1.10 → 1.21; $1,000 in on the first day and $1,100 on the second, both at the close.
    // End-of-day flows: each day is the price's +10 %, so 21 %. (The old start-of-day rule gave
    // 2,200 / (1,000 + 1,100) × 2,420 / 2,200 − 1 = 15.24 %.)
    const fund = await createFund(db(), 'Migration Fund', [
      ['2024-01-02', '1.000000'],
      ['2024-01-03', '1.100000'],
      ['2024-01-04', '1.210000'],
    ]);
    await db().insert(transactions).values(
      [
        { date: '2024-01-02', units: '1000', price: '1', value: '1000.00' },
        { date: '2024-01-03', units: '1000', price: '1.1', value: '1100.00' },
      ].map((r) => ({
        accountId: account.id,
        securityId: fund.id,
        tradeDate: r.date,
        bookedAt: new Date(`${r.date}T00:00:00Z`),
        transactionType: 'Contribution' as const,
        description: 'Contribution',
        units: r.units,
        unitPrice: r.price,
        value: r.value,
        netValue: r.value,
      })),
    );
    const performance = async () =>
      (await browser.get(`/api/v1/accounts/${account.accountNumber}/performance?period=SINCE_INCEPTION`)).json().cumulativeReturnPercentage as number;
    expect(await performance()).toBeCloseTo(21, 8);

    // What an old build left behind: a stale index, nothing queued.
    await db().execute(sql`update account_valuation_years set net_index = array_fill(1.0::float8, array[cardinality(net_index)])
                           where account_id = ${account.id}`);
    await db().execute(sql`delete from valuation_queue`);
    expect(await performance()).toBeCloseTo(0, 8);

    for (const statement of readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint')) {
      await db().execute(sql.raw(statement));
    }
    const queued = await db().execute(sql`select from_date::text as from_date from valuation_queue where account_id = ${account.id}`);
    expect((queued as unknown as { rows: Array<{ from_date: string }> }).rows).toEqual([{ from_date: '2024-01-01' }]);
    expect(await performance()).toBeCloseTo(21, 8);
  });
});
