import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { AU_URL, expect, NZ_URL, screenshotAtBothWidths, signIn, test } from './fixtures';

interface Account {
  accountNumber: string;
  accountNumberAlternative: string | null;
  accountName: string;
  productType: string;
  accountIsOpen: boolean;
}

/** The signed-in user's own accounts, as the API lists them (same cookies as the page). */
async function ownAccounts(page: Page): Promise<Account[]> {
  const origin = new URL(page.url()).origin;
  const response = await page.request.get(`${origin}/api/v1/accounts`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { ownedList: Account[]; relatedList: Account[] };
  return [...body.ownedList, ...body.relatedList];
}

async function bytesOf(download: Download): Promise<Buffer> {
  const file = await download.path();
  return readFile(file);
}

const rows = (page: Page) => page.getByTestId('report-row');

async function openReports(page: Page, base: string, accountNumber: string) {
  await page.goto(`${base}/reports-and-statements?accountNumber=${accountNumber}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports & Statements' })).toBeVisible();
}

// spec 002 §2.1 Reports & Statements; the statements are the demo's records, rendered on first download.
test.describe('Reports & Statements', () => {
  test('a client downloads one statement as a PDF and several as one zip', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'demo.client');
    const kiwiSaver = (await ownAccounts(page)).find((a) => a.productType === 'KS')!;
    await page.goto(`${NZ_URL}/reports-and-statements`);
    await expect(page.getByRole('heading', { level: 1, name: 'Reports & Statements' })).toBeVisible();
    // The account selector: pick the KiwiSaver account; the address follows.
    await page.getByRole('combobox', { name: 'Account' }).click();
    await page.getByRole('option', { name: new RegExp(kiwiSaver.accountNumber) }).click();
    await expect(page).toHaveURL(new RegExp(`accountNumber=${kiwiSaver.accountNumber}`));

    // The default range (13 months back to tomorrow) loads by itself and holds the last annual statement.
    await expect(rows(page).first()).toBeVisible();
    const firstName = (await rows(page).first().locator('th, td').first().innerText()).trim();
    const downloaded = page.waitForEvent('download');
    await rows(page).first().getByRole('button', { name: /^Download / }).click();
    const pdf = await downloaded;
    expect(pdf.suggestedFilename()).toBe(`${firstName}.pdf`);
    const pdfBytes = await bytesOf(pdf);
    expect(pdfBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Select All checks every row; Download selected gives one zip of them.
    await page.getByRole('checkbox', { name: 'Select All' }).check();
    const count = await rows(page).count();
    for (let i = 0; i < count; i++) await expect(rows(page).nth(i).getByRole('checkbox')).toBeChecked();
    if (count > 1) {
      const zipped = page.waitForEvent('download');
      await page.getByRole('button', { name: /^Download selected/ }).click();
      const zip = await zipped;
      expect(zip.suggestedFilename()).toBe(`Reports ${kiwiSaver.accountNumber}.zip`);
      const zipBytes = await bytesOf(zip);
      expect(zipBytes.subarray(0, 2).toString('latin1')).toBe('PK');
      // One local file header per report.
      expect(zipBytes.toString('latin1').split('PK\u0003\u0004').length - 1).toBe(count);
    }
    // Unchecking one row unchecks Select All by itself.
    await rows(page).first().getByRole('checkbox').uncheck();
    await expect(page.getByRole('checkbox', { name: 'Select All' })).not.toBeChecked();
    await rows(page).first().getByRole('checkbox').check();
    await expect(page.getByRole('checkbox', { name: 'Select All' })).toBeChecked();
    await screenshotAtBothWidths(page, 'reports-and-statements');
  });

  test('a reversed range is swapped and snapped; an empty range says so', async ({ page }) => {
    await signIn(page, 'demo.client');
    const kiwiSaver = (await ownAccounts(page)).find((a) => a.productType === 'KS')!;
    await page.goto(`${NZ_URL}/reports-and-statements?accountNumber=${kiwiSaver.accountNumber}&from=2025-06-10&to=2025-03-15`);
    // The address's reversed range is read as 1 Mar 2025 .. 30 Jun 2025.
    // A first load on a busy machine can take a while.
    await expect(page.getByRole('status').filter({ hasText: /from 01 Mar 2025 to 30 Jun 2025/ })).toBeVisible({ timeout: 30_000 });
    await page.goto(`${NZ_URL}/reports-and-statements?accountNumber=${kiwiSaver.accountNumber}&from=2025-05-01&to=2025-05-31`);
    await expect(page.getByTestId('reports-empty')).toContainText('There are no reports or statements for this account between 01 May 2025 and 31 May 2025');

    // Picking an End month sets the end to its last day (spec 002 §5): May 2025 -> Feb 2025 is before From
    // (1 May 2025), so the range is swapped and snapped: 1 Feb 2025 .. 31 May 2025 (spec 002 §4).
    await page.getByRole('button', { name: /^End/ }).click();
    await page.getByRole('button', { name: /^Feb/ }).click();
    await expect(page.getByText('Ends 31 May 2025')).toBeVisible();
    await expect(page.getByRole('button', { name: /^From/ })).toHaveText('01 Feb 2025');
    const answered = page.waitForResponse((r) => r.url().includes('/api/v1/reports?'));
    await page.getByRole('button', { name: 'Search' }).click();
    const asked = new URL((await answered).url()).searchParams;
    expect([asked.get('periodStart'), asked.get('periodEnd')]).toEqual(['2025-02-01', '2025-05-31']);
  });

  test('a private equity account asks for a report type and offers the latest quarterly report', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'demo.client');
    const pe = (await ownAccounts(page)).find((a) => a.productType === 'PE')!;
    await openReports(page, NZ_URL, pe.accountNumber);
    await expect(rows(page).first()).toBeVisible();
    await page.getByRole('combobox', { name: /^Report type/ }).click();
    await page.getByRole('option', { name: 'Quarterly reports' }).click();
    const answered = page.waitForResponse((r) => r.url().includes('/api/v1/reports?') && r.url().includes('reportType=QUARTERLY_REPORTS'));
    await page.getByRole('button', { name: 'Search' }).click();
    expect((await answered).status()).toBe(200);
    await expect(rows(page).first()).toContainText('Quarterly Investor Report');
    for (const text of await rows(page).allInnerTexts()) expect(text).toContain('Quarterly Investor Report');

    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Latest quarterly report' }).click();
    const quarterly = await downloaded;
    expect(quarterly.suggestedFilename()).toMatch(/^Quarterly Investor Report - \d{4}-\d{2}-\d{2}\.pdf$/);
    expect((await bytesOf(quarterly)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await screenshotAtBothWidths(page, 'reports-and-statements-private-equity');
  });

  test('a related-only user picks the account through the account search, and Back to Account Search clears it', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'demo.related');
    await page.goto(`${NZ_URL}/reports-and-statements`);
    await expect(page.getByRole('heading', { level: 1, name: 'Reports & Statements' })).toBeVisible();
    // The search runs by itself for a related-only user (spec 001 §2).
    const searchRow = page.getByTestId('search-row').first();
    await expect(searchRow).toBeVisible();
    await searchRow.getByRole('button', { name: /^Select / }).click();
    await expect(page).toHaveURL(/accountNumber=/);
    await expect(page.getByRole('button', { name: 'Back to Account Search' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Report search' })).toBeVisible();
    await screenshotAtBothWidths(page, 'reports-and-statements-related-only');
    await page.getByRole('button', { name: 'Back to Account Search' }).click();
    await expect(page).not.toHaveURL(/accountNumber=/);
    await expect(page.getByTestId('search-row').first()).toBeVisible();
  });

  test('an Australian client sees their statements under the alternative account number', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'demo.auclient', undefined, AU_URL);
    const account = (await ownAccounts(page))[0]!;
    await page.goto(`${AU_URL}/reports-and-statements`);
    await expect(page.getByRole('combobox', { name: 'Account' })).toHaveValue(new RegExp(account.accountNumberAlternative ?? account.accountNumber));
    // The AU demo client's periodic and tax statements (year to 30 June) are within 13 months.
    await expect(rows(page).first()).toBeVisible();
    const downloaded = page.waitForEvent('download');
    await rows(page).first().getByRole('button', { name: /^Download / }).click();
    const pdf = await downloaded;
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    expect((await bytesOf(pdf)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await screenshotAtBothWidths(page, 'reports-and-statements-au');
  });
});
