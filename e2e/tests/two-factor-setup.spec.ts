import { authenticator } from 'otplib';
import { NZ_URL, expect, screenshotAtBothWidths, signIn, test } from './fixtures';

// spec 000 §4 'Sign-in' 4; spec 002 §2.5 'Two-factor alert and setup'. demo.newstaff is staff whose
// first sign-in requires two-factor set-up (README 'Demo sign-ins'); no other journey uses it.
test.describe.serial('Two-factor set-up', () => {
  let recoveryCode = '';

  test('a new staff member must set up two-factor: scans the key, confirms a code, saves the recovery codes and enters', async ({
    page,
  }) => {
    await signIn(page, 'demo.newstaff');
    await expect(page.getByRole('heading', { name: 'Set up two-factor authentication' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Set up now' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Not Now' })).toHaveCount(0);
    // Nothing but the set-up calls is open to this session yet.
    expect((await page.request.get(`${NZ_URL}/api/v1/accounts`)).ok()).toBe(false);
    await screenshotAtBothWidths(page, 'two-factor-setup-view');

    await page.getByRole('button', { name: 'Set up now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set up two-factor authentication' });
    await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible();
    await screenshotAtBothWidths(page, 'two-factor-setup-dialog');

    // 'Scanning' is reading the key as an authenticator app would, with a standard TOTP library: once,
    // before anything goes wrong (issue 9 item 20: a wrong code used to change the key silently).
    const firstKey = await dialog.getByTestId('manual-key').innerText();
    const secret = firstKey.replace(/\s/g, '');

    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('You must enter the secret code');
    await dialog.getByLabel('Secret code').fill('000000');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Invalid code');
    await expect(dialog.getByTestId('manual-key')).toHaveText(firstKey);

    // The dialog closed and opened again: still the key the app holds.
    await dialog.getByRole('button', { name: 'Dismiss' }).click();
    await page.getByRole('button', { name: 'Set up now' }).click();
    await expect(dialog.getByTestId('manual-key')).toHaveText(firstKey);

    await dialog.getByLabel('Secret code').fill(authenticator.generate(secret));
    await dialog.getByRole('button', { name: 'Confirm' }).click();

    const codes = dialog.getByRole('list', { name: 'Recovery codes' });
    await expect(codes).toBeVisible();
    const shown = (await codes.getByRole('listitem').allInnerTexts()).map((code) => code.trim());
    expect(shown.length).toBeGreaterThan(0);
    for (const code of shown) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/i);
    recoveryCode = shown[0]!;
    await screenshotAtBothWidths(page, 'two-factor-recovery-codes');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await dialog.getByLabel('I have saved my recovery codes').check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/dashboard\/clients$/);
    expect((await page.request.get(`${NZ_URL}/api/v1/auth/session`)).status()).toBe(200);
  });

  test('without the phone, the staff member signs in with a recovery code, which then works no more', async ({
    page,
  }) => {
    expect(recoveryCode, 'the set-up journey ran first').not.toBe('');
    await signIn(page, 'demo.newstaff');
    await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCode);
    await screenshotAtBothWidths(page, 'two-factor-recovery-code-view');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard\/clients$/);
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await expect(page).toHaveURL(/\/login/);

    await signIn(page, 'demo.newstaff');
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCode);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid code');
  });
});
