import { AU_URL, expect, screenshot, signIn, test } from './fixtures';

/** '$1,234.56' → 123456 cents. */
const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);

// spec 000 §2.5 client home; figures come from the demo transactions and prices.
test.describe('Client home', () => {
  test('a client sees their open accounts in product order, and the total is the sum of the cards', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'demo.client');
    await expect(page).toHaveURL(/\/dashboard\/portfolios$/);
    const cards = page.getByTestId('account-card');
    await expect(cards.first()).toBeVisible();

    const owned = page.getByRole('region', { name: /your accounts/i }).getByTestId('account-card');
    const labels = (await owned.allInnerTexts()).map((text) => text.split('\n')[0]!.trim().toLowerCase());
    // demo.client owns open PW, UT, KS and PE accounts (README), shown PW, UT, KS, PE (spec 000 §2.5).
    expect(labels).toEqual(['wealth management', 'investment funds', 'kiwisaver', 'private equity']);

    const amounts = await owned.getByTestId('account-balance').allInnerTexts();
    const total = await page.getByTestId('total-value').locator('[data-testid="money"]').innerText();
    expect(amounts).toHaveLength(4);
    expect(cents(total)).toBe(amounts.reduce((sum, text) => sum + cents(text), 0));
    await expect(page.getByText(/powered by an outside data provider/i)).toBeVisible();
    await screenshot(page, 'home-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'home-phone');
  });

  test('an Australian client sees AUD', async ({ page }) => {
    await signIn(page, 'demo.auclient', undefined, AU_URL);
    await expect(page.getByTestId('total-value')).toContainText('AUD');
  });

  test('a prospect is welcomed, without a warning about missing accounts', async ({ page }) => {
    await signIn(page, 'demo.prospect');
    await expect(page.getByText(/Welcome to the/)).toBeVisible();
    await expect(page.getByText(/There were no owned accounts found/)).toHaveCount(0);
  });
});
