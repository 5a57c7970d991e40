import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, daysBetween, type Channel } from '@tasman/domain';
import { isLastOfMonth, rangeFlows, type RangeDays } from '@tasman/domain/performance/range-days';
import { ensureValuationsFresh } from '../../jobs/valuations/index.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { storedRange } from '../../test/stored-series.js';
import { authOf } from '../../test/fixtures.js';
import { accessCte } from './account-access.js';
import { readPerformanceInputs } from './performance.repo.js';

/** A fixed Friday, so the demo is the same on every run. */
const TODAY = '2026-11-20';
const SEED_TIMEOUT = 180_000;

let seeded: TestDatabase;
let accounts: Array<{ id: string; account_number: string; product_type: string; channel: Channel; first: string; latest: string }>;

beforeAll(async () => {
  seeded = await createTestDatabase({ demo: { today: TODAY, totpKey: Buffer.alloc(32, 9) } });
  const ids = (await seeded.database.db.execute(sql`select id from accounts`)) as unknown as { rows: Array<{ id: string }> };
  await ensureValuationsFresh(
    seeded.database.db,
    ids.rows.map((row) => row.id),
  );
  const result = (await seeded.database.db.execute(
    sql`select a.id, a.account_number, a.product_type, a.channel, a.signup_date::text as first, s.latest_date::text as latest
        from accounts a join account_valuation_summaries s on s.account_id = a.id order by a.account_number`,
  )) as unknown as { rows: typeof accounts };
  accounts = result.rows;
}, SEED_TIMEOUT);

afterAll(async () => {
  await seeded?.drop();
});

/** mulberry32: the same ranges on every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The days of a range that a monthly history shows, with their figures. */
const monthEnds = (days: RangeDays & { valueCents: readonly number[]; netIndex: readonly number[] }) =>
  days.dates.flatMap((date, i) =>
    isLastOfMonth(days.dates, i) ? [{ date, valueCents: days.valueCents[i], netIndex: days.netIndex[i], cumFlowCents: days.cumFlowCents[i] }] : [],
  );

/**
 * The performance read's days (performance.repo.ts) against the whole stored years read as a test
 * reads them (test/stored-series.ts: every year, walked day by day in node): on random ranges of
 * every demo account, ranges that start or end on a year's edge among them, the same days with the
 * same figures, and the same opening and closing. Read by their anchor days (a range longer than the
 * daily history), a subset of those days with the same month ends and the same flows.
 */
describe('performance read: the range days', () => {
  it(
    'equal the stored years on random ranges of every demo account',
    async () => {
      const db = seeded.database.db;
      const next = random(20261128);
      let ranges = 0;
      let longRanges = 0;
      expect(accounts.length).toBeGreaterThan(10);
      for (const account of accounts) {
        const life = daysBetween(account.first, account.latest);
        for (let n = 0; n < 4; n++) {
          let from = addDays(account.first, Math.floor(next() * life));
          if (n === 1 && `${from.slice(0, 4)}-01-01` > account.first) from = `${from.slice(0, 4)}-01-01`; // from a year's first day
          let to = n === 0 ? account.latest : addDays(from, Math.floor(next() * (daysBetween(from, account.latest) + 1)));
          if (n === 2 && `${to.slice(0, 4)}-12-31` < account.latest) to = `${to.slice(0, 4)}-12-31`; // to a year's last day
          const where = `${account.account_number} ${from} → ${to}`;
          const whole = await storedRange(db, account.id, from, to);
          const read = await readPerformanceInputs(db, { accountId: account.id, hasCashAccount: account.product_type === 'PW' }, { from, to }, 'every');
          ranges += 1;
          expect(read.opening, where).toEqual(whole.opening);
          expect(read.closing, where).toEqual(whole.closing);
          expect(read.days.dates, where).toEqual(whole.days.map((day) => day.date));
          expect(read.days.valueCents, where).toEqual(whole.days.map((day) => day.valueCents));
          expect(read.days.netIndex, where).toEqual(whole.days.map((day) => day.netIndex));
          expect(read.days.cumFlowCents, where).toEqual(whole.days.map((day) => day.cumFlowCents));

          const anchored = await readPerformanceInputs(db, { accountId: account.id, hasCashAccount: account.product_type === 'PW' }, { from, to }, 'anchors');
          expect(anchored.opening, where).toEqual(read.opening);
          expect(anchored.closing, where).toEqual(read.closing);
          const byDate = new Map(whole.days.map((day) => [day.date, day]));
          anchored.days.dates.forEach((date, i) => {
            const day = byDate.get(date);
            expect(day, `${where} ${date}`).toBeDefined();
            expect([anchored.days.valueCents[i], anchored.days.netIndex[i], anchored.days.cumFlowCents[i]], `${where} ${date}`).toEqual([
              day!.valueCents,
              day!.netIndex,
              day!.cumFlowCents,
            ]);
          });
          expect(anchored.days.dates.at(-1), where).toEqual(read.days.dates.at(-1));
          expect(monthEnds(anchored.days), where).toEqual(monthEnds(read.days));
          expect(rangeFlows(anchored.days, anchored.opening.cumFlowCents), where).toEqual(rangeFlows(read.days, read.opening.cumFlowCents));
          expect(anchored.days.dates.length, where).toBeLessThanOrEqual(read.days.dates.length);
          // With the access check in the statement (a custom range's read): the same inputs, the account and its latest day.
          const staff = authOf('Staff', account.channel, {});
          const { account: found, latest, ...accessed } = await readPerformanceInputs(db, { access: accessCte(staff, account.account_number) }, { from, to }, 'anchors');
          expect(accessed, where).toEqual(anchored);
          expect(latest, where).toBe(account.latest);
          expect(JSON.parse(found!), where).toMatchObject({ id: account.id, accountNumber: account.account_number, seriesCurrent: true });
          const otherPortal = authOf('Staff', account.channel === 'NZ' ? 'AU' : 'NZ', {});
          const refused = await readPerformanceInputs(db, { access: accessCte(otherPortal, account.account_number) }, { from, to }, 'anchors');
          expect([refused.account, refused.latest, refused.days.dates, refused.units], where).toEqual([null, null, [], []]);
          // A daily-priced account's long range: a few days a month instead of some twenty.
          if (daysBetween(from, to) > 400 && read.days.dates.length > 300) {
            expect(anchored.days.dates.length, where).toBeLessThan(read.days.dates.length / 2);
            longRanges += 1;
          }
        }
      }
      expect(ranges).toBeGreaterThan(40);
      expect(longRanges).toBeGreaterThan(10);
    },
    SEED_TIMEOUT * 2,
  );
});

/**
 * Migration 0020 gives the year rows stored before it their anchor days in SQL; the job computes
 * them in node (domain valuation/anchor-days.ts). Until a row has them, a long range reads its days;
 * the migration's statement, run again over the demo's rows with their anchors cleared, writes what
 * the job wrote.
 */
describe('migration 0020: the anchor days in SQL', () => {
  it('equal the valuation job’s for every year row of the demo, and a row without them reads as its days', async () => {
    const db = seeded.database.db;
    const anchors = sql`select account_id, year, anchor_dates::text[] as dates, anchor_value_cents::text as value_cents,
                               anchor_net_index::text as net_index, anchor_cum_flow_cents::text as cum_flow_cents
                        from account_valuation_years order by account_id, year`;
    const byJob = ((await db.execute(anchors)) as unknown as { rows: unknown[] }).rows;
    expect(byJob.length).toBeGreaterThan(20);

    // Rows without anchors (written by a version before them, during a rolling upgrade) read as all
    // their days: every other year cleared, each account's whole life still has the same month ends
    // and flows as read day by day.
    await db.execute(sql`update account_valuation_years set anchor_dates = '{}', anchor_value_cents = '{}', anchor_net_index = '{}',
                           anchor_cum_flow_cents = '{}' where year % 2 = 0`);
    for (const account of accounts) {
      const range = { from: account.first, to: account.latest };
      const where = `${account.account_number} ${range.from} → ${range.to}, even years without anchors`;
      const every = await readPerformanceInputs(db, { accountId: account.id, hasCashAccount: account.product_type === 'PW' }, range, 'every');
      const mixed = await readPerformanceInputs(db, { accountId: account.id, hasCashAccount: account.product_type === 'PW' }, range, 'anchors');
      expect(monthEnds(mixed.days), where).toEqual(monthEnds(every.days));
      expect(rangeFlows(mixed.days, mixed.opening.cumFlowCents), where).toEqual(rangeFlows(every.days, every.opening.cumFlowCents));
    }

    const migration = readFileSync(new URL('../../db/migrations/0020_anchor_days.sql', import.meta.url), 'utf8');
    const update = migration.split('--> statement-breakpoint').find((statement) => statement.includes('UPDATE account_valuation_years'));
    expect(update).toBeDefined();
    await db.execute(sql`update account_valuation_years set anchor_dates = '{}', anchor_value_cents = '{}', anchor_net_index = '{}', anchor_cum_flow_cents = '{}'`);
    await db.execute(sql.raw(update!));
    expect(((await db.execute(anchors)) as unknown as { rows: unknown[] }).rows).toEqual(byJob);
  });
});
