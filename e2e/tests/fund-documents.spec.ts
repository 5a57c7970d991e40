import { AU_URL, expect, screenshotAtBothWidths, signIn, test } from './fixtures';

// issue 12 'Documents modal'; spec 002 §2.5 Document list, §3 Documents, §7, §8, §9.
test.describe('Fund documents', () => {
  test("a client opens their funds' fact sheets from the home and downloads one as a PDF made from the fund's data", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'demo.client');
    const panel = page.getByRole('complementary', { name: 'Insights' });
    await panel.getByRole('button', { name: 'Fund fact sheets' }).click({ timeout: 30_000 });
    const dialog = page.getByRole('dialog', { name: 'Fund Fact Sheets' });
    await expect(dialog.getByRole('region', { name: 'KiwiSaver Plan' })).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByRole('region', { name: 'Investment Funds' })).toBeVisible();
    // Cash and third-party index funds are never listed (spec 002 §9).
    await expect(dialog.getByRole('link', { name: /Cash Fund/ })).toHaveCount(0);
    await expect(dialog.getByRole('link', { name: /Index Fund/ })).toHaveCount(0);
    await screenshotAtBothWidths(page, 'fund-documents-fact-sheets');

    const link = dialog.getByRole('link', { name: /Tasman KiwiSaver Growth Fund Fact Sheet/ });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/cache\/documents\/factsheets\/\w+\?asAt=\d{4}-\d{2}-\d{2}$/);
    // Rendered on this first request (the browser tests start without the demo documents made).
    const pdf = await page.request.get(href!, { timeout: 60_000 });
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['content-disposition']).toMatch(/Tasman KiwiSaver Growth Fund Fact Sheet \w+ \d{4}\.pdf/);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('fund updates list the same funds quarterly', async ({ page }) => {
    await signIn(page, 'demo.client');
    const panel = page.getByRole('complementary', { name: 'Insights' });
    await panel.getByRole('button', { name: 'Fund updates' }).click({ timeout: 30_000 });
    const dialog = page.getByRole('dialog', { name: 'Fund Updates' });
    await expect(dialog.getByRole('link', { name: /Fund Update \w+ \d{4} quarter/ }).first()).toBeVisible({ timeout: 30_000 });
  });

  test('an Australian client gets the Australian unit trusts’ fact sheets only', async ({ page }) => {
    await signIn(page, 'demo.auclient', undefined, AU_URL);
    const panel = page.getByRole('complementary', { name: 'Insights' });
    await panel.getByRole('button', { name: 'Fund fact sheets' }).click({ timeout: 30_000 });
    const dialog = page.getByRole('dialog', { name: 'Fund Fact Sheets' });
    await expect(dialog.getByRole('region', { name: 'Australian Unit Trusts' })).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByRole('region', { name: 'KiwiSaver Plan' })).toHaveCount(0);
  });
});
