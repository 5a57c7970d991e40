import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES } from '@tasman/domain/errors';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { CLIENT } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import {
  accountHolding,
  ALLOCATION,
  benchmark,
  benchmarkAnswer,
  daily,
  dailyAnswer,
  fundDetails,
} from './fund-test-data';

// The first find waits for the lazy layout and screen chunks, which can take over a second on a busy machine.
const LOADED = { timeout: 15_000 };
// Lazy chunks (layout, screen, Recharts) load on the first render of each file: slow on a busy machine.
const SLOW = { timeout: 30_000 };
const SUMMARY = 'GET /api/v1/Account/AssetClassSummary/700001';

/** Answers for a fund page of account 700001 holding the given funds, each with the standard figures. */
function fundAnswers(funds: Array<[id: string, name: string]>) {
  const answers: Record<string, () => { status?: number; body?: unknown }> = {
    [SUMMARY]: () => ({ body: accountHolding(funds) }),
    [benchmark('XB1')]: () => benchmarkAnswer,
  };
  for (const [id, name] of funds) {
    answers[`GET /api/v1/funds/${id}`] = () => ({ body: fundDetails({ SecurityID: id, Name: name }) });
    answers[`GET /api/v1/funds/${id}/asset-breakdown`] = () => ({ body: ALLOCATION });
    answers[daily(id)] = () => dailyAnswer(id);
  }
  return answers;
}

const title = () => screen.findByRole('heading', { level: 1, name: /Fund/ }, LOADED);

describe('fund details page (spec 001 §2 Fund details page)', SLOW, () => {
  it('shows the fund’s information, returns, holdings, allocation and objective in the fund page formats', async () => {
    mockApi(fundAnswers([['F1', 'Tasman Balanced Fund']]));
    renderApp('/dashboard/kiwisaver/700001/F1', { user: CLIENT });

    expect(await screen.findByRole('heading', { level: 1, name: 'Tasman Balanced Fund' }, LOADED)).toBeTruthy();
    const information = screen.getByRole('region', { name: 'Fund Information' });
    // spec 001 §9: dates dd MMMM y on fund pages, unit price to 4 decimals, percentages to 2.
    expect(information.textContent).toContain('10 June 2022');
    expect(information.textContent).toContain('1.05% p.a.');
    expect(information.textContent).toContain('$1.4000');
    expect(information.textContent).toContain('as at 28 June 2024');
    expect(information.textContent).toContain('$1,234,567.89');
    const returns = screen.getByRole('table', { name: 'Market index returns' });
    expect(returns.textContent).toContain('To 30 June 2024');
    expect(returns.textContent).toContain('Since inception p.a.');
    const fundRow = within(returns).getByRole('row', { name: /^Fund/ });
    expect(within(fundRow).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1.23%', '2.50%', '\u22120.75%', '8.10%', '—', '—', '6.79%']);
    const holdings = screen.getByRole('table', { name: 'Top 10 holdings' });
    expect(holdings.textContent).toContain('Apple Inc');
    expect(holdings.textContent).toContain('4.50%');
    const allocation = await screen.findByRole('table', { name: 'Asset allocation' });
    expect(allocation.textContent).toContain('International Equities60.00%');
    expect(allocation.textContent).toContain('Cash at Bank5.00%');
    expect(screen.getByTestId('fund-objective').innerHTML).toBe('<p>To provide <strong>capital growth</strong>.</p>');
    // Growth of 10,000 to 10,810.00 against the index rebased from 1,000 to 1,090: 10,900.00.
    const summary = await screen.findByText(/Growth of \$10,000\.00 from 28 June 2023 to 28 June 2024/, {}, LOADED);
    expect(summary.textContent).toContain('Tasman Balanced Fund $10,810.00');
    expect(summary.textContent).toContain('Balanced Composite Index $10,900.00');
  });

  it('goes back to the account screen it came from', async () => {
    mockApi(fundAnswers([['F1', 'Tasman Balanced Fund']]));
    renderApp('/dashboard/wealth-management/700001/F1', { user: CLIENT });
    const back = await screen.findByRole('link', { name: 'Back to account' }, LOADED);
    expect(back.getAttribute('href')).toBe('/dashboard/wealth-management/700001');
  });

  it('offers Next Fund through the account’s funds by name, wrapping from the last to the first', async () => {
    // By name: Balanced (B), Global Equity (G), Income (I).
    mockApi(fundAnswers([['G', 'Tasman Global Equity Fund'], ['I', 'Tasman Income Fund'], ['B', 'Tasman Balanced Fund']]));
    const { router } = renderApp('/dashboard/investment-funds/700001/G', { user: CLIENT });
    const user = userEvent.setup();

    const next = await screen.findByRole('link', { name: 'Next Fund' }, LOADED);
    expect(next.getAttribute('href')).toBe('/dashboard/investment-funds/700001/I');
    await user.click(next);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tasman Income Fund' }, LOADED)).toBeTruthy();
    const wrapped = screen.getByRole('link', { name: 'Next Fund' });
    expect(wrapped.getAttribute('href')).toBe('/dashboard/investment-funds/700001/B');
    await user.click(wrapped);
    expect(router.state.location.pathname).toBe('/dashboard/investment-funds/700001/B');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tasman Balanced Fund' }, LOADED)).toBeTruthy();
  });

  it('has no Next Fund when the account holds one fund', async () => {
    mockApi(fundAnswers([['F1', 'Tasman Balanced Fund']]));
    renderApp('/dashboard/kiwisaver/700001/F1', { user: CLIENT });
    await screen.findByRole('heading', { level: 1, name: 'Tasman Balanced Fund' }, LOADED);
    await waitFor(() => expect(screen.getByRole('table', { name: 'Top 10 holdings' })).toBeTruthy());
    expect(screen.queryByRole('link', { name: 'Next Fund' })).toBeNull();
  });

  it('shows none of the previous fund’s figures when the next fund fails to load', async () => {
    const answers = fundAnswers([['F1', 'Tasman Balanced Fund'], ['F2', 'Tasman Growth Fund']]);
    answers['GET /api/v1/funds/F2'] = () => ({ status: 500, body: { Id: 'Internal', Message: 'Something went wrong' } });
    answers['GET /api/v1/funds/F2/asset-breakdown'] = () => ({ status: 500, body: { Id: 'Internal', Message: 'Something went wrong' } });
    mockApi(answers);
    renderApp('/dashboard/kiwisaver/700001/F1', { user: CLIENT });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Tasman Balanced Fund' }, LOADED);
    expect(await screen.findByText('$1.4000')).toBeTruthy();

    await user.click(screen.getByRole('link', { name: 'Next Fund' }));
    // spec 001 §8: each block its own message; fund data for details, holdings, information and objective.
    await waitFor(() => expect(screen.getAllByText(ACCOUNT_MESSAGES.fundDataFailed).length).toBe(4));
    expect(screen.getByText(ACCOUNT_MESSAGES.fundPerformanceUnavailable)).toBeTruthy();
    expect(await screen.findByText(ACCOUNT_MESSAGES.fundAllocationUnavailable)).toBeTruthy();
    expect(screen.queryByText('$1.4000')).toBeNull();
    expect(screen.queryByText('Apple Inc')).toBeNull();
    expect(screen.queryByText('Tasman Balanced Fund')).toBeNull();
    expect((await title()).textContent).toBe('Fund Details');
  });

  it('says fund performance is unavailable when the daily history is empty', async () => {
    const answers = fundAnswers([['F1', 'Tasman Balanced Fund']]);
    answers[daily('F1')] = () => ({ body: { SecurityID: 'F1', HistoryDetail: [] } });
    mockApi(answers);
    renderApp('/dashboard/kiwisaver/700001/F1', { user: CLIENT });
    expect(await screen.findByText(ACCOUNT_MESSAGES.fundPerformanceUnavailable, {}, LOADED)).toBeTruthy();
    // The rest of the page is unaffected.
    expect(screen.getByRole('region', { name: 'Fund Information' }).textContent).toContain('$1.4000');
  });
});

describe('fund chart period selector (spec 001 §4, §5)', SLOW, () => {
  it('starts at 1 year and disables periods the fund is too young for', async () => {
    // 10 June 2022 to 28 June 2024 is 24 whole months: 3 years is disabled at or below 24, 5 and 10 years too.
    const answers = fundAnswers([['F1', 'Tasman Balanced Fund']]);
    const twoYears = { start: '2022-06-28', end: '2024-06-28' };
    answers[daily('F1', twoYears)] = () => dailyAnswer('F1');
    answers[benchmark('XB1', twoYears)] = () => benchmarkAnswer;
    const { callsTo } = mockApi(answers);
    renderApp('/dashboard/kiwisaver/700001/F1', { user: CLIENT });
    const user = userEvent.setup();

    const periods = await screen.findByRole('group', { name: 'Chart period' }, LOADED);
    const button = (name: string) => within(periods).getByRole('button', { name }) as HTMLButtonElement;
    expect(button('1 year').getAttribute('aria-pressed')).toBe('true');
    expect([button('1 year'), button('2 years')].map((b) => b.disabled)).toEqual([false, false]);
    expect([button('3 years'), button('5 years'), button('10 years')].map((b) => b.disabled)).toEqual([true, true, true]);

    await user.click(button('2 years'));
    expect(button('2 years').getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(callsTo(daily('F1', twoYears))).toHaveLength(1));
    expect(callsTo(benchmark('XB1', twoYears))).toHaveLength(1);
  });
});
