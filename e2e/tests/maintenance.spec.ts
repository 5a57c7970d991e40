import { AU_URL, NZ_URL, expect, portalCli, screenshot, signIn, test } from './fixtures';

// spec 000 §2.2 and §4 'Portal status', switched from the CLI while the browser is open.
test.describe('Portal maintenance', () => {
  test.afterEach(async () => {
    await portalCli('status', 'on', '--channel', 'NZ');
    await portalCli('status', 'on', '--channel', 'AU');
  });

  test('a signed-in client is warned, counted down from 30 seconds and signed out', async ({ page }) => {
    await signIn(page, 'demo.client');
    await expect(page).toHaveURL(/\/dashboard\/portfolios$/);
    await portalCli('status', 'off', '--channel', 'NZ');

    const modal = page.getByRole('dialog', { name: 'Portal Maintenance' });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText(/Portal is under maintenance, you will be automatically logged out in (30|29|28) seconds\./);
    await expect(modal).toContainText(/logged out in (2[0-6]) seconds/, { timeout: 8_000 });
    await page.keyboard.press('Escape');
    await expect(modal).toBeVisible();
    await screenshot(page, 'maintenance-modal');

    await expect(page.getByText('The Tasman Client Portal is in maintenance.')).toBeVisible({ timeout: 35_000 });
    await expect(modal).toBeHidden();
    const session = await page.request.get(`${NZ_URL}/api/v1/auth/session`);
    expect(session.status()).toBe(401);
    await screenshot(page, 'maintenance-page');

    await portalCli('status', 'on', '--channel', 'NZ');
    await expect(page.getByText('The Tasman Client Portal is in maintenance.')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });

  test('the Logout button in the modal signs out at once', async ({ page }) => {
    await signIn(page, 'demo.client');
    await expect(page).toHaveURL(/\/dashboard\/portfolios$/);
    await portalCli('status', 'off', '--channel', 'NZ');
    const modal = page.getByRole('dialog', { name: 'Portal Maintenance' });
    await modal.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('The Tasman Client Portal is in maintenance.')).toBeVisible();
    expect((await page.request.get(`${NZ_URL}/api/v1/auth/session`)).status()).toBe(401);
  });

  test('the status coming back cancels the countdown and the client stays signed in', async ({ page }) => {
    await signIn(page, 'demo.client');
    await expect(page).toHaveURL(/\/dashboard\/portfolios$/);
    await portalCli('status', 'off', '--channel', 'NZ');
    await expect(page.getByRole('dialog', { name: 'Portal Maintenance' })).toBeVisible();
    await portalCli('status', 'on', '--channel', 'NZ');
    await expect(page.getByRole('dialog', { name: 'Portal Maintenance' })).toBeHidden();
    expect((await page.request.get(`${NZ_URL}/api/v1/auth/session`)).status()).toBe(200);
  });

  test('a visitor who is not signed in sees the maintenance page at once, with the NZ contacts', async ({ page }) => {
    await page.goto(`${NZ_URL}/login`);
    await portalCli('status', 'off', '--channel', 'NZ');
    await expect(page.getByText('The Tasman Client Portal is in maintenance.')).toBeVisible();
    await expect(page.getByText("We'll be back online shortly.")).toBeVisible();
    await expect(page.getByText('If you have any urgent queries, please contact us:')).toBeVisible();
    await expect(page.getByText(/for KiwiSaver accounts/)).toBeVisible();
    await expect(page.getByText(/if calling outside New Zealand/)).toBeVisible();
  });

  test('switching the AU portal off leaves the NZ portal live, and the AU page lists its own contacts', async ({ page }) => {
    await portalCli('status', 'off', '--channel', 'AU');
    await page.goto(`${AU_URL}/login`);
    await expect(page.getByText('The Tasman Australia Client Portal is in maintenance.')).toBeVisible();
    await expect(page.getByText(/for KiwiSaver accounts/)).toHaveCount(0);
    await expect(page.getByText(/if calling outside Australia/)).toBeVisible();
    await page.goto(`${NZ_URL}/login`);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });
});
