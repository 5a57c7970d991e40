import type { Page } from '@playwright/test';
import { clearNoticeCounter, expect, expectAccessible, NZ_URL, AU_URL, signIn, test } from './fixtures';

/**
 * Issue 9 item 29: every screen holds 0 serious and 0 critical axe violations (WCAG 2.2 A/AA rules),
 * at desktop width and, for the screens with tables and the shell, at a phone's 390 px. The other
 * journeys call the same check on the screens they pass through; this file visits each kind of
 * screen once, on purpose, so a new violation names its screen.
 */
async function openAccount(page: Page, label: RegExp) {
  await page.goto(`${NZ_URL}/dashboard/portfolios`);
  await page.getByTestId('account-card').filter({ hasText: label }).first().click();
  await expect(page).not.toHaveURL(/\/dashboard\/portfolios$/);
  await expect(page.getByTestId('money').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

const PHONE = { width: 390, height: 844 };

test.describe('Accessibility: 0 serious or critical axe violations', () => {
  test('login page, its update notice and the demo mailbox', async ({ page }) => {
    await page.goto(`${NZ_URL}/login`);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expectAccessible(page, 'login');
    await clearNoticeCounter(page);
    await page.goto(`${NZ_URL}/login`);
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'login with the update notice');
    await page.goto(`${NZ_URL}/mailbox`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, 'mailbox');
  });

  test('login page at 390 px, and the Australian portal', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`${NZ_URL}/login`);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expectAccessible(page, 'login at 390 px');
    await page.goto(`${AU_URL}/login`);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expectAccessible(page, 'AU login at 390 px');
  });

  test('client home, at desktop and 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'demo.client');
    await expect(page.getByTestId('account-card').first()).toBeVisible();
    await expectAccessible(page, 'home');
    await page.setViewportSize(PHONE);
    await expectAccessible(page, 'home at 390 px');
  });

  for (const [label, name] of [
    [/kiwisaver/i, 'KiwiSaver account'],
    [/investment funds/i, 'Investment Funds account'],
    [/wealth management/i, 'wealth-management account'],
    [/private equity/i, 'private-equity account'],
  ] as const) {
    test(`${name}, at desktop and 390 px`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await signIn(page, 'demo.client');
      await openAccount(page, label);
      await expectAccessible(page, name);
      await page.setViewportSize(PHONE);
      await expectAccessible(page, `${name} at 390 px`);
    });
  }

  test('all funds and a fund page', async ({ page }) => {
    await signIn(page, 'demo.client');
    await page.goto(`${NZ_URL}/all-funds`);
    await expect(page.getByRole('region', { name: 'Top 10 Holdings' })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAccessible(page, 'all funds');
    await page.setViewportSize(PHONE);
    await expectAccessible(page, 'all funds at 390 px');
  });
});
