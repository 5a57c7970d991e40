import type { Locator, Page } from '@playwright/test';
import { calendarMonth, openCalendar, pickDay, previousMonth } from './calendar';
import { AU_URL, expect, screenshot, signIn, test } from './fixtures';

/** '+$1,234.56' or '−$45.00' → signed cents. */
const cents = (text: string) => {
  const magnitude = Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
  return /^\s*[−-]/.test(text) ? -magnitude : magnitude;
};

/** The value bridge's lines (label, amount) as they read on screen. */
async function bridgeLines(table: Locator) {
  const rows = table.getByTestId('bridge-line');
  const lines: { key: string; amount: number }[] = [];
  for (let i = 0; i < (await rows.count()); i++) {
    const row = rows.nth(i);
    lines.push({
      key: (await row.getAttribute('data-line')) ?? '',
      amount: cents(await row.locator('td').innerText()),
    });
  }
  return lines;
}

/**
 * Opens an account from the home page's cards by its product label, done once the valuation at the
 * top of the screen shows its figures: its loading placeholder is shorter than the figures, so every
 * control below it (period buttons, date pickers) moves down when they arrive.
 */
async function openAccount(page: Page, product: RegExp) {
  await page.getByTestId('account-card').filter({ hasText: product }).first().click();
  const valuation = page.getByRole('region', { name: /valuation$/ }).first();
  await expect(valuation).toBeVisible();
  await expect(valuation.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
}

async function noPageOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
}

// spec 001 §2 account detail routes, §4 states, §5 validation, §8 messages, §9 formats.
test.describe('Account details', () => {
  test('a client opens their KiwiSaver account and reads a value bridge that adds up', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'demo.client');
    await openAccount(page, /kiwisaver/i);
    await expect(page).toHaveURL(/\/dashboard\/kiwisaver\/\d+$/);

    const holdings = page.getByRole('table', { name: 'Holdings', exact: true });
    await expect(holdings).toBeVisible();
    // spec 001 §9: units and unit prices to 4 decimals (the fund's name is the row's header cell, so
    // the units are the row's first data cell and the unit price its second).
    const firstRow = holdings.locator('tbody tr').first();
    await expect(firstRow.locator('th')).not.toBeEmpty();
    await expect(firstRow.locator('td').nth(0)).toHaveText(/^\d{1,3}(,\d{3})*\.\d{4}$/);
    await expect(firstRow.locator('td').nth(1)).toHaveText(/^\d+\.\d{4}$/);
    await expect(holdings.getByRole('columnheader', { name: 'PIE tax' })).toBeVisible();

    const performance = page.getByRole('region', { name: 'Account performance' });
    await expect(performance.getByRole('button', { name: '1 year' })).toHaveAttribute('aria-pressed', 'true');
    await expect(performance.getByTestId('net-return')).toContainText(
      'Time-weighted return, after fees, before PIE tax',
    );
    await expect(performance.getByTestId('dollar-gain')).toContainText('Gain over the period');
    const lines = await bridgeLines(performance.getByRole('table', { name: 'Value over the period' }));
    const closing = lines.find((line) => line.key === 'closing')!;
    const sum = lines.filter((line) => line.key !== 'closing').reduce((total, line) => total + line.amount, 0);
    expect(sum).toBe(closing.amount);

    await performance.getByRole('button', { name: '3 years' }).click();
    await expect(performance.getByTestId('net-return')).toContainText('p.a.');

    const byFund = page.getByRole('region', { name: 'Performance by fund' });
    await byFund.getByRole('button', { name: 'Details' }).click();
    // spec 001 §9: a KiwiSaver fund's expansion has 7 rows plus one per transfer or switch line.
    const firstFund = byFund.getByTestId('by-fund-detail').first();
    expect(await firstFund.getByTestId('bridge-line').count()).toBeGreaterThanOrEqual(7);
    await byFund.getByRole('button', { name: 'Hide' }).click();
    await screenshot(page, 'account-details-kiwisaver-desktop');

    const fundLink = byFund.getByRole('table', { name: 'Performance by fund', exact: true }).getByRole('link').first();
    await fundLink.click();
    await expect(page).toHaveURL(/\/dashboard\/kiwisaver\/\d+\/[A-Za-z0-9]+$/);
  });

  test('a client values their account on a weekend and is told which business day was used', async ({ page }) => {
    await signIn(page, 'demo.client');
    await openAccount(page, /investment funds/i);
    const valuation = page.getByRole('region', { name: 'Account valuation' });
    await valuation.getByText('Custom Date').click();
    await expect(valuation.getByRole('button', { name: 'Go' })).toBeDisabled();
    const calendar = await openCalendar(page, valuation.getByRole('button', { name: 'Valuation date' }));
    await previousMonth(calendar);
    await pickDay(calendar, calendar.locator('button[data-weekend]:not([data-disabled]):not([data-outside])').first());
    await valuation.getByRole('button', { name: 'Go' }).click();
    await expect(valuation.getByTestId('valuation-date')).toContainText('the last business day on or before');
    // spec 001 §4: the date-specific table hides the net value and tax columns.
    await expect(valuation.getByRole('columnheader', { name: 'PIE tax' })).toHaveCount(0);
    await valuation.getByText('Current Valuation').click();
    await expect(valuation.getByRole('columnheader', { name: 'PIE tax' })).toBeVisible();
  });

  test('a client asking for a performance range shorter than a month is told it must be at least a month', async ({
    page,
  }) => {
    await signIn(page, 'demo.client');
    await openAccount(page, /investment funds/i);
    const performance = page.getByRole('region', { name: 'Account performance' });
    await performance.getByRole('button', { name: 'Custom' }).click();
    // Both dates in the same month (last month), the 3rd and the 11th selectable days: under a month.
    // Each picker opens on a month of its own, so step each calendar to the month the first one showed.
    let month = '';
    for (const [picker, day] of [
      ['From', 2],
      ['To', 10],
    ] as const) {
      const calendar = await openCalendar(page, performance.getByRole('button', { name: picker, exact: true }));
      if (month === '') {
        await previousMonth(calendar);
        month = (await calendarMonth(calendar).textContent()) ?? '';
      } else {
        for (let step = 0; step < 3 && (await calendarMonth(calendar).textContent()) !== month; step += 1) {
          await previousMonth(calendar);
        }
        await expect(calendarMonth(calendar)).toHaveText(month);
      }
      await pickDay(
        calendar,
        calendar.locator('button.mantine-DatePickerInput-day:not([data-disabled]):not([data-outside])').nth(day),
      );
    }
    await expect(performance.getByRole('alert')).toHaveText('Date range must be at least 1 month');
    await expect(performance.getByRole('button', { name: 'Go' })).toBeDisabled();
  });

  test('a client reads their wealth-management portfolio with Cash at Bank apart and the fund summary', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'demo.client');
    await openAccount(page, /wealth management/i);
    await expect(page).toHaveURL(/\/dashboard\/wealth-management\/\d+$/);
    await expect(page.getByTestId('portfolio-figures')).toContainText('Cash at Bank');
    const holdings = page.getByRole('region', { name: 'Holdings valuation' });
    await expect(holdings.getByRole('rowheader', { name: 'Cash at Bank' })).toBeVisible();
    const total = cents(
      await holdings
        .getByRole('row', { name: /Total value/ })
        .getByTestId('money')
        .first()
        .innerText(),
    );
    const investments = cents(
      await holdings
        .getByRole('row', { name: /Total investments/ })
        .getByTestId('money')
        .first()
        .innerText(),
    );
    const cash = cents(
      await holdings
        .getByRole('row', { name: /Cash at Bank/ })
        .getByTestId('money')
        .first()
        .innerText(),
    );
    expect(investments + cash).toBe(total);

    const performance = page.getByRole('region', { name: 'Portfolio performance' });
    for (const label of ['1 month', '3 months', '6 months']) {
      await expect(performance.getByRole('button', { name: label })).toBeVisible();
    }
    await performance.getByRole('button', { name: '1 month' }).click();
    await expect(performance.getByText('Chart not available for the selected period.')).toBeVisible();

    const summary = page.getByRole('region', { name: 'Fund performance summary' });
    await expect(summary.getByRole('table', { name: 'Fund performance summary' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Strategy: / })).toBeVisible();
    await screenshot(page, 'account-details-wealth-desktop');
  });

  test('an Australian client sees their unit trust in AUD with no PIE tax and no bottom links', async ({ page }) => {
    await signIn(page, 'demo.auclient', undefined, AU_URL);
    await openAccount(page, /investment funds/i);
    await expect(page.getByText(/^Account TAU/)).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Holdings', exact: true }).getByRole('columnheader', { name: 'PIE tax' }),
    ).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Account performance' }).getByTestId('net-return')).toContainText(
      'before tax',
    );
    await expect(page.getByRole('navigation', { name: 'More about this account' })).toHaveCount(0);
  });

  test('a client switching accounts starts every block again on the new account', async ({ page }) => {
    await signIn(page, 'demo.client');
    await openAccount(page, /kiwisaver/i);
    const performance = page.getByRole('region', { name: 'Account performance' });
    await performance.getByRole('button', { name: '3 years' }).click();
    await expect(performance.getByRole('button', { name: '3 years' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Switch account' }).click();
    await page
      .getByRole('menuitem', { name: /Investment Funds/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/dashboard\/investment-funds\/\d+$/);
    await expect(
      page.getByRole('region', { name: 'Account performance' }).getByRole('button', { name: '1 year' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  test("a client opening an account that is not theirs sees 'Problem fetching account data.'", async ({ page }) => {
    await signIn(page, 'demo.client');
    await page.goto('/dashboard/kiwisaver/9999999');
    await expect(page.getByRole('alert')).toContainText('Problem fetching account data.');
    await expect(page.getByRole('region', { name: 'Account valuation' })).toHaveCount(0);
  });

  test('the account screens fit a phone: tables become cards', async ({ page }) => {
    await signIn(page, 'demo.client');
    await page.setViewportSize({ width: 390, height: 844 });
    for (const product of [/kiwisaver/i, /wealth management/i]) {
      await page.goto('/dashboard/portfolios');
      await openAccount(page, product);
      await expect(
        page
          .getByRole('region', { name: /performance$/ })
          .first()
          .getByTestId('net-return'),
      ).toBeVisible();
      await noPageOverflow(page);
    }
    await screenshot(page, 'account-details-wealth-phone');
  });
});
