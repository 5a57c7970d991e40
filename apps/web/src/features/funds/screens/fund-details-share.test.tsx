import { screen, within } from '@testing-library/react';
import { ACCOUNT_MESSAGES } from '@tasman/domain/errors';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { CLIENT } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { accountHolding, ALLOCATION, daily, dailyAnswer, fundDetails } from './fund-test-data';

const LOADED = { timeout: 15_000 };
const SLOW = { timeout: 30_000 };
const SUMMARY = 'GET /api/v1/Account/AssetClassSummary/700001';
const notFound = { status: 404, body: { Id: 'NotFound', Message: 'Not found.' } };

// issue 9 item 10: listed shares opened as fund pages with 'Management fee 0.00% p.a.', and an
// unknown fund id showed five error panels, each with its own retry button.
describe('a listed share and an unknown fund on the fund page', SLOW, () => {
  it('shows a listed share as a share: price history, returns and its last price, no fund facts', async () => {
    const share = fundDetails({
      SecurityID: 'S1',
      SecurityType: 'Share',
      Name: 'Auckland Energy Ltd',
      LegalName: 'Auckland Energy Ltd',
      Fee: null,
      FundNetAssetValues: null,
      TopInvestments: [],
      FundObjective: null,
      SecondaryBenchmarkID: null,
      BenchmarkName: null,
    });
    mockApi({
      [SUMMARY]: () => ({ body: accountHolding([['S1', 'Auckland Energy Ltd']]) }),
      'GET /api/v1/funds/S1': () => ({ body: share }),
      'GET /api/v1/funds/S1/asset-breakdown': () => ({ body: ALLOCATION }),
      [daily('S1')]: () => dailyAnswer('S1'),
    });
    renderApp('/dashboard/wealth-management/700001/S1', { user: CLIENT });
    expect(await screen.findByRole('heading', { level: 1, name: 'Auckland Energy Ltd' }, LOADED)).toBeTruthy();
    expect(screen.getByText('Listed share')).toBeTruthy();
    const information = screen.getByRole('region', { name: 'Share Information' });
    expect(information.textContent).toContain('$1.4000');
    expect(information.textContent).toContain('as at 28 June 2024');
    expect(screen.getByRole('table', { name: 'Market index returns' })).toBeTruthy();
    expect(await screen.findByText(/Growth of \$10,000\.00 from 28 June 2023 to 28 June 2024/, {}, LOADED)).toBeTruthy();
    // No fund fields: no management fee, fund size, top holdings, allocation or objective.
    expect(screen.queryByText(/Management fee/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Fund Information' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Top 10 Holdings' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Fund objective' })).toBeNull();
    expect(screen.queryByRole('table', { name: 'Asset allocation' })).toBeNull();
  });

  it('answers an unknown fund id with one not-found message and no retry buttons', async () => {
    mockApi({
      [SUMMARY]: () => ({ body: accountHolding([['F1', 'Tasman Balanced Fund']]) }),
      'GET /api/v1/funds/NOSUCH': () => notFound,
      'GET /api/v1/funds/NOSUCH/asset-breakdown': () => notFound,
    });
    renderApp('/dashboard/kiwisaver/700001/NOSUCH', { user: CLIENT });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fund not found' }, LOADED)).toBeTruthy();
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(within(alerts[0]!).getByText(ACCOUNT_MESSAGES.fundNotFound)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByText(ACCOUNT_MESSAGES.fundDataFailed)).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to account' }).getAttribute('href')).toBe('/dashboard/kiwisaver/700001');
  });
});
