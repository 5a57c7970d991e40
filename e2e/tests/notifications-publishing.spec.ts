import type { Page } from '@playwright/test';
import { expect, screenshotAtBothWidths, sideNav, signIn, test } from './fixtures';

// Issue 12 'Publishing notifications (staff)': staff publish a notification to one demo client with a
// REPORTS call to action; the client, signed in in another browser, sees it arrive in the bell without a
// reload, opens /notifications and follows the call to action. The publication is withdrawn at the end
// (the e2e server is shared by the specs that run after this one), which also leaves the client's bell.

const bell = (page: Page) => page.getByRole('link', { name: /^Notifications(, \d+ unread)?$/ });

async function unreadOf(page: Page): Promise<number> {
  const label = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/, (\d+) unread/.exec(label)?.[1] ?? 0);
}

async function openPublishing(page: Page) {
  await signIn(page, 'demo.staff');
  await expect(page).toHaveURL(/\/dashboard\/clients$/);
  await sideNav(page).getByRole('link', { name: 'Staff Console' }).click();
  await page.getByRole('link', { name: 'Publish notifications to clients' }).click();
  await expect(page).toHaveURL(/\/notifications\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Publish Notifications' })).toBeVisible();
}

test.describe('Publishing notifications (issue 12)', () => {
  test.setTimeout(240_000);

  test('a client is sent from the staff publishing area to the root route', async ({ page }) => {
    await signIn(page, 'demo.client');
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto('/notifications/admin');
    await expect(page).not.toHaveURL(/\/notifications\/admin/);
    await expect(page.getByRole('heading', { name: 'Publish Notifications' })).toHaveCount(0);
  });

  test('staff publish to demo.client, who sees it arrive live and follows its call to action to Reports & Statements', async ({ page, browser }) => {
    const subject = `Your statements are ready ${Date.now().toString(36)}`;

    // The client, signed in in another browser, on the home page.
    const clientContext = await browser.newContext();
    await clientContext.addCookies([{ name: 'tasman_notice_count', value: '3', domain: 'localhost', path: '/' }]);
    const client = await clientContext.newPage();
    const clientErrors: string[] = [];
    client.on('pageerror', (error) => clientErrors.push(error.message));
    await signIn(client, 'demo.client');
    await expect(client).toHaveURL(/\/dashboard/);
    await expect(bell(client)).toBeVisible();
    const before = await unreadOf(client);

    // Staff compose it.
    await openPublishing(page);
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel(/^Message/).fill('Your **quarterly statements** are ready.\n\n- Open *Reports & Statements* to read them.');
    await expect(page.getByTestId('compose-preview-body').locator('strong')).toHaveText('quarterly statements');
    await page.getByLabel('Client key or username').fill('demo.client');
    await expect(page.getByTestId('audience-size')).toHaveText(/: 1 client$/);
    await page.getByLabel('Add a call to action').check();
    await page.getByLabel('Leads to').first().click();
    await page.getByRole('option', { name: /^REPORTS/ }).click();
    await page.getByLabel('Button label').fill('View statements');
    // From the top: a full-page capture of a scrolled page draws the sticky top bar over the title.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshotAtBothWidths(page, 'notifications-admin-compose');
    await page.getByRole('button', { name: 'Send now' }).click();
    await expect(page.getByRole('status').filter({ hasText: `‘${subject}’ was sent to 1 client.` })).toBeVisible();
    const row = page.getByTestId('publication-row').filter({ hasText: subject });
    await expect(row).toContainText('Sent');

    // The client's bell counts it without a reload.
    await expect.poll(() => unreadOf(client), { timeout: 20_000 }).toBe(before + 1);

    // The client opens Notifications and follows the call to action.
    await bell(client).click();
    await expect(client).toHaveURL(/\/notifications/);
    const card = client.getByRole('article', { name: subject }).first();
    await expect(card).toBeVisible();
    await expect(card.locator('strong')).toHaveText('quarterly statements');
    await card.getByRole('button', { name: 'View statements' }).or(card.getByRole('link', { name: 'View statements' })).click();
    await expect(client).toHaveURL(/\/reports-and-statements/);
    await expect(client.getByRole('heading', { level: 1, name: 'Reports & Statements' })).toBeVisible();

    // Staff withdraw it: it leaves the client's list, live too.
    const unreadAfterOpening = await unreadOf(client);
    await row.getByRole('button', { name: `Withdraw ${subject}` }).click();
    await page.getByRole('dialog', { name: 'Withdraw this notification?' }).getByRole('button', { name: 'Withdraw' }).click();
    await expect(row).toContainText('Withdrawn');
    await client.goto('/notifications');
    await expect(client.getByRole('article', { name: subject })).toHaveCount(0);
    expect(await unreadOf(client)).toBeLessThanOrEqual(unreadAfterOpening);
    expect(clientErrors).toEqual([]);
    await clientContext.close();
  });
});
