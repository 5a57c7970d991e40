import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '@tasman/domain';
import { seedDemoData } from '../../db/seed/demo-seed.js';
import { ensureValuationsFresh } from '../../jobs/valuations/index.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { storedRange } from '../../test/stored-series.js';
import { readPerformanceInputs } from './performance.repo.js';

/** A fixed Friday, so the demo is the same on every run. */
const TODAY = '2026-11-20';
const SEED_TIMEOUT = 180_000;

let seeded: TestDatabase;
let accounts: Array<{ id: string; account_number: string; product_type: string; first: string; latest: string }>;

beforeAll(async () => {
  seeded = await createTestDatabase();
  await seedDemoData(seeded.database.db, { today: TODAY, totpKey: Buffer.alloc(32, 9) });
  const ids = (await seeded.database.db.execute(sql`select id from accounts`)) as unknown as { rows: Array<{ id: string }> };
  await ensureValuationsFresh(
    seeded.database.db,
    ids.rows.map((row) => row.id),
  );
  const result = (await seeded.database.db.execute(
    sql`select a.id, a.account_number, a.product_type, a.signup_date::text as first, s.latest_date::text as latest
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

/**
 * The performance read's days (performance.repo.ts) against the whole stored years read as the
 * a test reads them (test/stored-series.ts: every year, walked day by day in node): on random ranges of every demo account, ranges that start or end on
 * a year's edge among them, the same days with the same figures, and the same opening and closing.
 */
describe('performance read: the range days', () => {
  it(
    'equal the stored years on random ranges of every demo account',
    async () => {
      const db = seeded.database.db;
      const next = random(20261128);
      let ranges = 0;
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
          const read = await readPerformanceInputs(db, account.id, account.product_type === 'PW', { from, to });
          ranges += 1;
          expect(read.opening, where).toEqual(whole.opening);
          expect(read.closing, where).toEqual(whole.closing);
          expect(read.days.dates, where).toEqual(whole.days.map((day) => day.date));
          expect(read.days.valueCents.map(Number), where).toEqual(whole.days.map((day) => day.valueCents));
          expect(read.days.netIndex.map(Number), where).toEqual(whole.days.map((day) => day.netIndex));
          expect(read.days.cumFlowCents.map(Number), where).toEqual(whole.days.map((day) => day.cumFlowCents));
        }
      }
      expect(ranges).toBeGreaterThan(40);
    },
    SEED_TIMEOUT * 2,
  );
});
