import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { accountValuationSummaries, accountValuationYears, holdingValuationYears, unitPrices, valuationQueue } from '../../db/schema/index.js';
import { createUser, giveAccount } from '../../test/fixtures.js';
import { createFund, trade } from '../../test/market-fixtures.js';
import { useTestDatabase } from '../../test/use-test-app.js';
import { drainValuationQueue, queueEveryAccountForRevaluation } from './valuation-worker.js';

/**
 * The valuation job keeps each fund's price series in memory for one price generation
 * (price-cache.ts, migration 0016). A price corrected between two recomputes must reach the
 * second one, and a correction on a recent date rewrites only that year's rows.
 */

const ctx = useTestDatabase();
const db = () => ctx.testDb.database.db;

const generation = async () =>
  Number(((await db().execute(sql`select generation::text as g from price_generation where id = 1`)) as unknown as { rows: Array<{ g: string }> }).rows[0]!.g);

describe('the price cache of the valuation job', () => {
  it('reflects a price corrected between two recomputes, rewriting only the corrected year', async () => {
    const { client } = await createUser(db());
    const account = await giveAccount(db(), client!.id, 'UT');
    const fund = await createFund(db(), 'Cached Fund', [
      ['2024-01-02', '1.000000'],
      ['2024-06-03', '1.050000'],
      ['2025-03-03', '1.100000'],
      ['2025-03-04', '1.200000'],
    ]);
    await trade(db(), { accountId: account.id, securityId: fund.id, tradeDate: '2024-01-02', units: '1000', unitPrice: '1.0000', value: '1000.00' });
    await drainValuationQueue(db());
    const latestValue = async () =>
      (await db().select().from(accountValuationSummaries).where(eq(accountValuationSummaries.accountId, account.id)))[0]?.latestValueCents;
    const yearRow = async (year: number) =>
      (
        await db()
          .select()
          .from(accountValuationYears)
          .where(and(eq(accountValuationYears.accountId, account.id), eq(accountValuationYears.year, year)))
      )[0]!;
    expect(await latestValue()).toBe(120_000);
    const year2024 = await yearRow(2024);

    // The correction bumps the generation and queues the account from the corrected date.
    const before = await generation();
    await db()
      .update(unitPrices)
      .set({ unitPrice: '1.500000' })
      .where(and(eq(unitPrices.securityId, fund.id), eq(unitPrices.priceDate, '2025-03-04')));
    expect(await generation()).toBe(before + 1);
    expect(
      (await db().select().from(valuationQueue).where(eq(valuationQueue.accountId, account.id))).map((q) => q.fromDate),
    ).toEqual(['2025-03-04']);

    // The same process (the same cache) recomputes it with the new price.
    await drainValuationQueue(db());
    expect(await latestValue()).toBe(150_000);
    expect((await yearRow(2025)).valueCents).toEqual([110_000, 150_000]);
    // 2024 was not rewritten: the recompute continued from its stored last day.
    expect((await yearRow(2024)).computedAt).toEqual(year2024.computedAt);

    // The holding's running cent-days continue from 2024's last stored day (issue 15). By hand:
    // $1,000.00 on the 153 calendar days 2 January – 2 June 2024, $1,050.00 on the 273 days
    // 3 June 2024 – 2 March 2025, then $1,100.00 on 3 March and $1,500.00 on 4 March:
    // 153 × 100,000 + 273 × 105,000 + 110,000 = 44,075,000 cent-days, then + 150,000.
    const holdingRow = async (year: number) =>
      (
        await db()
          .select()
          .from(holdingValuationYears)
          .where(and(eq(holdingValuationYears.accountId, account.id), eq(holdingValuationYears.year, year)))
      )[0]!;
    expect((await holdingRow(2025)).cumValueDays).toEqual([44_075_000, 44_225_000]);
    const continuedHolding = await holdingRow(2025);

    // And the continuation is what a rebuild of the account's whole life gives. Without their
    // fingerprints (migration 0022) the rebuild must write every row again, so the rows compared are its own.
    const continued = await yearRow(2025);
    await db().update(accountValuationYears).set({ digest: null });
    await db().update(holdingValuationYears).set({ digest: null });
    await queueEveryAccountForRevaluation(db());
    await drainValuationQueue(db());
    const rebuilt = await yearRow(2025);
    expect(rebuilt.computedAt).not.toEqual(continued.computedAt);
    expect({ ...rebuilt, computedAt: null }).toEqual({ ...continued, computedAt: null });
    expect(await holdingRow(2025)).toEqual(continuedHolding);
  }, 40_000);
});
