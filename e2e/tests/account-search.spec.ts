import type { Page } from '@playwright/test';
import { AU_URL, expect, NOTICE_COOKIE, screenshotAtBothWidths, signIn, test } from './fixtures';

interface Row {
  accountNumber: string;
  accountNumberAlternative: string | null;
  accountName: string;
  productType: string;
}
interface Result {
  list: Row[];
  totalAccounts: number;
}

/** What the API answers the signed-in user of `page` (same cookies), to pick real demo names and numbers. */
async function apiSearch(page: Page, query: Record<string, string>): Promise<Result> {
  // The page's own portal: a session of one portal is not signed in on the other.
  const origin = new URL(page.url()).origin;
  const response = await page.request.get(`${origin}/api/v1/account-search?${new URLSearchParams(query).toString()}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Result;
}

/** Every account the user of `page` can find, page by page. */
async function everyAccount(page: Page): Promise<Row[]> {
  const rows: Row[] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const result = await apiSearch(page, { searchBy: 'number', searchTerm: '', accountIsOpen: 'all', pageNo: String(pageNo) });
    rows.push(...result.list);
    if (result.list.length === 0 || rows.length >= result.totalAccounts) return rows;
  }
}

const resultRows = (page: Page) => page.getByTestId('search-row');

async function runSearch(page: Page, by: 'Account Number' | 'Account Name', term: string) {
  await page.getByLabel('Search by').selectOption({ label: by });
  await page.getByLabel('Search term').fill(term);
  // Enter submits the form.
  await page.getByLabel('Search term').press('Enter');
  // The search is in the address once it has run: an assertion on its rows alone could pass on the
  // previous search's rows, and a navigation then would return to that earlier search.
  const searchBy = by === 'Account Number' ? 'number' : 'name';
  await expect
    .poll(() => {
      const params = new URL(page.url()).searchParams;
      return [params.get('searchBy'), params.get('searchTerm') ?? ''];
    })
    .toEqual([searchBy, term]);
  await expect(page.getByRole('button', { name: 'Search' })).toBeEnabled();
}

test.describe('Account search and summary (spec 001 §2)', () => {
  test('staff find accounts by a partial and by a misspelt name', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'demo.staff');
    // Staff land on their home, the client book, first (a click before that redirect is overtaken by it).
    await expect(page).toHaveURL(/\/dashboard\/clients$/);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Accounts' }).click();
    await expect(page).toHaveURL(/\/dashboard\/accounts$/);
    await expect(page.getByRole('heading', { name: 'Account Search' })).toBeVisible();
    await expect(page.getByLabel('Account Status')).toHaveValue('true');

    // A real demo name with a long word: its first 4 letters are a partial name, and the word with
    // its last letter typed twice ('Andersonn') is a misspelling no name contains; pg_trgm's word
    // similarity to the right word is 8 shared trigrams of 10, 0.8, above the 0.6 threshold.
    const all = await everyAccount(page);
    const names = all.map((row) => row.accountName.toLowerCase());
    const word = all
      .flatMap((row) => row.accountName.split(/\s+/))
      .find((w) => /^\p{L}{7,}$/u.test(w) && !names.some((name) => name.includes(`${w}${w.at(-1)}`.toLowerCase())));
    expect(word, 'a demo account name with a word of 7 or more letters').toBeTruthy();
    const target = word!;
    const partial = target.slice(0, 4).toLowerCase();
    const misspelt = `${target}${target.at(-1)}`;

    await runSearch(page, 'Account Name', partial);
    await expect(resultRows(page).first()).toBeVisible();
    const partialNames = await resultRows(page).locator('th').allInnerTexts();
    expect(partialNames.some((name) => name.toLowerCase().includes(partial))).toBe(true);
    await expect(page).toHaveURL(new RegExp(`searchBy=name&searchTerm=${partial}&productType=ALL&accountIsOpen=true&page=1`));

    await runSearch(page, 'Account Name', misspelt);
    await expect(resultRows(page).filter({ hasText: target }).first()).toBeVisible();
  });

  test('staff page through the search, select an account, follow every summary link and come Back to the same search', async ({
    page,
  }) => {
    // Two screens, each looked at by axe at two widths, on a machine shared with other work.
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'demo.staff');
    await page.goto('/dashboard/accounts');

    // Every open account of the portal, by number: more than one page of 20.
    await runSearch(page, 'Account Number', '');
    await expect(resultRows(page)).toHaveCount(20);
    await expect(page.getByRole('navigation', { name: 'Search result pages' })).toBeVisible();
    await screenshotAtBothWidths(page, 'account-search');
    await page.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/page=2$/);
    await expect(page.getByTestId('search-count')).toContainText(/^21–/);
    const picked = resultRows(page).first();
    const pickedName = (await picked.locator('th').innerText()).split('\n')[0]!.trim();
    const pickedNumber = (await picked.locator('td').nth(1).innerText()).trim();
    const searchUrl = page.url();

    await picked.getByRole('button', { name: /^Select / }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/accounts/${pickedNumber}$`));
    await expect(page.getByRole('heading', { level: 1, name: pickedName })).toBeVisible();
    await expect(page.getByTestId('summary-valuation')).toContainText(/\$[\d,]+\.\d\d|—/);
    await screenshotAtBothWidths(page, 'account-summary');

    // View Account Details opens the account's own screen, by product type.
    await page.getByRole('link', { name: 'View Account Details' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/(kiwisaver|investment-funds|wealth-management|private-equity)/${pickedNumber}$`));
    await page.goBack();
    await page.getByRole('link', { name: 'View Transactions' }).click();
    await expect(page).toHaveURL(new RegExp(`/transactions\\?accountNumber=${pickedNumber}$`));
    await page.goBack();
    await page.getByRole('link', { name: 'View Reports' }).click();
    await expect(page).toHaveURL(new RegExp(`/reports-and-statements\\?accountNumber=${pickedNumber}$`));
    await page.goBack();
    // demo.staff has no two-factor: Initiate transaction (KS and UT only) says so instead of going there.
    const transact = page.getByRole('button', { name: 'Initiate transaction' });
    if (await transact.count()) {
      await transact.click();
      await expect(page.getByRole('alert')).toHaveText('Two-Factor Authentication must be enabled to perform transactions.');
      await expect(page).toHaveURL(new RegExp(`/dashboard/accounts/${pickedNumber}$`));
    }
    await expect(page.getByRole('button', { name: /GOVT/i })).toHaveCount(0);

    // Back to Account Search returns to the same search and page; so does the browser's Back.
    await page.getByRole('link', { name: 'Back to Account Search' }).click();
    await expect(page).toHaveURL(searchUrl);
    await expect(page.getByTestId('search-count')).toContainText(/^21–/);
    await expect(page.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
    await picked.getByRole('button', { name: /^Select / }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/accounts/${pickedNumber}$`));
    await page.goBack();
    await expect(page).toHaveURL(searchUrl);
    await expect(page.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
  });

  test("an adviser finds only their book, and another adviser's account in the URL sends them back to the search", async ({
    page,
    browser,
  }) => {
    // Staff see every account of the portal; the ones the adviser cannot open belong to other advisers.
    const staffContext = await browser.newContext();
    // As the test's own browser: the demo's update notice already seen, so it does not cover the login form.
    await staffContext.addCookies([{ name: NOTICE_COOKIE, value: '3', domain: 'localhost', path: '/' }]);
    const staff = await staffContext.newPage();
    await signIn(staff, 'demo.staff');
    const portal = await everyAccount(staff);
    await staffContext.close();

    await signIn(page, 'demo.adviser');
    const book = await everyAccount(page);
    expect(book.length).toBeGreaterThan(0);
    expect(book.length).toBeLessThan(portal.length);
    const inBook = new Set(book.map((row) => row.accountNumber));
    const other = portal.find((row) => !inBook.has(row.accountNumber))!;

    await page.goto('/dashboard/accounts');
    await expect(page.getByLabel('Account Status')).toHaveCount(0);
    await runSearch(page, 'Account Number', '');
    await expect(page.getByTestId('search-count')).toContainText(`of ${book.length} account`);
    await runSearch(page, 'Account Number', other.accountNumber);
    await expect(page.getByTestId('search-empty')).toHaveText('No accounts match this search.');
    await runSearch(page, 'Account Name', other.accountName);
    await expect(resultRows(page).filter({ hasText: other.accountNumber })).toHaveCount(0);

    await page.goto(`/dashboard/accounts/${other.accountNumber}`);
    await expect(page).toHaveURL(/\/dashboard\/accounts\?searchBy=name/);
    await expect(page.getByRole('alert')).toContainText(`Account ${other.accountNumber}: Not found.`);
  });

  test("a related-only user's search runs on load and lists only their related accounts", async ({ page }) => {
    await signIn(page, 'demo.related');
    await expect(page).toHaveURL(/\/dashboard\/accounts$/);
    const related = await page.request.get('/api/v1/accounts');
    const { relatedList } = (await related.json()) as { relatedList: Row[] };
    expect(relatedList.length).toBeGreaterThan(0);
    await expect(resultRows(page)).toHaveCount(relatedList.length);
    const numbers = await resultRows(page).locator('td:nth-child(3)').allInnerTexts();
    expect(numbers.map((n) => n.trim()).sort()).toEqual(relatedList.map((row) => row.accountNumber).sort());
    await expect(page.getByLabel('Account Status')).toHaveCount(0);
  });

  test('an Australian adviser searches UT-AUS only and sees the alternative account numbers', async ({ page }) => {
    // A screen looked at by axe at two widths, on a machine shared with other work.
    test.setTimeout(120_000);
    await signIn(page, 'demo.auadviser', undefined, AU_URL);
    await page.goto(`${AU_URL}/dashboard/accounts`);
    const type = page.getByLabel('Investment Type');
    await expect(type).toBeDisabled();
    await expect(type).toHaveValue('UT-AUS');
    await runSearch(page, 'Account Number', '');
    const rows = await apiSearch(page, { searchBy: 'number', searchTerm: '', pageNo: '1' });
    expect(rows.list.length).toBeGreaterThan(0);
    expect(rows.list.every((row) => row.productType === 'UT-AUS' && row.accountNumberAlternative !== null)).toBe(true);
    await expect(resultRows(page)).toHaveCount(rows.list.length);
    const shown = await resultRows(page).locator('td:nth-child(3)').allInnerTexts();
    expect(shown.map((n) => n.trim())).toEqual(rows.list.map((row) => row.accountNumberAlternative));
    await screenshotAtBothWidths(page, 'account-search-au');

    // The summary route sends the Australian channel home, so Select opens the account's own screen.
    await resultRows(page).first().getByRole('button', { name: /^Select / }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/investment-funds/${rows.list[0]!.accountNumber}$`));
    await page.goto(`${AU_URL}/dashboard/accounts/${rows.list[0]!.accountNumber}`);
    await expect(page).toHaveURL(/\/dashboard\/clients$/);
  });
});
