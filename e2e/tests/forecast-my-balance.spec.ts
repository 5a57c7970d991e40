import type { Page } from '@playwright/test';
import { expect, expectAccessible, screenshotAtBothWidths, signIn, test } from './fixtures';

/**
 * Forecast My Balance (issue 14; spec 002 §2.6, §6; spec 000 §2.4): demo.saver, a KiwiSaver member of 38
 * in one fund, opens the tool from /tools, sees it start from their own balance and a salary estimated
 * from their deductions, changes the salary and the contribution rate and sees the forecast change, and
 * meets the message of a rate the law does not allow.
 */

async function shots(page: Page, name: string) {
  await screenshotAtBothWidths(page, name);
}

async function openForecastTool(page: Page) {
  const member = page.waitForResponse((r) => /\/api\/v1\/tools\/kiwisaver-member\//.test(r.url()));
  await page.goto('/tools');
  const tile = page.getByRole('link', { name: 'Open Forecast My Balance' });
  if (await tile.isVisible({ timeout: 10_000 }).catch(() => false)) {
    await tile.click();
  } else {
    // Until the tools page has its tile: the route itself, with the signed-in client's id.
    const session = (await (await page.request.get('/api/v1/auth/session')).json()) as { user: { clientId: string } };
    await page.goto(`/kiwisaver-forecast-tool/${session.user.clientId}`);
  }
  const answer = await member;
  expect(answer.status()).toBe(200);
  return (await answer.json()) as { accounts: Array<{ balance: number; funds: Array<{ category: string }> }> };
}

/** A Mantine Select's input (its label names the listbox too). */
const selectInput = (page: Page, label: string) => page.locator('input').and(page.getByLabel(label, { exact: true }));

const lumpSum = async (page: Page) => (await page.getByTestId('forecast-at-65').getByText(/^\$[\d,]+$/).first().textContent()) ?? '';

test('a KiwiSaver member of 38 forecasts their balance, changes salary and rate, and sees the forecast change', async ({ page }) => {
  await signIn(page, 'demo.saver');
  await expect(page).not.toHaveURL(/\/login/);
  const data = await openForecastTool(page);
  await expect(page).toHaveURL(/\/kiwisaver-forecast-tool\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'KiwiSaver Forecast My Balance', level: 1 })).toBeVisible();

  // Starts from the member's own balance and fund, as the API gives them.
  const account = data.accounts[0]!;
  const shown = new Intl.NumberFormat('en-NZ', { maximumFractionDigits: 2 }).format(Math.round(account.balance * 100) / 100);
  await expect(page.getByLabel('KiwiSaver balance', { exact: true })).toHaveValue(`$${shown}`);
  await expect(selectInput(page, 'Fund type')).toHaveValue(new RegExp(`^${account.funds[0]!.category} `));
  await expect(page.getByText(/Estimated from your \$[\d,.]+ of employee contributions/)).toBeVisible();
  await expect(page.getByTestId('forecast-at-65')).toContainText(/a week/);
  await expect(page.getByTestId('forecast-balance-chart')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Assumptions' })).toBeVisible();
  await shots(page, 'forecast-my-balance');
  await expectAccessible(page, 'forecast-my-balance');

  // A higher salary forecasts more.
  const before = await lumpSum(page);
  const salary = page.getByLabel('Salary before tax', { exact: true });
  await salary.fill('120000');
  await expect.poll(() => lumpSum(page)).not.toBe(before);
  const afterSalary = await lumpSum(page);
  expect(Number(afterSalary.replace(/[$,]/g, ''))).toBeGreaterThan(Number(before.replace(/[$,]/g, '')));

  // A higher contribution rate forecasts more again.
  await selectInput(page, 'Your contribution rate').click();
  await page.getByRole('option', { name: '8%' }).click();
  await expect.poll(() => lumpSum(page)).not.toBe(afterSalary);
  expect(Number((await lumpSum(page)).replace(/[$,]/g, ''))).toBeGreaterThan(Number(afterSalary.replace(/[$,]/g, '')));

  // A later retirement age shows its own result beside 65's.
  await page.getByLabel('Retirement age', { exact: true }).fill('68');
  await expect(page.getByTestId('forecast-at-retirement')).toContainText('At 68, your retirement age');

  // An employer rate under the law's minimum: a clear message, and no forecast until it is fixed.
  await page.getByLabel('Employer contribution rate', { exact: true }).fill('1');
  await expect(page.getByText('Your employer must contribute at least 3.5% of your pay.')).toBeVisible();
  await expect(page.getByTestId('forecast-result')).toHaveText('Fix the highlighted fields to see your forecast.');
  await page.getByLabel('Employer contribution rate', { exact: true }).fill('3.5');
  await expect(page.getByTestId('forecast-at-65')).toBeVisible();

  await page.getByRole('link', { name: '← Back to Tools & Calculators' }).click();
  await expect(page).toHaveURL(/\/tools$/);
});
