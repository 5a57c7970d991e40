import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Channel } from '@tasman/domain';
import { staffAuthOf } from '../../test/fixtures.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { fundPerformanceSummaryOf, performanceByFund } from './fund-performance.service.js';
import { accountPerformance } from './performance.service.js';

/** A fixed Friday, so the demo is the same on every run. */
const TODAY = '2026-11-20';
const SEED_TIMEOUT = 180_000;

let seeded: TestDatabase;
let wealthAccounts: { account_number: string; channel: Channel }[];

beforeAll(async () => {
  seeded = await createTestDatabase({ demo: { today: TODAY, totpKey: Buffer.alloc(32, 9) } });
  const result = (await seeded.database.db.execute(
    sql`select account_number, channel from accounts where product_type = 'PW' order by channel, account_number`,
  )) as unknown as { rows: typeof wealthAccounts };
  wealthAccounts = result.rows;
}, SEED_TIMEOUT);

afterAll(async () => {
  await seeded?.drop();
});

const staffOf = (channel: Channel) => staffAuthOf(channel, 'summary.check');

const PERIOD_OF = { quarterly: 'THREE_MONTHS', biannual: 'SIX_MONTHS', annual: 'ONE_YEAR' } as const;

/**
 * The wealth-management fund performance summary (spec 001 §3) against the two screens that show
 * the same returns: its portfolio column is the Performance block's gross return for the same
 * period, and each fund's figure the by-fund table's return for that fund, whenever the summary
 * shows one (held through the whole range; neither is annualised at a year or less). The summary
 * reads its three ranges at once; the other two read each period alone, so a range mixed up in
 * that shared read shows here.
 */
describe('fund performance summary agrees with the performance and by-fund screens', () => {
  it(
    'on every demo wealth-management account, every range',
    async () => {
      const db = seeded.database.db;
      let compared = 0;
      expect(wealthAccounts.length).toBeGreaterThan(0);
      for (const account of wealthAccounts) {
        const auth = staffOf(account.channel);
        const summary = await fundPerformanceSummaryOf(db, auth, account.account_number).catch(() => null);
        if (!summary) continue; // never valued
        for (const column of ['quarterly', 'biannual', 'annual'] as const) {
          const period = PERIOD_OF[column];
          const range = summary.dates[column];
          const where = `${account.account_number} ${column}`;
          const portfolio = await accountPerformance(db, auth, account.account_number, { period }).catch(() => null);
          if (!portfolio) {
            expect(summary.gross[column], `${where}: no such period, no gross return`).toBeNull();
            continue;
          }
          expect(range, where).toEqual({ fromDate: portfolio.periodStartDate, toDate: portfolio.periodEndDate });
          if (summary.gross[column] !== null) {
            expect(summary.gross[column], `${where} gross`).toBeCloseTo(portfolio.grossReturnPercentage!, 10);
            compared += 1;
          }
          const byFund = await performanceByFund(db, auth, account.account_number, { period });
          for (const fund of summary.data.flatMap((group) => group.funds)) {
            const value = fund[column];
            if (value === null) continue;
            const row = byFund.securities.find((r) => r.msSecurityId === fund.msSecurityId);
            expect(row, `${where} ${fund.name} in the by-fund table`).toBeDefined();
            expect(value, `${where} ${fund.name}`).toBeCloseTo(row!.returnPercentage!, 10);
            compared += 1;
          }
        }
      }
      expect(compared).toBeGreaterThan(5);
    },
    SEED_TIMEOUT,
  );
});
