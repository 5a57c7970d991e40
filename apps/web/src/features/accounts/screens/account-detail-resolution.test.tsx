import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES } from '@tasman/domain/errors';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockAnswer } from '@/test/api-mock';
import { block, detailAnswers, failure, LOADED, N, SLOW } from './account-detail-test-kit';
import { AU_PORTAL, CLIENT } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import {
  account,
  assetClassSummary,
  holdings,
  KIWISAVER,
  NO_TOP_HOLDINGS,
  performance,
  performanceByFund,
} from './account-detail-test-data';

describe('account resolution (spec 001 §2)', SLOW, () => {
  it('fetches an account not in the owned list, and shows a whole-screen error when it is missing', async () => {
    const api = mockApi(
      detailAnswers({
        'GET /api/v1/accounts/700999': () => ({ status: 404, body: { Id: 'NotFound', Message: 'Not found' } }),
      }),
    );
    renderApp('/dashboard/kiwisaver/700999', { user: CLIENT });
    const alert = await screen.findByRole('alert', {}, LOADED);
    expect(alert.textContent).toContain(ACCOUNT_MESSAGES.accountMissing);
    expect(within(alert).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Account valuation' })).toBeNull();
    expect(api.callsTo('GET /api/v1/accounts/700999')).toHaveLength(1);
  });

  it('fetches a related account by number rather than reusing the list, with Refresh when that fails', async () => {
    const related = account({ accountNumber: '700002', accountName: 'Trust KiwiSaver', ownershipType: 'RELATED' });
    let answer: MockAnswer = failure;
    mockApi({
      ...detailAnswers({
        'GET /api/v1/accounts': () => ({
          body: { ownedList: [KIWISAVER], relatedList: [related], portfolioSummary: [] },
        }),
      }),
      'GET /api/v1/accounts/700002': () => answer,
    });
    renderApp('/dashboard/kiwisaver/700002', { user: CLIENT });
    const alert = await screen.findByRole('alert', {}, LOADED);
    expect(alert.textContent).toContain(ACCOUNT_MESSAGES.accountLoadFailed);
    answer = { body: related };
    await userEvent.click(within(alert).getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('heading', { name: 'Trust KiwiSaver' }, LOADED)).toBeTruthy();
  });

  it('starts every block again and cancels pending requests when the account in the route changes', async () => {
    const second = account({ accountNumber: '700002', accountName: 'Second KiwiSaver' });
    const api = mockApi(
      detailAnswers({
        'GET /api/v1/accounts': () => ({
          body: { ownedList: [KIWISAVER, second], relatedList: [], portfolioSummary: [] },
        }),
        'GET /api/v1/accounts/700002/securities': () => ({ body: holdings('700002') }),
        'GET /api/v1/accounts/700002/performance?period=ONE_YEAR': () => ({
          body: performance({ accountNumber: '700002' }),
        }),
        'GET /api/v1/accounts/700002/performance/by-fund?period=SINCE_INCEPTION': () => ({
          body: performanceByFund({ accountNumber: '700002' }),
        }),
        'GET /api/v1/Account/AssetClassSummary/700002': () => ({
          body: assetClassSummary({ accountNumber: '700002' }),
        }),
        'GET /api/v1/accounts/700002/top-holdings': () => ({ body: NO_TOP_HOLDINGS }),
      }),
    );
    // The first account's 3-year figures never arrive: the request is still open when the route changes.
    const signals: AbortSignal[] = [];
    const answer = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementation((input, init) => {
      if (String(input).endsWith(`/${N}/performance?period=THREE_YEARS`)) {
        signals.push(init!.signal!);
        return new Promise((_, reject) => init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason)));
      }
      return answer(input, init);
    });
    const { router } = renderApp(`/dashboard/kiwisaver/${N}`, { user: CLIENT });
    const first = await block('Account performance');
    await within(first).findByTestId('net-return');
    await userEvent.click(within(first).getByRole('button', { name: '3 years' }));
    await waitFor(() => expect(signals).toHaveLength(1));

    await router.navigate('/dashboard/kiwisaver/700002');
    expect(await screen.findByRole('heading', { name: 'Second KiwiSaver' }, LOADED)).toBeTruthy();
    await waitFor(() => expect(signals[0]!.aborted).toBe(true));
    const next = await block('Account performance');
    expect(within(next).getByRole('button', { name: '1 year' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(next).getByRole('button', { name: '3 years' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('sends an account of another product to its own screen', async () => {
    const portfolio = account({ accountNumber: '800100', productType: 'PW', accountName: 'Wilson Portfolio' });
    mockApi(
      detailAnswers({
        'GET /api/v1/accounts': () => ({ body: { ownedList: [portfolio], relatedList: [], portfolioSummary: [] } }),
      }),
    );
    const { router } = renderApp('/dashboard/kiwisaver/800100', { user: CLIENT });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/wealth-management/800100'), LOADED);
  });

  it('sends an Investment Funds account opened under the KiwiSaver route to the Investment Funds route, and back', async () => {
    const unitTrust = account({ accountNumber: '600100', productType: 'UT', accountName: 'Citizen Unit Trust' });
    mockApi(
      detailAnswers({
        'GET /api/v1/accounts': () => ({
          body: { ownedList: [KIWISAVER, unitTrust], relatedList: [], portfolioSummary: [] },
        }),
      }),
    );
    const { router } = renderApp('/dashboard/kiwisaver/600100', { user: CLIENT });
    // Issue 9 item 17: it used to stay under the KiwiSaver route and title.
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/investment-funds/600100'), LOADED);
    await waitFor(() => expect(document.title).toContain('Unit Trust Account Details'));
    await router.navigate(`/dashboard/investment-funds/${N}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/kiwisaver/${N}`), LOADED);
  });
});

describe('Australian unit trust (/dashboard/investment-funds/{n} on the Australian portal)', SLOW, () => {
  it('shows AUD, the alternative account number, no PIE tax, 5 rows per fund and no bottom links', async () => {
    const aus = account({
      accountNumber: '500100',
      accountNumberAlternative: 'TAU-0042',
      productType: 'UT-AUS',
      accountName: 'Citizen Australian Equities',
    });
    const fund = performanceByFund({ accountNumber: '500100' }).securities[1]!;
    mockApi({
      'GET /api/v1/accounts': () => ({ body: { ownedList: [aus], relatedList: [], portfolioSummary: [] } }),
      'GET /api/v1/accounts/500100/securities': () => ({ body: holdings('500100') }),
      'GET /api/v1/accounts/500100/performance?period=ONE_YEAR': () => ({
        body: performance({ accountNumber: '500100' }),
      }),
      'GET /api/v1/accounts/500100/performance/by-fund?period=SINCE_INCEPTION': () => ({
        // 0.00 + 11,000.00 + 1,500.00 = 12,500.00 with no fees or tax in Australia.
        body: performanceByFund({
          accountNumber: '500100',
          securities: [{ ...fund, earnings: 1_500, registryFees: 0, tax: 0 }],
        }),
      }),
      'GET /api/v1/Account/AssetClassSummary/500100': () => ({ body: assetClassSummary({ accountNumber: '500100' }) }),
      'GET /api/v1/accounts/500100/top-holdings': () => ({ body: NO_TOP_HOLDINGS }),
    });
    renderApp('/dashboard/investment-funds/500100', { user: { ...CLIENT, channel: 'AU' }, portal: AU_PORTAL });

    expect(await screen.findByText('Account TAU-0042', {}, LOADED)).toBeTruthy();
    const valuation = await block('Account valuation');
    const table = await within(valuation).findByRole('table', { name: 'Holdings' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Fund', 'Units', 'Unit price', 'Value', '% of account']);
    const performanceBlock = await block('Account performance');
    expect((await within(performanceBlock).findByTestId('net-return')).textContent).toContain(
      'after fees, before tax, not annualised',
    );

    const byFund = await block('Performance by fund');
    await within(byFund).findByRole('table', { name: 'Performance by fund' });
    await userEvent.click(within(byFund).getByRole('button', { name: 'Details' }));
    const lines = within(byFund)
      .getAllByTestId('bridge-line')
      .map((row) => row.textContent);
    expect(lines).toEqual([
      'Opening balance$0.00',
      'Contributions+$11,000.00',
      'Withdrawals$0.00',
      'Investment earnings (after fees)+$1,500.00',
      'Closing balance$12,500.00',
    ]);
    expect(screen.queryByRole('navigation', { name: 'More about this account' })).toBeNull();
  });
});
