import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { openCalendar, pickDay, previousMonth } from './calendar';
import { AU_URL, expect, expectAccessible, gotoWithAnswer, NZ_URL, signIn, test } from './fixtures';

interface Account {
  accountNumber: string;
  accountNumberAlternative: string | null;
  accountName: string;
  productType: 'KS' | 'UT' | 'UT-AUS' | 'PW' | 'PE';
  accountIsOpen: boolean;
}

interface RetailPage {
  totalRecords: number;
  periodStart: string;
  periodEnd: string;
  openingBalance: number;
  closingBalance: number;
  list: { securityName: string; transactionDate: string; units: number | null; transactionValue: number }[];
}

const SHOTS = path.resolve(import.meta.dirname, '../artifacts/screenshots');
/** The first look at a screen after sign-in, on a machine shared with other builds and benches. */
const SLOW = 30_000;

/** The signed-in user's own accounts, as the API answers the page's session. */
async function ownAccounts(page: Page): Promise<Account[]> {
  const origin = new URL(page.url()).origin;
  const response = await page.request.get(`${origin}/api/v1/accounts`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { ownedList: Account[] }).ownedList;
}

async function accountOf(page: Page, productType: Account['productType']): Promise<Account> {
  const account = (await ownAccounts(page)).find((a) => a.productType === productType && a.accountIsOpen);
  expect(account, `an open ${productType} account`).toBeTruthy();
  return account!;
}

/** The screen at 1440 and 390 px, into e2e/artifacts/screenshots, each held to 0 serious or critical axe violations. */
async function shots(page: Page, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 1440 ? 900 : 844 });
    await expectAccessible(page, `${name}-${width}`);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** Clicks an export button and reads the file the browser saves. */
async function download(page: Page, format: 'PDF' | 'CSV') {
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: format, exact: true }).click();
  const file = await saved;
  const bytes = await readFile((await file.path())!);
  // The buttons come back once the download has run (they hide while it does).
  await expect(page.getByRole('button', { name: format, exact: true })).toBeVisible();
  return { name: file.suggestedFilename(), bytes };
}

async function expectPdfAndCsv(page: Page, csvHeader: RegExp) {
  const pdf = await download(page, 'PDF');
  expect(pdf.name).toBe('Transaction Summary.pdf');
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const csv = await download(page, 'CSV');
  expect(csv.name).toBe('Transaction Summary.csv');
  const text = csv.bytes.toString('utf8').replace(/^\uFEFF/, '');
  expect(text.split(/\r?\n/)[0]).toMatch(csvHeader);
  return { pdf, csv: text };
}

const money = (amount: number) =>
  `${amount < 0 ? '\u2212' : ''}$${Math.abs(amount).toLocaleString('en-NZ', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const RETAIL_CSV = /^Account number,Security,Date,Description,Units,Unit price,Value,Tax,Net value,Pending$/;
const PE_CSV = /^Account number,Date,Description,Unit price,Value,Pending$/;
const CASH_SUMMARY_CSV = /^Activity,Value NZD,Value AUD$/;
const AMOUNT_CONTRIBUTED_CSV = /^Date,Security,Activity,Amount contributed,Amount withdrawn,Security transfer,Total$/;
const CASH_TRANSACTIONS_CSV = /^Currency,Event date,Interest date,Security,Activity,D\/C,Amount,Rolling balance$/;

/** The retail view of the account in the address: the page the API gives is the page on screen. */
async function checkRetailView(page: Page, origin: string, account: Account) {
  const table = page.getByTestId('retail-transactions');
  const { body: api } = await gotoWithAnswer<RetailPage>(page, `${origin}/transactions?accountNumber=${account.accountNumber}`, {
    request: (url) => url.pathname === '/api/v1/transactions' && url.searchParams.get('accountNumber') === account.accountNumber,
    queryKey: (key) => key[0] === 'transactions' && key[1] === account.accountNumber && key[2] === 'retail',
  });
  await expect(page.getByRole('heading', { name: 'Transaction History' })).toBeVisible();
  await expect(page).toHaveTitle('Transaction History');
  if (api.totalRecords === 0) {
    await expect(page.getByTestId('no-records')).toBeVisible();
    return api;
  }
  await expect(table).toBeVisible();
  await expect(table.getByTestId('transaction-row')).toHaveCount(Math.min(10, api.totalRecords));
  await expect(page.getByTestId('opening-balance')).toContainText(money(api.openingBalance));
  await expect(page.getByTestId('closing-balance')).toContainText(money(api.closingBalance));
  const first = api.list[0]!;
  await expect(table.getByTestId('transaction-row').first()).toContainText(first.securityName);
  await expect(table.getByTestId('transaction-row').first()).toContainText(money(first.transactionValue));
  return api;
}

test.describe('Transaction History', () => {
  // Two widths of axe and screenshots per screen, and two downloads, on a machine shared with other builds.
  test.describe.configure({ timeout: 180_000 });

  test('a client reads the history of their KiwiSaver account, pages it and downloads it as PDF and CSV', async ({ page }) => {
    await signIn(page, 'demo.client');
    const ks = await accountOf(page, 'KS');
    const api = await checkRetailView(page, NZ_URL, ks);
    expect(api.totalRecords, 'a KiwiSaver account with contributions in the last 3 months').toBeGreaterThan(0);
    if (api.totalRecords > 10) {
      const second = page.waitForResponse((r) => r.url().includes('/api/v1/transactions?') && r.url().includes('pageNo=2'));
      await page.getByRole('button', { name: 'Page 2' }).click();
      expect((await second).ok()).toBe(true);
      await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    }
    await shots(page, 'retail-ks');
    const { csv } = await expectPdfAndCsv(page, RETAIL_CSV);
    // Every row of the range is in the CSV: the header and one line per transaction.
    expect(csv.trim().split(/\r?\n/)).toHaveLength(api.totalRecords + 1);
  });

  test('a client filters their Investment Funds history by a security, leaves and finds the filter kept', async ({ page }) => {
    await signIn(page, 'demo.client');
    const ut = await accountOf(page, 'UT');
    await checkRetailView(page, NZ_URL, ut);
    await page.getByRole('combobox', { name: 'Security' }).click();
    const option = page.getByRole('option').nth(1);
    const name = (await option.textContent()) ?? '';
    const filtered = page.waitForResponse((r) => r.url().includes('/api/v1/transactions?') && r.url().includes('securityId='));
    await option.click();
    const api = (await (await filtered).json()) as RetailPage;
    for (const row of api.list) expect(row.securityName).toBe(name);
    await shots(page, 'retail-ut-filtered');
    await expectPdfAndCsv(page, RETAIL_CSV);

    await page.getByRole('link', { name: /portfolios|home/i }).first().click();
    await page.goto(`${NZ_URL}/transactions?accountNumber=${ut.accountNumber}`);
    await expect(page.getByRole('combobox', { name: 'Security' })).toHaveValue(name);
  });

  test('a client reads the three wealth reports of their Wealth Management account and downloads each', async ({ page }) => {
    await signIn(page, 'demo.client');
    const pw = await accountOf(page, 'PW');
    await page.goto(`${NZ_URL}/transactions?accountNumber=${pw.accountNumber}`);
    await expect(page.getByTestId('wealth-history')).toBeVisible({ timeout: SLOW });
    // A year of activity: the start a year before the default end.
    const start = await openCalendar(page, page.getByRole('button', { name: 'Start' }));
    for (let month = 0; month < 9; month += 1) await previousMonth(start);
    await pickDay(start, start.getByRole('button', { name: /^1 [A-Z][a-z]+ \d{4}$/, disabled: false }).first());

    await page.getByRole('button', { name: 'Search' }).click();
    const summary = page.getByTestId('cash-summary');
    await expect(summary).toBeVisible();
    await expect(summary.getByTestId('cash-summary-closing')).toContainText('Closing balance');
    await shots(page, 'wealth-cash-summary');
    await expectPdfAndCsv(page, CASH_SUMMARY_CSV);

    await page.getByText('Amount Contributed', { exact: true }).click();
    await expect(summary).toBeHidden();
    await page.getByRole('button', { name: 'Search' }).click();
    const contributed = page.getByTestId('amount-contributed').or(page.getByTestId('no-records'));
    await expect(contributed).toBeVisible();
    await shots(page, 'wealth-amount-contributed');
    await expectPdfAndCsv(page, AMOUNT_CONTRIBUTED_CSV);

    await page.getByText('Cash Transactions', { exact: true }).click();
    await page.getByRole('button', { name: 'Search' }).click();
    const cash = page.getByTestId('cash-transactions');
    await expect(cash).toBeVisible();
    await expect(cash.getByTestId('cash-currency-NZD')).toContainText('Closing balance');
    await shots(page, 'wealth-cash-transactions');
    await expectPdfAndCsv(page, CASH_TRANSACTIONS_CSV);
  });

  test('a client reads their private-equity history, paged here at 20, and downloads it', async ({ page }) => {
    await signIn(page, 'demo.client');
    const pe = await accountOf(page, 'PE');
    const { body: api, url } = await gotoWithAnswer<RetailPage>(page, `${NZ_URL}/transactions?accountNumber=${pe.accountNumber}`, {
      request: (address) => address.pathname === '/api/v1/transactions',
      queryKey: (key) => key[0] === 'transactions' && key[1] === pe.accountNumber && key[2] === 'private-equity',
    });
    // The whole history in one page: asked for as such, and answered so.
    if (url) expect(url.searchParams.get('pageSize')).toBe('1000000');
    expect(api.list).toHaveLength(api.totalRecords);
    if (api.list.length === 0) {
      await expect(page.getByTestId('no-records')).toBeVisible();
    } else {
      await expect(page.getByTestId('private-equity-transactions').getByTestId('transaction-row')).toHaveCount(Math.min(20, api.list.length));
    }
    await shots(page, 'private-equity');
    await expectPdfAndCsv(page, PE_CSV);
  });

  test('an Australian client reads the history of their AU unit trust account and downloads it', async ({ page }) => {
    await signIn(page, 'demo.auclient', undefined, AU_URL);
    const ut = await accountOf(page, 'UT-AUS');
    await checkRetailView(page, AU_URL, ut);
    // The Australian portal shows the alternative number in the chooser.
    if (ut.accountNumberAlternative) await expect(page.getByRole('combobox', { name: 'Account' })).toHaveValue(new RegExp(ut.accountNumberAlternative));
    await shots(page, 'retail-ut-aus');
    await expectPdfAndCsv(page, RETAIL_CSV);
  });

  test("an account that is not the client's is refused, and no history of it is asked for", async ({ page }) => {
    await signIn(page, 'demo.client');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/transactions')) asked.push(request.url());
    });
    await page.goto(`${NZ_URL}/transactions?accountNumber=0000000`);
    await expect(page.getByRole('alert')).toContainText('That account is not one of yours', { timeout: SLOW });
    expect(asked).toEqual([]);
    // The API refuses it too (404 for clients, so account numbers cannot be probed).
    const answer = await page.request.get(`${NZ_URL}/api/v1/transactions?accountNumber=0000000`);
    expect(answer.status()).toBe(404);
  });

  test('a related-accounts-only user picks an account through the account search and goes back to it', async ({ page }) => {
    await signIn(page, 'demo.related');
    await page.goto(`${NZ_URL}/transactions`);
    const rows = page.getByTestId('search-row');
    await expect(rows.first()).toBeVisible({ timeout: SLOW });
    await shots(page, 'related-search');
    await rows.first().getByRole('button', { name: /^Select / }).click();
    await expect(page).toHaveURL(/accountNumber=/);
    await expect(page.getByTestId('retail-history').or(page.getByTestId('wealth-history')).or(page.getByTestId('private-equity-history'))).toBeVisible();
    await shots(page, 'related-history');
    await page.getByRole('button', { name: 'Back to Account Search' }).click();
    await expect(rows.first()).toBeVisible();
  });
});
