import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, benchmarkLevels, benchmarks, securities } from '../../db/schema/index.js';
import { createUser, giveAccount } from '../../test/fixtures.js';
import { createFund, trade } from '../../test/market-fixtures.js';
import { TestBrowser } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';

const ctx = useTestApp('NZ');
const db = () => ctx.testDb.database.db;
const unique = () => randomBytes(4).toString('hex').toUpperCase();

async function signedIn(fixture: Parameters<typeof createUser>[1] = {}) {
  const created = await createUser(db(), fixture);
  const browser = new TestBrowser(ctx.app);
  await browser.signIn(created.user.username);
  return { ...created, browser };
}

async function benchmarkedFund(name: string, prices: Array<[string, string]>, levels: Array<[string, string]> | null) {
  const fund = await createFund(db(), name, prices);
  if (levels) {
    const [benchmark] = await db().insert(benchmarks).values({ msBenchmarkId: `XB${unique()}`, name: `${name} Index`, currencyCode: 'NZD' }).returning();
    await db().insert(benchmarkLevels).values(levels.map(([closeDate, returnIndex]) => ({ benchmarkId: benchmark!.id, closeDate, returnIndex })));
    await db().update(securities).set({ benchmarkId: benchmark!.id }).where(eq(securities.id, fund.id));
  }
  return fund;
}

/**
 * An adviser-managed portfolio worked by hand, signed up 28 June 2023, valued to 28 June 2024.
 * The last year is 29 Jun 2023 – 28 Jun 2024 (periods.ts), opening at the close of 28 Jun 2023:
 *
 *   Growth fund  600 units, 1.00 → 1.10   600.00 → 660.00   its index 100 → 112  (+12 %)
 *   Income fund  400 units, 1.00 → 1.05   400.00 → 420.00   its index 200 → 206  (+3 %)
 *   Cash fund    250 units, 1.00 → 1.02   250.00 → 255.00   no benchmark
 *
 * Portfolio: (660 + 420 + 255) / (600 + 400 + 250) − 1 = 1,335 / 1,250 − 1 = 6.80 %.
 * Benchmark: weights over the 1,000.00 that has one: 0.6 × 12 % + 0.4 × 3 % = 7.2 + 1.2 = 8.40 %,
 * covering 1,000 / 1,250 = 80 % of the portfolio. Difference 6.80 − 8.40 = −1.60 points.
 */
async function workedPortfolio(clientId: string, options: { isDims?: boolean } = {}) {
  const account = await giveAccount(db(), clientId, 'PW');
  await db().update(accounts).set({ signupDate: '2023-06-28', isDims: options.isDims ?? true }).where(eq(accounts.id, account.id));
  const growth = await benchmarkedFund('Growth', [['2023-06-28', '1.000000'], ['2024-06-28', '1.100000']], [['2023-06-28', '100'], ['2024-06-28', '112']]);
  const income = await benchmarkedFund('Income', [['2023-06-28', '1.000000'], ['2024-06-28', '1.050000']], [['2023-06-28', '200'], ['2024-06-28', '206']]);
  const cashFund = await benchmarkedFund('Cash', [['2023-06-28', '1.000000'], ['2024-06-28', '1.020000']], null);
  for (const [fund, units] of [[growth, '600'], [income, '400'], [cashFund, '250']] as const) {
    await trade(db(), { accountId: account.id, securityId: fund.id, tradeDate: '2023-06-28', units, unitPrice: '1.000000', value: `${units}.00` });
  }
  return account;
}

describe('GET /api/v1/accounts/{accountNumber}/value-of-advice', () => {
  it("compares the portfolio's last year with its funds' benchmarks, weighted as held at the start", async () => {
    const { browser, client } = await signedIn();
    const account = await workedPortfolio(client!.id);
    const response = await browser.get(`/api/v1/accounts/${account.accountNumber}/value-of-advice`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      accountNumber: account.accountNumber,
      periodStartDate: '2023-06-29',
      periodEndDate: '2024-06-28',
      perAnnum: false,
      portfolioReturnPercentage: 6.8,
      benchmarkReturnPercentage: 8.4,
      differencePercentagePoints: -1.6,
      benchmarkCoveragePercentage: 80,
      benchmarks: [
        { name: 'Growth Index', weightPercentage: 60, returnPercentage: 12 },
        { name: 'Income Index', weightPercentage: 40, returnPercentage: 3 },
      ],
    });
    // The same return as the account's own Performance screen for the same year.
    const performance = (await browser.get(`/api/v1/accounts/${account.accountNumber}/performance?period=ONE_YEAR`)).json();
    expect(performance.netReturnPercentage).toBeCloseTo(6.8, 6);
  });

  it('is only for adviser-managed wealth-management portfolios: 404 with a reason otherwise', async () => {
    const { browser, client } = await signedIn();
    const notDims = await workedPortfolio(client!.id, { isDims: false });
    const kiwiSaver = await giveAccount(db(), client!.id, 'KS');
    for (const account of [notDims, kiwiSaver]) {
      const response = await browser.get(`/api/v1/accounts/${account.accountNumber}/value-of-advice`);
      expect(response.statusCode).toBe(404);
      expect(response.json().Message).toMatch(/adviser-managed/);
    }
  });

  it('has nothing to show for a portfolio under a year old (spec 000 §5 one-year rule)', async () => {
    const { browser, client } = await signedIn();
    const account = await workedPortfolio(client!.id);
    await db().update(accounts).set({ signupDate: '2023-09-01' }).where(eq(accounts.id, account.id));
    const response = await browser.get(`/api/v1/accounts/${account.accountNumber}/value-of-advice`);
    expect(response.statusCode).toBe(404);
    expect(response.json().Message).toMatch(/full year/);
  });

  it("answers another client's portfolio exactly as one that does not exist", async () => {
    const other = await createUser(db());
    const theirs = await workedPortfolio(other.client!.id);
    const { browser } = await signedIn();
    const answer = await browser.get(`/api/v1/accounts/${theirs.accountNumber}/value-of-advice`);
    const missing = await browser.get('/api/v1/accounts/TNOSUCH1/value-of-advice');
    expect(answer.statusCode).toBe(404);
    expect(answer.body).toBe(missing.body);
  });

  it('refuses an impossible account number with 400', async () => {
    const { browser } = await signedIn();
    for (const number of ['%E2%9C%93', 'a'.repeat(40), 'x%20y']) {
      const response = await browser.get(`/api/v1/accounts/${number}/value-of-advice`);
      expect(response.statusCode, number).toBe(400);
      expect(response.json().Message).toEqual(expect.any(String));
    }
  });
});
