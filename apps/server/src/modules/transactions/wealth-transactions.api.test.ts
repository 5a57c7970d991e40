import { writeFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INVALID_DATE_RANGE } from '@tasman/domain';
import { accounts, cashTransactions, transactions } from '../../db/schema/index.js';
import { createUser, giveAccount } from '../../test/fixtures.js';
import { createFund } from '../../test/market-fixtures.js';
import { TestBrowser } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import { NOT_WEALTH } from './wealth-transactions.service.js';
import { EMPTY_WEALTH } from './wealth-transactions.export.js';
import { NOW } from './transactions-world.js';

const ctx = useTestApp('NZ');
const db = () => ctx.testDb.database.db;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

/**
 * A wealth account's cash, by hand (range 1 Apr – 31 May 2024):
 *
 *   27 Mar  C Deposit      2,000.00 NZD          NZD 2,000.00
 *   28 Mar  D Purchase     1,500.00 NZD (fund)   NZD   500.00   ← opening NZD 500.00, AUD 0.00
 *   10 Apr  C Deposit        500.00 NZD          NZD 1,000.00
 *   15 Apr  C Interest         1.25 NZD          NZD 1,001.25
 *   20 Apr  100 units of the fund transferred in, value 110.00 (units ledger)
 *    1 May  D Withdrawal     300.00 NZD          NZD   701.25   ← closing NZD 701.25
 *    2 May  C Deposit      1,000.00 AUD          AUD 1,000.00   (AUD cash: not money paid in to the NZ portal's account)
 *   20 May  D Ongoing Fee     10.00 AUD          AUD   990.00   ← closing AUD 990.00
 */
async function wealthAccount() {
  const { user, client } = await createUser(db(), {});
  const browser = new TestBrowser(ctx.app);
  await browser.signIn(user.username);
  const account = await giveAccount(db(), client!.id, 'PW');
  await db().update(accounts).set({ signupDate: '2024-03-01' }).where(eq(accounts.id, account.id));
  const fund = await createFund(db(), 'Ōrākei Income Fund', [['2024-03-28', '1.100000']]);
  const move = (eventDate: string, debitCredit: 'D' | 'C', activity: string, amount: string, currencyCode: 'NZD' | 'AUD' = 'NZD', securityId: string | null = null) => ({
    accountId: account.id,
    eventDate,
    interestDate: eventDate,
    bookedAt: new Date(`${eventDate}T01:00:00Z`),
    securityId,
    activity,
    debitCredit,
    amount,
    currencyCode,
  });
  await db().insert(cashTransactions).values([
    move('2024-03-27', 'C', 'Deposit', '2000.00'),
    move('2024-03-28', 'D', 'Purchase', '1500.00', 'NZD', fund.id),
    move('2024-04-10', 'C', 'Deposit', '500.00'),
    move('2024-04-15', 'C', 'Interest', '1.25'),
    move('2024-05-01', 'D', 'Withdrawal', '300.00'),
    move('2024-05-02', 'C', 'Deposit', '1000.00', 'AUD'),
    move('2024-05-20', 'D', 'Ongoing Fee', '10.00', 'AUD'),
  ]);
  await db().insert(transactions).values({
    accountId: account.id,
    securityId: fund.id,
    tradeDate: '2024-04-20',
    bookedAt: new Date('2024-04-20T00:00:00Z'),
    transactionType: 'TransferIn',
    description: 'Transfer in',
    units: '100',
    unitPrice: '1.1',
    value: '110.00',
    netValue: '110.00',
  });
  return { browser, account };
}

const q = (accountNumber: string, extra = '') => `?accountNumber=${accountNumber}&periodStart=2024-04-01&periodEnd=2024-05-31${extra}`;

describe('GET /api/v1/wealth-transactions/cash-summary (spec 002 §3 Cash summary)', () => {
  it('gives NZD and AUD opening and closing cash and the movements by activity, which add up', async () => {
    const { browser, account } = await wealthAccount();
    const summary = (await browser.get(`/api/v1/wealth-transactions/cash-summary${q(account.accountNumber)}`)).json();
    expect(summary).toEqual({
      accountNumber: account.accountNumber,
      periodStart: '2024-04-01',
      periodEnd: '2024-05-31',
      openingBalanceNZD: 500,
      openingBalanceAUD: 0,
      closingBalanceNZD: 701.25,
      closingBalanceAUD: 990,
      rows: [
        { activity: 'Deposit', valueNZD: 500, valueAUD: 1000 },
        { activity: 'Interest', valueNZD: 1.25, valueAUD: 0 },
        { activity: 'Ongoing Fee', valueNZD: 0, valueAUD: -10 },
        { activity: 'Withdrawal', valueNZD: -300, valueAUD: 0 },
      ],
    });
  });

  it("refuses a start after the end with 'Invalid date range' (spec 002 §5)", async () => {
    const { browser, account } = await wealthAccount();
    const response = await browser.get(`/api/v1/wealth-transactions/cash-summary?accountNumber=${account.accountNumber}&periodStart=2024-05-31&periodEnd=2024-04-01`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Id: 'ValidationFailed', Message: INVALID_DATE_RANGE });
  });

  it('refuses impossible and missing dates, and a retail account', async () => {
    const { browser, account } = await wealthAccount();
    const impossible = await browser.get(`/api/v1/wealth-transactions/cash-summary?accountNumber=${account.accountNumber}&periodStart=2024-02-30&periodEnd=2024-04-01`);
    expect(impossible.json()).toEqual({ Id: 'ValidationFailed', Message: 'The request is not valid. (periodStart)' });
    const missing = await browser.get(`/api/v1/wealth-transactions/cash-summary?accountNumber=${account.accountNumber}&periodStart=2024-04-01`);
    expect(missing.statusCode).toBe(400);
    const { user, client } = await createUser(db(), {});
    const retailOwner = new TestBrowser(ctx.app);
    await retailOwner.signIn(user.username);
    const ks = await giveAccount(db(), client!.id, 'KS');
    const wrong = await retailOwner.get(`/api/v1/wealth-transactions/cash-transactions${q(ks.accountNumber)}`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ Id: 'NotFound', Message: NOT_WEALTH });
  });

  it("answers another client's wealth account as one that does not exist", async () => {
    const { account } = await wealthAccount();
    const other = await wealthAccount();
    for (const path of ['cash-summary', 'amount-contributed', 'cash-transactions', 'cash-summary.csv', 'amount-contributed.pdf', 'cash-transactions.csv']) {
      const response = await other.browser.get(`/api/v1/wealth-transactions/${path}${q(account.accountNumber)}`);
      expect(response.statusCode, path).toBe(404);
    }
    expect((await other.browser.get(`/api/v1/wealth-transactions/cash-activities?accountNumber=${account.accountNumber}`)).statusCode).toBe(404);
  });
});

describe('GET /api/v1/wealth-transactions/amount-contributed (spec 002 §3 Amount contributed summary)', () => {
  it('lists deposits, withdrawals and transfers with totals, filtered as asked', async () => {
    const { browser, account } = await wealthAccount();
    const all = (await browser.get(`/api/v1/wealth-transactions/amount-contributed${q(account.accountNumber)}`)).json();
    expect(all).toMatchObject({ filter: 'ContributedOrWithdrawn', totalContributed: 500, totalWithdrawn: 300, totalSecurityTransfer: 110 });
    expect(all.rows).toEqual([
      { eventDate: '2024-04-10', securityName: null, activity: 'Deposit', amountContributed: 500, amountWithdrawn: 0, securityTransfer: 0, total: 500 },
      { eventDate: '2024-04-20', securityName: 'Ōrākei Income Fund', activity: 'Transfer in', amountContributed: 0, amountWithdrawn: 0, securityTransfer: 110, total: 110 },
      { eventDate: '2024-05-01', securityName: null, activity: 'Withdrawal', amountContributed: 0, amountWithdrawn: 300, securityTransfer: 0, total: -300 },
    ]);
    const contributed = (await browser.get(`/api/v1/wealth-transactions/amount-contributed${q(account.accountNumber, '&filter=Contributed')}`)).json();
    expect(contributed.rows.map((r: { activity: string }) => r.activity)).toEqual(['Deposit', 'Transfer in']);
    expect(contributed).toMatchObject({ totalContributed: 500, totalWithdrawn: 0, totalSecurityTransfer: 110 });
    const withdrawn = (await browser.get(`/api/v1/wealth-transactions/amount-contributed${q(account.accountNumber, '&filter=Withdrawn')}`)).json();
    expect(withdrawn.rows.map((r: { activity: string }) => r.activity)).toEqual(['Withdrawal']);
    expect((await browser.get(`/api/v1/wealth-transactions/amount-contributed${q(account.accountNumber, '&filter=Everything')}`)).statusCode).toBe(400);
  });
});

describe('GET /api/v1/wealth-transactions/cash-transactions (spec 002 §3 Cash transactions)', () => {
  it('lists NZD before AUD, oldest first, each with its currency’s rolling balance', async () => {
    const { browser, account } = await wealthAccount();
    const body = (await browser.get(`/api/v1/wealth-transactions/cash-transactions${q(account.accountNumber)}`)).json();
    expect(body.currencyList).toEqual([
      { currencyCode: 'NZD', closingBalance: 701.25 },
      { currencyCode: 'AUD', closingBalance: 990 },
    ]);
    expect(body.rows.map((r: { eventDate: string; debitCredit: string; amount: number; rollingBalance: number; currencyCode: string }) => [r.eventDate, r.debitCredit, r.amount, r.rollingBalance, r.currencyCode])).toEqual([
      ['2024-04-10', 'C', 500, 1000, 'NZD'],
      ['2024-04-15', 'C', 1.25, 1001.25, 'NZD'],
      ['2024-05-01', 'D', 300, 701.25, 'NZD'],
      ['2024-05-02', 'C', 1000, 1000, 'AUD'],
      ['2024-05-20', 'D', 10, 990, 'AUD'],
    ]);
  });

  it('filters by activity, keeping the account’s real rolling balance; the activity list is the account’s own', async () => {
    const { browser, account } = await wealthAccount();
    const deposits = (await browser.get(`/api/v1/wealth-transactions/cash-transactions${q(account.accountNumber, '&activity=Deposit')}`)).json();
    expect(deposits.rows.map((r: { rollingBalance: number }) => r.rollingBalance)).toEqual([1000, 1000]);
    const activities = (await browser.get(`/api/v1/wealth-transactions/cash-activities?accountNumber=${account.accountNumber}`)).json();
    expect(activities.activities).toEqual(['Deposit', 'Interest', 'Ongoing Fee', 'Purchase', 'Withdrawal']);
  });

  it('streams the same rows as CSV, and the PDF holds them', async () => {
    const { browser, account } = await wealthAccount();
    const csv = await browser.get(`/api/v1/wealth-transactions/cash-transactions.csv${q(account.accountNumber)}`);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="Transaction Summary.csv"');
    const lines = csv.rawPayload.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines).toEqual([
      'Currency,Event date,Interest date,Security,Activity,D/C,Amount,Rolling balance',
      'NZD,2024-04-10,2024-04-10,,Deposit,C,500.00,1000.00',
      'NZD,2024-04-15,2024-04-15,,Interest,C,1.25,1001.25',
      'NZD,2024-05-01,2024-05-01,,Withdrawal,D,300.00,701.25',
      'AUD,2024-05-02,2024-05-02,,Deposit,C,1000.00,1000.00',
      'AUD,2024-05-20,2024-05-20,,Ongoing Fee,D,10.00,990.00',
    ]);
    const pdf = await browser.get(`/api/v1/wealth-transactions/cash-transactions.pdf${q(account.accountNumber)}`);
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="Transaction Summary.pdf"');
    await writeFile('/tmp/shots/txapi/cash-transactions.pdf', pdf.rawPayload).catch(() => undefined);
    const text = await pdfText(pdf.rawPayload);
    for (const figure of ['Cash Transactions', 'Closing balance NZD', '701.25', 'Closing balance AUD', '990.00', '1,001.25', '10 Apr 2024']) expect(text).toContain(figure);
  });

  it('says so in the PDF when the range has no cash movements (spec 002 §8)', async () => {
    const { browser, account } = await wealthAccount();
    const pdf = await browser.get(`/api/v1/wealth-transactions/cash-summary.pdf?accountNumber=${account.accountNumber}&periodStart=2024-06-01&periodEnd=2024-06-30`);
    await writeFile('/tmp/shots/txapi/cash-summary-empty.pdf', pdf.rawPayload).catch(() => undefined);
    expect(await pdfText(pdf.rawPayload)).toContain(EMPTY_WEALTH);
  });

  it('writes the cash summary and amount contributed as CSV and PDF with the JSON figures', async () => {
    const { browser, account } = await wealthAccount();
    const summaryCsv = (await browser.get(`/api/v1/wealth-transactions/cash-summary.csv${q(account.accountNumber)}`)).rawPayload.subarray(3).toString('utf8');
    expect(summaryCsv.trim().split('\r\n')).toEqual([
      'Activity,Value NZD,Value AUD',
      'Opening balance at 2024-04-01,500.00,0.00',
      'Deposit,500.00,1000.00',
      'Interest,1.25,0.00',
      'Ongoing Fee,0.00,-10.00',
      'Withdrawal,-300.00,0.00',
      'Closing balance at 2024-05-31,701.25,990.00',
    ]);
    const contributedPdf = await browser.get(`/api/v1/wealth-transactions/amount-contributed.pdf${q(account.accountNumber)}`);
    await writeFile('/tmp/shots/txapi/amount-contributed.pdf', contributedPdf.rawPayload).catch(() => undefined);
    const text = await pdfText(contributedPdf.rawPayload);
    for (const figure of ['Amount Contributed', 'Contributed or Withdrawn', 'Ōrākei Income Fund', '500.00', '300.00', '110.00', '310.00']) expect(text).toContain(figure);
  });
});

async function pdfText(pdf: Buffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    for (const item of (await (await document.getPage(n)).getTextContent()).items) if ('str' in item) parts.push(item.str);
  }
  await document.destroy();
  return parts.join(' ').replace(/\s+/g, ' ');
}
