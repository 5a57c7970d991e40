import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { NOTICE_COOKIE, NZ_URL, expect, portalCli, screenshot, screenshotAtBothWidths, sideNav, sideNavLabels, signIn, test } from './fixtures';

// Issue 10 'Staff console': the operator tasks of staff as screens, on their own portal, audited.
// Every change made here is put back (the e2e server is shared by the specs that run after this one).

async function openConsole(page: Page, tab?: string) {
  await signIn(page, 'demo.staff');
  // Staff land on the client book (after a redirect from the client home): click once it is done.
  await expect(page).toHaveURL(/\/dashboard\/clients$/);
  await sideNav(page).getByRole('link', { name: 'Staff Console' }).click();
  await expect(page).toHaveURL(/\/staff-console/);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff Console' })).toBeVisible();
  if (tab) await openTab(page, tab);
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

/** A second browser, as someone else on the login page; `seenNotice` skips the update notice dialog. */
async function visitor(browser: Browser, seenNotice = false) {
  const context = await browser.newContext();
  if (seenNotice) await context.addCookies([{ name: NOTICE_COOKIE, value: '3', url: NZ_URL }]);
  return { page: await context.newPage(), close: () => context.close() };
}

/** The staff browser's own call to the API (its session and CSRF cookies), to put things back. */
async function asStaff(page: Page, method: 'PUT', path: string, data: unknown) {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'tasman_csrf')?.value ?? '';
  const response = await page.request.fetch(`${NZ_URL}${path}`, { method, data, headers: { 'x-csrf-token': csrf } });
  expect(response.ok(), await response.text()).toBe(true);
}

test.describe('Staff Console (issue 10)', () => {
  // Screenshots at two widths with an axe check each, on a machine shared with other builds.
  test.setTimeout(180_000);

  test('demo.staff sets an update notice the login page shows, then removes it', async ({ page, browser }) => {
    await openConsole(page, 'Login notices');
    const notice = page.getByRole('textbox', { name: /Update notice/ });
    await expect(notice).toBeVisible();
    const original = await notice.inputValue();
    await screenshotAtBothWidths(page, 'staff-console-notices');
    try {
      await notice.fill('Statements for the year are ready from Monday.');
      await page.getByRole('button', { name: 'Save login notices' }).click();
      await expect(page.getByText('The login notices are saved.')).toBeVisible();

      const other = await visitor(browser);
      await other.page.goto(`${NZ_URL}/login`);
      await expect(other.page.getByRole('dialog', { name: 'Portal update' })).toContainText('Statements for the year are ready from Monday.');
      await other.close();

      // Half a period is refused on the screen, before anything is sent.
      await page.getByLabel('Period starts').fill('2026-07-01');
      await page.getByRole('button', { name: 'Save login notices' }).click();
      await expect(page.getByText('Enter the end of the period too, or clear both dates.')).toBeVisible();
      await page.getByRole('button', { name: 'Clear the period' }).click();

      await notice.fill('');
      await page.getByRole('button', { name: 'Save login notices' }).click();
      await expect(page.getByText('The login notices are saved.')).toBeVisible();
      const info = await (await page.request.get(`${NZ_URL}/api/v1/portal/info`)).json();
      expect(info.loginNotices.updateNotice).toBeNull();
    } finally {
      await asStaff(page, 'PUT', '/api/v1/portal/login-notices', { channel: 'NZ', updateNotice: original === '' ? null : original });
    }
  });

  test('a user locked by wrong passwords is unlocked from the console and signs in', async ({ page, browser }) => {
    const other = await visitor(browser, true);
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      await signIn(other.page, 'demo.prospect', `wrong password ${attempt}`);
      const alert = other.page.getByRole('alert').first();
      await expect(alert).toBeVisible();
      if ((await alert.innerText()).includes('User is locked out')) break;
    }
    await expect(other.page.getByRole('alert').first()).toContainText('User is locked out');

    await openConsole(page, 'Users');
    const unlock = page.getByRole('form', { name: 'Unlock a user' });
    await unlock.getByLabel('Username').fill('demo.prospect');
    await unlock.getByRole('button', { name: 'Unlock' }).click();
    await expect(unlock.getByText('demo.prospect is unlocked.')).toBeVisible();

    // A user of the other portal is not there to unlock or reset.
    const reset = page.getByRole('form', { name: 'Reset two-factor authentication' });
    await reset.getByLabel('Username').fill('demo.auclient');
    await reset.getByRole('button', { name: 'Reset two-factor' }).click();
    const confirm = page.getByRole('dialog', { name: 'Reset two-factor authentication?' });
    await expect(confirm).toContainText('must set up two-factor authentication again');
    await screenshot(page, 'staff-console-reset-confirm');
    await confirm.getByRole('button', { name: 'Reset' }).click();
    await expect(reset.getByText('There is no user called ‘demo.auclient’ on this portal.')).toBeVisible();
    await screenshotAtBothWidths(page, 'staff-console-users');

    await signIn(other.page, 'demo.prospect');
    await expect(other.page).toHaveURL(/\/dashboard/);
    await other.close();
  });

  test('the portal goes into maintenance and back live, and staff stay at work meanwhile', async ({ page, browser }) => {
    try {
      await openConsole(page, 'Portal status');
      await expect(page.getByTestId('portal-status')).toHaveText('Live');
      await screenshotAtBothWidths(page, 'staff-console-status');
      await page.getByRole('button', { name: 'Switch to maintenance' }).click();
      const confirm = page.getByRole('dialog', { name: 'Switch the portal to maintenance?' });
      await expect(confirm).toContainText('signed out after a 30-second countdown');
      await expect(confirm).toContainText('Staff stay signed in.');
      await screenshotAtBothWidths(page, 'staff-console-maintenance-confirm');
      await confirm.getByRole('button', { name: 'Start maintenance' }).click();
      await expect(page.getByTestId('portal-status')).toHaveText('In maintenance');

      const other = await visitor(browser, true);
      await other.page.goto(`${NZ_URL}/login`);
      await expect(other.page.getByText('The Tasman Client Portal is in maintenance.')).toBeVisible();

      // No countdown for staff: the console is still here, and still works, well past 30 seconds' start.
      await expect(page.getByRole('dialog', { name: 'Portal Maintenance' })).toBeHidden();
      await page.getByRole('button', { name: 'Switch back live' }).click();
      await page.getByRole('dialog', { name: 'Switch the portal back live?' }).getByRole('button', { name: 'Go live' }).click();
      await expect(page.getByTestId('portal-status')).toHaveText('Live');
      await expect(other.page.getByRole('button', { name: 'Login' })).toBeVisible();
      await other.close();
    } finally {
      await portalCli('status', 'on', '--channel', 'NZ');
    }
  });

  test('the audit log shows those actions, filters by event type and pages, and exports the CSV', async ({ page }) => {
    await openConsole(page, 'Audit log');
    const rows = page.getByRole('table', { name: 'Audit events' }).getByTestId('audit-row');
    await expect(rows.first()).toBeVisible();
    await expect(page.getByTestId('audit-log-range')).toHaveText(/^1–\d+ of \d+ events$/);
    await screenshotAtBothWidths(page, 'staff-console-audit');

    await page.getByRole('combobox', { name: 'Event type' }).click();
    await page.getByRole('option', { name: 'portal-status-changed', exact: true }).click();
    // demo.staff's own switches (the maintenance journeys switch the portal with the CLI, audited too).
    await page.getByLabel('Username').fill('demo.staff');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/event=portal-status-changed/);
    await expect(page).toHaveURL(/username=demo\.staff/);
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('NZ: live');
    await expect(rows.nth(1)).toContainText('NZ: maintenance');
    await expect(rows.nth(0)).toContainText('demo.staff');
    // At in the portal's time zone, dd MMM yyyy HH:mm.
    await expect(rows.nth(0).locator('time')).toHaveText(/^\d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}$/);

    await page.getByRole('combobox', { name: 'Event type' }).click();
    await page.getByRole('option', { name: 'user-unlocked', exact: true }).click();
    await page.getByLabel('Username').fill('');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(rows.first()).toContainText('demo.prospect');
    await expect(rows.first()).toContainText('by staff demo.staff');

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^audit-log-start-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await file.path())!, 'utf8');
    const lines = csv.trimEnd().split('\n');
    expect(lines[0]).toBe('At,Username,Event,Detail,IP');
    expect(lines.slice(1).some((line) => /,demo\.prospect,user-unlocked,by staff demo\.staff,/.test(line))).toBe(true);
    expect(lines.slice(1).every((line) => line.includes(',user-unlocked,'))).toBe(true);

    // The export is itself in the log.
    await page.getByRole('combobox', { name: 'Event type' }).click();
    await page.getByRole('option', { name: 'audit-log-exported', exact: true }).click();
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(rows.first()).toContainText('event user-unlocked');
  });

  for (const username of ['demo.client', 'demo.adviser']) {
    test(`${username} has no Staff Console entry and is sent away from /staff-console`, async ({ page }) => {
      await signIn(page, username);
      await expect(page).not.toHaveURL(/\/login/);
      expect(await sideNavLabels(page)).not.toContain('Staff Console');
      await page.goto(`${NZ_URL}/staff-console`);
      await expect(page).not.toHaveURL(/\/staff-console/);
      await expect(page.getByRole('heading', { name: 'Staff Console' })).toHaveCount(0);
    });
  }
});
