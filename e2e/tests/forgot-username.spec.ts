import type { Page } from '@playwright/test';
import { AU_URL, NZ_URL, expect, screenshotAtBothWidths, test } from './fixtures';

// demo.client is Hannah Wilson, with a fixed IRD number (apps/server/src/db/seed/demo-client-scenario.ts).
const DEMO_CLIENT_EMAIL = 'hannah.wilson@example.co.nz';
const DEMO_CLIENT_IRD = '149-785-914';

async function askForUsername(page: Page, email: string, second: { label: string; value: string }) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(second.label).fill(second.value);
  await page.getByRole('button', { name: 'Send my username' }).click();
}

// spec 000 §2.3 view forgot-username, §5 'Forgot username', §8.
test.describe('Forgot username', () => {
  test('a NZ visitor is told exactly what is wrong with the e-mail or IRD number, and nothing is sent', async ({
    page,
  }) => {
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/auth/forgot-username')) sent += 1;
    });
    await page.goto(`${NZ_URL}/login?v=forgot-username`);
    await askForUsername(page, 'hannah', { label: 'IRD number', value: '149785915' });
    await expect(page.getByRole('alert')).toHaveText(
      'Invalid Email and IRD number format, please ensure your ird number is formatted correctly including dashes.',
    );
    await screenshotAtBothWidths(page, 'forgot-username-format-error');
    await askForUsername(page, 'hannah', { label: 'IRD number', value: DEMO_CLIENT_IRD });
    await expect(page.getByRole('alert')).toHaveText('Invalid Email');
    await askForUsername(page, DEMO_CLIENT_EMAIL, { label: 'IRD number', value: '149 785 915' });
    await expect(page.getByRole('alert')).toHaveText(
      'Invalid IRD number format, please ensure your ird number is formatted correctly including dashes.',
    );
    expect(sent).toBe(0);
  });

  test('a NZ client whose e-mail and IRD number do not match is told so', async ({ page }) => {
    await page.goto(`${NZ_URL}/login?v=forgot-username`);
    await askForUsername(page, DEMO_CLIENT_EMAIL, { label: 'IRD number', value: '123-456-789' });
    await expect(page.getByRole('alert')).toHaveText(
      "Invalid email and IRD number combination. Please re-enter or contact us to ensure that your 'Personal IRD Number' is registered with us.",
    );
  });

  test('a NZ client gets the username by e-mail and reads it in the demo mailbox', async ({ page }) => {
    await page.goto(`${NZ_URL}/login?v=forgot-username&returnUrl=%2Fcontact`);
    await askForUsername(page, DEMO_CLIENT_EMAIL, { label: 'IRD number', value: DEMO_CLIENT_IRD });
    const sent = page.getByRole('dialog', { name: 'Check your email' });
    await expect(sent).toBeVisible();
    await screenshotAtBothWidths(page, 'forgot-username-sent');
    await sent.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Fcontact$/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();

    await page.getByRole('link', { name: 'Demo mailbox' }).click();
    await expect(page).toHaveURL(/\/mailbox$/);
    const mail = page
      .getByRole('article')
      .filter({ hasText: `To ${DEMO_CLIENT_EMAIL}` })
      .first();
    await expect(mail).toContainText('demo.client');
    await screenshotAtBothWidths(page, 'mailbox');
  });

  test('an AU visitor is asked for the date of birth as dd-mm-yyyy', async ({ page }) => {
    await page.goto(`${AU_URL}/login?v=forgot-username`);
    await askForUsername(page, 'olivia.harris@example.com.au', { label: 'Date of birth', value: '1985-03-05' });
    await expect(page.getByRole('alert')).toHaveText(
      'Invalid Date of Birth format. Please enter a valid date in the format dd-mm-yyyy.',
    );
    await askForUsername(page, 'olivia.harris@example.com.au', { label: 'Date of birth', value: '05-03-1901' });
    await expect(page.getByRole('alert')).toHaveText('Invalid email and Date of Birth combination.');
  });
});
