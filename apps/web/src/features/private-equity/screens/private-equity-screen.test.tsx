import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PrivateEquityCallsResponse, PrivateEquitySummaryResponse } from '@tasman/domain/contracts/private-equity';
import { ACCOUNT_MESSAGES } from '@tasman/domain/errors';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockAnswer } from '@/test/api-mock';
import { accountSummary, CLIENT, STAFF } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const LOADED = { timeout: 10_000 };
const NUMBER = '900300';
const SUMMARY = `GET /api/v1/accounts/${NUMBER}/private-equity/summary`;
const CALLS = `GET /api/v1/accounts/${NUMBER}/private-equity/calls`;

const peAccount = accountSummary({
  accountNumber: NUMBER,
  accountName: 'Citizen PE Fund I',
  productType: 'PE',
  signupDate: '2018-01-15',
  balance: 64000,
  balanceAsAtDate: '2024-07-31',
});

function summary(overrides: Partial<PrivateEquitySummaryResponse> = {}): PrivateEquitySummaryResponse {
  return {
    accountNumber: NUMBER,
    requestedDate: null,
    valuationDate: '2026-11-23',
    asAtDate: '2024-07-31',
    valuation: 64000,
    holdings: [{ name: 'Test PE Fund', units: 40000, unitPrice: 1.6, priceAsAtDate: '2024-07-31', value: 64000 }],
    committedCapital: 100000,
    calledCapital: 47000,
    uncalledCapital: 53000,
    distributionsCashTotal: 2500,
    transferInTotal: 0,
    transferOutTotal: 0,
    showTransferNotice: false,
    list: [
      { assetName: 'A Ltd', assetValue: 25600, percentOfValue: 40 },
      { assetName: 'B Ltd', assetValue: 38400, percentOfValue: 60 },
    ],
    assetsAsAtDate: '2024-07-31',
    ...overrides,
  };
}

const calls: PrivateEquityCallsResponse = {
  accountNumber: NUMBER,
  fromDate: '2018-01-15',
  toDate: '2026-11-23',
  list: [
    { transactionDate: '2018-03-29', unitPrice: 1, transactionValue: 20000 },
    { transactionDate: '2024-06-28', unitPrice: 1.5, transactionValue: 27000 },
  ],
  totalValue: 47000,
};

function answers(overrides: Record<string, () => MockAnswer> = {}) {
  return {
    'GET /api/v1/accounts': () => ({ body: { ownedList: [peAccount], relatedList: [], portfolioSummary: [] } }),
    [SUMMARY]: () => ({ body: summary() }),
    [CALLS]: () => ({ body: calls }),
    ...overrides,
  };
}

const region = (name: string) => screen.findByRole('region', { name }, LOADED);
const failure = { status: 500, body: { Id: 'Internal', Message: 'Something went wrong' } };

// The first test also waits for the lazy layout and screen chunks: slow on a busy machine.
describe('private-equity account screen (/dashboard/private-equity/{accountNumber})', { timeout: 20_000 }, () => {
  it('shows the valuation, the top assets, the capital figures and the call history', async () => {
    mockApi(answers());
    renderApp(`/dashboard/private-equity/${NUMBER}`, { user: CLIENT });

    const valuation = await region('Investment valuation');
    expect((await within(valuation).findByTestId('pe-valuation')).textContent).toContain('$64,000.00');
    expect(within(valuation).getByTestId('pe-valuation').textContent).toContain('31 Jul 2024');
    const assets = within(valuation).getByTestId('top-assets-table');
    expect(assets.textContent).toContain('A Ltd$25,600.0040.00%');
    expect(assets.textContent).toContain('Total$64,000.00100.00%');

    const capital = await region('Capital calls summary');
    await waitFor(() => expect(capital.textContent).toContain('Committed capital$100,000.00'));
    expect(capital.textContent).toContain('Uncalled capital$53,000.00');
    const history = within(capital).getByTestId('pe-call-history');
    expect(history.textContent).toContain('29 Mar 20181.0000$20,000.00');
    expect(history.textContent).toContain('Total called$47,000.00');
    expect(screen.queryByTestId('pe-transfer-notice')).toBeNull();
    expect(screen.getByTestId('pe-print-header').textContent).toContain('Citizen PE Fund I');
    expect(screen.getByRole('link', { name: 'View Transactions' }).getAttribute('href')).toBe('/transactions');
    expect(screen.getByRole('link', { name: 'View Reports' }).getAttribute('href')).toBe('/reports-and-statements');
  });

  it('explains the transfer glitch when units were transferred', async () => {
    mockApi(answers({ [SUMMARY]: () => ({ body: summary({ transferInTotal: 3000, showTransferNotice: true }) }) }));
    renderApp(`/dashboard/private-equity/${NUMBER}`, { user: CLIENT });
    expect((await screen.findByTestId('pe-transfer-notice', {}, LOADED)).textContent).toMatch(
      /committed, invested and uncalled capital/,
    );
  });

  it('shows each block\'s own message and a Refresh button when its data fails', async () => {
    mockApi(answers({ [CALLS]: () => failure }));
    renderApp(`/dashboard/private-equity/${NUMBER}`, { user: CLIENT });
    const capital = await region('Capital calls summary');
    expect(await within(capital).findByText(ACCOUNT_MESSAGES.callsSummaryFailed)).toBeTruthy();
    expect(within(capital).getByRole('button', { name: 'Refresh' })).toBeTruthy();
    const valuation = await region('Investment valuation');
    await waitFor(() => expect(within(valuation).getByTestId('pe-valuation')).toBeTruthy());
    expect(screen.queryByText(ACCOUNT_MESSAGES.investmentValuationFailed)).toBeNull();
  });

  it('says the valuation failed when the valuation call fails', async () => {
    mockApi(answers({ [SUMMARY]: () => failure }));
    renderApp(`/dashboard/private-equity/${NUMBER}`, { user: CLIENT });
    expect(await screen.findByText(ACCOUNT_MESSAGES.investmentValuationFailed, {}, LOADED)).toBeTruthy();
  });

  it('fetches an account that is not in the user\'s own list by its number, as for staff', async () => {
    mockApi(
      answers({
        'GET /api/v1/accounts': () => ({ body: { ownedList: [], relatedList: [], portfolioSummary: [] } }),
        [`GET /api/v1/accounts/${NUMBER}`]: () => ({ body: { ...peAccount, ownershipType: 'RELATED' } }),
      }),
    );
    renderApp(`/dashboard/private-equity/${NUMBER}`, { user: STAFF });
    const valuation = await region('Investment valuation');
    expect((await within(valuation).findByTestId('pe-valuation')).textContent).toContain('$64,000.00');
  });

  it('shows a whole-screen error for an account the user does not have', async () => {
    mockApi(answers());
    renderApp('/dashboard/private-equity/123456', { user: CLIENT });
    expect(await screen.findByText(ACCOUNT_MESSAGES.accountMissing, {}, LOADED)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Investment valuation' })).toBeNull();
  });

  it('values the latest month end before the balance date when Custom Date and Go are chosen', async () => {
    // Priced to Tuesday 30 July 2024: 31 July is after the balance date, so 30 June is the latest month end.
    const pricedMidWeek = { ...peAccount, balanceAsAtDate: '2024-07-30' };
    const { callsTo } = mockApi(
      answers({
        'GET /api/v1/accounts': () => ({ body: { ownedList: [pricedMidWeek], relatedList: [], portfolioSummary: [] } }),
        [`${SUMMARY}?date=2024-06-30`]: () => ({
          body: summary({ requestedDate: '2024-06-30', valuationDate: '2024-06-30', asAtDate: '2024-06-28', valuation: 60000 }),
        }),
      }),
    );
    renderApp(`/dashboard/private-equity/${NUMBER}`, { user: CLIENT });
    const valuation = await region('Investment valuation');
    await within(valuation).findByTestId('pe-valuation');
    await userEvent.click(within(valuation).getByText('Custom Date'));
    const go = within(valuation).getByRole('button', { name: 'Go' });
    await waitFor(() => expect(go.hasAttribute('disabled')).toBe(false));
    await userEvent.click(go);
    await waitFor(() => expect(within(valuation).getByTestId('pe-valuation').textContent).toContain('$60,000.00'));
    expect(callsTo(`${SUMMARY}?date=2024-06-30`)).toHaveLength(1);
    // Current Valuation goes back to the latest.
    await userEvent.click(within(valuation).getByText('Current Valuation'));
    await waitFor(() => expect(within(valuation).getByTestId('pe-valuation').textContent).toContain('$64,000.00'));
  });
});
