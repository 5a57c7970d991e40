import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { AU_URL, NZ_URL, expect, screenshotAtBothWidths, signIn, test } from './fixtures';

// Issue 10 'The client book' (/dashboard/clients): the staff and adviser home. Figures are read
// from the screen and checked against each other, never against numbers written here.

/** '$1,234.56' or '−$45.00' → cents. */
const cents = (text: string) => {
  const value = Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
  return text.includes('−') || text.includes('-') ? -value : value;
};
/** A name as the server sorts and searches it: accents and case folded. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function clientsTable(page: Page) {
  return page.getByRole('table', { name: 'Clients' });
}

function clientRows(page: Page) {
  return clientsTable(page).getByTestId('client-book-row');
}

async function namesShown(page: Page): Promise<string[]> {
  return clientRows(page).getByTestId('client-book-name').allInnerTexts();
}

/** Each client row's total value (the 4th column), in cents. */
async function valuesShown(page: Page): Promise<number[]> {
  const texts = await clientRows(page).locator('td:nth-child(4)').allInnerTexts();
  return texts.map(cents);
}

/** The names of every page from the current one on, following Next page. */
async function allPagesOfNames(page: Page): Promise<string[]> {
  const names: string[] = [];
  for (;;) {
    await settled(page);
    names.push(...(await namesShown(page)));
    const next = page.getByRole('button', { name: 'Next page' });
    if ((await next.count()) === 0 || (await next.isDisabled())) return names;
    const before = await namesShown(page);
    await next.click();
    await expect.poll(() => namesShown(page)).not.toEqual(before);
  }
}

interface OpenedClient {
  name: string;
  accountCount: number;
  value: number;
  accounts: Array<{ number: string; open: boolean; balance: number }>;
}

/** Opens every client of the page to their accounts and reads each client with its accounts, in table order. */
async function openEveryClient(page: Page): Promise<OpenedClient[]> {
  const buttons = clientsTable(page).getByRole('button', { name: /^Show accounts of / });
  const count = await buttons.count();
  for (let i = 0; i < count; i++) await buttons.first().click();
  await expect(clientsTable(page).getByRole('button', { name: /^Show accounts of / })).toHaveCount(0);
  await expect(clientsTable(page).getByText('Loading accounts…')).toHaveCount(0);
  const lines = await clientsTable(page)
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => ({
        client: row.getAttribute('data-testid') === 'client-book-row',
        cells: Array.from(row.children).map((cell) => (cell as HTMLElement).innerText.trim()),
      })),
    );
  const clients: OpenedClient[] = [];
  for (const line of lines) {
    const [title = '', second = '', third = '', value = ''] = line.cells;
    if (line.client) {
      clients.push({ name: title.replace(/\s*Hide accounts$/, ''), accountCount: Number(second), value: cents(value), accounts: [] });
    } else if (second !== '') {
      clients.at(-1)!.accounts.push({ number: second, open: third.endsWith('Open'), balance: value === '—' ? 0 : cents(value) });
    }
  }
  return clients;
}

/** Waits until the rows shown answer the URL's view (no rows of the previous answer, dimmed, left). */
async function settled(page: Page) {
  await expect(clientRows(page).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test.describe('The client book', () => {
  test('an adviser lands on their book, whose totals add up over every page', async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'demo.adviser');
    await expect(page).toHaveURL(/\/dashboard\/clients$/);
    await expect(page).toHaveTitle('Clients');
    await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
    await settled(page);

    // The book's totals: the by-product lines add up to the total, and the total is every row of every page.
    const totals = page.getByRole('region', { name: 'Funds under advice' });
    const byProduct = totals.getByRole('table', { name: 'Funds under advice by product' });
    const productValues = (await byProduct.getByTestId('book-product-row').locator('td:nth-child(3)').allInnerTexts()).map(cents);
    const productAccounts = (await byProduct.getByTestId('book-product-row').locator('td:nth-child(2)').allInnerTexts()).map(Number);
    const totalCells = byProduct.getByTestId('book-product-total').locator('td');
    const bookTotal = cents(await totalCells.nth(1).innerText());
    const bookAccounts = Number(await totalCells.nth(0).innerText());
    expect(productValues.length).toBeGreaterThan(1);
    expect(productValues.reduce((a, b) => a + b, 0)).toBe(bookTotal);
    expect(productAccounts.reduce((a, b) => a + b, 0)).toBe(bookAccounts);
    expect(cents(await totals.getByTestId('book-total-value').innerText())).toBe(bookTotal);
    await expect(totals.getByTestId('book-currency')).toContainText('NZD');
    const clientCount = Number((await totals.getByTestId('book-client-count').innerText()).replace(/\D/g, ''));

    // Default order: value, largest first (aria-sort on the heading cell).
    await expect(clientsTable(page).getByRole('columnheader', { name: 'Total value' })).toHaveAttribute('aria-sort', 'descending');
    await screenshotAtBothWidths(page, 'client-book-adviser');

    // Every client of every page, opened to their accounts: each client's value is the sum of their
    // open accounts, and the open accounts of the book, each once (a joint account is in each
    // owner's row), add up to the totals.
    const clients: OpenedClient[] = [];
    for (;;) {
      await settled(page);
      clients.push(...(await openEveryClient(page)));
      const next = page.getByRole('button', { name: 'Next page' });
      if ((await next.count()) === 0 || (await next.isDisabled())) break;
      const before = await namesShown(page);
      await next.click();
      await expect.poll(() => namesShown(page)).not.toEqual(before);
    }
    expect(clients).toHaveLength(clientCount);
    expect(new Set(clients.map((client) => client.name)).size).toBe(clientCount);
    const values = clients.map((client) => client.value);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    const openAccounts = new Map<string, number>();
    for (const client of clients) {
      const open = client.accounts.filter((account) => account.open);
      expect(open.reduce((sum, account) => sum + account.balance, 0), client.name).toBe(client.value);
      expect(open, client.name).toHaveLength(client.accountCount);
      for (const account of open) openAccounts.set(account.number, account.balance);
    }
    expect(openAccounts.size).toBe(bookAccounts);
    expect([...openAccounts.values()].reduce((a, b) => a + b, 0)).toBe(bookTotal);
  });

  test('an adviser sorts the book by name and by value, and a reload keeps the order', async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'demo.adviser');
    await expect(page).toHaveURL(/\/dashboard\/clients$/);
    await settled(page);

    await clientsTable(page).getByRole('button', { name: 'Client' }).click();
    await expect(page).toHaveURL(/sort=name&direction=asc/);
    await expect(clientsTable(page).getByRole('columnheader', { name: 'Client' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(clientsTable(page).getByRole('columnheader', { name: 'Total value' })).toHaveAttribute('aria-sort', 'none');
    await settled(page);
    const ascending = await allPagesOfNames(page);
    // People (two-word names) are listed by last name; companies and trusts by their whole name.
    const people = ascending.filter((name) => name.split(' ').length === 2).map((name) => fold(name.split(' ')[1]!));
    expect(people.length).toBeGreaterThan(5);
    expect(people).toEqual([...people].sort());

    await page.goto(`${NZ_URL}/dashboard/clients?sort=name&direction=asc`);
    await settled(page);
    await clientsTable(page).getByRole('button', { name: 'Client' }).click();
    await expect(page).toHaveURL(/sort=name&direction=desc/);
    await expect(clientsTable(page).getByRole('columnheader', { name: 'Client' })).toHaveAttribute('aria-sort', 'descending');
    await settled(page);
    expect(await allPagesOfNames(page)).toEqual([...ascending].reverse());

    // By value, smallest first; a reload keeps it.
    await clientsTable(page).getByRole('button', { name: 'Total value' }).click();
    // Value, largest first, is the default view: its URL is plain.
    await expect(page).toHaveURL(/\/dashboard\/clients$/);
    await expect(clientsTable(page).getByRole('columnheader', { name: 'Total value' })).toHaveAttribute('aria-sort', 'descending');
    await clientsTable(page).getByRole('button', { name: 'Total value' }).click();
    await expect(page).toHaveURL(/sort=value&direction=asc/);
    await page.reload();
    await expect(clientsTable(page).getByRole('columnheader', { name: 'Total value' })).toHaveAttribute('aria-sort', 'ascending');
    await settled(page);
    const smallestFirst = await valuesShown(page);
    expect(smallestFirst).toEqual([...smallestFirst].sort((a, b) => a - b));
  });

  test('an adviser finds a client by part of the name and misspelt, opens them and follows an account to its summary', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'demo.adviser');
    await expect(page).toHaveURL(/\/dashboard\/clients$/);
    await settled(page);
    const names = await namesShown(page);
    // A person whose last name has 7 letters or more, so that one letter missing is a small slip.
    const target = names.find((name) => name.split(' ').length === 2 && name.split(' ')[1]!.length >= 7) ?? names[0]!;
    const lastName = target.split(' ').at(-1)!;
    const search = page.getByRole('searchbox', { name: 'Search clients' });
    const queryTerm = () => new URL(page.url()).searchParams.get('q');

    // Part of the last name finds the client.
    const part = lastName.slice(1, 5);
    await search.fill(part);
    await expect.poll(queryTerm).toBe(part);
    await settled(page);
    await expect.poll(() => namesShown(page)).toContain(target);
    // The search narrows the book (typo tolerance may keep a near name such as 'Amelia' for 'amih').
    const bookSize = Number((await page.getByTestId('book-client-count').innerText()).replace(/\D/g, ''));
    const found = Number(/of (\d+)/.exec(await page.getByTestId('client-book-range').innerText())?.[1]);
    expect(found).toBeLessThan(bookSize);

    await expect(page.getByTestId('book-totals-scope')).toBeVisible();

    // One letter wrong in the middle of the last name ('Tamixana'), then one missing ('Tamiana').
    const i = Math.floor(lastName.length / 2);
    const misspelt = `${lastName.slice(0, i)}${lastName[i] === 'x' ? 'z' : 'x'}${lastName.slice(i + 1)}`;
    await search.fill(misspelt);
    await expect.poll(queryTerm).toBe(misspelt);
    await settled(page);
    await expect.poll(() => namesShown(page)).toContain(target);
    const missing = `${lastName.slice(0, i)}${lastName.slice(i + 1)}`;
    await search.fill(missing);
    await expect.poll(queryTerm).toBe(missing);
    await settled(page);
    await expect.poll(() => namesShown(page)).toContain(target);

    await search.fill('Qzxwvy Nobody');
    await expect(page.getByTestId('client-book-empty')).toHaveText('No clients match ‘Qzxwvy Nobody’.');

    // Open the client to their accounts and follow one to its summary; Back comes to the same search.
    await search.fill(lastName);
    await expect.poll(queryTerm).toBe(lastName);
    await settled(page);
    const show = page.getByRole('button', { name: `Show accounts of ${target}` });
    await expect(show).toHaveAttribute('aria-expanded', 'false');
    await show.click();
    await expect(page.getByRole('button', { name: `Hide accounts of ${target}` })).toHaveAttribute('aria-expanded', 'true');
    const accountLinks = clientsTable(page).getByRole('link', { name: /^Account / });
    await expect(accountLinks.first()).toBeVisible();
    await screenshotAtBothWidths(page, 'client-book-expanded');
    const number = await accountLinks.first().innerText();
    await accountLinks.first().click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/accounts/${number}$`));
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard\/clients\?q=/);
    await expect(page.getByRole('searchbox', { name: 'Search clients' })).toHaveValue(lastName);
  });

  test('staff see the whole portal, filter by adviser and export the book as CSV', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'demo.staff');
    await expect(page).toHaveURL(/\/dashboard\/clients$/);
    await settled(page);
    const count = async () => Number((await page.getByTestId('book-client-count').innerText()).replace(/\D/g, ''));
    const everyone = await count();

    const adviser = page.getByRole('combobox', { name: 'Adviser' });
    await expect(adviser).toHaveValue('All advisers');
    await adviser.click();
    await page.getByRole('option', { name: 'James Robertson' }).click();
    await expect(page).toHaveURL(/adviser=[0-9a-f-]{36}/);
    await expect.poll(count).toBeLessThan(everyone);
    await settled(page);
    const jamesNames = await namesShown(page);
    expect(jamesNames.length).toBeGreaterThan(0);
    await screenshotAtBothWidths(page, 'client-book-staff');

    const csvLink = page.getByRole('link', { name: 'Export CSV' });
    await expect(csvLink).toHaveAttribute('href', /adviserId=[0-9a-f-]{36}/);
    const downloading = page.waitForEvent('download');
    await csvLink.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^client-book-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('Client,Accounts,Products,Total value,As at');
    expect(lines).toHaveLength(1 + (await count()));
    // The first row of the screen is the first row of the file, with the same figures.
    const firstName = jamesNames[0]!;
    const firstRow = clientRows(page).first();
    const cells = await firstRow.locator('td').allInnerTexts();
    const [accounts, , value, asAt] = cells;
    const csvRow = lines[1]!.split(',');
    expect(csvRow[0]).toBe(firstName);
    expect(csvRow[1]).toBe(accounts);
    expect(Math.round(Number(csvRow[3]) * 100)).toBe(cents(value!));
    expect(csvRow[4]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(asAt).toMatch(/^\d{2} [A-Z][a-z]{2} \d{4}$/);

    // Back to all advisers.
    await adviser.click();
    await page.getByRole('option', { name: 'All advisers' }).click();
    await expect.poll(count).toBe(everyone);
  });

  test('an Australian adviser sees AUD figures and UT-AUS accounts only', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'demo.auadviser', undefined, AU_URL);
    await expect(page).toHaveURL(/\/dashboard\/clients$/);
    await settled(page);
    await expect(page.getByTestId('book-currency')).toContainText('AUD');
    const products = await page.getByTestId('book-product-row').locator('th').allInnerTexts();
    expect(products).toEqual(['Investment Funds (UT-AUS)']);
    const badges = await clientsTable(page).getByTestId('client-book-row').locator('td:nth-child(3)').allInnerTexts();
    for (const badge of badges) expect(badge.trim()).toBe('UT-AUS');
    const first = (await namesShown(page))[0]!;
    await page.getByRole('button', { name: `Show accounts of ${first}` }).click();
    const link = clientsTable(page).getByRole('link', { name: /^Account / }).first();
    await expect(link).toHaveAttribute('href', /\/dashboard\/investment-funds\//);
    await screenshotAtBothWidths(page, 'client-book-au');
  });
});
