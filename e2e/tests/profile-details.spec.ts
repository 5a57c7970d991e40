import type { Page } from '@playwright/test';
import { AU_URL, DEMO_PASSWORD, expect, screenshotAtBothWidths, signIn, signInWithTwoFactorCode, test } from './fixtures';

const AUTHORITY =
  'I confirm that I give the provider authority to update my personal details and/or address electronically using the information provided';

/** Screenshots at 1440 and 390 px (with the axe check), in e2e/artifacts/screenshots. */
async function shots(page: Page, name: string) {
  // From the top: a full-page shot of a scrolled page draws the fixed header in the middle.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotAtBothWidths(page, name);
}

/** The value under a label of the details view. */
const shown = (page: Page, label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');


/** Edit Profile, set the fields, confirm the authority, Save; waits for the confirmation. */
async function saveProfile(page: Page, fields: Record<string, string>) {
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const form = page.getByRole('form', { name: 'Edit Profile' });
  for (const [label, value] of Object.entries(fields)) await form.getByRole('textbox', { name: new RegExp(`^${label}`) }).fill(value);
  await form.getByRole('checkbox', { name: AUTHORITY }).check();
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/api/v1/client/'));
  await form.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  const dialog = page.getByRole('dialog', { name: 'Profile update confirmation' });
  await expect(dialog).toContainText('one business day');
  return dialog;
}

test.describe('Personal Details (spec 002 §2.4, §5; issue 13)', () => {
  test('a client with two-factor sees masked contact details, edits the profile and sees it saved', async ({ page }) => {
    await signInWithTwoFactorCode(page);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/profile\/details$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile & Settings' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Personal Details' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Account Profiles' })).toBeVisible();
    // Two-factor is on: the e-mail shows its first character and domain only, phones their last 3 digits.
    await expect(shown(page, 'Email')).toHaveText(/^.•••@/);
    await expect(shown(page, 'Mobile phone')).toHaveText(/^[•\s+()-]+\d{3}$/);
    await expect(shown(page, 'IRD number')).toHaveText(/^\d{3}-\d{3}-\d{3}$/);
    await expect(shown(page, 'PIR')).toHaveText(/^(10\.5|17\.5|28)%$/);
    await shots(page, 'profile-details');

    const originalName = (await shown(page, 'Preferred name').textContent()) ?? '';
    const originalCity = await (async () => {
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      const city = await page.getByRole('textbox', { name: /^City/ }).inputValue();
      // Refused input is said at the field, and Save stays off.
      await page.getByRole('textbox', { name: /^Preferred name/ }).fill('');
      await expect(page.getByText('Required')).toBeVisible();
      await page.getByRole('textbox', { name: /^Postcode/ }).fill('12ab3');
      await expect(page.getByRole('textbox', { name: /^Postcode/ })).toHaveValue('123');
      await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
      await page.getByRole('textbox', { name: /^Preferred name/ }).fill(originalName);
      await page.getByRole('textbox', { name: /^Postcode/ }).fill('1011');
      await shots(page, 'profile-details-edit');
      await page.getByRole('button', { name: 'Cancel' }).click();
      return city;
    })();

    try {
      const dialog = await saveProfile(page, { 'Preferred name': 'Tama', City: 'Tauranga' });
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(shown(page, 'Preferred name')).toHaveText('Tama');
      await expect(shown(page, 'Address')).toContainText('Tauranga');
      // Stored, not only shown: a reload reads it back from the server.
      await page.reload();
      await expect(shown(page, 'Preferred name')).toHaveText('Tama');
    } finally {
      // One server for every spec: put demo.twofactor back as it was.
      const dialog = await saveProfile(page, { 'Preferred name': originalName, City: originalCity });
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(shown(page, 'Preferred name')).toHaveText(originalName);
    }
  });

  test('a client without two-factor is told to enable it before editing and offered the set-up', async ({ page }) => {
    await signIn(page, 'demo.client');
    await page.goto('/profile/details');
    // No two-factor: the contact values are shown plainly.
    await expect(shown(page, 'Email')).toHaveText(/^[^•]+@[^•]+$/);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(page.getByText('Two-Factor Authentication must be enabled to update your personal information.')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Edit Profile' })).toHaveCount(0);
    await shots(page, 'profile-details-two-factor-gate');
    await page.getByRole('button', { name: 'Set up Two-Factor Authentication' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set up two-factor authentication' });
    await expect(dialog).toBeVisible();
    // Closed before confirming: nothing changes for demo.client.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('an AU client sees no IRD number or PIR, and Edit Profile opens the external page', async ({ page }) => {
    await signIn(page, 'demo.auclient', DEMO_PASSWORD, AU_URL);
    await page.goto(`${AU_URL}/profile/details`);
    await expect(shown(page, 'Preferred name')).toBeVisible();
    await expect(page.locator('dt', { hasText: /^IRD number$/ })).toHaveCount(0);
    await expect(page.locator('dt', { hasText: /^PIR$/ })).toHaveCount(0);
    const edit = page.getByRole('link', { name: 'Edit Profile' });
    await expect(edit).toHaveAttribute('href', /^https:\/\/tasman\.example\.com\.au\//);
    await expect(edit).toHaveAttribute('target', '_blank');
    await shots(page, 'profile-details-au');
  });

  test('an adviser sees their Adviser Details and no Edit Profile', async ({ page }) => {
    await signIn(page, 'demo.adviser');
    await expect(page).toHaveURL(/\/dashboard\/clients$/);
    await page.goto('/profile/details');
    const block = page.getByRole('region', { name: 'Adviser Details' });
    await expect(block).toBeVisible();
    for (const label of ['Company/Position', 'Name', 'Direct line', 'Mobile', 'Email']) await expect(block.locator('dt', { hasText: new RegExp(`^${label}$`) })).toHaveCount(1);
    await expect(block.locator('dt', { hasText: /^Name$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText(/\S+ \S+/);
    await expect(page.getByRole('button', { name: 'Update Password' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toHaveCount(0);
    await shots(page, 'profile-details-adviser');
  });

  test('a client moves between the tabs by keyboard, each opening its own address', async ({ page }) => {
    await signIn(page, 'demo.client');
    await page.goto('/profile/details');
    await page.getByRole('tab', { name: 'Personal Details' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\/profile\/summary$/);
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\/profile\/preference$/);
    await expect(page).toHaveTitle(/Communication Preference/);
  });
});
