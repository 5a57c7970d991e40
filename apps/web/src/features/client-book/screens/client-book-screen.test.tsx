import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STACKED_TABLE_QUERY } from '@/ui/responsive-table';
import { AU_PORTAL, STAFF } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { accountsOf, ADVISER_A, ADVISER_B, bookPage, bookRow, mockBookApi } from './client-book-test-kit';

// The first find waits for the lazy layout and screen chunks, which can take over a second on a busy machine.
const LOADED = { timeout: 5000 };
const ADVISER = { ...STAFF, userId: 'u-adviser', username: 'demo.adviser', userType: 'Intermediary' } as const;

const NGATA = bookRow({
  clientId: '00000000-0000-4000-8000-000000000001',
  name: 'Aroha Ngata',
  accountCount: 2,
  totalValue: 250000.5,
  valueAsAtDate: '2026-11-20',
  productTypes: ['UT', 'KS'],
});
const WILSON = bookRow({
  clientId: '00000000-0000-4000-8000-000000000002',
  name: 'James Wilson',
  accountCount: 1,
  totalValue: 1200,
  valueAsAtDate: '2026-10-31',
  productTypes: ['PE'],
});
const BY_PRODUCT = [
  { productType: 'UT', accountCount: 1, totalValue: 200000.25 },
  { productType: 'KS', accountCount: 1, totalValue: 50000.25 },
  { productType: 'PE', accountCount: 1, totalValue: 1200 },
] as const;

function twoClients() {
  return mockBookApi({ book: () => ({ body: bookPage([NGATA, WILSON], [...BY_PRODUCT]) }) });
}

async function table() {
  return screen.findByRole('table', { name: 'Clients' }, LOADED);
}

function headerCell(name: string): HTMLElement {
  const cell = screen.getByRole('button', { name }).closest('th');
  if (!cell) throw new Error(`no heading cell for ${name}`);
  return cell;
}

// Generous: each test renders the whole app, and this machine is shared (a 5 s default timed out under load).
describe('client book (/dashboard/clients)', { timeout: 20_000 }, () => {
  it('shows the book totals by product, the client count and an as-at that says the dates differ', async () => {
    twoClients();
    renderApp('/dashboard/clients', { user: ADVISER });
    const totals = await screen.findByRole('region', { name: 'Funds under advice' }, LOADED);
    const byProduct = within(totals).getByRole('table', { name: 'Funds under advice by product' });
    const lines = within(byProduct)
      .getAllByTestId('book-product-row')
      .map((row) => Array.from(row.children).map((cell) => cell.textContent));
    expect(lines).toEqual([
      ['Investment Funds (UT)', '1', '$200,000.25'],
      ['KiwiSaver (KS)', '1', '$50,000.25'],
      ['Private Equity (PE)', '1', '$1,200.00'],
    ]);
    expect(within(byProduct).getByTestId('book-product-total').textContent).toBe('Total3$251,200.50');
    expect(within(totals).getByTestId('book-client-count').textContent).toBe('2 clients');
    expect(within(totals).queryByTestId('book-totals-scope')).toBeNull();
    expect(within(totals).getByTestId('book-as-at').textContent).toBe(
      'As at 20 Nov 2026, the latest valuation shown; 1 client shown was last valued earlier (from 31 Oct 2026).',
    );
  });

  it('lists each client with accounts, products, value and as-at, asking for value descending first', async () => {
    const api = twoClients();
    renderApp('/dashboard/clients', { user: ADVISER });
    const clients = await table();
    const rows = within(clients).getAllByTestId('client-book-row');
    expect(rows.map((row) => within(row).getByTestId('client-book-name').textContent)).toEqual(['Aroha Ngata', 'James Wilson']);
    const cells = Array.from(rows[0]!.children).map((cell) => cell.textContent);
    expect(cells.slice(1)).toEqual(['2', 'UTKS', '$250,000.50', '20 Nov 2026']);
    const query = api.pageCalls()[0]!.searchParams;
    expect(Object.fromEntries(query)).toEqual({ searchTerm: '', sort: 'value', direction: 'desc', pageNo: '1' });
    expect(headerCell('Total value').getAttribute('aria-sort')).toBe('descending');
    expect(headerCell('Client').getAttribute('aria-sort')).toBe('none');
  });

  it('sorts by a heading, turns it round on a second press, and keeps the order in the URL', async () => {
    const api = twoClients();
    const { router } = renderApp('/dashboard/clients', { user: ADVISER });
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Client' }));
    await waitFor(() => expect(headerCell('Client').getAttribute('aria-sort')).toBe('ascending'));
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('name');
    expect(new URLSearchParams(router.state.location.search).get('direction')).toBe('asc');
    expect(headerCell('Total value').getAttribute('aria-sort')).toBe('none');
    await waitFor(() => expect(api.pageCalls().at(-1)!.searchParams.get('sort')).toBe('name'));
    expect(api.pageCalls().at(-1)!.searchParams.get('direction')).toBe('asc');

    fireEvent.click(screen.getByRole('button', { name: 'Client' }));
    await waitFor(() => expect(headerCell('Client').getAttribute('aria-sort')).toBe('descending'));
    await waitFor(() => expect(api.pageCalls().at(-1)!.searchParams.get('direction')).toBe('desc'));

    fireEvent.click(screen.getByRole('button', { name: 'Accounts' }));
    await waitFor(() => expect(headerCell('Accounts').getAttribute('aria-sort')).toBe('descending'));
    expect(api.pageCalls().at(-1)!.searchParams.get('sort')).toBe('accounts');
  });

  it('restores the search, sort and page from the URL, as after Back or a reload', async () => {
    const api = mockBookApi({
      book: (query) => ({
        body: bookPage([WILSON], [], { totalClients: 45, pageNo: Number(query.get('pageNo')) }),
      }),
    });
    renderApp('/dashboard/clients?q=wil&sort=name&direction=desc&page=2', { user: ADVISER });
    await table();
    expect(Object.fromEntries(api.pageCalls()[0]!.searchParams)).toEqual({
      searchTerm: 'wil',
      sort: 'name',
      direction: 'desc',
      pageNo: '2',
    });
    expect((screen.getByRole('searchbox', { name: 'Search clients' }) as HTMLInputElement).value).toBe('wil');
    expect(headerCell('Client').getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Page 4' })).toBeNull();
    expect(screen.getByTestId('client-book-range').textContent).toBe('21–21 of 45 clients');
    // The totals are the whole book's, and say so while a search narrows the list.
    expect(screen.getByTestId('book-totals-scope').textContent).toBe(
      'These totals are the whole book, not only the clients matching the search.',
    );
  });

  it('pages on the server with boundary links', async () => {
    const api = mockBookApi({
      book: (query) => ({ body: bookPage([NGATA], [], { totalClients: 95, pageNo: Number(query.get('pageNo')) }) }),
    });
    const { router } = renderApp('/dashboard/clients', { user: ADVISER });
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
    await waitFor(() => expect(api.pageCalls().at(-1)!.searchParams.get('pageNo')).toBe('5'));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('5');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Page 5' }).getAttribute('aria-current')).toBe('page'));
    fireEvent.click(screen.getByRole('button', { name: 'First page' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page'));
  });

  it('searches after a pause in typing, once, from page 1', async () => {
    const api = twoClients();
    const { router } = renderApp('/dashboard/clients?page=3', { user: ADVISER });
    await table();
    const before = api.pageCalls().length;
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search clients' }), 'ngt');
    await waitFor(() => expect(api.pageCalls().at(-1)!.searchParams.get('searchTerm')).toBe('ngt'));
    const searched = api.pageCalls().slice(before).map((url) => url.searchParams.get('searchTerm'));
    expect(searched).toEqual(['ngt']);
    expect(api.pageCalls().at(-1)!.searchParams.get('pageNo')).toBe('1');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('ngt');
    expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull();
  });

  it('says when no client matches the search', async () => {
    mockBookApi({ book: () => ({ body: bookPage([]) }) });
    renderApp('/dashboard/clients?q=zzyzx', { user: ADVISER });
    expect((await screen.findByTestId('client-book-empty', {}, LOADED)).textContent).toBe('No clients match ‘zzyzx’.');
    expect(screen.queryByTestId('book-as-at')).toBeNull();
  });

  it('offers page 1 when the URL asks for a page past the end of the book', async () => {
    const api = mockBookApi({
      book: (query) => ({ body: bookPage(query.get('pageNo') === '1' ? [NGATA] : [], [], { pageNo: Number(query.get('pageNo')) }) }),
    });
    const { router } = renderApp('/dashboard/clients?page=9', { user: ADVISER });
    expect((await screen.findByTestId('client-book-empty', {}, LOADED)).textContent).toBe('No clients on this page.');
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 1' }));
    expect(await table()).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(api.pageCalls().at(-1)!.searchParams.get('pageNo')).toBe('1');
  });

  it('shows the error with a Refresh that asks again', async () => {
    let fail = true;
    mockBookApi({
      book: () => (fail ? { status: 500, body: { Id: 'Internal', Message: 'boom' } } : { body: bookPage([NGATA]) }),
    });
    renderApp('/dashboard/clients', { user: ADVISER });
    const alert = await screen.findByRole('alert', {}, LOADED);
    expect(alert.textContent).toContain('An error occured.');
    expect(alert.textContent).not.toContain('boom');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Refresh' }));
    expect(await table()).toBeTruthy();
  });

  it('opens a client to their accounts, asked for only then, each linking to its summary', async () => {
    const api = mockBookApi({
      book: () => ({ body: bookPage([NGATA, WILSON]) }),
      accounts: (clientId) => ({
        body: accountsOf(clientId, 'Aroha Ngata', [
          {
            accountNumber: '600200',
            accountNumberAlternative: 'AU-600200',
            accountName: 'Ngata Growth Fund',
            productType: 'UT',
            accountIsOpen: true,
            balance: 200000.25,
            balanceAsAtDate: '2026-11-20',
          },
          {
            accountNumber: '700001',
            accountNumberAlternative: null,
            accountName: 'Ngata KiwiSaver',
            productType: 'KS',
            accountIsOpen: false,
            balance: null,
            balanceAsAtDate: null,
          },
        ]),
      }),
    });
    renderApp('/dashboard/clients', { user: ADVISER });
    await table();
    expect(api.bookCalls.some((url) => url.pathname.endsWith('/accounts'))).toBe(false);
    const show = screen.getByRole('button', { name: 'Show accounts of Aroha Ngata' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(show);
    const link = await screen.findByRole('link', { name: 'Account 600200, Ngata Growth Fund' });
    expect(link.getAttribute('href')).toBe('/dashboard/accounts/600200');
    expect(link.textContent).toBe('600200');
    expect(screen.getByRole('button', { name: 'Hide accounts of Aroha Ngata' }).getAttribute('aria-expanded')).toBe('true');
    expect(api.bookCalls.filter((url) => url.pathname.endsWith('/accounts')).map((url) => url.pathname)).toEqual([
      `/api/v1/client-book/${NGATA.clientId}/accounts`,
    ]);
    const accountRow = link.closest('tr')!;
    expect(Array.from(accountRow.children).map((cell) => cell.textContent)).toEqual([
      'Ngata Growth Fund',
      '600200',
      'Investment FundsOpen',
      '$200,000.25',
      '20 Nov 2026',
    ]);
    const closedRow = screen.getByRole('link', { name: 'Account 700001, Ngata KiwiSaver' }).closest('tr')!;
    expect(Array.from(closedRow.children).map((cell) => cell.textContent)).toEqual(['Ngata KiwiSaver', '700001', 'KiwiSaverClosed', '—', '—']);

    fireEvent.click(screen.getByRole('button', { name: 'Hide accounts of Aroha Ngata' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Account 600200/ })).toBeNull());
  });

  it('on the AU portal shows the alternative number and links to the account detail screen', async () => {
    mockBookApi({
      book: () => ({ body: bookPage([bookRow({ productTypes: ['UT-AUS'] })]) }),
      accounts: (clientId) => ({
        body: accountsOf(clientId, 'Aroha Ngata', [
          {
            accountNumber: '900100',
            accountNumberAlternative: 'TAU-100',
            accountName: 'Ngata Australian Fund',
            productType: 'UT-AUS',
            accountIsOpen: true,
            balance: 1000,
            balanceAsAtDate: '2026-11-20',
          },
        ]),
      }),
    });
    renderApp('/dashboard/clients', { user: { ...ADVISER, channel: 'AU' }, portal: AU_PORTAL });
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Show accounts of Aroha Ngata' }));
    const link = await screen.findByRole('link', { name: 'Account TAU-100, Ngata Australian Fund' });
    expect(link.getAttribute('href')).toBe('/dashboard/investment-funds/900100');
  });

  it('gives staff an adviser filter that narrows the book and goes into the URL', async () => {
    const api = mockBookApi({
      book: () => ({ body: bookPage([NGATA]) }),
      advisers: () => ({
        body: {
          advisers: [
            { adviserId: ADVISER_A, name: 'Sarah Mitchell' },
            { adviserId: ADVISER_B, name: 'Tom Reid' },
          ],
        },
      }),
    });
    const { router } = renderApp('/dashboard/clients', { user: STAFF });
    await table();
    const select = screen.getByRole('combobox', { name: 'Adviser' }) as HTMLInputElement;
    await waitFor(() => expect(select.value).toBe('All advisers'));
    fireEvent.click(select);
    fireEvent.click(await screen.findByRole('option', { name: 'Tom Reid' }));
    await waitFor(() => expect(api.pageCalls().at(-1)!.searchParams.get('adviserId')).toBe(ADVISER_B));
    expect(new URLSearchParams(router.state.location.search).get('adviser')).toBe(ADVISER_B);
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      `/api/v1/client-book.csv?searchTerm=&sort=value&direction=desc&adviserId=${ADVISER_B}`,
    );
  });

  it('gives an adviser no adviser filter and never asks for the advisers', async () => {
    const api = twoClients();
    renderApp('/dashboard/clients', { user: ADVISER });
    await table();
    expect(screen.queryByRole('combobox', { name: 'Adviser' })).toBeNull();
    expect(api.bookCalls.some((url) => url.pathname === '/api/v1/client-book/advisers')).toBe(false);
  });

  it('exports the book as filtered and sorted, every page, and links to the account search', async () => {
    twoClients();
    renderApp('/dashboard/clients?q=ng&sort=accounts&direction=asc&page=2', { user: ADVISER });
    await table();
    const csv = screen.getByRole('link', { name: 'Export CSV' });
    expect(csv.getAttribute('href')).toBe('/api/v1/client-book.csv?searchTerm=ng&sort=accounts&direction=asc');
    expect(csv.hasAttribute('download')).toBe(true);
    expect(screen.getByRole('link', { name: 'Search accounts' }).getAttribute('href')).toBe('/dashboard/accounts');
  });

  describe('on a phone', () => {
    const wide = window.matchMedia;
    afterEach(() => {
      window.matchMedia = wide;
    });

    it('lists clients as cards with plain labels, and sorts from a select instead of headings', async () => {
      window.matchMedia = vi.fn((query: string) => ({ ...wide(query), matches: query === STACKED_TABLE_QUERY }));
      const api = twoClients();
      const { router } = renderApp('/dashboard/clients', { user: ADVISER });
      const cards = await screen.findByRole('list', { name: 'Clients' }, LOADED);
      expect(within(cards).getAllByTestId('client-book-row')).toHaveLength(2);
      expect(within(cards).queryByRole('button', { name: 'Client' })).toBeNull();
      const sort = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
      expect(sort.value).toBe('value:desc');
      fireEvent.change(sort, { target: { value: 'name:asc' } });
      await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('name'));
      await waitFor(() => expect(api.pageCalls().at(-1)!.searchParams.get('direction')).toBe('asc'));
    });
  });
});
