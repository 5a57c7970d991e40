import type { Browser, Page } from '@playwright/test';
import { AU_URL, NOTICE_COOKIE, expect, followMailboxLink, screenshotAtBothWidths, signIn, test } from './fixtures';

/**
 * Jack Thompson is the AU demo client with accounts but no login yet (apps/server/src/db/seed/
 * demo-registrable-clients.ts). Only this spec signs in as him: he registers, then changes his
 * password and username from the security settings and ends a session of another browser
 * (issue 13 'Security settings'; spec 002 §2.5, §4, §5, §8; ASVS 5.0 V7.5.2).
 */
const JACK = { email: 'jack.thompson@example.com.au', dateOfBirth: '14-03-1979' };
const FIRST_PASSWORD = 'wattle creek evening rain';
const NEW_PASSWORD = 'copper lantern harbour seven';
const NEW_USERNAME = 'jack.thompson.renamed';

async function openSecurity(page: Page) {
  await page.goto(`${AU_URL}/profile/details`);
  await expect(page.getByRole('button', { name: 'Update Password' })).toBeVisible();
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/login/);
}

/** MDN's published User-Agent of Safari on an iPhone: the second browser reads as a phone in the list. */
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 13_5_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Mobile/15E148 Safari/604.1';

/** Errors thrown in the extra browsers' pages (the fixture watches only its own page). */
const pageErrors: string[] = [];

async function signedInContext(browser: Browser, username: string, password: string, userAgent?: string) {
  const context = await browser.newContext(userAgent ? { userAgent } : {});
  // As the test fixture does for its own page: the demo's update notice was already seen today.
  await context.addCookies([{ name: NOTICE_COOKIE, value: '3', domain: 'localhost', path: '/' }]);
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await signIn(page, username, password, AU_URL);
  await expect(page).toHaveURL(/\/dashboard\//);
  return { context, page };
}

test.describe.serial('Security settings: password, username, two-factor and active sessions', () => {
  let username = '';

  test('Jack registers on the AU portal and sets his first password', async ({ page }) => {
    await page.goto(`${AU_URL}/login?v=register`);
    await page.getByLabel('Email').fill(JACK.email);
    await page.getByLabel('Date of birth').fill(JACK.dateOfBirth);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('dialog', { name: 'Check your email' }).getByRole('button', { name: 'Close' }).click();
    await followMailboxLink(page, JACK.email, /set up your .*password/i, AU_URL);
    username = await page.getByLabel('Username').inputValue();
    expect(username).not.toBe('');
    await page.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
    await page.getByLabel('Confirm password').fill(FIRST_PASSWORD);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    const notNow = page.getByRole('button', { name: 'Not Now' });
    await expect(notNow.or(page.getByRole('navigation', { name: 'Main navigation' }))).toBeVisible();
    if (await notNow.isVisible()) await notNow.click();
    await expect(page).toHaveURL(/\/dashboard\//);
  });

  test('he changes his password: a wrong current one is refused, then the new one signs in and the old does not', async ({ page }) => {
    expect(username, 'the register journey ran first').not.toBe('');
    await signIn(page, username, FIRST_PASSWORD, AU_URL);
    await openSecurity(page);
    await page.getByRole('button', { name: 'Update Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog.getByText('Required')).toHaveCount(3);
    await dialog.getByRole('textbox', { name: 'Current password', exact: true }).fill('not my password at all');
    await dialog.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
    await dialog.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(`${NEW_PASSWORD}!`);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog.getByText('Passwords do not match')).toBeVisible();
    await screenshotAtBothWidths(page, 'profile-security-change-password-form');
    await dialog.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    // A wrong current password is a 400 with the server's message: the form stays, still signed in.
    await expect(dialog.getByRole('alert')).toHaveText('Your current password is incorrect.');
    await dialog.getByRole('textbox', { name: 'Current password', exact: true }).fill(FIRST_PASSWORD);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog.getByRole('status').first()).toHaveText('Your password has been changed.');
    await expect(dialog.getByRole('button', { name: 'Sign out my other sessions' })).toBeVisible();
    await screenshotAtBothWidths(page, 'profile-security-change-password-done');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await logOut(page);

    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid credentials');
    await signIn(page, username, NEW_PASSWORD, AU_URL);
    await expect(page).toHaveURL(/\/dashboard\//);
  });

  test('he changes his username, then signs in with the new one', async ({ page }) => {
    await signIn(page, username, NEW_PASSWORD, AU_URL);
    await openSecurity(page);
    await page.getByRole('button', { name: 'Change Username' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change username' });
    await dialog.getByRole('textbox', { name: 'New username', exact: true }).fill(NEW_USERNAME);
    await dialog.getByRole('textbox', { name: 'Confirm new username', exact: true }).fill('jack.thompson.renamd');
    await dialog.getByRole('button', { name: 'Change username' }).click();
    await expect(dialog.getByText('Usernames do not match')).toBeVisible();
    // Taken (usernames are unique on both portals, in any case): the server's Message.
    await dialog.getByRole('textbox', { name: 'New username', exact: true }).fill('Demo.Client');
    await dialog.getByRole('textbox', { name: 'Confirm new username', exact: true }).fill('demo.client');
    await dialog.getByRole('button', { name: 'Change username' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('This username is not available. Please choose another.');
    await screenshotAtBothWidths(page, 'profile-security-change-username-error');
    await dialog.getByRole('textbox', { name: 'New username', exact: true }).fill(NEW_USERNAME);
    await dialog.getByRole('textbox', { name: 'Confirm new username', exact: true }).fill(NEW_USERNAME);
    await dialog.getByRole('button', { name: 'Change username' }).click();
    await expect(dialog.getByRole('status')).toHaveText(`Your username has been changed. Use ${NEW_USERNAME} to log in from now on.`);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await logOut(page);

    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid credentials');
    await signIn(page, NEW_USERNAME, NEW_PASSWORD, AU_URL);
    await expect(page).toHaveURL(/\/dashboard\//);
    username = NEW_USERNAME;
  });

  test('he sees two-factor off with the offer to set it up', async ({ page }) => {
    await signIn(page, username, NEW_PASSWORD, AU_URL);
    await openSecurity(page);
    await page.getByRole('button', { name: 'Two-Factor Authentication' }).click();
    const dialog = page.getByRole('dialog', { name: 'Two-Factor Authentication' });
    await expect(dialog.getByText('Off', { exact: true })).toBeVisible();
    await screenshotAtBothWidths(page, 'profile-security-two-factor-off');
    await dialog.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    await expect(page.getByRole('dialog', { name: 'Set up two-factor authentication' })).toBeVisible();
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  });

  test('signed in from two browsers, he sees both sessions and ends the other one, which is then signed out', async ({ browser }) => {
    const laptop = await signedInContext(browser, username, NEW_PASSWORD);
    const phone = await signedInContext(browser, username, NEW_PASSWORD, IPHONE_SAFARI);
    try {
      await openSecurity(laptop.page);
      const list = laptop.page.getByRole('list', { name: 'Active sessions' });
      // Earlier journeys' sessions may still be live too: this one and the phone's are among them.
      await expect(list.getByRole('listitem')).not.toHaveCount(0);
      const count = await list.getByRole('listitem').count();
      expect(count).toBeGreaterThanOrEqual(2);
      await expect(list.getByText('This device')).toHaveCount(1);
      await expect(list.getByRole('listitem').first()).toContainText('This device');
      await screenshotAtBothWidths(laptop.page, 'profile-security-active-sessions');

      await expect(list.getByRole('listitem', { name: 'Safari on iPhone' })).toBeVisible();
      await list.getByRole('button', { name: 'End session: Safari on iPhone' }).click();
      await expect(list.getByRole('listitem')).toHaveCount(count - 1);
      await expect(list.getByRole('listitem', { name: 'Safari on iPhone' })).toHaveCount(0);
      await phone.page.goto(`${AU_URL}/profile/details`);
      await expect(phone.page).toHaveURL(/\/login/);
      // This browser is still signed in.
      await laptop.page.reload();
      await expect(laptop.page.getByRole('button', { name: 'Update Password' })).toBeVisible();

      // Ending this session is signing out.
      await laptop.page.getByRole('button', { name: 'End this session (log out)' }).click();
      await expect(laptop.page).toHaveURL(/\/login/);
      expect(pageErrors).toEqual([]);
    } finally {
      await laptop.context.close();
      await phone.context.close();
    }
  });
});
