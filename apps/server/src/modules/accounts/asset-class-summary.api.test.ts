import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountHolders, accounts, advisers, users } from '../../db/schema/index.js';
import { createUser, giveAccount } from '../../test/fixtures.js';
import { allocate, cash, createFund, trade } from '../../test/market-fixtures.js';
import { TestBrowser } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';

const ctx = useTestApp('NZ');
const db = () => ctx.testDb.database.db;
const summaryOf = (accountNumber: string) => `/api/v1/Account/AssetClassSummary/${accountNumber}`;

async function browserFor(fixture: Parameters<typeof createUser>[1] = {}) {
  const created = await createUser(db(), fixture);
  const browser = new TestBrowser(ctx.app);
  await browser.signIn(created.user.username);
  return { ...created, browser };
}

/** A wealth-management account worth 1,000.00 in one fund plus 250.00 at bank, with an adviser. */
async function wealthAccount() {
  const owner = await browserFor();
  const [adviser] = await db().insert(advisers).values({ channel: 'NZ', firstName: 'Ana', lastName: 'Adviser' }).returning();
  const account = await giveAccount(db(), owner.client!.id, 'PW');
  await db().update(accounts).set({ adviserId: adviser!.id }).where(eq(accounts.id, account.id));
  const fund = await createFund(db(), 'Balanced Fund', [['2024-06-28', '2.000000']]);
  await trade(db(), { accountId: account.id, securityId: fund.id, tradeDate: '2024-06-28', units: '500', unitPrice: '2', value: '1000.00' });
  // 60% international shares, 25% NZ bonds, 15% Australian bonds (merged into International Fixed Interest).
  await allocate(db(), fund.id, '2024-06-30', [
    ['International Equities', '60'],
    ['New Zealand Fixed Interest', '25'],
    ['Australian Fixed Interest', '15'],
  ]);
  await cash(db(), account.id, '2024-06-27', 'C', '1250.00');
  await cash(db(), account.id, '2024-06-28', 'D', '1000.00');
  return { owner, account, adviserId: adviser!.id };
}

// spec 001 §3 'Asset breakdown', §5 and §9 (merges, Cash at Bank apart, class order), §7 the path.
describe('GET /api/v1/Account/AssetClassSummary/{accountNumber}', () => {
  it('spreads the account over its fund\'s allocation, merges sub-classes and keeps Cash at Bank apart', async () => {
    const { owner, account } = await wealthAccount();
    const response = await owner.browser.get(summaryOf(account.accountNumber));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // 500 units × 2.0000 = 1,000.00 in the fund; 1,250.00 − 1,000.00 = 250.00 at bank; 1,250.00 in all.
    expect(body.totalValue).toBe(1250);
    expect(body.asAtDate).toBe('2024-06-28');
    // International Equities 600.00 (48%), International Fixed Interest 15% → 150.00 (12%),
    // New Zealand Fixed Interest 250.00 (20%), in the spec's class order; Cash at Bank 250.00 (20%).
    expect(body.assetClasses.map((c: { assetClassLabel: string; totalAllocationValue: number; totalAllocationPercent: number }) => [c.assetClassLabel, c.totalAllocationValue, c.totalAllocationPercent])).toEqual([
      ['International Equities', 600, 48],
      ['International Fixed Interest', 150, 12],
      ['New Zealand Fixed Interest', 250, 20],
    ]);
    expect(body.cashAtBank).toEqual({ value: 250, percentage: 20 });
    expect(body.totalPercentage).toBe(80);
  });

  it('lets the account\'s adviser and staff see it', async () => {
    const { account, adviserId } = await wealthAccount();
    const adviser = await browserFor({ userType: 'Intermediary' });
    // Access is decided per request from the user's current record.
    await db().update(users).set({ adviserId }).where(eq(users.id, adviser.user.id));
    expect((await adviser.browser.get(summaryOf(account.accountNumber))).statusCode).toBe(200);
    const staff = await browserFor({ userType: 'Staff' });
    expect((await staff.browser.get(summaryOf(account.accountNumber))).statusCode).toBe(200);
  });

  it('lets a related holder see it', async () => {
    const { account } = await wealthAccount();
    const related = await browserFor();
    await giveAccount(db(), related.client!.id, 'UT'); // an account of their own, to show holdings are per account
    await db().insert(accountHolders).values({ accountId: account.id, clientId: related.client!.id, ownershipType: 'RELATED', role: 'Related party' });
    expect((await related.browser.get(summaryOf(account.accountNumber))).statusCode).toBe(200);
  });

  it('answers another client, another adviser and an unknown number exactly alike: 404', async () => {
    const { account } = await wealthAccount();
    const stranger = await browserFor();
    const otherAdviser = await browserFor({ userType: 'Intermediary' });
    const [elsewhere] = await db().insert(advisers).values({ channel: 'NZ', firstName: 'Other', lastName: 'Adviser' }).returning();
    await db().update(users).set({ adviserId: elsewhere!.id }).where(eq(users.id, otherAdviser.user.id));
    const missing = await stranger.browser.get(summaryOf('NOSUCH1'));
    expect(missing.statusCode).toBe(404);
    for (const browser of [stranger.browser, otherAdviser.browser]) {
      const refused = await browser.get(summaryOf(account.accountNumber));
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual(missing.json());
    }
  });

  it('refuses a malformed account number with a clear 400', async () => {
    const { owner } = await wealthAccount();
    const response = await owner.browser.get(summaryOf('%27%20or%201%3D1'));
    expect(response.statusCode).toBe(400);
    expect(response.json().Id).toBe('ValidationFailed');
  });
});
