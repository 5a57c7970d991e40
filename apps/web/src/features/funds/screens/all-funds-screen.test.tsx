import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES } from '@tasman/domain/errors';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { CLIENT } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { ALLOCATION, benchmark, benchmarkAnswer, daily, dailyAnswer, fundDetails } from './fund-test-data';

const LOADED = { timeout: 15_000 };
// Lazy chunks (layout, screen, Recharts) load on the first render of each file: slow on a busy machine.
const SLOW = { timeout: 30_000 };

const LIST = [
  { name: 'Tasman Balanced Fund', msID: 'F1', code: 'TBAL', isDIMS: false, portfolioAssetAllocation: null },
  { name: 'Tasman Global Equity Fund', msID: 'F00000UIPJ', code: 'TGEQ', isDIMS: true, portfolioAssetAllocation: null },
];

function answers() {
  const table: Record<string, () => { status?: number; body?: unknown }> = {
    'GET /api/v1/funds': () => ({ body: LIST }),
    [benchmark('XB1')]: () => benchmarkAnswer,
  };
  for (const fund of LIST) {
    table[`GET /api/v1/funds/${fund.msID}`] = () => ({
      body: fundDetails({
        SecurityID: fund.msID,
        Name: fund.name,
        BenchmarkMarketIndexReturns: { ...fundDetails().MonMarketIndexReturns!, Y1: 7.5 },
      }),
    });
    table[`GET /api/v1/funds/${fund.msID}/asset-breakdown`] = () => ({ body: ALLOCATION });
    table[daily(fund.msID)] = () => dailyAnswer(fund.msID);
  }
  return table;
}

describe('All Funds screen (spec 001 §2)', SLOW, () => {
  it('preselects the first fund and shows another one picked from the dropdown', async () => {
    const { callsTo } = mockApi(answers());
    const { router } = renderApp('/all-funds', { user: CLIENT });
    const user = userEvent.setup();

    const select = await screen.findByRole('combobox', { name: 'Fund' }, LOADED);
    expect((select as HTMLInputElement).value).toBe('Tasman Balanced Fund');
    expect(await screen.findByRole('region', { name: 'Top 10 Holdings' })).toBeTruthy();
    await waitFor(() => expect(callsTo('GET /api/v1/funds/F1')).toHaveLength(1));
    expect(screen.queryByText(/The market index changed on 1 October 2018/)).toBeNull();

    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Tasman Global Equity Fund' }));
    expect(router.state.location.search).toBe('?fund=F00000UIPJ');
    // spec 001 §9: the special global equity fund's asterisk notes and starred market index.
    expect(await screen.findByText(/The market index changed on 1 October 2018/, {}, LOADED)).toBeTruthy();
    expect(screen.getByRole('row', { name: /^Market index\*/ })).toBeTruthy();
    expect(screen.getByText(/Market index: Balanced Composite Index\./)).toBeTruthy();
  });

  it('shows an error alert when the funds cannot be loaded', async () => {
    mockApi({ 'GET /api/v1/funds': () => ({ status: 500, body: { Id: 'Internal', Message: 'Something went wrong' } }) });
    renderApp('/all-funds', { user: CLIENT });
    const alert = await screen.findByRole('alert', {}, LOADED);
    expect(alert.textContent).toContain(ACCOUNT_MESSAGES.fundDataFailed);
  });
});
