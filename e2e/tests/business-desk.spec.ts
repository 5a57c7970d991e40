import { NZ_URL, expect, screenshotAtBothWidths, sideNav, signIn, test } from './fixtures';

// Issue 14 'Business desk': the feed the portal ingests at start from the demo's stored RSS file
// (apps/server/src/db/seed/assets/business-desk-feed.xml), read by a client with the businessDesk flag.

test.describe('The Business Desk (issue 14)', () => {
  test.setTimeout(120_000);

  test('A client with the business desk opens the tab, reads an item and comes back', async ({ page }) => {
    await signIn(page, 'demo.client');
    await expect(page).toHaveURL(/\/dashboard/);
    await sideNav(page).getByRole('link', { name: 'The Investing Place' }).click();
    await page.getByRole('tab', { name: 'Business Desk' }).click();
    await expect(page).toHaveURL(/\/news\/news-list\?view=businessdesk$/);

    const list = page.getByRole('region', { name: 'Business Desk' });
    const items = list.getByRole('article');
    // The demo feed's 15 items, newest first: its item of 24 Nov 2026 (08:30 NZDT) leads.
    await expect(items).toHaveCount(15);
    const first = items.first();
    await expect(first.getByRole('link')).toHaveText('Demo: Harbourview Dairy Co-operative opens its season with a cautious outlook');
    await expect(first.getByText('24 Nov 2026')).toBeVisible();
    await expect(first.getByText('Aroha Ngata')).toBeVisible();
    const summary = (await first.getByTestId('business-desk-summary').textContent()) ?? '';
    expect(summary.endsWith('…')).toBe(true);
    expect(summary.length - 1).toBeLessThanOrEqual(136);
    await screenshotAtBothWidths(page, 'business-desk-list');

    // The explainer with a link to the original.
    await list.getByRole('link', { name: 'Demo: What the Official Cash Rate is, and how the Reserve Bank sets it' }).click();
    await expect(page).toHaveURL(/\/news\/business-desk\/demo-what-the-official-cash-rate-is-and-how-the-reserve-bank-sets-it$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Demo: What the Official Cash Rate is, and how the Reserve Bank sets it' })).toBeVisible();
    await expect(page.getByTestId('business-desk-article-body')).toContainText('Monetary Policy Committee');
    const original = page.getByRole('link', { name: /Read the original story/ });
    await expect(original).toHaveAttribute('href', 'https://www.rbnz.govt.nz/monetary-policy');
    await expect(original).toHaveAttribute('target', '_blank');
    await expect(original).toHaveAttribute('rel', /noopener/);
    await screenshotAtBothWidths(page, 'business-desk-article');

    await page.getByRole('link', { name: '← Back to Business Desk' }).click();
    await expect(page).toHaveURL(/\/news\/news-list\?view=businessdesk$/);
    await expect(items).toHaveCount(15);

    // An address the feed does not have.
    await page.goto(`${NZ_URL}/news/business-desk/no-such-story`);
    await expect(page.getByText('Oppps. Something went wrong.')).toBeVisible();
  });

  test('A client without the business desk sees no tab, and the feed is refused to them', async ({ page }) => {
    await signIn(page, 'demo.joint');
    await expect(page).toHaveURL(/\/dashboard/);
    await sideNav(page).getByRole('link', { name: 'The Investing Place' }).click();
    await expect(page).toHaveURL(/\/news\/news-list\?view=insights$/);
    await expect(page.getByRole('heading', { level: 1, name: 'The Investing Place' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Business Desk' })).toHaveCount(0);
    const answer = await page.request.get(`${NZ_URL}/cache/business-desk-feed`);
    expect(answer.status()).toBe(403);
    expect(await answer.json()).toEqual({ Id: 'Forbidden', Message: 'The business desk is available only to clients who subscribe to it.' });
  });
});
