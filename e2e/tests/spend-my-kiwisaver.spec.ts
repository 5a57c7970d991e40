import type { Page } from '@playwright/test';
import { expect, screenshotAtBothWidths, signIn, test } from './fixtures';

/**
 * Spend My KiwiSaver (issue 14; spec 002 §2.6, §6; spec 000 §2.4 'Spend my KiwiSaver'): demo.retiree,
 * a KiwiSaver member of 68, opens the tool, sees their own balance, changes the withdrawal and sees how
 * long it lasts change, then asks what lasts to an age; NZ Super is beside it.
 */

async function shots(page: Page, name: string) {
  await screenshotAtBothWidths(page, name);
}

/** How long the sentence says the money lasts, in months: 'lasts 2 years and 10 months, …' → 34; beyond the horizon → Infinity. */
function monthsIn(sentence: string): number {
  if (/lasts beyond age/.test(sentence)) return Infinity;
  const span = /lasts ([^,(]+)/.exec(sentence)?.[1] ?? '';
  const years = Number(/(\d+) year/.exec(span)?.[1] ?? 0);
  const months = Number(/(\d+) month/.exec(span)?.[1] ?? 0);
  return years * 12 + months;
}

async function openSpendTool(page: Page) {
  const member = page.waitForResponse((r) => /\/api\/v1\/tools\/kiwisaver-member\//.test(r.url()));
  await page.goto('/tools');
  const tile = page.getByRole('link', { name: /Spend My KiwiSaver/i });
  if (await tile.isVisible({ timeout: 10_000 }).catch(() => false)) {
    await tile.click();
  } else {
    // Until the tools page has its tile: the route itself, with the signed-in client's id.
    const session = (await (await page.request.get('/api/v1/auth/session')).json()) as { user: { clientId: string } };
    await page.goto(`/kiwisaver-decumulator-tool/${session.user.clientId}`);
  }
  const answer = await member;
  expect(answer.status()).toBe(200);
  return (await answer.json()) as { accounts: Array<{ balance: number }> };
}

test('a KiwiSaver member of 68 sees how long a withdrawal lasts, changes it, and finds what lasts to an age', async ({ page }) => {
  await signIn(page, 'demo.retiree');
  await expect(page).not.toHaveURL(/\/login/);
  const data = await openSpendTool(page);
  await expect(page).toHaveURL(/\/kiwisaver-decumulator-tool\//);
  await expect(page.getByRole('heading', { name: 'Spend my KiwiSaver', level: 1 })).toBeVisible();

  // Starts from the member's own balance, as the API gives it.
  const balance = data.accounts[0]!.balance;
  expect(balance).toBeGreaterThan(0);
  const shown = new Intl.NumberFormat('en-NZ', { maximumFractionDigits: 2 }).format(Math.round(balance * 100) / 100);
  await expect(page.getByRole('textbox', { name: 'KiwiSaver balance' })).toHaveValue(`$${shown}`);

  const result = page.getByTestId('spend-result');
  await expect(result).toContainText(/^Withdrawing \$[\d,]+\.\d\d a week lasts/);
  await expect(page.getByTestId('spend-balance-chart')).toBeVisible();
  await expect(page.getByTestId('nz-super-context').getByRole('row', { name: /Single, living alone/ })).toContainText('$538.42');
  await shots(page, 'spend-my-kiwisaver');

  const before = monthsIn((await result.textContent()) ?? '');
  const amount = page.getByRole('textbox', { name: /Withdrawal a week/ });
  const doubled = Number((await amount.inputValue()).replace(/[$,]/g, '')) * 2;
  await amount.fill(String(doubled));
  await expect(result).toContainText(`Withdrawing $${new Intl.NumberFormat('en-NZ', { minimumFractionDigits: 2 }).format(doubled)} a week lasts`);
  const after = monthsIn((await result.textContent()) ?? '');
  expect(after).toBeLessThan(before);

  // Validation: a clear message per field, and no result until it is fixed.
  await amount.fill('0');
  await expect(page.getByText('The amount must be more than $0.')).toBeVisible();
  await expect(result).toHaveText('Fix the highlighted fields to see your result.');

  // The other mode: the amount that lasts to a chosen age; a later age gives less a month.
  await page.getByText('How much can I spend?').click();
  await page.getByText('Monthly').click();
  const age = page.getByRole('textbox', { name: 'Make it last until age' });
  await age.fill('85');
  await expect(result).toContainText(/^You could withdraw \$[\d,]+\.\d\d a month until age 85\.$/);
  const to85 = Number(/\$([\d,]+\.\d\d)/.exec((await result.textContent()) ?? '')![1]!.replace(/,/g, ''));
  await age.fill('95');
  await expect(result).toContainText('until age 95.');
  const to95 = Number(/\$([\d,]+\.\d\d)/.exec((await result.textContent()) ?? '')![1]!.replace(/,/g, ''));
  expect(to95).toBeLessThan(to85);
  await shots(page, 'spend-my-kiwisaver-until-age');

  await page.getByRole('link', { name: /Back to Tools & Calculators/ }).click();
  await expect(page).toHaveURL(/\/tools$/);
});
