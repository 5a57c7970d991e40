import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountHolders, accounts, advisers, fundTopHoldings, securities, users } from '../../db/schema/index.js';
import { createUser, giveAccount } from '../../test/fixtures.js';
import { cash, createFund, trade } from '../../test/market-fixtures.js';
import { TestBrowser } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import { readPdf } from './pdf-text.js';

const ctx = useTestApp('NZ');
const db = () => ctx.testDb.database.db;
const listOf = (accountNumber: string) => `/api/v1/accounts/${accountNumber}/top-holdings`;
const pdfOf = (accountNumber: string) => `/api/v1/accounts/${accountNumber}/top-holdings.pdf`;

async function browserFor(fixture: Parameters<typeof createUser>[1] = {}) {
  const created = await createUser(db(), fixture);
  const browser = new TestBrowser(ctx.app);
  await browser.signIn(created.user.username);
  return { ...created, browser };
}

/** A fund's top-holdings list on a date, ranked in the order given: [name, country, percent of the fund]. */
async function listHoldings(securityId: string, asAtDate: string, lines: Array<[string, string, string]>) {
  await db()
    .insert(fundTopHoldings)
    .values(
      lines.map(([name, country, weight], i) => ({ securityId, asAtDate, rank: i + 1, name, country, holdingType: 'Equity', weight })),
    );
}

/**
 * A KiwiSaver account worth 1,000.00: 300 units of a global fund at 2.0000 (600.00, 60 %) and
 * 400 units of a balanced fund at 1.0000 (400.00, 40 %), with an adviser.
 */
async function twoFundAccount() {
  const owner = await browserFor();
  const [adviser] = await db().insert(advisers).values({ channel: 'NZ', firstName: 'Ana', lastName: 'Adviser' }).returning();
  const account = await giveAccount(db(), owner.client!.id, 'KS');
  await db().update(accounts).set({ adviserId: adviser!.id }).where(eq(accounts.id, account.id));
  const global = await createFund(db(), 'Global Equity Fund', [['2024-06-28', '2.000000']]);
  const balanced = await createFund(db(), 'Balanced Fund', [['2024-06-28', '1.000000']]);
  await trade(db(), { accountId: account.id, securityId: global.id, tradeDate: '2024-06-28', units: '300', unitPrice: '2', value: '600.00' });
  await trade(db(), { accountId: account.id, securityId: balanced.id, tradeDate: '2024-06-28', units: '400', unitPrice: '1', value: '400.00' });
  // Older and future lists that must not be used: only each fund's latest list on or before today counts.
  await listHoldings(global.id, '2024-05-31', [['Superseded Holdings Ltd', 'Japan', '50']]);
  await listHoldings(global.id, '2024-06-30', [
    ['Northwind Semiconductor Corp', 'United States', '10'],
    ['Atlantic Payments Inc', 'United States', '5'],
    ['Kauri Bank 5.10% 2029', 'New Zealand', '2'],
  ]);
  await listHoldings(global.id, '2999-12-31', [['Not Yet Published Ltd', 'Japan', '50']]);
  await listHoldings(balanced.id, '2024-05-31', [
    ['Northwind Semiconductor Corp', 'United States', '5'],
    ['Thames Insurance plc', 'United Kingdom', '7.5'],
  ]);
  return { owner, account, adviserId: adviser!.id };
}

const pdfText = (pdf: Buffer) => readPdf(pdf).text;

// spec 001 §3 'Top holdings', §7 'Top twenty holdings' and 'Top hundred holdings as PDF'.
describe('GET /api/v1/accounts/{accountNumber}/top-holdings', () => {
  it('looks through each fund\'s latest list and merges a holding two funds hold', async () => {
    const { owner, account } = await twoFundAccount();
    const response = await owner.browser.get(listOf(account.accountNumber));
    expect(response.statusCode).toBe(200);
    // Northwind 60 % × 10 % + 40 % × 5 % = 6.00 + 2.00 = 8.00; Atlantic 60 % × 5 % = 3.00;
    // Thames 40 % × 7.5 % = 3.00 (equal to Atlantic: by name); Kauri 60 % × 2 % = 1.20.
    expect(response.json()).toEqual({
      cachedDate: '2024-06-28', // the prices the weights were taken at
      portfolioDate: '2024-06-30', // the later of the two lists used (2024-06-30 and 2024-05-31)
      underlyHoldings: [
        { name: 'Northwind Semiconductor Corp', country: 'United States', weight: 8 },
        { name: 'Atlantic Payments Inc', country: 'United States', weight: 3 },
        { name: 'Thames Insurance plc', country: 'United Kingdom', weight: 3 },
        { name: 'Kauri Bank 5.10% 2029', country: 'New Zealand', weight: 1.2 },
      ],
    });
  });

  it('answers the top twenty only', async () => {
    const owner = await browserFor();
    const account = await giveAccount(db(), owner.client!.id, 'UT');
    const fund = await createFund(db(), 'Concentrated Fund', [['2024-06-28', '1.000000']]);
    await trade(db(), { accountId: account.id, securityId: fund.id, tradeDate: '2024-06-28', units: '100', unitPrice: '1', value: '100.00' });
    // 25 holdings H01 … H25 of 3.25 %, 3.20 %, … 2.05 % (0.05 less each): the whole account is in the fund.
    const lines = Array.from({ length: 25 }, (_, i): [string, string, string] => [`H${String(i + 1).padStart(2, '0')}`, 'Japan', (3.25 - 0.05 * i).toFixed(2)]);
    await listHoldings(fund.id, '2024-06-30', lines);
    const body = (await owner.browser.get(listOf(account.accountNumber))).json();
    expect(body.underlyHoldings).toHaveLength(20);
    expect(body.underlyHoldings[0]).toEqual({ name: 'H01', country: 'Japan', weight: 3.25 });
    // The twentieth: 3.25 − 19 × 0.05 = 2.30.
    expect(body.underlyHoldings[19]).toEqual({ name: 'H20', country: 'Japan', weight: 2.3 });
  });

  it('counts a directly held share as itself and weighs against the whole account, Cash at Bank included', async () => {
    const owner = await browserFor();
    const account = await giveAccount(db(), owner.client!.id, 'PW');
    const share = await createFund(db(), 'Kōwhai Telecommunications Limited', [['2024-06-28', '2.500000']]);
    await db().update(securities).set({ securityType: 'Direct', assetClass: 'New Zealand Equities' }).where(eq(securities.id, share.id));
    const fund = await createFund(db(), 'Cash Fund', [['2024-06-28', '1.000000']]);
    await trade(db(), { accountId: account.id, securityId: share.id, tradeDate: '2024-06-28', units: '100', unitPrice: '2.5', value: '250.00' });
    await trade(db(), { accountId: account.id, securityId: fund.id, tradeDate: '2024-06-28', units: '500', unitPrice: '1', value: '500.00' });
    await listHoldings(fund.id, '2024-06-30', [['Harbour Bank term deposit 4.85% 2027', 'New Zealand', '10']]);
    await cash(db(), account.id, '2024-06-27', 'C', '250.00');
    // 250.00 (share) + 500.00 (fund) + 250.00 (bank) = 1,000.00. The share: 25.00 %;
    // the term deposit: 50 % × 10 % = 5.00 %. Cash at Bank is not a holding of any fund.
    expect((await owner.browser.get(listOf(account.accountNumber))).json().underlyHoldings).toEqual([
      { name: 'Kōwhai Telecommunications Limited', country: 'New Zealand', weight: 25 },
      { name: 'Harbour Bank term deposit 4.85% 2027', country: 'New Zealand', weight: 5 },
    ]);
  });

  it('answers an empty list, without dates, for an account that holds nothing', async () => {
    const owner = await browserFor();
    const account = await giveAccount(db(), owner.client!.id, 'UT');
    expect((await owner.browser.get(listOf(account.accountNumber))).json()).toEqual({
      cachedDate: null,
      portfolioDate: null,
      underlyHoldings: [],
    });
  });
});

describe('GET /api/v1/accounts/{accountNumber}/top-holdings.pdf', () => {
  it('sends the top holdings as a PDF attachment named after the account', async () => {
    const { owner, account } = await twoFundAccount();
    const response = await owner.browser.get(pdfOf(account.accountNumber));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="top-holdings-${account.accountNumber}.pdf"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(response.rawPayload);
    // Four holdings, so not 'Top 100' (issue 9 item 19).
    expect(text).toContain('Top holdings (4)');
    expect(text).not.toContain('Top 100');
    expect(text).toContain(account.accountName);
    expect(text).toContain(`Account number ${account.accountNumber}`);
    expect(text).toContain('Holdings as at 30 Jun 2024.');
    expect(text).toContain("percentages of the account's value in NZD on 28 Jun 2024");
    // The same figures as the list: rank, name, country, weight.
    const rows = ['1', 'Northwind Semiconductor Corp', 'United States', '8.00%', '2', 'Atlantic Payments Inc', 'United States', '3.00%'];
    expect(text).toContain(rows.join('\n'));
    expect(text).toContain(['4', 'Kauri Bank 5.10% 2029', 'New Zealand', '1.20%'].join('\n'));
    expect(text).toContain('Market data is powered by an outside data provider.');
    expect(text).not.toContain(owner.user.username);
  });

  it('lists up to a hundred holdings over several pages, titled Top 100, keeping the macron of ō in an embedded font (issue 9 item 19)', async () => {
    const owner = await browserFor();
    const account = await giveAccount(db(), owner.client!.id, 'UT');
    const fund = await createFund(db(), 'Broad Fund', [['2024-06-28', '1.000000']]);
    await trade(db(), { accountId: account.id, securityId: fund.id, tradeDate: '2024-06-28', units: '100', unitPrice: '1', value: '100.00' });
    // 120 holdings of 1.20 % down to 0.01 % (0.01 less each); names N001 … N120, the first 'Tōtara Holdings'.
    const lines = Array.from({ length: 120 }, (_, i): [string, string, string] => [
      i === 0 ? 'Tōtara Holdings' : `N${String(i + 1).padStart(3, '0')}`,
      'Australia',
      (1.2 - 0.01 * i).toFixed(2),
    ]);
    await listHoldings(fund.id, '2024-06-30', lines);
    const pdf = readPdf((await owner.browser.get(pdfOf(account.accountNumber))).rawPayload);
    const text = pdf.text;
    expect(text).toContain('Top 100 holdings');
    expect(text).toContain(['1', 'Tōtara Holdings', 'Australia', '1.20%'].join('\n'));
    // Every font the PDF uses is embedded: none of PDF's standard fonts, which have no ō.
    expect(pdf.fonts.length).toBeGreaterThan(0);
    for (const font of pdf.fonts) expect(font, font.baseFont).toMatchObject({ embedded: true });
    // The hundredth: 1.20 − 99 × 0.01 = 0.21; the 101st is left out.
    expect(text).toContain(['100', 'N100', 'Australia', '0.21%'].join('\n'));
    expect(text).not.toContain('N101');
    expect(text).toMatch(/Page 1 of [2-9]/);
  });

  it('still gives a PDF, saying no results, for an account that holds nothing', async () => {
    const owner = await browserFor();
    const account = await giveAccount(db(), owner.client!.id, 'KS');
    const response = await owner.browser.get(pdfOf(account.accountNumber));
    expect(response.statusCode).toBe(200);
    expect(pdfText(response.rawPayload)).toContain('No results found');
  });
});

describe('who may see an account\'s top holdings', () => {
  it('admits the owner, a related holder, the account\'s adviser and staff, to both the list and the PDF', async () => {
    const { owner, account, adviserId } = await twoFundAccount();
    const related = await browserFor();
    await db().insert(accountHolders).values({ accountId: account.id, clientId: related.client!.id, ownershipType: 'RELATED', role: 'Related party' });
    const adviser = await browserFor({ userType: 'Intermediary' });
    await db().update(users).set({ adviserId }).where(eq(users.id, adviser.user.id));
    const staff = await browserFor({ userType: 'Staff' });
    for (const [who, browser] of [['owner', owner.browser], ['related', related.browser], ['adviser', adviser.browser], ['staff', staff.browser]] as const) {
      const list = await browser.get(listOf(account.accountNumber));
      expect(list.statusCode, who).toBe(200);
      expect(list.json().underlyHoldings[0].weight, who).toBe(8);
      const pdf = await browser.get(pdfOf(account.accountNumber));
      expect(pdf.statusCode, who).toBe(200);
      expect(pdf.headers['content-type'], who).toBe('application/pdf');
    }
  });

  it('answers another client and another adviser exactly like an unknown account: 404, and no PDF', async () => {
    const { account } = await twoFundAccount();
    const stranger = await browserFor();
    const otherAdviser = await browserFor({ userType: 'Intermediary' });
    const [elsewhere] = await db().insert(advisers).values({ channel: 'NZ', firstName: 'Other', lastName: 'Adviser' }).returning();
    await db().update(users).set({ adviserId: elsewhere!.id }).where(eq(users.id, otherAdviser.user.id));
    for (const url of [listOf, pdfOf]) {
      const missing = await stranger.browser.get(url('NOSUCH1'));
      expect(missing.statusCode).toBe(404);
      for (const browser of [stranger.browser, otherAdviser.browser]) {
        const refused = await browser.get(url(account.accountNumber));
        expect(refused.statusCode).toBe(404);
        expect(refused.headers['content-type']).toMatch(/^application\/json/);
        expect(refused.headers['content-disposition']).toBeUndefined();
        expect(refused.json()).toEqual(missing.json());
      }
    }
  });

  it('answers 401 without a session, and 400 to a malformed account number', async () => {
    const { owner, account } = await twoFundAccount();
    const signedOut = new TestBrowser(ctx.app);
    for (const url of [listOf(account.accountNumber), pdfOf(account.accountNumber)]) {
      const response = await signedOut.get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ Id: 'Unauthenticated', Message: expect.any(String) });
    }
    for (const url of [listOf('%27%20or%201%3D1'), pdfOf('%27%20or%201%3D1')]) {
      const response = await owner.browser.get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json().Id).toBe('ValidationFailed');
    }
  });
});
