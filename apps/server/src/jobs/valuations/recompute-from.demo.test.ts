import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, giveAccount } from '../../test/fixtures.js';
import { createFund, trade } from '../../test/market-fixtures.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { drainValuationQueue } from './valuation-worker.js';

/**
 * A recompute from a changed date continues from what is stored before that date's year: each
 * holding's last stored day (findHoldingYearsBefore), the units, cash and last dealing price before
 * it (findHoldingsBefore). Whatever year it starts in, it must write exactly what a rebuild from the
 * first day wrote: on every demo account, queued again from a day in each later year of its life.
 * Dates, units and cents exactly; the indexes to 1e-12 of their value: a chain continued from a
 * stored index multiplies in another order than one from inception, which moves the last binary
 * digit or two (seen: 0.949270709881446 against 0.9492707098814462), never a shown figure.
 */
const TODAY = '2026-11-20';
const SEED_TIMEOUT = 180_000;

let seeded: TestDatabase;
const db = () => seeded.database.db;

type Row = Record<string, unknown>;

/** A statement's rows, typed as the caller says. */
const rowsOf = async <T = Row>(query: SQL) => ((await db().execute(query)) as unknown as { rows: T[] }).rows;
const INDEXES = ['net_index', 'gross_index', 'anchor_net_index', 'latest_net_index'];

/** Every stored valuation row of the demo, without the time it was written, in a fixed order. */
async function storedRows() {
  return {
    accounts: await rowsOf(sql`select account_id, year, dates::text[], value_cents, net_index, gross_index, cum_flow_cents, cum_tax_cents,
        anchor_dates::text[], anchor_value_cents, anchor_net_index, anchor_cum_flow_cents
      from account_valuation_years order by account_id, year`),
    holdings: await rowsOf(sql`select account_id, security_id, year, dates::text[], units_micro, value_cents, net_index, cum_value_days
      from holding_valuation_years order by account_id, security_id, year`),
    summaries: await rowsOf(sql`select account_id, latest_date::text, latest_value_cents, latest_net_index from account_valuation_summaries
      order by account_id`),
  };
}

/** Whether two sets of rows agree: every column exactly but the indexes, those to 1e-12 relative. */
function expectSameRows(actual: Row[], expected: Row[], what: string) {
  const exact = (rows: Row[]) => rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !INDEXES.includes(key))));
  expect(exact(actual), what).toEqual(exact(expected));
  expected.forEach((row, i) => {
    for (const key of INDEXES.filter((k) => k in row)) {
      const want = (row[key] as number[] | number).valueOf();
      const got = actual[i]![key] as number[] | number;
      const [a, b] = [[got].flat(), [want].flat()] as [number[], number[]];
      expect(a.length, `${what}: ${key} of row ${i}`).toBe(b.length);
      const worst = Math.max(0, ...a.map((x, k) => Math.abs(x - b[k]!) / Math.max(Math.abs(b[k]!), 1e-300)));
      expect(worst, `${what}: ${key} of row ${i}`).toBeLessThan(1e-12);
    }
  });
}

beforeAll(async () => {
  seeded = await createTestDatabase({ demo: { today: TODAY, totpKey: Buffer.alloc(32, 9) } });
  await drainValuationQueue(db());
}, SEED_TIMEOUT);

afterAll(async () => {
  await seeded?.drop();
});

describe('a recompute from a changed date', () => {
  it(
    'writes what a rebuild from the first day wrote, whichever later year of the account it starts in',
    async () => {
      const rebuilt = await storedRows();
      expect(rebuilt.accounts.length).toBeGreaterThan(20);
      // A day in each year after the first of each account's stored series: 14 May, or its last day.
      const starts = await rowsOf<{ account_id: string; from_date: string }>(sql`
        select y.account_id, least(make_date(y.year, 5, 14), y.dates[cardinality(y.dates)])::text as from_date
        from account_valuation_years y
        where y.year > (select min(year) from account_valuation_years f where f.account_id = y.account_id)`);
      const years = new Map<string, string[]>();
      for (const { account_id, from_date } of starts) years.set(account_id, [...(years.get(account_id) ?? []), from_date]);
      expect(years.size).toBeGreaterThan(10);
      // One round per year position: every account queued again from its n-th later year at once.
      const rounds = Math.max(...[...years.values()].map((dates) => dates.length));
      for (let round = 0; round < rounds; round++) {
        for (const [accountId, dates] of years) {
          const from = dates[round];
          if (from) await db().execute(sql`insert into valuation_queue (account_id, from_date) values (${accountId}, ${from})`);
        }
        await drainValuationQueue(db());
        const again = await storedRows();
        const what = `recomputed from each account's later year ${round + 1}`;
        expectSameRows(again.accounts, rebuilt.accounts, `${what}, account years`);
        expectSameRows(again.holdings, rebuilt.holdings, `${what}, holding years`);
        expectSameRows(again.summaries, rebuilt.summaries, `${what}, summaries`);
      }
    },
    SEED_TIMEOUT,
  );

  it('values a fund with no price at its last dealing price before the year, as a rebuild does', async () => {
    // spec 001 §9: a unit without a price is worth the last price it was dealt at. The unpriced fund
    // was dealt at 1.10 and then 1.30 in 2024; 2025's rows continue at 1.30.
    const { client } = await createUser(db());
    const account = await giveAccount(db(), client!.id, 'UT');
    const priced = await createFund(db(), 'Priced Fund', [
      ['2024-02-01', '1.000000'],
      ['2024-08-01', '1.100000'],
      ['2025-03-03', '1.200000'],
      ['2025-06-02', '1.250000'],
    ]);
    const unpriced = await createFund(db(), 'Unpriced Fund', []);
    await trade(db(), { accountId: account.id, securityId: priced.id, tradeDate: '2024-02-01', units: '100', unitPrice: '1.0000', value: '100.00' });
    await trade(db(), { accountId: account.id, securityId: unpriced.id, tradeDate: '2024-02-01', units: '1000', unitPrice: '1.1000', value: '1100.00' });
    await trade(db(), { accountId: account.id, securityId: unpriced.id, tradeDate: '2024-08-01', units: '500', unitPrice: '1.3000', value: '650.00' });
    await db().execute(sql`delete from valuation_queue where account_id = ${account.id}`);
    await db().execute(sql`insert into valuation_queue (account_id, from_date) values (${account.id}, '2024-02-01')`);
    await drainValuationQueue(db());
    const rebuilt = await storedRows();
    const latest = rebuilt.summaries.find((row) => row.account_id === account.id);
    // 100 × 1.25 + 1,500 × 1.30 = 2,075.00
    expect(Number(latest?.latest_value_cents)).toBe(207_500);

    await db().execute(sql`insert into valuation_queue (account_id, from_date) values (${account.id}, '2025-05-14')`);
    await drainValuationQueue(db());
    const again = await storedRows();
    expectSameRows(again.accounts, rebuilt.accounts, 'account years');
    expectSameRows(again.holdings, rebuilt.holdings, 'holding years');
    expectSameRows(again.summaries, rebuilt.summaries, 'summaries');
  });
});

describe('where a year row keeps its arrays (migration 0021)', () => {
  it('keeps every array in its row, none in the TOAST table, after a rebuild and after a recompute from a later year', async () => {
    // A probe reads one element of several arrays of a row: out of line, each array cost an index
    // descent and two chunks of the TOAST table. A full year of the demo's busiest accounts must fit.
    const liveChunks = async () => {
      const tables = await rowsOf<{ relname: string; toast: string }>(sql`
        select c.relname, t.oid::regclass::text as toast from pg_class c join pg_class t on t.oid = c.reltoastrelid
        where c.relname in ('account_valuation_years', 'holding_valuation_years') order by c.relname`);
      expect(tables.map((row) => row.relname)).toEqual(['account_valuation_years', 'holding_valuation_years']);
      const counts: Record<string, number> = {};
      for (const { relname, toast } of tables) {
        const [row] = await rowsOf<{ n: number }>(sql.raw(`select count(*)::int as n from ${toast}`));
        counts[relname] = row!.n;
      }
      return counts;
    };
    const [full] = await rowsOf<{ days: number }>(sql`select max(cardinality(dates))::int as days from holding_valuation_years`);
    expect(full!.days).toBeGreaterThan(240);
    expect(await liveChunks()).toEqual({ account_valuation_years: 0, holding_valuation_years: 0 });
    const [any] = await rowsOf<{ account_id: string }>(sql`select account_id from account_valuation_years order by account_id limit 1`);
    await db().execute(sql`insert into valuation_queue (account_id, from_date) values (${any!.account_id}, '2025-05-14')`);
    await drainValuationQueue(db());
    expect(await liveChunks()).toEqual({ account_valuation_years: 0, holding_valuation_years: 0 });
  });
});
