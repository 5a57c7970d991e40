import type { AccountListResponse, AssetClassSummaryResponse } from '@tasman/domain/contracts/accounts';
import type { FundDetailsResponse, FundListResponse } from '@tasman/domain/contracts/funds';
import { expect, screenshot, signIn, test } from './fixtures';

/** '12.35%' → 12.35; '$3.5061' → 3.5061. */
const figure = (text: string) => Number(text.replace(/[^0-9.-]/g, ''));

// spec 001 §2 'Fund details page' and 'All Funds screen'; figures come from the demo prices.
test.describe('Fund pages', () => {
  test('a client opens a fund of their Investment Funds account and steps to the next fund', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'demo.client');
    await expect(page).toHaveURL(/\/dashboard\/portfolios$/);

    const accounts: AccountListResponse = await (await page.request.get('/api/v1/accounts')).json();
    const account = accounts.ownedList.find((a) => a.productType === 'UT' && a.accountIsOpen)!;
    const summary: AssetClassSummaryResponse = await (
      await page.request.get(`/api/v1/Account/AssetClassSummary/${account.accountNumber}`)
    ).json();
    // The account's funds by name (the Next Fund order).
    const funds = [...new Map(summary.assetClasses.flatMap((c) => c.securities.map((s) => [s.msSecurityId, s.securityName] as const)))]
      .sort(([, a], [, b]) => a.localeCompare(b));
    expect(funds.length).toBeGreaterThan(1);
    const [fundId] = funds[0]!;
    const details: FundDetailsResponse = await (await page.request.get(`/api/v1/funds/${fundId}`)).json();

    await page.goto(`/dashboard/investment-funds/${account.accountNumber}/${fundId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(details.Name);
    const information = page.getByRole('region', { name: 'Fund Information' });
    await expect(information).toContainText(details.UnitPrice!.toFixed(4));
    const returns = page.getByRole('table', { name: 'Market index returns' });
    const fundRow = returns.getByRole('row', { name: /^Fund/ });
    const oneYear = await fundRow.getByRole('cell').nth(3).innerText();
    expect(figure(oneYear)).toBeCloseTo(details.MonMarketIndexReturns!.Y1!, 2);
    // The chart draws growth of 10,000 to the latest price date against the market index.
    await expect(page.getByTestId('fund-performance-chart').locator('svg').first()).toBeVisible();
    await expect(page.getByRole('button', { name: '1 year' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('table', { name: 'Asset allocation' })).toBeVisible();
    await screenshot(page, 'fund-details-desktop');

    await page.getByRole('button', { name: '10 years' }).click();
    await expect(page.getByText(/Growth of \$10,000 from/)).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'fund-details-phone');
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.getByRole('link', { name: 'Next Fund' }).click();
    await expect(page).toHaveURL(new RegExp(`/${funds[1]![0]}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(funds[1]![1]);
    await page.getByRole('link', { name: 'Back to account', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/investment-funds/${account.accountNumber}$`));
  });

  test('a client browses All Funds, starting at the first fund of the list', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'demo.client');
    await expect(page).toHaveURL(/\/dashboard\/portfolios$/);
    const list: FundListResponse = await (await page.request.get('/api/v1/funds')).json();
    // spec 001 §5: no cash or Vanguard funds in the list.
    expect(list.some((fund) => /cash|vanguard/i.test(fund.name))).toBe(false);

    await page.goto('/all-funds');
    const select = page.getByRole('combobox', { name: 'Fund' });
    await expect(select).toHaveValue(list[0]!.name);
    const first: FundDetailsResponse = await (await page.request.get(`/api/v1/funds/${list[0]!.msID}`)).json();
    await expect(page.getByRole('region', { name: 'Fund Information' })).toContainText(first.UnitPrice!.toFixed(4));
    await expect(page.getByRole('region', { name: 'Top 10 Holdings' })).toContainText(first.TopInvestments[0]!.name);
    await screenshot(page, 'all-funds-desktop');

    const special = list.find((fund) => fund.msID === 'F00000UIPJ')!;
    await select.click();
    await page.getByRole('option', { name: special.name }).click();
    await expect(page).toHaveURL(/\?fund=F00000UIPJ$/);
    // spec 001 §9: the global equity fund's asterisk notes.
    await expect(page.getByText(/The market index changed on 1 October 2018/)).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'all-funds-phone');
  });
});
