import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PE_DATE_NOT_MONTH_END, PE_DATE_OUT_OF_BOUNDS } from '@tasman/domain/private-equity/pe-custom-date-problem';
import { accountHolders, accounts, advisers, fundTopHoldings, peCommitments, transactions, users } from '../../db/schema/index.js';
import type { TransactionType } from '../../db/schema/codes.js';
import { createUser, giveAccount } from '../../test/fixtures.js';
import { createFund } from '../../test/market-fixtures.js';
import { TestBrowser } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';

const ctx = useTestApp('NZ');
const db = () => ctx.testDb.database.db;
const summaryOf = (accountNumber: string, date?: string) =>
  `/api/v1/accounts/${accountNumber}/private-equity/summary${date ? `?date=${date}` : ''}`;
const callsOf = (accountNumber: string) => `/api/v1/accounts/${accountNumber}/private-equity/calls`;

async function browserFor(fixture: Parameters<typeof createUser>[1] = {}) {
  const created = await createUser(db(), fixture);
  const browser = new TestBrowser(ctx.app);
  await browser.signIn(created.user.username);
  return { ...created, browser };
}

/** A row of the units ledger; value = units × price to the cent, as the registry books it. */
async function book(
  accountId: string,
  securityId: string,
  row: { type: TransactionType; date: string; value: string; units?: string; unitPrice?: string; pending?: boolean },
) {
  await db().insert(transactions).values({
    accountId,
    securityId,
    tradeDate: row.date,
    bookedAt: new Date(`${row.date}T00:00:00Z`),
    transactionType: row.type,
    description: row.type,
    units: row.units ?? null,
    unitPrice: row.unitPrice ?? null,
    value: row.value,
    netValue: row.value,
    isPending: row.pending ?? false,
  });
}

async function publishAssets(securityId: string, asAtDate: string, weights: Array<[string, string]>) {
  await db()
    .insert(fundTopHoldings)
    .values(
      weights.map(([name, weight], i) => ({
        securityId,
        asAtDate,
        rank: i + 1,
        name,
        country: 'New Zealand',
        holdingType: 'Private Equity',
        weight,
      })),
    );
}

/**
 * A private-equity account signed up on 15 January 2018 with 100,000.00 committed to a fund priced
 * quarterly, then monthly from September 2018: 1.0000 (29 Mar 2018), 1.1000 (29 Jun 2018), 1.2000
 * (28 Sep 2018), 1.5000 (28 Jun 2024), 1.6000 (31 Jul 2024, the latest). Calls: 20,000.00 for
 * 20,000 units on 29 Mar 2018, 12,000.00 for 10,000 units on 28 Sep 2018, 15,000.00 for 10,000
 * units on 28 Jun 2024; a 2,500.00 distribution on 28 Jun 2024; a pending 5,000.00 call that has
 * no units yet. Underlying assets published at 30 Jun 2024 (A 50 %, B 30 %) and 31 Jul 2024
 * (A 40 %, B 35 %, C 25 %).
 */
async function privateEquityAccount() {
  const owner = await browserFor();
  const [adviser] = await db().insert(advisers).values({ channel: 'NZ', firstName: 'Pita', lastName: 'Adviser' }).returning();
  const account = await giveAccount(db(), owner.client!.id, 'PE');
  await db().update(accounts).set({ adviserId: adviser!.id, signupDate: '2018-01-15' }).where(eq(accounts.id, account.id));
  const fund = await createFund(db(), 'Test Private Equity Fund', [
    ['2018-03-29', '1.000000'],
    ['2018-06-29', '1.100000'],
    ['2018-09-28', '1.200000'],
    ['2024-06-28', '1.500000'],
    ['2024-07-31', '1.600000'],
  ]);
  await db().insert(peCommitments).values({
    accountId: account.id,
    securityId: fund.id,
    commitmentDate: '2018-01-15',
    committedAmount: '100000.00',
    currencyCode: 'NZD',
  });
  await book(account.id, fund.id, { type: 'CapitalCall', date: '2018-03-29', units: '20000', unitPrice: '1', value: '20000.00' });
  await book(account.id, fund.id, { type: 'CapitalCall', date: '2018-09-28', units: '10000', unitPrice: '1.2', value: '12000.00' });
  await book(account.id, fund.id, { type: 'CapitalCall', date: '2024-06-28', units: '10000', unitPrice: '1.5', value: '15000.00' });
  await book(account.id, fund.id, { type: 'Distribution', date: '2024-06-28', value: '2500.00' });
  await book(account.id, fund.id, { type: 'CapitalCall', date: '2024-07-31', value: '5000.00', pending: true });
  await publishAssets(fund.id, '2024-06-30', [
    ['A Ltd', '50'],
    ['B Ltd', '30'],
  ]);
  await publishAssets(fund.id, '2024-07-31', [
    ['A Ltd', '40'],
    ['B Ltd', '35'],
    ['C Ltd', '25'],
  ]);
  return { owner, account, fund, adviserId: adviser!.id };
}

describe('GET /api/v1/accounts/{accountNumber}/private-equity/summary', () => {
  it('values the account now with its capital figures and top assets', async () => {
    const { owner, account } = await privateEquityAccount();
    const response = await owner.browser.get(summaryOf(account.accountNumber));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // 20,000 + 10,000 + 10,000 = 40,000 settled units (the pending call has none) × 1.6000 = 64,000.00.
    expect(body.requestedDate).toBeNull();
    expect(body.asAtDate).toBe('2024-07-31');
    expect(body.valuation).toBe(64000);
    expect(body.holdings).toEqual([
      { name: 'Test Private Equity Fund', units: 40000, unitPrice: 1.6, priceAsAtDate: '2024-07-31', value: 64000 },
    ]);
    // Called 20,000.00 + 12,000.00 + 15,000.00 = 47,000.00 (pending not yet); uncalled 100,000.00 − 47,000.00.
    expect(body).toMatchObject({
      committedCapital: 100000,
      calledCapital: 47000,
      uncalledCapital: 53000,
      distributionsCashTotal: 2500,
      transferInTotal: 0,
      transferOutTotal: 0,
      showTransferNotice: false,
    });
    // The 31 Jul 2024 weights of 64,000.00: 40 % = 25,600.00, 35 % = 22,400.00, 25 % = 16,000.00.
    expect(body.assetsAsAtDate).toBe('2024-07-31');
    expect(body.list).toEqual([
      { assetName: 'A Ltd', assetValue: 25600, percentOfValue: 40 },
      { assetName: 'B Ltd', assetValue: 22400, percentOfValue: 35 },
      { assetName: 'C Ltd', assetValue: 16000, percentOfValue: 25 },
    ]);
  });

  it('values a month end from September 2018 at that month end', async () => {
    const { owner, account } = await privateEquityAccount();
    const body = (await owner.browser.get(summaryOf(account.accountNumber, '2024-06-30'))).json();
    // 40,000 units × 1.5000 (28 Jun 2024, the last price on or before 30 June) = 60,000.00.
    expect(body).toMatchObject({ requestedDate: '2024-06-30', valuationDate: '2024-06-30', asAtDate: '2024-06-28', valuation: 60000 });
    expect(body).toMatchObject({ calledCapital: 47000, uncalledCapital: 53000, distributionsCashTotal: 2500 });
    // The 30 Jun 2024 weights: A 50 % = 30,000.00, B 30 % = 18,000.00, the 20 % not listed = 12,000.00.
    expect(body.assetsAsAtDate).toBe('2024-06-30');
    expect(body.list).toEqual([
      { assetName: 'A Ltd', assetValue: 30000, percentOfValue: 50 },
      { assetName: 'B Ltd', assetValue: 18000, percentOfValue: 30 },
      { assetName: 'Other assets', assetValue: 12000, percentOfValue: 20 },
    ]);

    const september = (await owner.browser.get(summaryOf(account.accountNumber, '2018-09-30'))).json();
    // 30,000 units × 1.2000 = 36,000.00; called 32,000.00; no assets published yet: one row for the fund.
    expect(september).toMatchObject({ valuationDate: '2018-09-30', asAtDate: '2018-09-28', valuation: 36000, calledCapital: 32000 });
    expect(september.assetsAsAtDate).toBeNull();
    expect(september.list).toEqual([{ assetName: 'Test Private Equity Fund', assetValue: 36000, percentOfValue: 100 }]);
  });

  it('values a month end before September 2018 at the quarter end before it (quarterly pricing)', async () => {
    const { owner, account } = await privateEquityAccount();
    const body = (await owner.browser.get(summaryOf(account.accountNumber, '2018-08-31'))).json();
    // Valued at 30 Jun 2018: 20,000 units × 1.1000 (29 Jun 2018) = 22,000.00; called 20,000.00, uncalled 80,000.00.
    expect(body).toMatchObject({
      requestedDate: '2018-08-31',
      valuationDate: '2018-06-30',
      asAtDate: '2018-06-29',
      valuation: 22000,
      calledCapital: 20000,
      uncalledCapital: 80000,
      distributionsCashTotal: 0,
    });
  });

  it('refuses a date that is not a month end, or outside signup to the balance date, with a clear 400', async () => {
    const { owner, account } = await privateEquityAccount();
    const notMonthEnd = await owner.browser.get(summaryOf(account.accountNumber, '2024-06-28'));
    expect(notMonthEnd.statusCode).toBe(400);
    expect(notMonthEnd.json()).toEqual({ Id: 'ValidationFailed', Message: PE_DATE_NOT_MONTH_END });
    // 31 Dec 2017 is before signup; 31 Aug 2024 is after the balance date of 31 Jul 2024.
    for (const date of ['2017-12-31', '2024-08-31']) {
      const outside = await owner.browser.get(summaryOf(account.accountNumber, date));
      expect(outside.statusCode).toBe(400);
      expect(outside.json()).toEqual({ Id: 'ValidationFailed', Message: PE_DATE_OUT_OF_BOUNDS });
    }
    expect((await owner.browser.get(summaryOf(account.accountNumber, 'yesterday'))).statusCode).toBe(400);
  });

  it('totals unit transfers in and out and then shows the transfer notice', async () => {
    const { owner, account, fund } = await privateEquityAccount();
    // 2,000 units in at 1.5000 = 3,000.00 on 28 Jun 2024; 1,000 units out at 1.6000 = −1,600.00 on 31 Jul 2024.
    await book(account.id, fund.id, { type: 'TransferIn', date: '2024-06-28', units: '2000', unitPrice: '1.5', value: '3000.00' });
    await book(account.id, fund.id, { type: 'TransferOut', date: '2024-07-31', units: '-1000', unitPrice: '1.6', value: '-1600.00' });
    const body = (await owner.browser.get(summaryOf(account.accountNumber))).json();
    // 40,000 + 2,000 − 1,000 = 41,000 units × 1.6000 = 65,600.00. Committed and called are unchanged.
    expect(body).toMatchObject({
      valuation: 65600,
      committedCapital: 100000,
      calledCapital: 47000,
      transferInTotal: 3000,
      transferOutTotal: 1600,
      showTransferNotice: true,
    });
  });
});

describe('GET /api/v1/accounts/{accountNumber}/private-equity/calls', () => {
  it('lists the settled capital calls from signup to today, oldest first, with their total', async () => {
    const { owner, account } = await privateEquityAccount();
    const response = await owner.browser.get(callsOf(account.accountNumber));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.fromDate).toBe('2018-01-15');
    expect(body.list).toEqual([
      { transactionDate: '2018-03-29', unitPrice: 1, transactionValue: 20000 },
      { transactionDate: '2018-09-28', unitPrice: 1.2, transactionValue: 12000 },
      { transactionDate: '2024-06-28', unitPrice: 1.5, transactionValue: 15000 },
    ]);
    // 20,000.00 + 12,000.00 + 15,000.00.
    expect(body.totalValue).toBe(47000);
  });
});

// Who may call them (DESIGN §6): owner, related holder, the account's adviser and staff; anyone else
// gets exactly what an unknown account number gets; signed out is 401.
describe.each([
  ['summary', summaryOf],
  ['calls', callsOf],
])('who may see a private-equity account (%s)', (_name, urlOf) => {
  it('admits the owner, a related holder, the account\'s adviser and staff', async () => {
    const { owner, account, adviserId } = await privateEquityAccount();
    expect((await owner.browser.get(urlOf(account.accountNumber))).statusCode).toBe(200);
    const related = await browserFor();
    await db().insert(accountHolders).values({ accountId: account.id, clientId: related.client!.id, ownershipType: 'RELATED', role: 'Related party' });
    expect((await related.browser.get(urlOf(account.accountNumber))).statusCode).toBe(200);
    const adviser = await browserFor({ userType: 'Intermediary' });
    await db().update(users).set({ adviserId }).where(eq(users.id, adviser.user.id));
    expect((await adviser.browser.get(urlOf(account.accountNumber))).statusCode).toBe(200);
    const staff = await browserFor({ userType: 'Staff' });
    expect((await staff.browser.get(urlOf(account.accountNumber))).statusCode).toBe(200);
  });

  it('answers another client, another adviser, an unknown number and a non-PE account alike: 404', async () => {
    const { owner, account } = await privateEquityAccount();
    const stranger = await browserFor();
    const otherAdviser = await browserFor({ userType: 'Intermediary' });
    const [elsewhere] = await db().insert(advisers).values({ channel: 'NZ', firstName: 'Other', lastName: 'Adviser' }).returning();
    await db().update(users).set({ adviserId: elsewhere!.id }).where(eq(users.id, otherAdviser.user.id));
    const missing = await stranger.browser.get(urlOf('NOSUCH1'));
    expect(missing.statusCode).toBe(404);
    for (const browser of [stranger.browser, otherAdviser.browser]) {
      const refused = await browser.get(urlOf(account.accountNumber));
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual(missing.json());
    }
    const unitTrust = await giveAccount(db(), owner.client!.id, 'UT');
    const notPe = await owner.browser.get(urlOf(unitTrust.accountNumber));
    expect(notPe.statusCode).toBe(404);
    expect(notPe.json()).toEqual(missing.json());
  });

  it('asks for a session: 401 when signed out', async () => {
    const { account } = await privateEquityAccount();
    const response = await new TestBrowser(ctx.app).get(urlOf(account.accountNumber));
    expect(response.statusCode).toBe(401);
    expect(response.json().Id).toBe('Unauthenticated');
  });
});
