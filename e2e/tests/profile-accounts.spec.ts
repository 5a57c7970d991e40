import type { Page } from '@playwright/test';
import { expect, screenshotAtBothWidths, signIn, signInWithTwoFactorCode, test } from './fixtures';

const TWO_FACTOR_SENTENCE = 'Two-Factor Authentication must be enabled to change this setting.';



/** The account number of the caller's Joint account, from the tab's own list call. */
async function jointAccountNumber(page: Page): Promise<string> {
  const list = (await (await page.request.get('/api/v1/account-profiles')).json()) as {
    list: Array<{ accountNumber: string; accountType: string }>;
  };
  const joint = list.list.find((a) => a.accountType === 'Joint');
  expect(joint, 'a Joint account').toBeDefined();
  return joint!.accountNumber;
}

test.describe('Account Profiles (spec 002 §2.4)', () => {
  test('a client opens Account Profiles and sees their accounts with masked bank numbers, wealth management left out', async ({ page }) => {
    await signIn(page, 'demo.client');
    await page.goto('/profile/summary');
    await expect(page.getByRole('tab', { name: 'Account Profiles', selected: true })).toBeVisible();
    const picker = page.getByRole('combobox', { name: 'Account' });
    await expect(picker).toBeVisible();
    await picker.click();
    // demo.client: KS, UT, PE, a closed UT and the family trust's account; the PW account is not offered.
    await expect(page.getByRole('option')).toHaveCount(5);
    await page.keyboard.press('Escape');

    const card = page.getByRole('region', { name: /^Account \d+$/ });
    // spec 002 §6, §9: without two-factor, all but the first and last 4 characters hidden.
    await expect(card.getByTestId('bank-account')).toHaveText(/^[^*]{4}\*+[^*]{4}$/);
    await expect(card.getByText('The bank account number is shown in full when two-factor authentication is enabled.')).toBeVisible();
    await screenshotAtBothWidths(page, 'profile-accounts-client');

    // The family trust's account: the Owner (the trust) hidden, the trustees listed, 'Not supported yet'.
    await picker.click();
    await page.getByRole('option', { name: /Trust/ }).click();
    await expect(page).toHaveURL(/[?&]account=\d+/);
    const holders = card.getByTestId('account-holder');
    await expect(holders.first()).toBeVisible();
    await expect(holders.filter({ hasText: 'Owner' })).toHaveCount(0);
    await expect(card.getByText('Not supported yet').first()).toBeVisible();
  });

  test('a client with two-factor on a Joint account takes authority to act from the other holder and gives it back', async ({ page }) => {
    await signInWithTwoFactorCode(page);
    const number = await jointAccountNumber(page);
    await page.goto(`/profile/summary?account=${number}`);
    const card = page.getByRole('region', { name: `Account ${number}` });
    await expect(card.getByTestId('bank-account')).not.toContainText('*');
    const mei = card.getByRole('checkbox', { name: 'Authority to act: Mei Chen' });
    await expect(mei).toBeChecked();
    await expect(card.getByRole('checkbox', { name: 'Authority to act: Liam Chen' })).toBeDisabled();

    const put = (value: boolean) =>
      page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/authority') && r.request().postData() === JSON.stringify({ value }));
    const off = put(false);
    await mei.click();
    expect((await off).status()).toBe(200);
    try {
      await expect(mei).not.toBeChecked();
      await page.reload();
      await expect(card.getByRole('checkbox', { name: 'Authority to act: Mei Chen' })).not.toBeChecked();
      await screenshotAtBothWidths(page, 'profile-accounts-joint');
    } finally {
      // Restore the demo data for every other journey.
      const on = put(true);
      await card.getByRole('checkbox', { name: 'Authority to act: Mei Chen' }).click();
      expect((await on).status()).toBe(200);
    }
    await expect(card.getByRole('checkbox', { name: 'Authority to act: Mei Chen' })).toBeChecked();
  });

  test('a joint owner without two-factor is told to enable it, and the set-up opens, when changing authority', async ({ page }) => {
    await signIn(page, 'demo.joint');
    await page.goto('/profile/summary');
    const card = page.getByRole('region', { name: /^Account \d+$/ });
    const liam = card.getByRole('checkbox', { name: 'Authority to act: Liam Chen' });
    await expect(liam).toBeChecked();
    let puts = 0;
    page.on('request', (r) => {
      if (r.method() === 'PUT') puts += 1;
    });
    await liam.click();
    await expect(card.getByRole('alert')).toHaveText(TWO_FACTOR_SENTENCE);
    const dialog = page.getByRole('dialog', { name: 'Set up two-factor authentication' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(liam).toBeChecked();
    expect(puts).toBe(0);
    await expect(card.getByRole('checkbox', { name: 'Notifications: Mei Chen' })).toBeVisible();
    await expect(card.getByRole('checkbox', { name: 'Notifications: Liam Chen' })).toHaveCount(0);
    await screenshotAtBothWidths(page, 'profile-accounts-gated');
  });
});
