import type { Page } from '@playwright/test';
import { expect, screenshotAtBothWidths, signIn, test } from './fixtures';

/**
 * The government contribution check (spec 002 §2.7, §4, §6, §7; issue 12): staff open it from Check
 * GOVT Contributions on a member's KiwiSaver summary (third person, no Contribute Now); the member
 * opens it from the home tile, goes to the deposit instructions and e-mails them, and the e-mail is
 * in the demo mailbox.
 */


/** demo.client's (Hannah Wilson's) KiwiSaver account number, as the API answers the signed-in staff user. */
async function hannahsKiwiSaver(page: Page): Promise<string> {
  const origin = new URL(page.url()).origin;
  const response = await page.request.get(
    `${origin}/api/v1/account-search?${new URLSearchParams({ searchBy: 'name', searchTerm: 'Hannah Wilson', productType: 'KS', pageNo: '1' })}`,
  );
  expect(response.ok()).toBe(true);
  const { list } = (await response.json()) as { list: Array<{ accountNumber: string; accountName: string }> };
  expect(list.length).toBeGreaterThan(0);
  return list[0]!.accountNumber;
}

test('staff check a member\'s government contribution from the account summary, in the third person', async ({ page }) => {
  await signIn(page, 'demo.staff');
  await expect(page).not.toHaveURL(/\/login/);
  const accountNumber = await hannahsKiwiSaver(page);
  const checked = page.waitForResponse((r) => r.url().endsWith(`/api/v1/accounts/${accountNumber}/government-contribution`));
  await page.goto(`/dashboard/accounts/${accountNumber}`);
  await page.getByRole('button', { name: 'Check GOVT Contributions' }).click();
  const answer = await checked;
  expect(answer.status()).toBe(200);
  const data = (await answer.json()) as { scenario: string; TotalContributions: number; viewerIsMember: boolean };
  expect(data.viewerIsMember).toBe(false);

  const dialog = page.getByRole('dialog', { name: 'Government Contribution' });
  await expect(dialog).toBeVisible();
  const summary = dialog.getByTestId('gc-summary');
  await expect(summary).toHaveAttribute('data-scenario', data.scenario);
  await expect(summary).toContainText('Hannah');
  await expect(summary).not.toContainText(/\byou\b/i);
  await expect(dialog.getByRole('button', { name: 'Contribute Now' })).toHaveCount(0);
  await expect(dialog.getByRole('link', { name: /Inland Revenue/ })).toHaveAttribute('target', '_blank');

  const question = dialog.getByRole('button', { name: 'Who is eligible?' });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(dialog.getByText(/Members aged 16 until they turn 65/)).toBeVisible();
  await screenshotAtBothWidths(page, 'gc-staff-summary');
});

test('a member opens the check from the home tile, e-mails the deposit instructions and finds them in the mailbox', async ({ page }) => {
  await signIn(page, 'demo.client');
  await expect(page).toHaveURL(/\/dashboard\/portfolios/);
  const tile = page.getByRole('button', { name: /Check if you qualify for \$\d+/ });
  // The year in force: 25c per $1 up to $260.72 from 1 July 2025 (issue 12), in whole dollars.
  await expect(tile).toContainText('Check if you qualify for $260');
  await tile.click();

  const dialog = page.getByRole('dialog', { name: 'Government Contribution' });
  await expect(dialog.getByTestId('gc-summary')).toBeVisible();
  await expect(dialog.getByTestId('gc-summary')).toContainText('You ');
  await screenshotAtBothWidths(page, 'gc-member-summary');

  await dialog.getByRole('button', { name: 'Contribute Now' }).click();
  const instructions = dialog.getByTestId('gc-deposit-instructions');
  await expect(instructions).toBeVisible();
  const code = (await instructions.getByRole('row', { name: /Code/ }).getByRole('cell').textContent())?.trim() ?? '';
  expect(code).toMatch(/^GC\d{4}$/);
  const reference = (await instructions.getByRole('row', { name: /Reference/ }).getByRole('cell').textContent())?.trim() ?? '';

  const sent = page.waitForResponse((r) => r.url().endsWith('/api/v1/government-contribution/deposit-instructions'));
  await dialog.getByRole('button', { name: 'Email me these instructions' }).click();
  expect((await sent).status()).toBe(200);
  await expect(dialog.getByTestId('gc-email-sent')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Email sent' })).toBeDisabled();
  await screenshotAtBothWidths(page, 'gc-member-deposit-instructions');

  await page.goto('/mailbox');
  const mail = page.getByRole('article', { name: `How to top up your KiwiSaver account ${reference}` }).first();
  await expect(mail).toBeVisible();
  await expect(mail).toContainText('hannah.wilson@example.co.nz');
  await expect(mail).toContainText(`Code: ${code}`);
  await expect(mail).toContainText(`Reference: ${reference}`);
});
