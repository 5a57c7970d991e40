import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expect, screenshot, signIn, test } from './fixtures';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const printDir = path.resolve(import.meta.dirname, '../artifacts/print');

/** Opens an account from the home page's cards by its product label; returns its number. */
async function openAccount(page: Page, product: RegExp): Promise<string> {
  await page.goto('/dashboard/portfolios');
  await page.getByTestId('account-card').filter({ hasText: product }).first().click();
  await expect(page.getByRole('region', { name: /valuation$/ }).first()).toBeVisible();
  return new URL(page.url()).pathname.split('/').at(-1)!;
}

/** Waits until no block of the screen is still loading its figures. */
async function figuresLoaded(page: Page) {
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0, { timeout: 20_000 });
}

// Issue 9 item 13: at 390 px every money figure of the account tables is on screen, no sideways swipe.
test.describe('Account screens on a phone', () => {
  test('a client reads every figure of their wealth-management tables on a 390 px phone', async ({ page }) => {
    await signIn(page, 'demo.client');
    await page.setViewportSize(PHONE);
    await openAccount(page, /wealth management/i);
    await figuresLoaded(page);
    // Open every asset class, so the funds under them are checked too.
    const classes = page.getByRole('region', { name: /asset class/i }).getByRole('button', { expanded: false });
    for (let i = await classes.count(); i > 0; i--) await classes.first().click();

    const tables = page.locator('[data-layout]');
    await expect(tables.first()).toBeVisible();
    expect(await page.locator('[data-layout="table"]').count(), 'no wide table on a phone').toBe(0);
    const figures = page.locator('[data-layout="cards"]').locator('[data-testid="money"], [data-testid="percent"]');
    const count = await figures.count();
    expect(count).toBeGreaterThan(10);
    for (let i = 0; i < count; i++) {
      const figure = figures.nth(i);
      await figure.scrollIntoViewIfNeeded();
      const box = await figure.boundingBox();
      expect(box, `figure ${i} is drawn`).not.toBeNull();
      expect(box!.x, `figure ${i} (${await figure.innerText()}) starts on screen`).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, `figure ${i} (${await figure.innerText()}) ends on screen`).toBeLessThanOrEqual(PHONE.width);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'phone-layout-wealth-phone');
    await page.setViewportSize(DESKTOP);
    await expect(page.locator('[data-layout="table"]').first()).toBeVisible();
    await screenshot(page, 'phone-layout-wealth-desktop');
  });

  test('a client reads their KiwiSaver and private-equity tables on a 390 px phone', async ({ page }) => {
    await signIn(page, 'demo.client');
    await page.setViewportSize(PHONE);
    for (const [product, name] of [
      [/kiwisaver/i, 'kiwisaver'],
      [/private equity/i, 'private-equity'],
    ] as const) {
      await page.goto('/dashboard/portfolios');
      await page.getByTestId('account-card').filter({ hasText: product }).first().click();
      await figuresLoaded(page);
      await expect(page.locator('[data-layout="cards"]').first()).toBeVisible();
      const money = page.locator('[data-layout="cards"] [data-testid="money"]');
      for (let i = 0; i < (await money.count()); i++) {
        const box = await money.nth(i).boundingBox();
        expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
      }
      await screenshot(page, `phone-layout-${name}-phone`);
    }
  });
});

// Issue 9 item 16: the page's content on A4, without the menus, the banners and the buttons.
test.describe('Printing an account', () => {
  test('a client prints their KiwiSaver and wealth-management accounts on A4 without the menus', async ({ page }) => {
    mkdirSync(printDir, { recursive: true });
    await page.setViewportSize(DESKTOP);
    await signIn(page, 'demo.client');
    for (const [product, name] of [
      [/kiwisaver/i, 'kiwisaver'],
      [/wealth management/i, 'wealth'],
      [/private equity/i, 'private-equity'],
    ] as const) {
      await openAccount(page, product);
      await figuresLoaded(page);
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
      await expect(page.locator('header').first()).toBeHidden();
      await expect(page.getByRole('note')).toBeHidden();
      await expect(page.getByRole('button', { name: 'Logout' })).toBeHidden();
      await expect(page.getByRole('heading').first()).toBeVisible();
      const file = path.join(printDir, `${name}.pdf`);
      await page.pdf({ path: file, format: 'A4', printBackground: true });
      await page.emulateMedia({ media: 'screen' });
      // The printed text carries the page's figures (the first money figure on screen).
      const first = (await page.getByTestId('money').first().innerText()).trim();
      const { stdout } = await promisify(execFile)('pdftotext', ['-layout', file, '-']);
      expect(stdout).toContain(first);
      expect(stdout).not.toContain('Main navigation');
      expect(stdout).not.toMatch(/environment — not the live portal/);
      await promisify(execFile)('pdftoppm', ['-png', '-r', '60', file, path.join(printDir, name)]);
    }
  });
});

// Issue 9 item 17: each product opens under its own route and title.
test('a client opening an Investment Funds account under the KiwiSaver address lands on the Investment Funds screen', async ({
  page,
}) => {
  await signIn(page, 'demo.client');
  const number = await openAccount(page, /investment funds/i);
  await page.goto(`/dashboard/kiwisaver/${number}`);
  await expect(page).toHaveURL(new RegExp(`/dashboard/investment-funds/${number}$`));
  await expect(page).not.toHaveTitle(/KiwiSaver/);
});

// Issue 9 item 18, spec 000 §2.4: Back returns to the place on the page once its figures are there.
test('a client who opens a fund from far down their account and goes Back is returned to the same place', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'demo.client');
  await openAccount(page, /kiwisaver/i);
  await figuresLoaded(page);
  const fund = page.getByRole('region', { name: /by fund/i }).getByRole('link').first();
  await fund.scrollIntoViewIfNeeded();
  // scrollBy moves at once; a wheel event scrolls later, after the place below has been read.
  await page.evaluate(() => window.scrollBy(0, 200));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const before = await page.evaluate(() => window.scrollY);
  await fund.click();
  await expect(page).toHaveURL(/\/dashboard\/kiwisaver\/\d+\/[^/]+$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard\/kiwisaver\/\d+$/);
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 10_000 }).toBeGreaterThan(before - 3);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThanOrEqual(2);
});

// The same after the fund page was reloaded: Back then loads the account afresh, with no figures in
// memory, and the place is restored only once they have arrived (not onto a page still loading).
test('a client who reloads a fund page and goes Back is returned to their place once the figures load', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'demo.client');
  await openAccount(page, /kiwisaver/i);
  await figuresLoaded(page);
  const fund = page.getByRole('region', { name: /by fund/i }).getByRole('link').first();
  await fund.scrollIntoViewIfNeeded();
  // scrollBy moves at once; a wheel event scrolls later, after the place below has been read.
  await page.evaluate(() => window.scrollBy(0, 200));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const before = await page.evaluate(() => window.scrollY);
  await fund.click();
  await expect(page).toHaveURL(/\/dashboard\/kiwisaver\/\d+\/[^/]+$/);
  await page.reload();
  await expect(page.getByRole('heading').first()).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard\/kiwisaver\/\d+$/);
  await figuresLoaded(page);
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 10_000 }).toBeGreaterThan(before - 3);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThanOrEqual(2);
});
