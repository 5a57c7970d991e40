import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accounts, securities, unitPrices } from '../../db/schema/index.js';
import { createUser, giveAccount } from '../../test/fixtures.js';
import { cash, createFund, trade } from '../../test/market-fixtures.js';
import { TestBrowser } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';

const ctx = useTestApp('NZ');
const db = () => ctx.testDb.database.db;

afterEach(() => {
  vi.useRealTimers();
});

/**
 * A wealth-management account at a PIR of 28 % holding a fund, a directly held listed share and
 * Cash at Bank, all worked by hand:
 *
 *   27 Mar 2024  2,000.00 paid in to Cash at Bank
 *   28 Mar 2024  1,000 fund units at 1.00 (1,000.00) and 100 shares at 5.00 (500.00) bought: cash 500.00
 *   28 Jun 2024  fund 1.20 → 1,200.00; share 6.00 → 600.00; account 2,300.00
 */
async function wealthAccountWithAShare() {
  const created = await createUser(db(), {});
  const browser = new TestBrowser(ctx.app);
  await browser.signIn(created.user.username);
  const account = await giveAccount(db(), created.client!.id, 'PW');
  await db().update(accounts).set({ signupDate: '2024-03-27', pir: '0.2800' }).where(eq(accounts.id, account.id));
  const fund = await createFund(db(), 'Worked Balanced Fund', [
    ['2024-03-28', '1.000000'],
    ['2024-06-28', '1.200000'],
  ]);
  const [share] = await db()
    .insert(securities)
    .values({
      msSecurityId: `S${account.accountNumber}`,
      code: `${account.accountNumber}.NZ`,
      name: 'Worked Listed Share',
      productCodes: ['PW'],
      securityType: 'Direct',
      assetClass: 'New Zealand Equities',
      investmentCategory: 'Growth',
      currencyCode: 'NZD',
    })
    .returning();
  await db().insert(unitPrices).values([
    { securityId: share!.id, priceDate: '2024-03-28', unitPrice: '5.000000' },
    { securityId: share!.id, priceDate: '2024-06-28', unitPrice: '6.000000' },
  ]);
  await cash(db(), account.id, '2024-03-27', 'C', '2000.00');
  await trade(db(), { accountId: account.id, securityId: fund.id, tradeDate: '2024-03-28', units: '1000', unitPrice: '1', value: '1000.00' });
  await trade(db(), { accountId: account.id, securityId: share!.id, tradeDate: '2024-03-28', units: '100', unitPrice: '5', value: '500.00' });
  await cash(db(), account.id, '2024-03-28', 'D', '1500.00');
  return { browser, account };
}

describe('GET /api/v1/accounts/{n}/securities of a wealth-management account (issue 9 items 6, 7)', () => {
  it('charges PIE tax on the PIE fund and none on the directly held share', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-07-01T00:00:00Z')); // 1 July 2024 in Auckland
    const { browser, account } = await wealthAccountWithAShare();
    const body = (await browser.get(`/api/v1/accounts/${account.accountNumber}/securities`)).json();
    const byName = new Map(body.list.map((row: { name: string }) => [row.name, row]));
    // Fund income since 1 April: 1,200.00 − 1,000.00 = 200.00; PIE tax at 28 % = 56.00.
    expect(byName.get('Worked Balanced Fund')).toMatchObject({ securityValue: 1200, taxOwed: 56, netValue: 1144 });
    // The share gained 100.00, but a listed share is not a PIE: no PIE tax.
    expect(byName.get('Worked Listed Share')).toMatchObject({ securityValue: 600, taxOwed: 0, netValue: 600 });
    expect(body.pieTaxLiability).toBe(56);
  });

  it('gives each holding its percent of the whole account, adding up to 100 with Cash at Bank', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-07-01T00:00:00Z'));
    const { browser, account } = await wealthAccountWithAShare();
    const body = (await browser.get(`/api/v1/accounts/${account.accountNumber}/securities`)).json();
    expect(body.totalValue).toBe(2300);
    // Of 2,300.00: Cash at Bank 500 → 21.739 % and the investments 1,800 → 78.261 %: largest
    // remainder gives 21.74 and 78.26. The funds share 78.26: 1,200/1,800 × 78.26 = 52.173 and
    // 600/1,800 × 78.26 = 26.087 → floors 52.17 + 26.08 = 78.25, the hundredth to the larger remainder: 26.09.
    expect(body.list.map((row: { percentOfPortfolio: number }) => row.percentOfPortfolio)).toEqual([52.17, 26.09]);
    expect(body.cashAtBankPercentage).toBe(21.74);
    const hundredths = body.list.reduce((sum: number, row: { percentOfPortfolio: number }) => sum + Math.round(row.percentOfPortfolio * 100), 0);
    expect(hundredths + Math.round(body.cashAtBankPercentage * 100)).toBe(10_000);

    // The allocation card says the same of Cash at Bank and of the investments.
    const summary = (await browser.get(`/api/v1/Account/AssetClassSummary/${account.accountNumber}`)).json();
    expect(summary.cashAtBank.percentage).toBe(body.cashAtBankPercentage);
    expect(summary.totalPercentage).toBeCloseTo(100 - body.cashAtBankPercentage, 10);
  });
});
