import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { AU_URL, expect, NZ_URL, screenshotAtBothWidths, signIn, test } from './fixtures';

/**
 * Communication Preference (issue 13; spec 002 §2.4, §4 'Communication preferences', §6, §8): a
 * client changes a switch and saves, is asked before leaving with unsaved changes, and the AU portal
 * offers Email only and no KiwiSaver interests. demo.client's switch is put back as it was.
 */
const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts/screenshots');

async function openPreferences(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/profile/preference`);
  await expect(page.getByRole('heading', { name: 'Communication Preference' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
}

/** Sets a switch and saves; answers after the thank-you's Close has reloaded the preferences. */
async function setAndSave(page: Page, toggle: Locator, on: boolean) {
  if ((await toggle.isChecked()) !== on) await toggle.click({ force: true });
  await expect(toggle).toBeChecked({ checked: on });
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/Client/CommsPreference') && r.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Your communication preferences have been saved.')).toBeVisible();
  const reloaded = page.waitForResponse((r) => r.url().endsWith('/api/v1/Client/CommsPreference') && r.request().method() === 'GET');
  await page.getByRole('button', { name: 'Close' }).click();
  expect((await reloaded).status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
}

test.describe.serial('Communication Preference', () => {
  test('A client changes a push switch, saves, sees the thank-you, and finds the change after a reload; then puts it back', async ({ page }) => {
    await signIn(page, 'demo.client');
    await openPreferences(page, NZ_URL);
    const toggle = page.getByRole('switch', { name: /^Push notifications: / }).first();
    const before = await toggle.isChecked();
    await screenshotAtBothWidths(page, 'profile-preferences-nz');

    await setAndSave(page, toggle, !before);
    await expect(toggle).toBeChecked({ checked: !before });
    await page.reload();
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(toggle).toBeChecked({ checked: !before });

    // Put demo.client back as it was, for every other journey.
    await setAndSave(page, toggle, before);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(toggle).toBeChecked({ checked: before });
  });

  test('A client who leaves with unsaved changes is asked, can stay, and can leave without saving', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'demo.client');
    await openPreferences(page, NZ_URL);
    const toggle = page.getByRole('switch', { name: /^Push notifications: / }).first();
    const before = await toggle.isChecked();
    await toggle.click({ force: true });
    await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();

    await page.getByRole('tab', { name: 'Personal Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Do you want to save these changes?' });
    await expect(dialog).toBeVisible();
    await page.screenshot({ path: path.join(ARTIFACTS, 'preferences-guard-1440.png') });
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/profile\/preference$/);
    await expect(toggle).toBeChecked({ checked: !before });

    await page.getByRole('tab', { name: 'Personal Details' }).click();
    await dialog.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/\/profile\/details$/);

    // Nothing was saved.
    await openPreferences(page, NZ_URL);
    await expect(toggle).toBeChecked({ checked: before });
  });

  test('An AU client sees Email switches only and no KiwiSaver interests', async ({ page }) => {
    await signIn(page, 'demo.auclient', undefined, AU_URL);
    await openPreferences(page, AU_URL);
    await expect(page.getByRole('switch', { name: /^Email: / }).first()).toBeVisible();
    expect(await page.getByRole('switch', { name: /^Email: / }).count()).toBeGreaterThan(0);
    await expect(page.getByRole('switch', { name: /^Push notifications: / })).toHaveCount(0);
    await expect(page.getByText('Your interests')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /KiwiSaver/ })).toHaveCount(0);
    await screenshotAtBothWidths(page, 'profile-preferences-au');
  });
});
