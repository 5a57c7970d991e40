import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ASSET_CLASSES,
  block,
  BY_FUND,
  detailAnswers,
  N,
  ONE_YEAR,
  SECURITIES,
} from '@/features/accounts/screens/account-detail-test-kit';
import {
  account,
  assetClassSummary,
  fundPerformanceSummary,
  holdings,
  NO_TOP_HOLDINGS,
  performance,
  performanceByFund,
  strategyAllocation,
} from '@/features/accounts/screens/account-detail-test-data';
import { mockApi } from '@/test/api-mock';
import { CLIENT, NZ_PORTAL, RELATED_ONLY } from '@/test/fixtures';
import { renderApp, testQueryClient } from '@/test/render-app';
import { startEarlyFetches } from './early-fetches';
import { opensPortalShell } from './router';

const SESSION = 'GET /api/v1/auth/session';
const TOP_HOLDINGS = `GET /api/v1/accounts/${N}/top-holdings`;
const PORTAL_LOAD = ['GET /api/v1/notifications', 'GET /api/v1/accounts', 'GET /api/v1/profile', 'GET /api/v1/advisers', 'GET /api/v1/portal/settings'];
const ACCOUNT_BLOCKS = [SECURITIES, ONE_YEAR, BY_FUND, ASSET_CLASSES, TOP_HOLDINGS];

function answers(user: typeof CLIENT | null) {
  return detailAnswers({
    [SESSION]: () => (user ? { body: { user } } : { status: 401, body: { Id: 'Unauthenticated', Message: 'x' } }),
    'GET /api/v1/portal/info': () => ({ body: NZ_PORTAL }),
  });
}

// The first test renders a whole account screen with its chunks imported cold: on a busy shared machine
// that alone has taken over 25 s.
describe('early fetches of the first screen (issue 15)', { timeout: 60_000 }, () => {
  it('opens the portal shell at its screens, the empty path and unknown paths, not at login, the mailbox or the tools', () => {
    for (const path of ['/', `/dashboard/kiwisaver/${N}`, '/dashboard/portfolios', '/transactions', '/no-such-page']) {
      expect(opensPortalShell(path), path).toBe(true);
    }
    for (const path of ['/login', '/mailbox', '/kiwisaver-forecast-tool/c-1', '/digitaladvicekiwisaver-sign-up']) {
      expect(opensPortalShell(path), path).toBe(false);
    }
  });

  it('asks an account screen\'s portal load and blocks together once the session is known, each once with the screen', async () => {
    const api = mockApi(answers(CLIENT));
    const queryClient = testQueryClient();
    startEarlyFetches(queryClient, `/dashboard/kiwisaver/${N}`);
    // All out before anything has rendered: the performance reads once the list names the account.
    await waitFor(() => {
      for (const call of [SESSION, ...PORTAL_LOAD, ...ACCOUNT_BLOCKS]) expect(api.callsTo(call), call).toHaveLength(1);
    });

    renderApp(`/dashboard/kiwisaver/${N}`, { user: CLIENT, queryClient });
    // The first screen of this file: its lazy chunks are imported cold, which is slow on a busy machine.
    const valuation = await screen.findByRole('region', { name: 'Account valuation' }, { timeout: 20_000 });
    expect(within(valuation).getAllByText('$31,705.17').length).toBeGreaterThan(0);
    await block('Account performance');
    await block('Performance by fund');
    await block('Top Holdings');
    // The screen found every answer in the cache: nothing asked twice.
    for (const call of [...PORTAL_LOAD, ...ACCOUNT_BLOCKS]) expect(api.callsTo(call), call).toHaveLength(1);
  });

  it('asks a wealth management screen\'s reads early too, the summary and a DIMS strategy once the list names the account', async () => {
    const pw = '800100';
    const portfolio = account({ accountNumber: pw, productType: 'PW', signupDate: '2020-04-20', isDIMS: true, portfolioAssetAllocation: 'Balanced Portfolio' });
    const reads = {
      [`GET /api/v1/accounts/${pw}/securities`]: () => ({ body: holdings(pw) }),
      [`GET /api/v1/accounts/${pw}/performance?period=ONE_YEAR`]: () => ({ body: performance({ accountNumber: pw }) }),
      [`GET /api/v1/accounts/${pw}/performance/by-fund?period=SINCE_INCEPTION`]: () => ({ body: performanceByFund({ accountNumber: pw }) }),
      [`GET /api/v1/accounts/${pw}/fund-performance-summary`]: () => ({ body: fundPerformanceSummary() }),
      [`GET /api/v1/Account/AssetClassSummary/${pw}`]: () => ({ body: assetClassSummary({ accountNumber: pw }) }),
      'GET /api/v1/strategies/Balanced%20Portfolio/allocation': () => ({ body: strategyAllocation() }),
      [`GET /api/v1/accounts/${pw}/top-holdings`]: () => ({ body: NO_TOP_HOLDINGS }),
    };
    const api = mockApi({
      ...answers(CLIENT),
      'GET /api/v1/accounts': () => ({ body: { ownedList: [portfolio], relatedList: [], portfolioSummary: [] } }),
      ...reads,
    });
    const queryClient = testQueryClient();
    startEarlyFetches(queryClient, `/dashboard/wealth-management/${pw}`);
    await waitFor(() => {
      for (const call of Object.keys(reads)) expect(api.callsTo(call), call).toHaveLength(1);
    });

    renderApp(`/dashboard/wealth-management/${pw}`, { user: CLIENT, queryClient });
    await screen.findByRole('region', { name: 'Fund performance summary' }, { timeout: 20_000 });
    await block('Top Holdings');
    for (const call of [...PORTAL_LOAD, ...Object.keys(reads)]) expect(api.callsTo(call), call).toHaveLength(1);
  });

  it('asks only the session when nobody is signed in', async () => {
    const api = mockApi(answers(null));
    startEarlyFetches(testQueryClient(), `/dashboard/kiwisaver/${N}`);
    await waitFor(() => expect(api.callsTo(SESSION)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.fetchMock).toHaveBeenCalledTimes(1);
  });

  it('leaves out the accounts list for a related-only user, and the performance reads that need it', async () => {
    const api = mockApi(answers(RELATED_ONLY));
    startEarlyFetches(testQueryClient(), `/dashboard/kiwisaver/${N}`);
    await waitFor(() => expect(api.callsTo('GET /api/v1/portal/settings')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo('GET /api/v1/accounts')).toHaveLength(0);
    expect(api.callsTo(SECURITIES)).toHaveLength(1);
    expect(api.callsTo(ONE_YEAR)).toHaveLength(0);
    expect(api.callsTo(BY_FUND)).toHaveLength(0);
  });
});
