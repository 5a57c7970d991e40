import { openCalendar, pickDay, previousMonth } from './calendar';
import { expect, NZ_URL, screenshot, signIn, test } from './fixtures';

/** '$1,234.56' → 123456 cents. */
const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);

// spec 001 §2 'private-equity/{accountNumber}'; figures come from the demo's commitment, calls and prices.
test.describe('Private equity account', () => {
  test('a client opens their private-equity account and sees its valuation, capital and calls', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'demo.client');
    await page.getByTestId('account-card').filter({ hasText: /private equity/i }).click();
    await expect(page).toHaveURL(/\/dashboard\/private-equity\/[A-Za-z0-9-]+$/);

    const valuation = page.getByRole('region', { name: 'Investment valuation' });
    await expect(valuation.getByTestId('pe-valuation')).toContainText('$');
    // The top assets add up to the valuation (spec 001 §3 'Private equity top-asset valuation').
    const table = valuation.getByTestId('top-assets-table');
    await expect(table).toBeVisible();
    await expect(table.locator('tfoot')).toContainText('100.00%');

    const capital = page.getByRole('region', { name: 'Capital calls summary' });
    // demo.client committed 250,000.00 (README); uncalled = committed − called.
    await expect(capital).toContainText('Committed capital$250,000.00');
    const amounts = await capital.locator('[data-testid="money"]').allInnerTexts();
    const [committed, called, uncalled] = amounts.map(cents);
    expect(committed! - called!).toBe(uncalled);
    // The call history totals the called capital.
    const history = capital.getByTestId('pe-call-history');
    await expect(history.locator('tfoot')).toContainText(amounts[1]!);
    await expect(page.getByTestId('pe-print-header')).toBeHidden();
    await screenshot(page, 'private-equity-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'private-equity-phone');
  });

  test('a client values their private-equity account at a month end and goes back to the current valuation', async ({ page }) => {
    await signIn(page, 'demo.client');
    await page.getByTestId('account-card').filter({ hasText: /private equity/i }).click();
    const valuation = page.getByRole('region', { name: 'Investment valuation' });
    const current = (await valuation.getByTestId('pe-valuation').textContent()) ?? '';

    await valuation.getByText('Custom Date').click();
    // The latest month end is preselected; pick the one before it from the month-end-only picker.
    const calendar = await openCalendar(page, valuation.getByLabel('Month end'));
    await previousMonth(calendar);
    // Only that month's last day can be chosen (spec 001 §5); days are labelled like '30 September 2026'.
    await pickDay(calendar, calendar.getByRole('button', { name: /^\d{1,2} [A-Z][a-z]+ \d{4}$/, disabled: false }));
    const answered = page.waitForResponse((r) => /private-equity\/summary\?date=\d{4}-\d{2}-\d{2}$/.test(r.url()));
    await valuation.getByRole('button', { name: 'Go', exact: true }).click();
    expect((await answered).status()).toBe(200);
    await expect(valuation.getByTestId('pe-valuation')).not.toHaveText(current);

    await valuation.getByText('Current Valuation').click();
    await expect(valuation.getByTestId('pe-valuation')).toHaveText(current);
  });

  test('an account the user does not have is a whole-screen error', async ({ page }) => {
    await signIn(page, 'demo.client');
    await expect(page).toHaveURL(/\/dashboard\/portfolios$/);
    await page.goto(`${NZ_URL}/dashboard/private-equity/0000000`);
    await expect(page.getByText('Problem fetching account data.')).toBeVisible();
  });
});
