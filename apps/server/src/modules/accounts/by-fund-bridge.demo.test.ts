import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERIOD_CODES, type Channel } from '@tasman/domain';
import { fundGain } from '@tasman/domain/accounts/by-fund-detail-rows';
import { unlessRefused } from '../../plugins/api-error.js';
import { staffAuthOf } from '../../test/fixtures.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { customPerformanceByFund, performanceByFund } from './fund-performance.service.js';
import { accountPerformance, customPerformance } from './performance.service.js';

/** A fixed Friday, so the demo is the same on every run. */
const TODAY = '2026-11-20';
const SEED_TIMEOUT = 180_000;

let seeded: TestDatabase;
let accounts: { account_number: string; channel: Channel; product_type: string }[];

beforeAll(async () => {
  seeded = await createTestDatabase({ demo: { today: TODAY, totpKey: Buffer.alloc(32, 9) } });
  const result = (await seeded.database.db.execute(
    sql`select account_number, channel, product_type from accounts order by channel, account_number`,
  )) as unknown as { rows: typeof accounts };
  accounts = result.rows;
}, SEED_TIMEOUT);

afterAll(async () => {
  await seeded?.drop();
});

const staffOf = (channel: Channel) => staffAuthOf(channel, 'bridge.check');

const sum = (values: readonly number[]) => values.reduce((total, value) => total + Math.round(value * 100), 0) / 100;

/**
 * Issue 9 item 8: the performance-by-fund table must add up to the portfolio's value bridge — on
 * every demo account and every period button. The rows (funds, and a wealth-management account's
 * Cash at Bank with the portfolio fees charged to it) come from the holdings' and the cash
 * account's own figures; the portfolio's from the account's daily series: two computations that
 * must meet. Invariant (DESIGN §5 'every figure balances'):
 *   Σ rows' opening = opening value, Σ closing = closing value, Σ gains = the period's gain,
 *   Σ fees = fees, Σ tax = tax paid.
 */
describe('performance by fund adds up to the portfolio (issue 9 item 8)', () => {
  it(
    'on every demo account and every period',
    async () => {
      const db = seeded.database.db;
      let checked = 0;
      for (const account of accounts) {
        const auth = staffOf(account.channel);
        for (const period of PERIOD_CODES.filter((code) => code !== 'CUSTOM')) {
          // A period the account did not live through is refused; an account never valued has none.
          const portfolio = await unlessRefused(() => accountPerformance(db, auth, account.account_number, { period }));
          if (!portfolio) continue;
          const byFund = await performanceByFund(db, auth, account.account_number, { period });
          const rows = byFund.securities;
          const where = `${account.account_number} (${account.product_type}) ${period}`;
          expect(sum(rows.map((row) => row.openingBalance)), `${where} opening`).toBe(portfolio.openingValue);
          expect(sum(rows.map((row) => row.closingBalance)), `${where} closing`).toBe(portfolio.closingValue);
          expect(sum(rows.map((row) => fundGain(row))), `${where} gain`).toBe(portfolio.returnValueOverPeriod);
          expect(sum(rows.map((row) => row.registryFees)), `${where} fees`).toBe(portfolio.fees);
          expect(sum(rows.map((row) => row.tax)), `${where} tax`).toBe(portfolio.taxPaid);
          checked += 1;
        }
      }
      // The demo has dozens of accounts, each with several periods.
      expect(checked).toBeGreaterThan(100);
    },
    600_000,
  );

  /**
   * A custom range is read with the access check in its statement once the account's series is
   * current (issue 15); the two-statement read (accountPerformance, performanceByFund) must give the
   * same figures, on every demo account of both portals and every product, wealth accounts' Cash at
   * Bank among them.
   */
  it(
    'the same for a custom range read in one statement as in two',
    async () => {
      const db = seeded.database.db;
      let compared = 0;
      for (const account of accounts) {
        const auth = staffOf(account.channel);
        const life = await unlessRefused(() => accountPerformance(db, auth, account.account_number, { period: 'SINCE_INCEPTION' }));
        if (!life) continue; // never valued
        // From the 15th of its first month (mid-month, unlike a button) or its signup if later, to its latest day.
        const from = `${life.periodStartDate.slice(0, 8)}15` > life.periodStartDate ? `${life.periodStartDate.slice(0, 8)}15` : life.periodStartDate;
        const query = { period: 'CUSTOM' as const, from, to: life.periodEndDate };
        const where = `${account.account_number} (${account.product_type}) ${from} → ${query.to}`;
        const twoStatements = await accountPerformance(db, auth, account.account_number, query);
        const oneStatement = await customPerformance(db, auth, account.account_number, query);
        expect(oneStatement, where).toBeDefined();
        expect(oneStatement, where).toEqual(twoStatements);
        const byFund = await customPerformanceByFund(db, auth, account.account_number, query);
        expect(byFund, where).toBeDefined();
        expect(byFund, where).toEqual(await performanceByFund(db, auth, account.account_number, query));
        compared += 1;
      }
      expect(compared).toBeGreaterThan(20);
      expect(new Set(accounts.map((a) => a.product_type)).size).toBeGreaterThanOrEqual(4);
    },
    600_000,
  );
});
