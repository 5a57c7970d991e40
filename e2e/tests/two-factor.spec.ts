import { authenticator } from 'otplib';
import { NZ_URL, expect, signIn, test } from './fixtures';

// The secret the README prints for demo.twofactor, as a person would type it into an authenticator app.
const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

test.describe('Two-factor sign-in (spec 000 §2.3 view 2fa, §4 Sign-in 2)', () => {
  test('a client with two-factor signs in with a code from an authenticator app', async ({ page }) => {
    await signIn(page, 'demo.twofactor');
    await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();

    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toHaveText('You must enter the secret code');

    await page.getByLabel('Secret code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid code');

    await page.getByLabel('Secret code').fill(authenticator.generate(DEMO_TOTP_SECRET));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard\/portfolios$/);
    expect((await page.request.get(`${NZ_URL}/api/v1/auth/session`)).status()).toBe(200);
  });
});
