import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays } from '@tasman/domain/calendar/iso-date';
import { TRANSACTION_ROUTES } from '@tasman/domain/contracts/transactions';
import { beforeEach, describe, expect, it } from 'vitest';
import { CLIENT } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { formatDate } from '@/ui/date-text';
import { TRANSACTION_MESSAGES } from '../messages';
import { accountList, addMonthsTo, dayName, limitsToday, KS, mockTransactionsApi, monthsAfter, retailPage, retailRow, UT } from './transactions-test-kit';

const LOADED = { timeout: 10_000 };
const TRANSACTIONS = TRANSACTION_ROUTES.transactions;
const securitiesPath = (accountNumber: string) => TRANSACTION_ROUTES.accountSecurities.replace(':accountNumber', accountNumber);

function api(overrides: Record<string, (url: URL) => { status?: number; body?: unknown }> = {}) {
  return mockTransactionsApi({
    'GET /api/v1/accounts': () => ({ body: accountList }),
    [`GET ${securitiesPath(KS.accountNumber)}`]: () => ({
      body: { accountNumber: KS.accountNumber, list: [{ securityId: 'F0001', name: 'Growth Fund', currencyCode: 'NZD' }] },
    }),
    [`GET ${securitiesPath(UT.accountNumber)}`]: () => ({ body: { accountNumber: UT.accountNumber, list: [] } }),
    [`GET ${TRANSACTIONS}`]: (url) => ({
      body: retailPage(
        url,
        [retailRow({ isPending: true, transactionId: 't-2', description: 'Switch in', units: null, unitPrice: null }), retailRow()],
        25,
      ),
    }),
    ...overrides,
  });
}

const lastCall = (calls: URL[]) => calls.at(-1)?.searchParams;

describe('Transaction History, retail view (KS, UT, UT-AUS)', { timeout: 60_000 }, () => {
  beforeEach(() => sessionStorage.clear());

  it('asks for 3 months back to yesterday (the client\u2019s yesterday) and shows the page with 4-decimal units', async () => {
    const mock = api();
    renderApp(`/transactions?accountNumber=${KS.accountNumber}`, { user: CLIENT });
    const table = await screen.findByTestId('retail-transactions', {}, LOADED);
    // The bounds come from the domain rule (tested there): here, that the form asks for them.
    const limits = limitsToday('KS', KS.signupDate);
    const query = lastCall(mock.calls(TRANSACTIONS));
    expect(query?.get('periodStart')).toBe(limits.defaultStart);
    expect(query?.get('periodEnd')).toBe(limits.max);
    expect(query?.get('pageNo')).toBe('1');
    expect(query?.get('pageSize')).toBe('10');
    expect(query?.has('securityId')).toBe(false);
    const rows = within(table).getAllByTestId('transaction-row');
    expect(rows[0]?.textContent).toContain('Pending');
    // 123.45678 units at 2.34567: 4 decimals each; money to 2.
    expect(rows[1]?.textContent).toContain('15 Oct 2026');
    expect(rows[1]?.textContent).toContain('123.4568');
    expect(rows[1]?.textContent).toContain('2.3457');
    expect(rows[1]?.textContent).toContain('$289.58');
    expect(screen.getByTestId('opening-balance').textContent).toContain('$10,000.00');
    expect(screen.getByTestId('closing-balance').textContent).toContain('$12,345.67');
    expect(screen.getByTestId('closing-balance').textContent).toContain(formatDate(limits.max));
  });

  it('pages on the server: page 3 of 25 rows asks for pageNo 3', async () => {
    const mock = api();
    renderApp(`/transactions?accountNumber=${KS.accountNumber}`, { user: CLIENT });
    await screen.findByTestId('retail-transactions', {}, LOADED);
    expect(screen.queryByRole('button', { name: 'Page 4' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(lastCall(mock.calls(TRANSACTIONS))?.get('pageNo')).toBe('3'));
  });

  it('swaps a start picked after the end', async () => {
    const mock = api();
    renderApp(`/transactions?accountNumber=${KS.accountNumber}`, { user: CLIENT });
    await screen.findByTestId('retail-transactions', {}, LOADED);
    // The end opens on the maximum's month: the 1st of the month before it; then the start opens on
    // the default start's month (3 months back from today, so 1 or 2 months before that month, as
    // today is the 1st or not): on to that month's 15th, after the end.
    const limits = limitsToday('KS', KS.signupDate);
    const lastMonth = addMonthsTo(limits.max, -1);
    await userEvent.click(screen.getByRole('button', { name: 'To' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Previous month' }, LOADED));
    await userEvent.click(await screen.findByRole('button', { name: dayName(`${lastMonth}-01`) }, LOADED));
    await waitFor(() => expect(lastCall(mock.calls(TRANSACTIONS))?.get('periodEnd')).toBe(`${lastMonth}-01`));
    await userEvent.click(screen.getByRole('button', { name: 'From' }));
    for (let month = monthsAfter(limits.defaultStart, lastMonth); month > 0; month--) {
      await userEvent.click(await screen.findByRole('button', { name: 'Next month' }, LOADED));
    }
    await userEvent.click(await screen.findByRole('button', { name: dayName(`${lastMonth}-15`) }, LOADED));
    await waitFor(() => {
      const query = lastCall(mock.calls(TRANSACTIONS));
      expect([query?.get('periodStart'), query?.get('periodEnd')]).toEqual([`${lastMonth}-01`, `${lastMonth}-15`]);
    });
    expect(screen.getByRole('button', { name: 'From' }).textContent).toBe(formatDate(`${lastMonth}-01`));
  });

  it('offers no day after yesterday', async () => {
    api();
    renderApp(`/transactions?accountNumber=${KS.accountNumber}`, { user: CLIENT });
    await screen.findByTestId('retail-transactions', {}, LOADED);
    const { max } = limitsToday('KS', KS.signupDate);
    const today = addDays(max, 1);
    await userEvent.click(screen.getByRole('button', { name: 'To' }));
    expect((await screen.findByRole('button', { name: dayName(max) }, LOADED)).hasAttribute('disabled')).toBe(false);
    if (today.slice(0, 7) !== max.slice(0, 7)) await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    const todays = await screen.findAllByRole('button', { name: dayName(today) });
    expect(todays.every((day) => day.hasAttribute('disabled') || day.getAttribute('data-disabled') === 'true')).toBe(true);
  });

  it('filters by one of the account\u2019s securities', async () => {
    const mock = api();
    renderApp(`/transactions?accountNumber=${KS.accountNumber}`, { user: CLIENT });
    await screen.findByTestId('retail-transactions', {}, LOADED);
    const security = screen.getByRole('combobox', { name: 'Security' });
    await waitFor(() => expect(security.hasAttribute('disabled')).toBe(false));
    await userEvent.click(security);
    await userEvent.click(await screen.findByRole('option', { name: 'Growth Fund' }, LOADED));
    await waitFor(() => expect(lastCall(mock.calls(TRANSACTIONS))?.get('securityId')).toBe('F0001'));
  });

  it('says there are no records, in the spec\u2019s words', async () => {
    api({ [`GET ${TRANSACTIONS}`]: (url) => ({ body: retailPage(url, [], 0) }) });
    renderApp(`/transactions?accountNumber=${KS.accountNumber}`, { user: CLIENT });
    expect((await screen.findByTestId('no-records', {}, LOADED)).textContent).toBe(TRANSACTION_MESSAGES.noRecords);
    expect(screen.getByRole('button', { name: 'PDF' })).toBeTruthy();
  });

  it('keeps the filters when the screen is left and opened again, and clears them for another account', async () => {
    const mock = api();
    const first = renderApp(`/transactions?accountNumber=${KS.accountNumber}`, { user: CLIENT });
    await screen.findByTestId('retail-transactions', {}, LOADED);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastCall(mock.calls(TRANSACTIONS))?.get('pageNo')).toBe('2'));
    first.unmount();

    renderApp(`/transactions?accountNumber=${KS.accountNumber}`, { user: CLIENT });
    await screen.findByTestId('retail-transactions', {}, LOADED);
    expect(lastCall(mock.calls(TRANSACTIONS))?.get('pageNo')).toBe('2');

    await userEvent.click(screen.getByRole('combobox', { name: 'Account' }));
    await userEvent.click(await screen.findByRole('option', { name: /J Citizen Funds/ }, LOADED));
    await waitFor(() => expect(lastCall(mock.calls(TRANSACTIONS))?.get('accountNumber')).toBe(UT.accountNumber));
    expect(lastCall(mock.calls(TRANSACTIONS))?.get('pageNo')).toBe('1');
  });
});
