import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accounts } from '../../db/schema/index.js';
import { createUser, giveAccount } from '../../test/fixtures.js';
import { createFund, trade } from '../../test/market-fixtures.js';
import { TestBrowser } from '../../test/test-app.js';
import { useTestPortals } from '../../test/use-test-app.js';

const ctx = useTestPortals();
const db = () => ctx.testDb.database.db;

afterEach(() => {
  vi.useRealTimers();
});

/**
 * The AU portal (spec 002 §6 'Australian portal'): an AU unit trust, in AUD, shown by its alternative
 * number, its days Sydney's. 30 Jun 2024 14:30 UTC is 1 Jul 00:30 in Sydney (AEST, +10): there
 * yesterday is already 30 Jun, while in UTC it would still be 29 Jun.
 */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2024-06-30T14:30:00Z'));
});

async function auUnitTrust() {
  const { user, client } = await createUser(db(), { channel: 'AU' });
  const browser = new TestBrowser(ctx.au);
  await browser.signIn(user.username);
  const account = await giveAccount(db(), client!.id, 'UT-AUS', { channel: 'AU' });
  await db().update(accounts).set({ signupDate: '2024-03-01', accountNumberAlternative: `AU-${account.accountNumber}` }).where(eq(accounts.id, account.id));
  const fund = await createFund(db(), 'Harbour Australian Equities Trust', [
    ['2024-03-28', '1.500000'],
    ['2024-06-28', '1.800000'],
  ]);
  await trade(db(), { accountId: account.id, securityId: fund.id, tradeDate: '2024-03-28', units: '200', unitPrice: '1.5', value: '300.00' });
  return { browser, account };
}

describe('Transaction History on the AU portal', () => {
  it("takes Sydney's yesterday as the maximum and answers in AUD", async () => {
    const { browser, account } = await auUnitTrust();
    const page = (await browser.get(`/api/v1/transactions?accountNumber=${account.accountNumber}&periodStart=2024-03-01&periodEnd=2024-06-30`)).json();
    // 200 units × 1.80 on 28 Jun (the last price on or before 30 Jun) = 360.00.
    expect(page).toMatchObject({ view: 'retail', currencyCode: 'AUD', periodEnd: '2024-06-30', openingBalance: 0, closingBalance: 360, totalRecords: 1 });
  });

  it('shows the alternative account number in the PDF, in Australian English', async () => {
    const { browser, account } = await auUnitTrust();
    const response = await browser.get(`/api/v1/transactions.pdf?accountNumber=${account.accountNumber}&periodStart=2024-03-01&periodEnd=2024-06-30`);
    expect(response.statusCode).toBe(200);
    const raw = response.rawPayload.toString('latin1');
    expect(raw).toMatch(/\/Lang \(en-AU\)/);
    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const document = await getDocument({ data: new Uint8Array(response.rawPayload), useSystemFonts: false, isEvalSupported: false }).promise;
    const parts: string[] = [];
    for (const item of (await (await document.getPage(1)).getTextContent()).items) if ('str' in item) parts.push(item.str);
    await document.destroy();
    const text = parts.join(' ');
    expect(text).toContain(`AU-${account.accountNumber}`);
    expect(text).toContain('AUD 360.00');
  });

  it('is not found on the NZ portal, even by the AU client who holds it', async () => {
    const { account } = await auUnitTrust();
    const { user } = await createUser(db(), { userType: 'Staff' });
    const nzStaff = new TestBrowser(ctx.nz);
    await nzStaff.signIn(user.username);
    expect((await nzStaff.get(`/api/v1/transactions?accountNumber=${account.accountNumber}`)).statusCode).toBe(404);
  });
});
