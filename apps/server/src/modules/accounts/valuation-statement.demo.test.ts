import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@tasman/domain';
import { ensureValuationsFresh } from '../../jobs/valuations/index.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { findLatestTopHoldings } from '../top-holdings/top-holdings.repo.js';
import { readHistoryPage } from '../transactions/transactions.repo.js';
import { valueAccountsWith } from './account-balances.js';
import * as repo from './accounts.repo.js';
import { storedRange } from '../../test/stored-series.js';

/** A fixed Friday, so the demo is the same on every run. */
const TODAY = '2026-11-20';
const SEED_TIMEOUT = 180_000;

let seeded: TestDatabase;
let accounts: { id: string; signup: string }[];

beforeAll(async () => {
  seeded = await createTestDatabase({ demo: { today: TODAY, totpKey: Buffer.alloc(32, 9) } });
  const result = (await seeded.database.db.execute(
    sql`select id::text as id, signup_date::text as signup from accounts order by channel, account_number`,
  )) as unknown as { rows: typeof accounts };
  accounts = result.rows;
  // The stored series the transactions page reads its balances from.
  await ensureValuationsFresh(seeded.database.db, accounts.map((a) => a.id));
}, SEED_TIMEOUT);

afterAll(async () => {
  await seeded?.drop();
});

/** Days across an account's life: signup, a few in between, a year-end, a 1 January and today. */
function daysOf(signup: string): string[] {
  const from = Date.parse(signup);
  const span = Date.parse(TODAY) - from;
  const between = [0.17, 0.5, 0.83].map((f) => new Date(from + span * f).toISOString().slice(0, 10));
  return [...new Set([signup, ...between, '2024-12-31', '2025-01-01', TODAY])].filter((d) => d >= signup);
}

const byKey = <T>(rows: T[], key: (row: T) => string) => [...rows].sort((a, b) => key(a).localeCompare(key(b)));

/**
 * Issue 15: the account reads now take their valuation in ONE statement (accounts.repo
 * findValuationRows) and the transactions page its balances in its page's statement. Figures must
 * not move by a cent: on every demo account and several days of its life, the one statement must
 * answer exactly what the separate queries it replaced answer (units, prices and their dates, Cash
 * at Bank, the holdings screen's date bound, the funds' allocations and top-holdings lists), and the
 * page's opening and closing values exactly what the stored series gives (read whole, test/stored-series.ts).
 */
describe('the one-statement valuation answers what the separate queries did (issue 15)', () => {
  it(
    'on every demo account and several days of its life',
    async () => {
      const db = seeded.database.db;
      let checked = 0;
      const seen = { holdings: 0, cash: 0, allocations: 0, lists: 0 };
      for (const account of accounts) {
        for (const day of daysOf(account.signup)) {
          const read = await valueAccountsWith(db, [account.id], day, { boundOn: TODAY, allocations: true, topHoldings: true });
          const valuation = read.valuations.get(account.id)!;

          const held = await repo.findUnitsHeld(db, [account.id], day);
          const prices = new Map((await repo.findLatestPrices(db, [...new Set(held.map((h) => h.securityId))], day)).map((p) => [p.securityId, p]));
          const priced = held.filter((h) => prices.has(h.securityId));
          const cash = await repo.findCashBalances(db, [account.id], day);
          expect(byKey(valuation.holdings.list, (h) => h.securityId).map((h) => [h.securityId, h.units.toString(), h.unitPrice.toString(), h.priceAsAtDate])).toEqual(
            byKey(priced, (h) => h.securityId).map((h) => {
              const price = prices.get(h.securityId)!;
              return [h.securityId, new Decimal(h.units).toString(), new Decimal(price.unitPrice).toString(), price.priceDate];
            }),
          );
          expect(valuation.cashAtBank.toFixed(2)).toBe(Number(cash[0]?.balance ?? 0).toFixed(2));
          expect(read.bound).toBe(await repo.findValuationAsAtDate(db, account.id, TODAY));

          const ids = valuation.holdings.list.map((h) => h.securityId);
          const allocations = await repo.findLatestAllocations(db, ids, day);
          const allocationKey = (a: { securityId: string; assetClass: string }) => `${a.securityId} ${a.assetClass}`;
          expect(byKey(read.allocations.filter((a) => ids.includes(a.securityId)), allocationKey)).toEqual(
            byKey(allocations.map((a) => ({ securityId: a.securityId, assetClass: a.assetClass, weight: a.weight })), allocationKey),
          );
          const funds = ids.filter((id) => valuation.securities.get(id)?.securityType === 'Fund');
          const lists = await findLatestTopHoldings(db, funds, day);
          expect(read.topHoldings.filter((line) => funds.includes(line.securityId))).toEqual(
            byKey(lists, (l) => l.securityId).map((l) => ({ securityId: l.securityId, asAtDate: l.asAtDate, name: l.name, country: l.country, weight: l.weight })),
          );
          seen.holdings += priced.length;
          seen.cash += cash.length;
          seen.allocations += allocations.length;
          seen.lists += lists.length;
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(100);
      // Not vacuous: each kind of row was compared many times.
      for (const count of Object.values(seen)) expect(count).toBeGreaterThan(10);
    },
    SEED_TIMEOUT,
  );

  it(
    "gives the transactions page the stored series' opening and closing values",
    async () => {
      const db = seeded.database.db;
      let checked = 0;
      for (const account of accounts) {
        const days = daysOf(account.signup);
        for (const [from, to] of [
          [days[0]!, TODAY],
          [days[1] ?? days[0]!, days[2] ?? TODAY],
          ['2025-01-01', TODAY],
          [addDays(TODAY, -365), TODAY],
        ] as const) {
          if (from < account.signup || from > to) continue;
          const filter = { accountId: account.id, periodStart: from, periodEnd: to, securityId: null };
          const page = await readHistoryPage(db, filter, 1, 10, { opening: addDays(from, -1), closing: to });
          const range = await storedRange(db, account.id, from, to);
          expect([page.openingCents, page.closingCents]).toEqual([range.opening.valueCents, (range.closing ?? range.opening).valueCents]);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(20);
    },
    SEED_TIMEOUT,
  );
});
