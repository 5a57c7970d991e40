import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INVALID_DATE_RANGE, TRANSACTION_ROUTES } from '@tasman/domain/contracts/transactions';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { TRANSACTION_MESSAGES } from '../messages';
import { accountList, addMonthsTo, amountContributed, cashSummary, cashTransactions, dayName, limitsToday, mockTransactionsApi, monthsAfter, PW, type Answer } from './transactions-test-kit';

const LOADED = { timeout: 10_000 };
const R = TRANSACTION_ROUTES;

function api(overrides: Record<string, (url: URL) => Answer> = {}) {
  return mockTransactionsApi({
    'GET /api/v1/accounts': () => ({ body: accountList }),
    [`GET ${R.cashSummary}`]: () => ({ body: cashSummary }),
    [`GET ${R.amountContributed}`]: (url) => ({
      body: { ...amountContributed, filter: url.searchParams.get('filter') ?? 'ContributedOrWithdrawn' },
    }),
    [`GET ${R.cashTransactions}`]: () => ({ body: cashTransactions }),
    [`GET ${R.cashActivities}`]: () => ({ body: { accountNumber: PW.accountNumber, activities: ['Interest', 'Ongoing Fee'] } }),
    ...overrides,
  });
}

const open = () => renderApp(`/transactions?accountNumber=${PW.accountNumber}`, { user: CLIENT });
const search = async () => userEvent.click(await screen.findByRole('button', { name: 'Search' }, LOADED));

describe('Transaction History, wealth view (PW)', { timeout: 60_000 }, () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('shows nothing until Search, then the Cash Summary with NZD and AUD opening and closing', async () => {
    const mock = api();
    open();
    await screen.findByTestId('wealth-history', {}, LOADED);
    expect(mock.calls(R.cashSummary)).toHaveLength(0);
    await search();
    const table = await screen.findByTestId('cash-summary', {}, LOADED);
    const query = mock.calls(R.cashSummary).at(-1)?.searchParams;
    expect(query?.get('accountNumber')).toBe(PW.accountNumber);
    expect(query?.get('periodEnd')).toBe(limitsToday('PE', PW.signupDate).max);
    const rows = within(table).getAllByTestId('cash-summary-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Opening balance$5,000.00A$1,200.00',
      'Interest$750.50A$0.00',
      'Ongoing Fee$0.00\u2212A$100.00',
    ]);
    expect(within(table).getByTestId('cash-summary-closing').textContent).toBe('Closing balance$5,750.50A$1,100.00');
  });

  it('refuses a start after the end: Invalid date range, Search disabled', async () => {
    api();
    open();
    const start = await screen.findByRole('button', { name: 'Start' }, LOADED);
    // Start opens on the default start's month: on to the last month's 20th, after the end's 1st.
    const { max, defaultStart } = limitsToday('PE', PW.signupDate);
    const lastMonth = addMonthsTo(max, -1);
    await userEvent.click(screen.getByRole('button', { name: 'End' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Previous month' }, LOADED));
    await userEvent.click(await screen.findByRole('button', { name: dayName(`${lastMonth}-01`) }, LOADED));
    await userEvent.click(start);
    for (let month = monthsAfter(defaultStart, lastMonth); month > 0; month--) {
      await userEvent.click(await screen.findByRole('button', { name: 'Next month' }, LOADED));
    }
    await userEvent.click(await screen.findByRole('button', { name: dayName(`${lastMonth}-20`) }, LOADED));
    expect(await screen.findByText(INVALID_DATE_RANGE, {}, LOADED)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Search' }).hasAttribute('disabled')).toBe(true);
  });

  it('clears the results when the report type changes', async () => {
    api();
    open();
    await search();
    await screen.findByTestId('cash-summary', {}, LOADED);
    await userEvent.click(screen.getByText('Amount Contributed'));
    expect(screen.queryByTestId('cash-summary')).toBeNull();
    expect(screen.queryByTestId('amount-contributed')).toBeNull();
    await search();
    const table = await screen.findByTestId('amount-contributed', {}, LOADED);
    expect(within(table).getByTestId('amount-contributed-totals').textContent).toContain('$20,000.00$2,500.00$0.00');
  });

  it('filters Amount Contributed: Contributed or Withdrawn by default, then Withdrawn', async () => {
    const mock = api();
    open();
    await userEvent.click(await screen.findByText('Amount Contributed', {}, LOADED));
    await search();
    await screen.findByTestId('amount-contributed', {}, LOADED);
    expect(mock.calls(R.amountContributed).at(-1)?.searchParams.get('filter')).toBe('ContributedOrWithdrawn');
    await userEvent.click(screen.getByRole('combobox', { name: 'Transactions' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Withdrawn' }, LOADED));
    await waitFor(() => expect(mock.calls(R.amountContributed).at(-1)?.searchParams.get('filter')).toBe('Withdrawn'));
  });

  it('lists Cash Transactions NZD before AUD with closing balances, and filters by activity', async () => {
    const mock = api();
    open();
    await userEvent.click(await screen.findByText('Cash Transactions', {}, LOADED));
    await search();
    const report = await screen.findByTestId('cash-transactions', {}, LOADED);
    const blocks = [within(report).getByTestId('cash-currency-NZD'), within(report).getByTestId('cash-currency-AUD')];
    expect(blocks[0]?.compareDocumentPosition(blocks[1] as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(blocks[0]?.textContent).toContain('Closing balance $5,750.50');
    expect(within(blocks[1] as HTMLElement).getByTestId('cash-transaction-row').textContent).toBe(
      '05 Oct 202606 Oct 2026ASX 200 ETFOngoing FeeDA$100.00A$1,100.00',
    );
    const activity = screen.getByRole('combobox', { name: 'Activity' });
    await waitFor(() => expect(activity.hasAttribute('disabled')).toBe(false));
    await userEvent.click(activity);
    await userEvent.click(await screen.findByRole('option', { name: 'Interest' }, LOADED));
    await waitFor(() => expect(mock.calls(R.cashTransactions).at(-1)?.searchParams.get('activity')).toBe('Interest'));
  });

  it('says a failed search with the spec\u2019s alert, and an empty one with its sentence', async () => {
    api({ [`GET ${R.cashSummary}`]: () => ({ status: 500, body: { Id: 'Internal', Message: 'Something went wrong' } }) });
    const first = open();
    await search();
    expect((await screen.findByTestId('wealth-fetch-failure', {}, LOADED)).textContent).toContain(TRANSACTION_MESSAGES.wealthFetchFailed);
    first.unmount();

    sessionStorage.clear();
    api({ [`GET ${R.cashSummary}`]: () => ({ body: { ...cashSummary, rows: [] } }) });
    open();
    await search();
    expect((await screen.findByTestId('no-records', {}, LOADED)).textContent).toBe(TRANSACTION_MESSAGES.noWealthRecords);
  });

  it('says Error downloading file when a report download fails', async () => {
    api({ [`GET ${R.cashSummaryPdf}`]: () => ({ status: 500, body: { Id: 'Internal', Message: 'Something went wrong' } }) });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    open();
    await search();
    await screen.findByTestId('cash-summary', {}, LOADED);
    await userEvent.click(screen.getByRole('button', { name: 'PDF' }));
    expect((await screen.findByTestId('export-failure', {}, LOADED)).textContent).toContain(TRANSACTION_MESSAGES.wealthDownloadFailed);
  });
});
