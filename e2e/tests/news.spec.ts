import type { Browser, Page } from '@playwright/test';
import { NZ_URL, expect, screenshotAtBothWidths, sideNav, signIn, test } from './fixtures';

// Issue 14 'The Investing Place': the insights list and articles a client reads, and the staff
// console's Insights panel that writes and publishes them. Anything published here is withdrawn again
// (the e2e server is shared by the specs that run after this one).

async function openInsights(page: Page) {
  await sideNav(page).getByRole('link', { name: 'The Investing Place' }).click();
  await expect(page).toHaveURL(/\/news\/news-list\?view=insights$/);
  await expect(page.getByRole('heading', { level: 1, name: 'The Investing Place' })).toBeVisible();
  return page.getByRole('region', { name: 'Insights' });
}

/** A second browser, signed in as someone else. */
async function otherBrowser(browser: Browser) {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'tasman_notice_count', value: '3', url: NZ_URL }]);
  return { page: await context.newPage(), close: () => context.close() };
}

test.describe('The Investing Place (issue 14)', () => {
  test.setTimeout(180_000);

  test('A client reads the insights list, loads more and opens an article', async ({ page }) => {
    await signIn(page, 'demo.client');
    await expect(page).toHaveURL(/\/dashboard/);
    const list = await openInsights(page);
    // demo.client has the businessDesk flag: both tabs, Insights current.
    await expect(page.getByRole('tab', { name: 'Insights' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Business Desk' })).toBeVisible();

    const cards = list.getByRole('article');
    await expect(cards).toHaveCount(9);
    await screenshotAtBothWidths(page, 'news-insights');
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => cards.count()).toBeGreaterThan(9);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

    const first = cards.first();
    const title = (await first.getByRole('link').textContent()) ?? '';
    await first.getByRole('link').click();
    await expect(page).toHaveURL(/\/news\/insights\/\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(page.getByTestId('insight-article-body')).not.toBeEmpty();
    await screenshotAtBothWidths(page, 'news-insight-article');

    await page.getByRole('link', { name: '← Back to Insights' }).click();
    await expect(page).toHaveURL(/\/news\/news-list\?view=insights$/);

    // A missing article says so.
    await page.goto(`${NZ_URL}/news/insights/999999`);
    await expect(page.getByText('Article not found')).toBeVisible();
  });

  test('A staff member publishes an article in the console and a client then sees it', async ({ page, browser }) => {
    const title = `Compounding, explained ${Date.now()}`;
    await signIn(page, 'demo.staff');
    await expect(page).toHaveURL(/\/dashboard\/clients$/);
    await sideNav(page).getByRole('link', { name: 'Staff Console' }).click();
    await page.getByRole('tab', { name: 'Insights' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Insights' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Insights articles' })).toBeVisible();

    await page.getByRole('button', { name: 'New article' }).click();
    const form = page.getByRole('form', { name: 'New article' });
    await form.getByRole('textbox', { name: /^Title/ }).fill(title);
    await form.getByRole('textbox', { name: 'Summary' }).fill('Earnings that earn their own earnings.');
    await form.getByText('Listen', { exact: true }).click();
    await expect(form.getByRole('radio', { name: 'Listen' })).toBeChecked();
    await form.getByRole('textbox', { name: 'Author name' }).fill('Aroha Ngata');
    await form.getByRole('textbox', { name: 'Author title' }).fill('Investor Education, Tasman');
    await form.getByRole('textbox', { name: 'Body (markdown)' }).fill('## Time matters\n\nReinvested earnings **grow** too.\n\n<script>alert(1)</script>');
    await expect(form.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: 'Time matters' })).toBeVisible();
    await screenshotAtBothWidths(page, 'staff-console-insights-editor');
    await form.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText(`Saved '${title}'.`)).toBeVisible();

    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByText('Draft')).toBeVisible();
    await row.getByRole('button', { name: `Publish ${title}` }).click();
    await expect(page.getByText(`Published '${title}'.`)).toBeVisible();
    await expect(row.getByText('Published')).toBeVisible();
    await screenshotAtBothWidths(page, 'staff-console-insights');

    const client = await otherBrowser(browser);
    try {
      await signIn(client.page, 'demo.client');
      await expect(client.page).toHaveURL(/\/dashboard/);
      const list = await openInsights(client.page);
      const card = list.getByRole('article').first();
      await expect(card.getByRole('link', { name: title })).toBeVisible();
      await expect(card.getByText('Listen')).toBeVisible();
      await card.getByRole('link', { name: title }).click();
      await expect(client.page.getByRole('heading', { level: 2, name: title })).toBeVisible();
      const body = client.page.getByTestId('insight-article-body');
      await expect(body.getByRole('heading', { name: 'Time matters' })).toBeVisible();
      // The raw tag arrived as text, never as a script.
      await expect(body).toContainText('<script>alert(1)</script>');
      await expect(body.locator('script')).toHaveCount(0);
    } finally {
      await client.close();
      // Put things back: the article leaves the feed.
      await row.getByRole('button', { name: `Withdraw ${title}` }).click();
      await expect(page.getByText(`Withdrew '${title}'.`)).toBeVisible();
    }
  });
});
