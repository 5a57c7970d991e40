import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES } from '@tasman/domain/errors';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockAnswer } from '@/test/api-mock';
import {
  ASSET_CLASSES,
  block,
  BY_FUND,
  cellTexts,
  detailAnswers,
  failure,
  LOADED,
  N,
  ONE_YEAR,
  rowTexts,
  SECURITIES,
  SLOW,
} from './account-detail-test-kit';
import { CLIENT } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { account, assetClassSummary, holdings, performance } from './account-detail-test-data';

describe('KiwiSaver account details (/dashboard/kiwisaver/{n})', SLOW, () => {
  it('shows the header and the latest holdings with units and prices to 4 decimals, net value and PIE tax', async () => {
    mockApi(detailAnswers());
    renderApp(`/dashboard/kiwisaver/${N}`, { user: CLIENT });

    expect(await screen.findByRole('heading', { name: 'Hannah Wilson KiwiSaver' }, LOADED)).toBeTruthy();
    expect(screen.getByText('Account 700001')).toBeTruthy();
    const valuation = await block('Account valuation');
    const table = await within(valuation).findByRole('table', { name: 'Holdings' });
    expect(rowTexts(table)).toEqual([
      ['Fund', 'Units', 'Unit price', 'Value', 'Net value', 'PIE tax', '% of account'],
      ['Tasman Balanced Fund', '10,234.5678', '1.8765', '$19,205.17', '$19,109.77', '$95.40', '60.57%'],
      ['Tasman Growth Fund', '5,000.0000', '2.5000', '$12,500.00', '$12,438.75', '$61.25', '39.43%'],
      ['Total', '', '', '$31,705.17', '$31,548.52', '$156.65', '100.00%'],
    ]);
    expect(within(valuation).getByTestId('valuation-date').textContent).toContain('Valued as at 28 Jun 2024');
  });

  it('values the holdings on a custom date without the net value and tax columns', async () => {
    const api = mockApi(
      detailAnswers({
        [`${SECURITIES}?date=2024-06-01`]: () => ({
          // Saturday 1 June 2024: the server values Friday 31 May.
          body: holdings(N, { valuationDate: '2024-05-31', isCustomDate: true }),
        }),
      }),
    );
    renderApp(`/dashboard/kiwisaver/${N}`, { user: CLIENT });
    const valuation = await block('Account valuation');
    await within(valuation).findByRole('table', { name: 'Holdings' });

    await userEvent.click(within(valuation).getByText('Custom Date'));
    const go = within(valuation).getByRole('button', { name: 'Go' });
    expect(go.hasAttribute('disabled')).toBe(true);
    await userEvent.click(await within(valuation).findByRole('button', { name: 'Valuation date' }));
    // The picker opens on the latest price date's month; earlier months are a click back.
    await userEvent.click(await screen.findByRole('button', { name: '1 June 2024' }));
    await userEvent.click(go);

    await waitFor(() => expect(api.callsTo(`${SECURITIES}?date=2024-06-01`)).toHaveLength(1));
    await waitFor(() =>
      expect(within(valuation).getByTestId('valuation-date').textContent).toContain(
        'Valued as at 31 May 2024 (the last business day on or before 01 Jun 2024)',
      ),
    );
    const headers = within(within(valuation).getByRole('table', { name: 'Holdings' })).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Fund',
      'Units',
      'Unit price',
      'Value',
      '% of account',
    ]);

    await userEvent.click(within(valuation).getByText('Current Valuation'));
    await waitFor(() => expect(within(valuation).getAllByRole('columnheader')).toHaveLength(7));
  });

  it('says when a custom date has no holdings, and when it could not be valued', async () => {
    mockApi(
      detailAnswers({
        [`${SECURITIES}?date=2024-06-03`]: () => ({
          body: holdings(N, { valuationDate: '2024-06-03', isCustomDate: true, list: [] }),
        }),
        [`${SECURITIES}?date=2024-06-04`]: () => failure,
      }),
    );
    renderApp(`/dashboard/kiwisaver/${N}`, { user: CLIENT });
    const valuation = await block('Account valuation');
    await within(valuation).findByRole('table', { name: 'Holdings' });
    await userEvent.click(within(valuation).getByText('Custom Date'));

    await userEvent.click(await within(valuation).findByRole('button', { name: 'Valuation date' }));
    await userEvent.click(await screen.findByRole('button', { name: '3 June 2024' }));
    await userEvent.click(within(valuation).getByRole('button', { name: 'Go' }));
    expect(await within(valuation).findByText(ACCOUNT_MESSAGES.valuationPeriodUnavailable)).toBeTruthy();

    await userEvent.click(await within(valuation).findByRole('button', { name: 'Valuation date' }));
    await userEvent.click(await screen.findByRole('button', { name: '4 June 2024' }));
    await userEvent.click(within(valuation).getByRole('button', { name: 'Go' }));
    const alert = await within(valuation).findByRole('alert');
    expect(alert.textContent).toContain(ACCOUNT_MESSAGES.valuationPeriodFailed);
    expect(within(alert).getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });

  it("shows 'No results found' for an account holding nothing, and the securities error with Refresh", async () => {
    let answer: MockAnswer = failure;
    mockApi(detailAnswers({ [SECURITIES]: () => answer }));
    renderApp(`/dashboard/kiwisaver/${N}`, { user: CLIENT });
    const valuation = await block('Account valuation');
    const alert = await within(valuation).findByRole('alert', {}, LOADED);
    expect(alert.textContent).toContain(ACCOUNT_MESSAGES.securitiesFetchFailed);

    answer = { body: holdings(N, { list: [], grossTotal: 0, netTotal: 0, pieTaxLiability: 0, totalValue: 0 }) };
    await userEvent.click(within(alert).getByRole('button', { name: 'Refresh' }));
    expect(await within(valuation).findByText(ACCOUNT_MESSAGES.noResults)).toBeTruthy();
  });

  it('shows the 1-year return, labelled, beside the dollar gain, and a value bridge that adds up', async () => {
    mockApi(detailAnswers());
    renderApp(`/dashboard/kiwisaver/${N}`, { user: CLIENT });
    const block_ = await block('Account performance');

    const net = await within(block_).findByTestId('net-return');
    // Signed up over a year before the valuation date: the block opens on one year.
    const periods = within(block_).getByRole('group', { name: 'Performance period' });
    expect(within(periods).getByRole('button', { name: '1 year' }).getAttribute('aria-pressed')).toBe('true');
    // 4 years and 3 months old: 5 years is not available yet.
    expect(within(periods).getByRole('button', { name: '5 years' }).hasAttribute('disabled')).toBe(true);
    expect(within(periods).getByRole('button', { name: '3 years' }).hasAttribute('disabled')).toBe(false);
    expect(within(periods).queryByRole('button', { name: '1 month' })).toBeNull();

    expect(net.textContent).toBe('+6.12%Time-weighted return, after fees, before PIE tax, not annualised');
    expect(within(block_).getByTestId('dollar-gain').textContent).toBe(
      '+$1,185.17Gain over the period, after fees and PIE tax',
    );
    expect(within(block_).getByTestId('gross-return').textContent).toBe(
      '+6.48%Time-weighted return, before fees and PIE tax, not annualised',
    );
    expect(within(block_).getByTestId('money-weighted-return').textContent).toBe(
      '+5.99%Money-weighted return (IRR), after fees, before PIE tax, not annualised',
    );
    expect(within(block_).getByTestId('performance-period').textContent).toBe('29 Jun 2023 to 28 Jun 2024');

    const bridge = within(block_).getByRole('table', { name: 'Value over the period' });
    // 27,900.00 + 3,120.00 − 500.00 + 1,600.01 − 100.00 − 314.84 = 31,705.17
    expect(rowTexts(bridge)).toEqual([
      ['Opening value', '$27,900.00'],
      ['Contributions', '+$3,120.00'],
      ['Member contributions', '$1,560.00'],
      ['Employer contributions', '$1,039.36'],
      ['Government contribution', '$520.64'],
      ['Withdrawals', '−$500.00'],
      ['Investment earnings (before fees and tax)', '+$1,600.01'],
      ['Fees charged to the account', '−$100.00'],
      ['PIE tax', '−$314.84'],
      ['Closing value', '$31,705.17'],
    ]);
    // Withdrawals start collapsed; they open on a click.
    await userEvent.click(within(bridge).getByRole('button', { name: 'Withdrawals' }));
    expect(within(bridge).getByText('Hardship withdrawal')).toBeTruthy();
  });

  it('fetches another period on its button, labels an annualised return p.a., and disables the buttons meanwhile', async () => {
    const THREE_YEARS = `GET /api/v1/accounts/${N}/performance?period=THREE_YEARS`;
    const api = mockApi(
      detailAnswers({
        [THREE_YEARS]: () => ({
          body: performance({
            periodCode: 'THREE_YEARS',
            periodStartDate: '2021-06-29',
            basis: { method: 'time-weighted', afterFees: true, afterTax: false, perAnnum: true },
            netReturnPercentage: 5.4321,
            annualReturnPercentage: 5.4321,
          }),
        }),
      }),
    );
    // The 3-year answer waits until the test lets it go, so the buttons can be seen disabled meanwhile.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const answer = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('period=THREE_YEARS')) await held;
      return answer(input, init);
    });
    renderApp(`/dashboard/kiwisaver/${N}`, { user: CLIENT });
    const block_ = await block('Account performance');
    await within(block_).findByTestId('net-return');

    await userEvent.click(within(block_).getByRole('button', { name: '3 years' }));
    await waitFor(() =>
      expect(within(block_).getByRole('button', { name: 'Since inception' }).hasAttribute('disabled')).toBe(true),
    );
    expect(within(block_).getByRole('button', { name: 'Custom' }).hasAttribute('disabled')).toBe(true);
    release();
    await waitFor(() =>
      expect(within(block_).getByTestId('net-return').textContent).toBe(
        '+5.43%Time-weighted return, after fees, before PIE tax, p.a.',
      ),
    );
    expect(api.callsTo(THREE_YEARS)).toHaveLength(1);
    expect(within(block_).getByRole('button', { name: 'Since inception' }).hasAttribute('disabled')).toBe(false);
  });

  it('asks for a custom range of at least a month', async () => {
    const api = mockApi(
      detailAnswers({
        [`GET /api/v1/accounts/${N}/performance?period=CUSTOM&from=2024-05-01&to=2024-05-31`]: () => ({
          body: performance({ periodCode: 'CUSTOM', periodStartDate: '2024-05-01', periodEndDate: '2024-05-31' }),
        }),
      }),
    );
    renderApp(`/dashboard/kiwisaver/${N}`, { user: CLIENT });
    const block_ = await block('Account performance');
    await within(block_).findByTestId('net-return');

    await userEvent.click(within(block_).getByRole('button', { name: 'Custom' }));
    const go = within(block_).getByRole('button', { name: 'Go' });
    expect(go.hasAttribute('disabled')).toBe(true);
    await userEvent.click(within(block_).getByRole('button', { name: 'From' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Previous month' }));
    await userEvent.click(await screen.findByRole('button', { name: '1 May 2024' }));
    await userEvent.click(within(block_).getByRole('button', { name: 'To' }));
    await userEvent.click(await screen.findByRole('button', { name: '30 May 2024' }));
    expect((await within(block_).findByRole('alert')).textContent).toBe(ACCOUNT_MESSAGES.dateRangeTooShort);
    expect(go.hasAttribute('disabled')).toBe(true);

    await userEvent.click(within(block_).getByRole('button', { name: 'To' }));
    await userEvent.click(await screen.findByRole('button', { name: '31 May 2024' }));
    expect(within(block_).queryByRole('alert')).toBeNull();
    await userEvent.click(go);
    await waitFor(() =>
      expect(within(block_).getByTestId('performance-period').textContent).toBe('01 May 2024 to 31 May 2024'),
    );
    expect(
      api.callsTo(`GET /api/v1/accounts/${N}/performance?period=CUSTOM&from=2024-05-01&to=2024-05-31`),
    ).toHaveLength(1);
  });

  it('shows the performance error with Refresh', async () => {
    let answer: MockAnswer = failure;
    mockApi(detailAnswers({ [ONE_YEAR]: () => answer }));
    renderApp(`/dashboard/kiwisaver/${N}`, { user: CLIENT });
    const block_ = await block('Account performance');
    const alert = await within(block_).findByRole('alert', {}, LOADED);
    expect(alert.textContent).toContain(ACCOUNT_MESSAGES.performanceFailed);
    answer = { body: performance() };
    await userEvent.click(within(alert).getByRole('button', { name: 'Refresh' }));
    expect(await within(block_).findByTestId('net-return')).toBeTruthy();
  });

  it('hides returns and the chart of an account opened under three months ago', async () => {
    // Signed up 1 May 2024, two months before the valuation date: since inception, no chart, no return.
    const young = account({ signupDate: '2024-05-01' });
    mockApi(
      detailAnswers({
        'GET /api/v1/accounts': () => ({ body: { ownedList: [young], relatedList: [], portfolioSummary: [] } }),
        [`GET /api/v1/accounts/${N}/performance?period=SINCE_INCEPTION`]: () => ({
          body: performance({
            periodCode: 'SINCE_INCEPTION',
            periodStartDate: '2024-05-01',
            netReturnPercentage: null,
          }),
        }),
      }),
    );
    renderApp(`/dashboard/kiwisaver/${N}`, { user: CLIENT });
    const block_ = await block('Account performance');
    expect(await within(block_).findByText(ACCOUNT_MESSAGES.chartNotAvailable)).toBeTruthy();
    expect(within(block_).getByTestId('net-return').textContent).toContain(
      'Shown once the account has been open for a year',
    );
    expect(within(block_).getByRole('button', { name: '1 year' }).hasAttribute('disabled')).toBe(true);

    // The one-year rule holds for each fund's since-inception return too.
    const byFund = await block('Performance by fund');
    const compact = await within(byFund).findByRole('table', { name: 'Performance by fund' });
    expect(rowTexts(compact)[1]).toEqual(['Tasman Balanced Fund', '$0.00', '$19,205.17', '+$3,205.17', '—']);
    expect(within(byFund).getByText(/shown once the account has been open for a year/)).toBeTruthy();
  });

  it('lists each fund linking to its page, and expands into 7 KiwiSaver rows on Details', async () => {
    mockApi(detailAnswers());
    renderApp(`/dashboard/kiwisaver/${N}`, { user: CLIENT });
    const byFund = await block('Performance by fund');
    const compact = await within(byFund).findByRole('table', { name: 'Performance by fund' });
    expect(rowTexts(compact)).toEqual([
      ['Fund', 'Opening balance', 'Closing balance', 'Gain', 'Return'],
      ['Tasman Balanced Fund', '$0.00', '$19,205.17', '+$3,205.17', '+4.57% p.a.'],
      ['Tasman Growth Fund', '$0.00', '$12,500.00', '+$1,500.00', '+5.43% p.a.'],
      // The rows added up: 19,205.17 + 12,500.00 = 31,705.17; 3,205.17 + 1,500.00 = 4,705.17 (issue 9 item 8).
      ['Total', '$0.00', '$31,705.17', '+$4,705.17', ''],
    ]);
    expect(within(compact).getByRole('link', { name: 'Tasman Growth Fund' }).getAttribute('href')).toBe(
      `/dashboard/kiwisaver/${N}/F000KGRO01`,
    );
    expect(
      within(byFund).getByText(
        /^Return: Time-weighted return, after fees, before PIE tax, annualised where marked 'p\.a\.'/,
      ),
    ).toBeTruthy();

    await userEvent.click(within(byFund).getByRole('button', { name: 'Details' }));
    const detail = within(byFund).getByRole('table', { name: 'Performance by fund, in detail' });
    const groups = within(detail).getAllByTestId('by-fund-detail');
    const lines = (group: HTMLElement) =>
      within(group)
        .getAllByTestId('bridge-line')
        .map((row) => cellTexts(row));
    // 0.00 + 16,000.00 + 3,980.37 − 300.00 − 475.20 = 19,205.17
    expect(lines(groups[0]!)).toEqual([
      ['Opening balance', '$0.00'],
      ['Contributions', '+$16,000.00'],
      ['Withdrawals', '$0.00'],
      ['Investment earnings', '+$3,980.37'],
      ['Fees', '−$300.00'],
      ['PIE tax', '−$475.20'],
      ['Closing balance', '$19,205.17'],
    ]);
    expect(
      within(groups[0]!)
        .getAllByTestId('bridge-part')
        .map((row) => row.textContent),
    ).toEqual(['Member contributions$10,000.00', 'Employer contributions$6,000.00']);
    expect(lines(groups[1]!)).toHaveLength(7);

    await userEvent.click(within(byFund).getByRole('button', { name: 'Hide' }));
    expect(within(byFund).getByRole('table', { name: 'Performance by fund' })).toBeTruthy();
  });

  it('clears the by-fund table silently when it cannot be loaded', async () => {
    mockApi(detailAnswers({ [BY_FUND]: () => failure }));
    renderApp(`/dashboard/kiwisaver/${N}`, { user: CLIENT });
    const byFund = await block('Performance by fund');
    expect(await within(byFund).findByText(ACCOUNT_MESSAGES.noResults)).toBeTruthy();
    expect(within(byFund).queryByRole('alert')).toBeNull();
  });

  it('shows the value by asset class, and its error with Refresh', async () => {
    let answer: MockAnswer = { body: assetClassSummary() };
    mockApi(detailAnswers({ [ASSET_CLASSES]: () => answer }));
    const view = renderApp(`/dashboard/kiwisaver/${N}`, { user: CLIENT });
    const classes = await block('Current valuation by asset class');
    const table = await within(classes).findByRole('table', { name: 'Value by asset class' });
    expect(rowTexts(table)).toEqual([
      ['Asset class', 'Value', '% of account'],
      ['International Equities', '$20,000.00', '63.08%'],
      ['New Zealand Fixed Interest', '$11,705.17', '36.92%'],
      ['Total', '$31,705.17', '100.00%'],
    ]);
    view.unmount();

    answer = failure;
    renderApp(`/dashboard/kiwisaver/${N}`, { user: CLIENT });
    const failed = await block('Current valuation by asset class');
    expect((await within(failed).findByRole('alert', {}, LOADED)).textContent).toContain(
      ACCOUNT_MESSAGES.assetAllocationFailed,
    );
  });

  it('ends with the top-holdings section and the links to transactions and reports', async () => {
    mockApi(detailAnswers());
    renderApp(`/dashboard/kiwisaver/${N}#topSecurity`, { user: CLIENT });
    const top = await block('Top Holdings');
    expect(top.id).toBe('topSecurity');
    const links = screen.getByRole('navigation', { name: 'More about this account' });
    expect(within(links).getByRole('link', { name: 'View transactions' }).getAttribute('href')).toBe('/transactions');
    expect(within(links).getByRole('link', { name: 'View reports and statements' }).getAttribute('href')).toBe(
      '/reports-and-statements',
    );
  });
});
