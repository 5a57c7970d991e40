import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES } from '@tasman/domain/errors';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockAnswer } from '@/test/api-mock';
import { CLIENT } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import {
  account,
  assetClassSummary,
  fundPerformanceSummary,
  holdings,
  NO_TOP_HOLDINGS,
  performance,
  performanceByFund,
  strategyAllocation,
} from './account-detail-test-data';
import { block, LOADED, SLOW } from './account-detail-test-kit';

const N = '800100';
const failure: MockAnswer = { status: 500, body: { Id: 'Internal', Message: 'Something went wrong' } };

const PORTFOLIO = account({
  accountNumber: N,
  accountName: 'Hannah Wilson - Wealth Management',
  productType: 'PW',
  // 4 years and 2 months before AS_AT.
  signupDate: '2020-04-20',
  isDIMS: true,
  portfolioAssetAllocation: 'Balanced Portfolio',
  balance: 36_705.17,
});

// The KiwiSaver fixture's funds, worth 31,705.17, plus 5,000.00 of Cash at Bank = 36,705.17.
// Cash at Bank is 5,000.00 / 36,705.17 = 13.622 % of the account: 13.62 %, the funds 86.38 %.
const PORTFOLIO_HOLDINGS = holdings(N, { cashAtBank: 5_000, cashAtBankPercentage: 13.62, totalValue: 36_705.17 });

type Handlers = Parameters<typeof mockApi>[0];

function portfolioAnswers(overrides: Handlers = {}, owned = PORTFOLIO): Handlers {
  return {
    'GET /api/v1/accounts': () => ({ body: { ownedList: [owned], relatedList: [], portfolioSummary: [] } }),
    [`GET /api/v1/accounts/${N}/securities`]: () => ({ body: PORTFOLIO_HOLDINGS }),
    [`GET /api/v1/accounts/${N}/performance?period=ONE_YEAR`]: () => ({ body: performance({ accountNumber: N }) }),
    [`GET /api/v1/accounts/${N}/performance/by-fund?period=SINCE_INCEPTION`]: () => ({
      body: performanceByFund({ accountNumber: N }),
    }),
    [`GET /api/v1/accounts/${N}/fund-performance-summary`]: () => ({ body: fundPerformanceSummary() }),
    [`GET /api/v1/Account/AssetClassSummary/${N}`]: () => ({ body: assetClassSummary({ accountNumber: N }) }),
    ['GET /api/v1/strategies/Balanced%20Portfolio/allocation']: () => ({ body: strategyAllocation() }),
    [`GET /api/v1/accounts/${N}/top-holdings`]: () => ({ body: NO_TOP_HOLDINGS }),
    ...overrides,
  };
}

function rowTexts(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim()));
}

describe('Wealth Management - Portfolio Details (/dashboard/wealth-management/{n})', SLOW, () => {
  it('shows the portfolio value with Cash at Bank apart, and the holdings with the cash and the total', async () => {
    mockApi(portfolioAnswers());
    renderApp(`/dashboard/wealth-management/${N}`, { user: CLIENT });
    expect(await screen.findByRole('heading', { name: 'Hannah Wilson - Wealth Management' }, LOADED)).toBeTruthy();

    const valuation = await block('Portfolio valuation');
    const figures = await within(valuation).findByTestId('portfolio-figures');
    expect(figures.textContent).toBe(
      '$36,705.17Total value$31,705.17Investments$5,000.00Cash at Bank$156.65PIE tax liability',
    );

    const table = await within(await block('Holdings valuation')).findByRole('table', { name: 'Holdings' });
    expect(rowTexts(table).slice(-3)).toEqual([
      ['Total investments', '', '', '$31,705.17', '$31,548.52', '$156.65', '86.38%'],
      ['Cash at Bank', '', '', '$5,000.00', '', '', '13.62%'],
      ['Total value', '', '', '$36,705.17', '', '', '100.00%'],
    ]);
  });

  it('offers last month, 3 and 6 months on the portfolio performance, and the fund performance summary', async () => {
    mockApi(portfolioAnswers());
    renderApp(`/dashboard/wealth-management/${N}`, { user: CLIENT });
    const performanceBlock = await block('Portfolio performance');
    await within(performanceBlock).findByTestId('net-return');
    const periods = within(performanceBlock).getByRole('group', { name: 'Performance period' });
    expect(
      within(periods)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['1 month', '3 months', '6 months', '1 year', '3 years', '5 years', 'Since inception', 'Custom']);

    const summary = await block('Fund performance summary');
    const table = await within(summary).findByRole('table', { name: 'Fund performance summary' });
    expect(rowTexts(table)).toEqual([
      [
        'Fund',
        '3 months01 Apr 2024 – 30 Jun 2024',
        '6 months01 Jan 2024 – 30 Jun 2024',
        '12 months01 Jul 2023 – 30 Jun 2024',
      ],
      ['Portfolio (before fees)', '+1.23%', '+3.45%', '+8.76%'],
      ['International Equities'],
      ['Tasman Global Equity Fund', '+2.50%', '+5.75%', '+12.50%'],
      ['Cash and Cash Equivalents'],
      ['Tasman Cash Fund', '—', '—', '+4.10%'],
    ]);
    expect(within(table).getByRole('link', { name: 'Tasman Global Equity Fund' }).getAttribute('href')).toBe(
      `/dashboard/wealth-management/${N}/F000TGEQ01`,
    );
    expect(
      within(summary).getByText(/^Portfolio: Time-weighted return, before fees and PIE tax, not annualised\./),
    ).toBeTruthy();
  });

  it('adds Cash at Bank to the funds, without a fund link, so the by-fund total is the portfolio (issue 9 item 8)', async () => {
    const funds = performanceByFund({ accountNumber: N });
    // 5,000.00 at bank: opened at 4,000.00; 1,500.00 deposited; interest 40.00 less 540.00 of portfolio fees.
    const cashAtBank = {
      ...funds.securities[0]!,
      rowKind: 'cashAtBank' as const,
      securityName: 'Cash at Bank',
      securityCode: '',
      msSecurityId: 'CASH-AT-BANK',
      openingBalance: 4_000,
      closingBalance: 5_000,
      returnPercentage: null,
      returnPerAnnum: false,
      earnings: 40,
      tax: 0,
      registryFees: 540,
      Contributions: { totalValue: 1_500, groupedSummary: [{ name: 'Deposits', totalValue: 1_500 }] },
    };
    mockApi(
      portfolioAnswers({
        [`GET /api/v1/accounts/${N}/performance/by-fund?period=SINCE_INCEPTION`]: () => ({
          body: { ...funds, securities: [...funds.securities, cashAtBank] },
        }),
      }),
    );
    renderApp(`/dashboard/wealth-management/${N}`, { user: CLIENT });
    const byFund = await block('Performance by fund');
    const compact = await within(byFund).findByRole('table', { name: 'Performance by fund' }, LOADED);
    const rows = rowTexts(compact);
    expect(rows.at(-2)).toEqual(['Cash at Bank', '$4,000.00', '$5,000.00', '−$500.00', '—']);
    // Funds 3,205.17 + 1,500.00, cash 40.00 − 540.00 = −500.00: 4,205.17 in all; 31,705.17 + 5,000.00 = 36,705.17.
    expect(rows.at(-1)).toEqual(['Total', '$4,000.00', '$36,705.17', '+$4,205.17', '']);
    expect(within(compact).queryByRole('link', { name: 'Cash at Bank' })).toBeNull();
  });

  it("shows a DIMS portfolio's strategy beside its asset allocation", async () => {
    mockApi(portfolioAnswers());
    renderApp(`/dashboard/wealth-management/${N}`, { user: CLIENT });
    const allocation = await block('Asset allocation');
    expect(await within(allocation).findByRole('heading', { name: 'Strategy: Balanced' })).toBeTruthy();
    const table = await within(allocation).findByRole('table', { name: 'Strategy allocation' });
    expect(rowTexts(table)).toEqual([
      ['Asset class', 'Long-term (strategic)', 'Current (tactical)'],
      ['International Equities', '45.00%', '47.50%'],
      ['New Zealand Fixed Interest', '55.00%', '50.00%'],
      ['Cash at Bank', '0.00%', '2.50%'],
      ['Total', '100.00%', '100.00%'],
      ['Growth / income', '45.00% / 55.00%', '47.50% / 52.50%'],
    ]);
  });

  it('hides the fund performance summary of a portfolio opened under 3 months ago', async () => {
    const young = { ...PORTFOLIO, signupDate: '2024-04-15' };
    const api = mockApi(
      portfolioAnswers(
        {
          [`GET /api/v1/accounts/${N}/performance?period=SINCE_INCEPTION`]: () => ({
            body: performance({ accountNumber: N, periodCode: 'SINCE_INCEPTION', periodStartDate: '2024-04-15' }),
          }),
        },
        young,
      ),
    );
    renderApp(`/dashboard/wealth-management/${N}`, { user: CLIENT });
    const summary = await block('Fund performance summary');
    expect(within(summary).getByText(ACCOUNT_MESSAGES.fundsTooYoung)).toBeTruthy();
    await within(await block('Portfolio performance')).findByTestId('net-return');
    expect(api.callsTo(`GET /api/v1/accounts/${N}/fund-performance-summary`)).toHaveLength(0);
  });

  it('says since-inception performance is unavailable for a portfolio opened before November 2013', async () => {
    const old = { ...PORTFOLIO, signupDate: '2013-10-31' };
    const api = mockApi(portfolioAnswers({}, old));
    renderApp(`/dashboard/wealth-management/${N}`, { user: CLIENT });
    const performanceBlock = await block('Portfolio performance');
    await within(performanceBlock).findByTestId('net-return');
    await userEvent.click(within(performanceBlock).getByRole('button', { name: 'Since inception' }));
    expect(await within(performanceBlock).findByText(ACCOUNT_MESSAGES.dataUnavailable)).toBeTruthy();
    expect(within(performanceBlock).queryByTestId('net-return')).toBeNull();
    expect(api.callsTo(`GET /api/v1/accounts/${N}/performance?period=SINCE_INCEPTION`)).toHaveLength(0);
    // 1 year is still there to go back to.
    await userEvent.click(within(performanceBlock).getByRole('button', { name: '1 year' }));
    expect(await within(performanceBlock).findByTestId('net-return')).toBeTruthy();
  });

  it('shows the portfolio valuation and holdings errors with Refresh, and the fund summary error', async () => {
    let answer: MockAnswer = failure;
    mockApi(
      portfolioAnswers({
        [`GET /api/v1/accounts/${N}/securities`]: () => answer,
        [`GET /api/v1/accounts/${N}/fund-performance-summary`]: () => failure,
      }),
    );
    renderApp(`/dashboard/wealth-management/${N}`, { user: CLIENT });
    const valuation = await block('Portfolio valuation');
    const holdingsBlock = await block('Holdings valuation');
    const alert = await within(valuation).findByRole('alert', {}, LOADED);
    expect(alert.textContent).toContain(ACCOUNT_MESSAGES.portfolioValuationFailed);
    expect((await within(holdingsBlock).findByRole('alert')).textContent).toContain(
      ACCOUNT_MESSAGES.securitiesLoadFailed,
    );
    const summary = await block('Fund performance summary');
    expect((await within(summary).findByRole('alert')).textContent).toContain(
      ACCOUNT_MESSAGES.fundPerformanceSummaryFailed,
    );

    answer = { body: PORTFOLIO_HOLDINGS };
    await userEvent.click(within(alert).getByRole('button', { name: 'Refresh' }));
    expect(await within(holdingsBlock).findByRole('table', { name: 'Holdings' })).toBeTruthy();
    expect(within(valuation).queryByRole('alert')).toBeNull();
  });

  it('shows the portfolio load error with Refresh for an account it has to fetch', async () => {
    mockApi({
      ...portfolioAnswers(),
      'GET /api/v1/accounts': () => ({ body: { ownedList: [], relatedList: [], portfolioSummary: [] } }),
      [`GET /api/v1/accounts/${N}`]: () => failure,
    });
    renderApp(`/dashboard/wealth-management/${N}`, { user: CLIENT });
    const alert = await screen.findByRole('alert', {}, LOADED);
    expect(alert.textContent).toContain(ACCOUNT_MESSAGES.portfolioLoadFailed);
    expect(within(alert).getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });

  it('bounds the custom valuation date by signup and the balance as-at date', async () => {
    mockApi(portfolioAnswers());
    renderApp(`/dashboard/wealth-management/${N}`, { user: CLIENT });
    const valuation = await block('Portfolio valuation');
    await within(valuation).findByTestId('portfolio-figures');
    await userEvent.click(within(valuation).getByText('Custom Date'));
    await userEvent.click(await within(valuation).findByRole('button', { name: 'Valuation date' }));
    // The picker opens on June 2024; the 28th is the balance as-at date, the 29th is past it.
    expect((await screen.findByRole('button', { name: '28 June 2024' })).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('button', { name: '29 June 2024' }).hasAttribute('disabled')).toBe(true);
  });
});
