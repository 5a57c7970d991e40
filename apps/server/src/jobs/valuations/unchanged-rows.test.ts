import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { unitPrices } from '../../db/schema/index.js';
import { createUser, giveAccount } from '../../test/fixtures.js';
import { createFund, trade } from '../../test/market-fixtures.js';
import { useTestDatabase } from '../../test/use-test-app.js';
import { drainValuationQueue, queueEveryAccountForRevaluation } from './valuation-worker.js';

/**
 * A recompute leaves a stored year row whose figures it computed again unchanged as it is
 * (row-digest.ts, migration 0022): a price correction to one fund rewrites that fund's rows and the
 * account's, not the other holdings'; a rebuild of unchanged data writes no row. Whether a row was
 * written again is told by its xmin, the transaction that wrote its current version.
 */

const ctx = useTestDatabase();
const db = () => ctx.testDb.database.db;

interface StoredRow {
  key: string;
  version: string;
  digest: string | null;
  value: string;
}

/** Every stored year row of the account: 'account 2025' or 'Fund A 2025', its version, fingerprint and last value. */
async function storedRows(accountId: string): Promise<Map<string, StoredRow>> {
  const result = (await db().execute(sql`
    select 'account ' || year as key, xmin::text as version, digest::text as digest, value_cents[cardinality(value_cents)]::text as value
      from account_valuation_years where account_id = ${accountId}
    union all
    select s.name || ' ' || h.year, h.xmin::text, h.digest::text, h.value_cents[cardinality(h.value_cents)]::text
      from holding_valuation_years h join securities s on s.id = h.security_id where h.account_id = ${accountId}
    order by 1`)) as unknown as { rows: StoredRow[] };
  return new Map(result.rows.map((row) => [row.key, row]));
}

/** The keys of the rows whose version differs between two readings. */
const rewritten = (before: Map<string, StoredRow>, after: Map<string, StoredRow>) =>
  [...after.values()].filter((row) => before.get(row.key)?.version !== row.version).map((row) => row.key);

describe('a recompute of unchanged figures', () => {
  it('rewrites only the corrected fund and the account after a price correction, and nothing on a rebuild', async () => {
    const { client } = await createUser(db());
    const account = await giveAccount(db(), client!.id, 'UT');
    const prices: Array<[string, string]> = [
      ['2024-01-02', '1.000000'],
      ['2024-06-03', '1.050000'],
      ['2025-03-03', '1.100000'],
      ['2025-03-04', '1.200000'],
    ];
    const fundA = await createFund(db(), 'Fund A', prices);
    const fundB = await createFund(db(), 'Fund B', prices);
    for (const fund of [fundA, fundB]) {
      await trade(db(), { accountId: account.id, securityId: fund.id, tradeDate: '2024-01-02', units: '1000', unitPrice: '1.0000', value: '1000.00' });
    }
    await drainValuationQueue(db());
    const first = await storedRows(account.id);
    expect([...first.keys()]).toEqual(['Fund A 2024', 'Fund A 2025', 'Fund B 2024', 'Fund B 2025', 'account 2024', 'account 2025']);
    expect([...first.values()].filter((row) => row.digest === null)).toEqual([]);

    // Fund A's price of 4 March 2025 corrected: 1.20 → 1.50.
    await db()
      .update(unitPrices)
      .set({ unitPrice: '1.500000' })
      .where(and(eq(unitPrices.securityId, fundA.id), eq(unitPrices.priceDate, '2025-03-04')));
    await drainValuationQueue(db());
    const corrected = await storedRows(account.id);
    expect(rewritten(first, corrected)).toEqual(['Fund A 2025', 'account 2025']);
    expect(corrected.get('Fund A 2025')!.value).toBe('150000');
    expect(corrected.get('Fund B 2025')!.value).toBe('120000');
    expect(corrected.get('account 2025')!.value).toBe('270000');

    // A rebuild of the account's whole life computes the same figures: no row is written again.
    await queueEveryAccountForRevaluation(db());
    await drainValuationQueue(db());
    const rebuilt = await storedRows(account.id);
    expect(rewritten(corrected, rebuilt)).toEqual([]);

    // A row changed by anything but the job (a repair by hand) loses its fingerprint (migration 0022's
    // trigger), so the next recompute rewrites it with the figures it computes.
    await db().execute(sql`update holding_valuation_years set value_cents[1] = 1 where account_id = ${account.id} and year = 2024
                           and security_id = ${fundB.id}`);
    const repaired = await storedRows(account.id);
    expect(repaired.get('Fund B 2024')!.digest).toBeNull();
    expect(repaired.get('Fund A 2024')!.digest).toBe(rebuilt.get('Fund A 2024')!.digest);
    await queueEveryAccountForRevaluation(db());
    await drainValuationQueue(db());
    const again = await storedRows(account.id);
    expect(rewritten(repaired, again)).toEqual(['Fund B 2024']);
    expect(again.get('Fund B 2024')!.digest).toBe(rebuilt.get('Fund B 2024')!.digest);
  }, 40_000);
});
