import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customRangeProblem, type Channel, type HoldingsResponse, type PerformanceResponse } from '@tasman/domain';
import type { PrivateEquitySummaryResponse } from '@tasman/domain/contracts/private-equity';
import { createUser } from '../../test/fixtures.js';
import { createTestApp, TestBrowser } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { statementData, type StatementData } from './statement-data.js';

/** A fixed Friday, so the demo is the same on every run. */
const TODAY = '2026-11-20';
/** Seeding the demo takes a minute alone, several when the machine is busy. */
const SEED_TIMEOUT = 600_000;

interface ReportRow {
  id: string;
  report_type: string;
  period_start: string;
  period_end: string;
  account_number: string;
  channel: Channel;
  product_type: string;
  signup_date: string;
}

let seeded: TestDatabase;
let reports: ReportRow[];
let accountNumbers: string[];
const apps = new Map<Channel, FastifyInstance>();
const staff = new Map<Channel, TestBrowser>();

beforeAll(async () => {
  seeded = await createTestDatabase({ demo: { today: TODAY, totpKey: Buffer.alloc(32, 9) } });
  const db = seeded.database.db;
  for (const channel of ['NZ', 'AU'] as const) {
    const app = await createTestApp(seeded.database, channel);
    apps.set(channel, app);
    const { user } = await createUser(db, { channel, userType: 'Staff' });
    const browser = new TestBrowser(app);
    expect((await browser.signIn(user.username)).statusCode).toBe(200);
    staff.set(channel, browser);
  }
  reports = (
    (await db.execute(sql`
      select r.id, r.report_type, r.period_start::text, r.period_end::text, a.account_number, a.channel, a.product_type,
             a.signup_date::text
      from reports r join accounts a on a.id = r.account_id
      order by a.channel, a.account_number, r.report_date, r.report_type`)) as unknown as { rows: ReportRow[] }
  ).rows;
  accountNumbers = [...new Set(reports.map((r) => r.account_number))];
}, SEED_TIMEOUT);

afterAll(async () => {
  for (const app of apps.values()) await app.close();
  await seeded?.drop();
});

async function api<T>(channel: Channel, url: string): Promise<T> {
  const response = await staff.get(channel)!.get(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json() as T;
}

/** The figures of the Performance screen a statement prints, in the order printed. */
const bridgeOf = (p: PerformanceResponse) => ({
  openingValue: p.openingValue,
  capitalContributed: p.capitalContributed,
  capitalWithdrawn: p.capitalWithdrawn,
  transferInAmount: p.transferInAmount,
  transferOutAmount: p.transferOutAmount,
  investmentEBFAT: p.investmentEBFAT,
  fees: p.fees,
  taxPaid: p.taxPaid,
  closingValue: p.closingValue,
  netReturnPercentage: p.netReturnPercentage,
  perAnnum: p.basis.perAnnum,
});

const holdingsOf = (h: HoldingsResponse) => ({
  valuationDate: h.valuationDate,
  list: h.list.map((s) => ({ name: s.name, units: s.units, unitPrice: s.unitPrice, securityValue: s.securityValue })),
  cashAtBank: h.cashAtBank,
  totalValue: h.totalValue,
});

const capitalOf = (s: PrivateEquitySummaryResponse) => ({
  valuationDate: s.valuationDate,
  valuation: s.valuation,
  committedCapital: s.committedCapital,
  calledCapital: s.calledCapital,
  uncalledCapital: s.uncalledCapital,
  distributionsCashTotal: s.distributionsCashTotal,
});

/** Whether the Performance screen accepts the period as a custom range (a month or more, within the valued days). */
function screenAccepts(data: StatementData, row: ReportRow): boolean {
  const p = data.performance;
  if (!p) return false;
  return customRangeProblem({ from: p.periodStartDate, to: p.periodEndDate }, { minDate: row.signup_date, maxDate: p.periodEndDate }) === null;
}

describe('statement figures equal the portal screens (issue 11)', () => {
  it(
    'on every demo account, the latest statement of each type: bridge and return, holdings at the period end, private-equity capital',
    async () => {
      const db = seeded.database.db;
      const compared = new Set<string>();
      let performanceChecks = 0;
      let holdingsChecks = 0;
      let capitalChecks = 0;
      // The latest statement of each type of each account (every period would take a quarter of an hour on 2 cores).
      const latest = new Map<string, ReportRow>();
      for (const row of reports) if (row.report_type !== 'CapitalCallNotice') latest.set(`${row.account_number} ${row.report_type}`, row);
      for (const row of latest.values()) {
        const data = await statementData(db, row.id);
        const where = `${row.account_number} (${row.product_type}) ${row.report_type} ${row.period_start}–${row.period_end}`;
        const base = `/api/v1/accounts/${encodeURIComponent(row.account_number)}`;
        if (screenAccepts(data, row)) {
          const p = data.performance!;
          const screen = await api<PerformanceResponse>(row.channel, `${base}/performance?period=CUSTOM&from=${p.periodStartDate}&to=${p.periodEndDate}`);
          expect(bridgeOf(p), where).toEqual(bridgeOf(screen));
          performanceChecks += 1;
          compared.add(row.account_number);
        }
        if (data.holdings) {
          const screen = await api<HoldingsResponse>(row.channel, `${base}/securities?date=${data.report.periodEnd}`);
          expect(holdingsOf(data.holdings), where).toEqual(holdingsOf(screen));
          holdingsChecks += 1;
        }
        if (data.privateEquity?.summary) {
          const screen = await api<PrivateEquitySummaryResponse>(row.channel, `${base}/private-equity/summary?date=${data.report.periodEnd}`);
          expect(capitalOf(data.privateEquity.summary), where).toEqual(capitalOf(screen));
          capitalChecks += 1;
        }
      }
      // Every account with statements had at least one whose whole bridge was compared.
      expect([...compared].sort()).toEqual([...accountNumbers].sort());
      expect(holdingsChecks).toBeGreaterThanOrEqual(performanceChecks);
      expect(capitalChecks).toBeGreaterThan(0);
    },
    900_000,
  );
});
