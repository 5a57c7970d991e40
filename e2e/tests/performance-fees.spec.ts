import { expect, screenshot, signIn, test } from './fixtures';

/** '$1,234.56' → cents. */
const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);

// Issue 9 item 5: fees inside the unit price never reach the ledger, so the performance block shows
// the member fees charged to the account beside each fund's estimated management fee, as NZ annual
// statements do, and labels the estimates.
test.describe('Fees of a period', () => {
  test('a KiwiSaver client reads the member fees beside the fund management fees, labelled as estimates', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'demo.client');
    await page.getByTestId('account-card').filter({ hasText: /kiwisaver/i }).first().click();
    const performance = page.getByRole('region', { name: 'Account performance' });
    const fees = performance.getByRole('table', { name: 'Fees for the period' });
    await expect(fees).toBeVisible();
    await expect(performance.getByTestId('fees-percentage')).toContainText('Member fees charged to the account');

    const member = fees.locator('[data-line="member"]');
    await expect(member.getByRole('rowheader')).toHaveText('Member fees charged to the account');
    const funds = fees.locator('[data-line="fund"]');
    expect(await funds.count()).toBeGreaterThan(0);
    await expect(funds.first().getByRole('rowheader')).toContainText(/management fee, \d+\.\d{2}% p\.a\. \(estimated\)$/);
    const total = fees.locator('[data-line="total"]');
    await expect(total.getByRole('rowheader')).toHaveText('Total fees (estimated)');

    // The total is the member fees plus the funds' lines, to the cent.
    let sum = cents(await member.locator('td').innerText());
    for (let i = 0; i < (await funds.count()); i++) sum += cents(await funds.nth(i).locator('td').innerText());
    expect(sum).toBe(cents(await total.locator('td').innerText()));
    expect(sum).toBeGreaterThan(cents(await member.locator('td').innerText()));

    // On a phone every figure is on screen without a sideways swipe.
    const box = await fees.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await fees.scrollIntoViewIfNeeded();
    await screenshot(page, 'performance-fees-phone');
  });
});
