import type { Page } from '@playwright/test';
import { NZ_URL, expect, followMailboxLink, screenshotAtBothWidths, test } from './fixtures';

/**
 * Aroha Walker is a demo client with accounts but no login yet (apps/server/src/db/seed/
 * demo-registrable-clients.ts): she registers, then forgets her password. No other journey signs in
 * as her, so changing her password touches nobody else's (the demo password itself is on the
 * refused list and could not be set back).
 */
const AROHA = { email: 'aroha.walker@example.co.nz', ird: '117-621-340' };
const FIRST_PASSWORD = 'harbour kayak morning tide';
const NEW_PASSWORD = 'lantern orbit kettle maple';

async function choosePassword(page: Page, password: string) {
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Save' }).click();
}

async function continueIntoThePortal(page: Page) {
  await page.getByRole('button', { name: 'Continue' }).click();
  // A client prompted to set up two-factor may choose Not Now (spec 000 §4 'Sign-in' 4).
  const notNow = page.getByRole('button', { name: 'Not Now' });
  await expect(notNow.or(page.getByRole('navigation', { name: 'Main navigation' }))).toBeVisible();
  if (await notNow.isVisible()) await notNow.click();
  await expect(page).toHaveURL(/\/dashboard\/portfolios$/);
}

// spec 000 §2.3 views register and passwordSetup, §4 'Password setup', §5, §8; issue 4 'demo mailbox'.
test.describe.serial('Setting and resetting a password through e-mailed links', () => {
  let username = '';

  test('a client without a login registers, sets a password from the e-mailed link and is signed in', async ({
    page,
  }) => {
    await page.goto(`${NZ_URL}/login?v=register`);
    await page.getByLabel('Email').fill(AROHA.email);
    await page.getByLabel('IRD number').fill(AROHA.ird);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('dialog', { name: 'Check your email' }).getByRole('button', { name: 'Close' }).click();

    await followMailboxLink(page, AROHA.email, /set up your .*password/i);
    await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
    const usernameBox = page.getByLabel('Username');
    await expect(usernameBox).not.toBeEditable();
    username = await usernameBox.inputValue();
    expect(username).not.toBe('');
    await expect(
      page.getByText('Your password must be at least 12 characters long. Passwords are case-sensitive.'),
    ).toBeVisible();

    // spec 000 §5: the rules as the user types; Save stays disabled while the form is invalid.
    await page.getByLabel('Password', { exact: true }).fill('too short');
    await expect(page.getByText('Your password must be at least 12 characters long.', { exact: true })).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
    await page.getByLabel('Confirm password').fill(`${FIRST_PASSWORD}!`);
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    await screenshotAtBothWidths(page, 'password-setup-form');

    await choosePassword(page, FIRST_PASSWORD);
    await expect(page.getByRole('status')).toBeVisible();
    await screenshotAtBothWidths(page, 'password-setup-saved');
    await continueIntoThePortal(page);
  });

  test('she forgets it, resets it from the e-mailed link and is signed in; the link then works no more', async ({
    page,
  }) => {
    expect(username, 'the register journey ran first').not.toBe('');
    await page.goto(`${NZ_URL}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid username');
    await page.getByLabel('Username').fill('no.such.user');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please check that the username is correct and try again');
    await page.getByLabel('Username').fill(username);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toHaveText('Please check your email for a password reset link');
    await screenshotAtBothWidths(page, 'password-reset-sent');

    const link = await followMailboxLink(page, AROHA.email, /reset your .*password/i);
    await expect(page.getByLabel('Username')).toHaveValue(username);
    await choosePassword(page, NEW_PASSWORD);
    await expect(page.getByRole('status')).toBeVisible();
    await continueIntoThePortal(page);
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await expect(page).toHaveURL(/\/login/);

    // The same link again: single-use (issue 4), the spec's message and a Reset button.
    await page.goto(link);
    await expect(page.getByRole('alert')).toHaveText(
      'The link provided is no longer valid. Please click Reset button below to receive a new link',
    );
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
    await screenshotAtBothWidths(page, 'password-link-used');
    await page.getByRole('link', { name: 'Reset' }).click();
    await expect(page).toHaveURL(/\/login\?v=password-reset$/);
    await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
  });
});
