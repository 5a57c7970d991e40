import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { AXE_TAGS, expect, screenshotAtBothWidths, signIn, test } from './fixtures';

// Issue 12 'Notifications' (spec 000 §2.6): demo.client reads the alerts the alert bar points at,
// marks one read and unread again (and a second device signed in as the same client follows live),
// opens the monthly review in the page, dismisses a dismissible message, follows a call to action,
// and reads the stacked lists at 390 px. Screenshots at 1440 and 390 px.

const bell = (page: Page) => page.getByRole('link', { name: /^Notifications(, \d+ unread)?$/ });

async function unreadOf(page: Page): Promise<number> {
  const label = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/, (\d+) unread/.exec(label)?.[1] ?? 0);
}

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Notification lists' });
const card = (page: Page, subject: string | RegExp) => page.getByRole('article', { name: subject }).first();

const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts/screenshots');

async function openCardMenu(page: Page, subject: string | RegExp) {
  await card(page, subject).getByRole('button', { name: /^Options for / }).click();
}

test.describe('Notifications (issue 12)', () => {
  test.setTimeout(240_000);

  test('a client reads, marks, dismisses and follows calls to action; a second device follows live', async ({ page, browser }) => {
    await signIn(page, 'demo.client');
    await expect(page).toHaveURL(/\/dashboard/);

    // The alert bar leads to the Alerts list.
    await page.getByRole('link', { name: /^You have \d+ unread alerts?$/ }).click();
    await expect(page).toHaveURL(/\/notifications\?view=1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(page).toHaveTitle(/Notifications/);
    await expect(sideMenu(page).getByRole('button', { name: /^Alerts/ })).toHaveAttribute('aria-current', 'page');
    const alerts = page.getByTestId('notification-list-alerts');
    await expect(alerts.getByRole('article', { name: 'Your annual statement is ready' })).toBeVisible();
    await expect(alerts.getByRole('article', { name: 'Please check your details are up to date' })).toBeVisible();
    // An unread RequireAction card has an orange subject.
    await expect(card(page, 'Please check your details are up to date').getByTestId('notification-subject')).toHaveAttribute('data-orange', 'true');

    // All Messages counts what the bell counts.
    const unread = await unreadOf(page);
    expect(unread).toBeGreaterThan(0);
    await sideMenu(page).getByRole('button', { name: /^All Messages/ }).click();
    await expect(page).toHaveURL(/view=0/);
    await expect(sideMenu(page).getByRole('button', { name: /^All Messages/ })).toContainText(String(unread));
    await screenshotAtBothWidths(page, 'notifications');

    // A second device, signed in as the same client, on the General Messages list.
    const otherContext = await browser.newContext();
    await otherContext.addCookies([{ name: 'tasman_notice_count', value: '3', domain: 'localhost', path: '/' }]);
    const other = await otherContext.newPage();
    const otherErrors: string[] = [];
    other.on('pageerror', (error) => otherErrors.push(error.message));
    await signIn(other, 'demo.client');
    await expect(other).toHaveURL(/\/dashboard/);
    await other.goto('/notifications?view=1');
    await expect(card(other, 'Your annual statement is ready')).toHaveAttribute('data-status', 'Unread');

    // Mark as read, then unread again: the bell follows here, and on the other device without a reload.
    await openCardMenu(page, 'Your annual statement is ready');
    await page.getByRole('menuitem', { name: 'Mark as read' }).click();
    await expect(card(page, 'Your annual statement is ready')).toHaveAttribute('data-status', 'Read');
    await expect.poll(() => unreadOf(page)).toBe(unread - 1);
    await expect(card(other, 'Your annual statement is ready')).toHaveAttribute('data-status', 'Read', { timeout: 20_000 });
    await expect.poll(() => unreadOf(other), { timeout: 20_000 }).toBe(unread - 1);
    await openCardMenu(page, 'Your annual statement is ready');
    // A non-dismissible notification has no Dismiss.
    await expect(page.getByRole('menuitem', { name: 'Dismiss' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Mark as unread' }).click();
    await expect.poll(() => unreadOf(page)).toBe(unread);
    await expect.poll(() => unreadOf(other), { timeout: 20_000 }).toBe(unread);

    // The monthly review opens in the page; following it marks it read.
    await sideMenu(page).getByRole('button', { name: /^General Messages/ }).click();
    const review = card(page, /^Monthly Review - /);
    await expect(review).toHaveAttribute('data-status', 'Unread');
    await review.getByRole('button', { name: 'Read the review' }).click();
    await expect(page).toHaveURL(/\/notifications\?webView=monthly-review-\d{4}-\d{2}$/);
    const frame = page.frameLocator('[data-testid="notification-web-view"]');
    await expect(frame.getByRole('heading', { level: 1, name: /^Monthly Review - / })).toBeVisible();
    await expect.poll(() => unreadOf(page)).toBe(unread - 1);
    // axe is run on the page without the sandboxed frame: the frame (no scripts allowed, by design)
    // refuses axe's script, which axe waits on and Chromium logs as an error.
    for (const [width, height, name] of [
      [1440, 900, 'desktop'],
      [390, 844, 'phone'],
    ] as const) {
      await page.setViewportSize({ width, height });
      await expect(frame.getByRole('heading', { level: 1, name: /^Monthly Review - / })).toBeVisible();
      const axe = await new AxeBuilder({ page }).withTags(AXE_TAGS).exclude('[data-testid="notification-web-view"]').analyze();
      expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
      await page.screenshot({ path: path.join(ARTIFACTS, `notifications-web-view-${name}.png`), animations: 'disabled' });
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('link', { name: 'Back to notifications' }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(card(page, /^Monthly Review - /)).toHaveAttribute('data-status', 'Read');

    // A content id the client has no notification for: the error, not someone else's document.
    await page.goto('/notifications?webView=monthly-review-1999-01');
    await expect(page.getByText('Error loading monthly review')).toBeVisible();
    await page.getByRole('link', { name: 'Back to notifications' }).click();

    // Dismiss a dismissible message: it leaves the list, for good.
    const article = 'Investing through market ups and downs';
    await openCardMenu(page, article);
    await page.getByRole('menuitem', { name: 'Dismiss' }).click();
    await expect(page.getByRole('article', { name: article })).toHaveCount(0);
    await page.reload();
    await expect(card(page, 'Your annual statement is ready')).toBeVisible();
    await expect(page.getByRole('article', { name: article })).toHaveCount(0);
    await expect(other.getByRole('article', { name: article })).toHaveCount(0, { timeout: 20_000 });

    // A call to action leads to its page (REPORTS: Reports & Statements of the account).
    await card(page, 'Your annual statement is ready').getByRole('button', { name: 'View statement' }).click();
    await expect(page).toHaveURL(/\/reports-and-statements\?accountNumber=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reports & Statements' })).toBeVisible();
    await expect.poll(() => unreadOf(page)).toBe(unread - 2);

    expect(otherErrors).toEqual([]);
    await otherContext.close();
  });

  test('at 390 px the Alerts and General Messages lists stack, each with Mark all as read', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'demo.client');
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(sideMenu(page)).toHaveCount(0);
    const headings = page.getByTestId('notifications-stacked').getByRole('heading', { level: 2 });
    await expect(headings).toHaveText(['Alerts', 'General Messages']);
    await expect(page.getByTestId('notification-list-general').getByRole('article').first()).toBeVisible();

    // Mark all of the alerts read: the alert bar goes, the general messages keep theirs.
    await page.getByRole('button', { name: 'Alerts options' }).click();
    await page.getByRole('menuitem', { name: 'Mark all as read' }).click();
    await expect(page.getByRole('link', { name: /^You have \d+ unread alerts?$/ })).toHaveCount(0);
    await expect(page.getByTestId('notification-list-alerts').locator('[data-status="Unread"]')).toHaveCount(0);
    await page.screenshot({ path: path.join(ARTIFACTS, 'notifications-stacked-390.png'), fullPage: true, animations: 'disabled' });
  });
});
