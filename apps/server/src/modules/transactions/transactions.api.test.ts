import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { compareTransactions, TransactionsQuery } from '@tasman/domain';
import { accountHolders, accounts, advisers, users, valuationQueue } from '../../db/schema/index.js';
import { createUser, giveAccount, staffAuthOf, type UserFixture } from '../../test/fixtures.js';
import { TestBrowser } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import { pageWithAccessCheck, transactionPage, WEALTH_ON_HISTORY } from './transactions.service.js';
import { accountWithHistory, NOW } from './transactions-world.js';

const ctx = useTestApp('NZ');
const db = () => ctx.testDb.database.db;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

const history = (accountNumber: string, query = '') => `/api/v1/transactions?accountNumber=${accountNumber}${query}`;

describe('GET /api/v1/transactions of a retail account (spec 002 §3 Transaction page)', () => {
  it('lists the range pending first, then newest first, with the opening and closing balance worked by hand', async () => {
    const { browser, account } = await accountWithHistory(db(), ctx.app);
    const response = await browser.get(history(account.accountNumber, '&periodStart=2024-04-01&periodEnd=2024-06-30'));
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({
      view: 'retail',
      accountNumber: account.accountNumber,
      totalRecords: 4,
      pageNo: 1,
      pageSize: 10,
      periodStart: '2024-04-01',
      periodEnd: '2024-06-30',
      datesSwapped: false,
      // 1,000 A × 1.00 at 31 Mar; 1,050 A × 1.20 + 200 B × 2.50 at 30 Jun (see transactions-world.ts).
      openingBalance: 1000,
      openingBalanceDate: '2024-03-31',
      closingBalance: 1760,
      closingBalanceDate: '2024-06-30',
      currencyCode: 'NZD',
      securityId: null,
    });
    expect(page.list.map((r: { transactionDate: string; isPending: boolean }) => [r.transactionDate, r.isPending])).toEqual([
      ['2024-06-29', true],
      ['2024-06-27', false],
      ['2024-05-15', false],
      ['2024-04-30', false],
    ]);
    expect(page.list[0]).toMatchObject({ securityName: 'Ōtautahi Growth Fund', units: null, unitPrice: null, transactionValue: 50, isPending: true });
    expect(page.list[1]).toMatchObject({ units: -50, unitPrice: 1.2, transactionValue: -60, tax: 0, transactionNetValue: -60 });
    expect([...page.list].sort(compareTransactions)).toEqual(page.list);
  });

  it("gives the same balances as the account's valuation list on those days", async () => {
    const { browser, account } = await accountWithHistory(db(), ctx.app);
    const page = (await browser.get(history(account.accountNumber, '&periodStart=2024-04-01&periodEnd=2024-06-27'))).json();
    const atEnd = (await browser.get(`/api/v1/accounts/${account.accountNumber}/securities?date=2024-06-27`)).json();
    expect(page.closingBalance, JSON.stringify(atEnd)).toBe(atEnd.totalValue);
    const atOpening = (await browser.get(`/api/v1/accounts/${account.accountNumber}/securities?date=2024-03-31`)).json();
    expect(page.openingBalance).toBe(atOpening.totalValue);
  });

  it('pages by 10 by default and by the size asked, up to 1000', async () => {
    const { browser, account } = await accountWithHistory(db(), ctx.app);
    const second = (await browser.get(history(account.accountNumber, '&periodStart=2024-03-01&periodEnd=2024-06-30&pageSize=2&pageNo=2'))).json();
    expect(second.totalRecords).toBe(5);
    expect(second.list.map((r: { transactionDate: string }) => r.transactionDate)).toEqual(['2024-05-15', '2024-04-30']);
    const past = (await browser.get(history(account.accountNumber, '&periodStart=2024-03-01&periodEnd=2024-06-30&pageNo=9'))).json();
    expect(past.list).toEqual([]);
    expect(past.totalRecords).toBe(5);
    const tooBig = await browser.get(history(account.accountNumber, '&pageSize=1001'));
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toEqual({ Id: 'ValidationFailed', Message: 'Page size must be at most 1000' });
  });

  it('filters by security, and the balances become that security’s value', async () => {
    const { browser, account, fundB } = await accountWithHistory(db(), ctx.app);
    const page = (
      await browser.get(history(account.accountNumber, `&periodStart=2024-04-01&periodEnd=2024-06-30&securityId=${fundB.msSecurityId}`))
    ).json();
    // Fund B: none held on 31 Mar; 200 × 2.50 = 500.00 on 30 Jun.
    expect(page).toMatchObject({ totalRecords: 1, openingBalance: 0, closingBalance: 500, securityId: fundB.msSecurityId });
    expect(page.list[0]).toMatchObject({ securityName: '=Formula Fund', units: 200, unitPrice: 2, transactionValue: 400 });
  });

  it('swaps a reversed range and says so', async () => {
    const { browser, account } = await accountWithHistory(db(), ctx.app);
    const page = (await browser.get(history(account.accountNumber, '&periodStart=2024-06-30&periodEnd=2024-04-01'))).json();
    expect(page).toMatchObject({ periodStart: '2024-04-01', periodEnd: '2024-06-30', datesSwapped: true, totalRecords: 4 });
  });

  it('defaults to 3 months back to yesterday', async () => {
    const { browser, account } = await accountWithHistory(db(), ctx.app);
    const page = (await browser.get(history(account.accountNumber))).json();
    expect(page).toMatchObject({ periodStart: '2024-04-01', periodEnd: '2024-06-30' });
  });

  it('refuses today (retail maximum is yesterday) and dates before signup, naming the bounds', async () => {
    const { browser, account } = await accountWithHistory(db(), ctx.app);
    for (const query of ['&periodStart=2024-06-01&periodEnd=2024-07-01', '&periodStart=2024-02-29&periodEnd=2024-03-31']) {
      const response = await browser.get(history(account.accountNumber, query));
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual({ Id: 'ValidationFailed', Message: 'Choose dates between 01 Mar 2024 and 30 Jun 2024.' });
    }
  });

  it('lists the account’s securities for the filter, by name, and up to a date', async () => {
    const { browser, account, fundA, fundB } = await accountWithHistory(db(), ctx.app);
    const all = (await browser.get(`/api/v1/accounts/${account.accountNumber}/transaction-securities`)).json();
    expect(all).toEqual({
      accountNumber: account.accountNumber,
      list: [
        { securityId: fundB.msSecurityId, name: '=Formula Fund', currencyCode: 'NZD' },
        { securityId: fundA.msSecurityId, name: 'Ōtautahi Growth Fund', currencyCode: 'NZD' },
      ],
    });
    const early = (await browser.get(`/api/v1/accounts/${account.accountNumber}/transaction-securities?date=2024-04-30`)).json();
    expect(early.list.map((s: { name: string }) => s.name)).toEqual(['Ōtautahi Growth Fund']);
    expect((await browser.get(`/api/v1/accounts/${account.accountNumber}/transaction-securities?date=2024-02-30`)).statusCode).toBe(400);
  });
});

describe('GET /api/v1/transactions of a private-equity account', () => {
  it('lists up to today in one call, with private-equity rows only', async () => {
    const { browser, account } = await accountWithHistory(db(), ctx.app, 'PE');
    const response = await browser.get(history(account.accountNumber, '&periodStart=2024-03-01&periodEnd=2024-07-01&pageSize=1000000'));
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ view: 'privateEquity', totalRecords: 5, pageSize: 1_000_000, periodEnd: '2024-07-01' });
    expect(Object.keys(page.list[1]).sort()).toEqual(['description', 'isPending', 'transactionDate', 'transactionId', 'transactionValue', 'unitPrice']);
    expect(page.list.map((r: { transactionValue: number }) => r.transactionValue)).toEqual([50, -60, 400, 110, 1000]);
  });
});

describe('bad input answers a clear 400, never a 500 (issue 11)', () => {
  it.each([
    ['an impossible date', '&periodStart=2024-02-30', 'periodStart'],
    ['year one', '&periodEnd=0001-01-01', 'periodEnd'],
    ['page 0', '&pageNo=0', 'pageNo'],
    ['page 10,000,000', '&pageNo=10000000', 'pageNo'],
    ['page size 0', '&pageSize=0', 'pageSize'],
    ['page size 10,000,000', '&pageSize=10000000', 'pageSize'],
    ['a page that is not a number', '&pageNo=two', 'pageNo'],
    ['a security id with odd characters', '&securityId=%E2%9C%93%27%3B', 'securityId'],
  ])('%s', async (_name, query, field) => {
    const { browser, account } = await accountWithHistory(db(), ctx.app);
    const response = await browser.get(history(account.accountNumber, query));
    expect(response.statusCode).toBe(400);
    // The validation answer names the field at fault (plugins/errors: 'The request is not valid. (field)').
    expect(response.json()).toEqual({ Id: 'ValidationFailed', Message: `The request is not valid. (${field})` });
  });

  it('refuses an unknown security and a security of another account', async () => {
    const { browser, account } = await accountWithHistory(db(), ctx.app);
    const other = await accountWithHistory(db(), ctx.app);
    for (const securityId of ['FNOSUCH', other.fundA.msSecurityId]) {
      const response = await browser.get(history(account.accountNumber, `&securityId=${securityId}`));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Id: 'ValidationFailed', Message: `This account has no transactions in security ${securityId}.` });
    }
  });

  it('sends a wealth account to its reports', async () => {
    const { browser, account } = await accountWithHistory(db(), ctx.app, 'PW');
    // Without both dates and with them (the page's own statement checks access: pageWithAccessCheck).
    for (const query of ['', '&periodStart=2024-04-01&periodEnd=2024-06-30']) {
      const response = await browser.get(history(account.accountNumber, query));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Id: 'NotFound', Message: WEALTH_ON_HISTORY });
    }
  });

  it('answers a unicode or missing account number as an account that does not exist', async () => {
    const { browser } = await accountWithHistory(db(), ctx.app);
    expect((await browser.get(history('%C4%81%F0%9F%98%80'))).statusCode).toBe(404);
    expect((await browser.get(history('%C4%81%F0%9F%98%80', '&periodStart=2024-04-01&periodEnd=2024-06-30'))).statusCode).toBe(404);
    expect((await browser.get('/api/v1/transactions')).statusCode).toBe(400);
  });
});

describe('who may read a history (DESIGN §6: not yours is 404)', () => {
  async function signedIn(fixture: UserFixture, adviserId?: string) {
    const { user, client } = await createUser(db(), fixture);
    if (adviserId) await db().update(users).set({ adviserId }).where(eq(users.id, user.id));
    const browser = new TestBrowser(ctx.app);
    await browser.signIn(user.username);
    return { browser, client };
  }

  it('admits the owner (also of a closed account), a related holder, the adviser and staff; refuses everyone else', async () => {
    const { browser: owner, account } = await accountWithHistory(db(), ctx.app);
    await db().update(accounts).set({ accountStatus: 'C' }).where(eq(accounts.id, account.id));
    const [adviser] = await db().insert(advisers).values({ channel: 'NZ', firstName: 'Ana', lastName: 'Adviser' }).returning();
    const [otherAdviser] = await db().insert(advisers).values({ channel: 'NZ', firstName: 'Otto', lastName: 'Other' }).returning();
    await db().update(accounts).set({ adviserId: adviser!.id }).where(eq(accounts.id, account.id));
    const related = await signedIn({});
    await db().insert(accountHolders).values({ accountId: account.id, clientId: related.client!.id, ownershipType: 'RELATED', role: 'Related party' });
    const admitted = {
      owner,
      related: related.browser,
      adviser: (await signedIn({ userType: 'Intermediary' }, adviser!.id)).browser,
      staff: (await signedIn({ userType: 'Staff' })).browser,
    };
    const otherClient = await signedIn({});
    await giveAccount(db(), otherClient.client!.id, 'KS');
    const refused = {
      otherClient: otherClient.browser,
      otherAdviser: (await signedIn({ userType: 'Intermediary' }, otherAdviser!.id)).browser,
    };
    const urls = [
      history(account.accountNumber),
      history(account.accountNumber, '&periodStart=2024-04-01&periodEnd=2024-06-30'),
      `/api/v1/transactions.csv?accountNumber=${account.accountNumber}`,
      `/api/v1/transactions.pdf?accountNumber=${account.accountNumber}`,
      `/api/v1/accounts/${account.accountNumber}/transaction-securities`,
    ];
    for (const url of urls) {
      for (const [role, browser] of Object.entries(admitted)) expect((await browser.get(url)).statusCode, `${role} ${url}`).toBe(200);
      for (const [role, browser] of Object.entries(refused)) {
        const answer = await browser.get(url);
        expect(answer.statusCode, `${role} ${url}`).toBe(404);
        expect(answer.json()).toEqual({ Id: 'NotFound', Message: 'Not found.' });
      }
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode, `no session ${url}`).toBe(401);
    }
  });

  it("answers an account of the other portal as one that does not exist, even to this portal's staff", async () => {
    const { account } = await accountWithHistory(db(), ctx.app);
    await db().update(accounts).set({ channel: 'AU' }).where(eq(accounts.id, account.id));
    const staff = await signedIn({ userType: 'Staff' });
    expect((await staff.browser.get(history(account.accountNumber))).statusCode).toBe(404);
    expect((await staff.browser.get(history(account.accountNumber, '&periodStart=2024-04-01&periodEnd=2024-06-30'))).statusCode).toBe(404);
  });
});

describe('a page with its access check in its own statement (pageWithAccessCheck, issue 15)', () => {
  it('is the page the two-statement path gives, and is used only while the stored series is current', async () => {
    const { account } = await accountWithHistory(db(), ctx.app);
    const staff = staffAuthOf('NZ', 'history.staff');
    // Reversed dates, a second page: every field the statement reads differs from the defaults.
    const query = TransactionsQuery.parse({ accountNumber: account.accountNumber, periodStart: '2024-06-30', periodEnd: '2024-04-01', pageNo: '2', pageSize: '2' });
    await db().insert(valuationQueue).values({ accountId: account.id, fromDate: '2024-03-01' }).onConflictDoNothing();
    expect(await pageWithAccessCheck(db(), staff, query, NOW)).toBeUndefined();
    const twoStatements = await transactionPage(db(), staff, query, NOW); // brings the series up to date first
    const oneStatement = await pageWithAccessCheck(db(), staff, query, NOW);
    expect(oneStatement).toEqual(twoStatements);
    expect(oneStatement).toMatchObject({ datesSwapped: true, totalRecords: 4, openingBalance: 1000, closingBalance: 1760 });
    expect(oneStatement!.list).toHaveLength(2);
    // Without both dates, or for one security, the account is needed first: the two-statement path.
    expect(await pageWithAccessCheck(db(), staff, { ...query, periodEnd: undefined }, NOW)).toBeUndefined();
  });
});
