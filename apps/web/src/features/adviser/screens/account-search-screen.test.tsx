import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AU_PORTAL, RELATED_ONLY, STAFF } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { ADVISER, LOADED, mockSearchApi, searchPage, searchRow, SLOW } from './adviser-test-kit';

afterEach(() => sessionStorage.clear());

const rows = () => screen.getAllByTestId('search-row');
const pageLinks = () =>
  within(screen.getByRole('navigation', { name: 'Search result pages' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('Account Search (spec 001 §2)', () => {
  it('waits for a search, then runs it from the form by name with the staff-only status filter', SLOW, async () => {
    const api = mockSearchApi(() => ({ body: searchPage(3, 1) }));
    const { router } = renderApp('/dashboard/accounts', { user: STAFF });
    await screen.findByRole('heading', { name: 'Account Search' }, LOADED);
    expect(api.searches).toHaveLength(0);

    // spec 001 §5: by account number unless the user says otherwise.
    expect((screen.getByLabelText('Search by') as HTMLSelectElement).value).toBe('number');
    const status = screen.getByLabelText('Account Status') as HTMLSelectElement;
    expect([...status.options].map((option) => option.text)).toEqual(['Open', 'Closed', 'All']);
    expect(status.value).toBe('true');

    fireEvent.change(screen.getByLabelText('Search by'), { target: { value: 'name' } });
    fireEvent.change(screen.getByLabelText('Investment Type'), { target: { value: 'KS' } });
    fireEvent.change(status, { target: { value: 'all' } });
    const term = screen.getByLabelText('Search term');
    fireEvent.change(term, { target: { value: '  mitchel ' } });
    fireEvent.submit(term.closest('form')!);

    await waitFor(() => expect(rows()).toHaveLength(3), LOADED);
    expect(Object.fromEntries(api.searches[0]!)).toEqual({
      searchBy: 'name',
      searchTerm: 'mitchel',
      productType: 'KS',
      accountIsOpen: 'all',
      pageNo: '1',
    });
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      searchBy: 'name',
      searchTerm: 'mitchel',
      productType: 'KS',
      accountIsOpen: 'all',
      page: '1',
    });
    expect(within(rows()[0]!).getByText('Client Number 1')).toBeTruthy();
    expect(within(rows()[0]!).getByText('KiwiSaver')).toBeTruthy();
    expect(within(rows()[0]!).getByText('800001')).toBeTruthy();
    expect(screen.getByTestId('search-count').textContent).toBe('1–3 of 3 accounts');
  });

  it('disables Search with a spinner while searching', SLOW, async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    mockSearchApi(() => new Promise((resolve) => (answer = resolve)));
    renderApp('/dashboard/accounts', { user: STAFF });
    fireEvent.click(await screen.findByRole('button', { name: 'Search' }, LOADED));
    // The form starts again from the address once the search is in it: find the button anew.
    const search = () => screen.getByRole('button', { name: 'Search' });
    await waitFor(() => expect(search().hasAttribute('disabled')).toBe(true), LOADED);
    expect(search().getAttribute('data-loading')).toBe('true');
    answer({ body: searchPage(1, 1) });
    await waitFor(() => expect(search().hasAttribute('disabled')).toBe(false), LOADED);
    expect(rows()).toHaveLength(1);
  });

  it("keeps the host screen's own address parameters beside the search (reused on other screens)", SLOW, async () => {
    mockSearchApi((params) => ({ body: searchPage(45, Number(params.get('pageNo'))) }));
    const { router } = renderApp('/dashboard/accounts?view=compact', { user: STAFF });
    fireEvent.click(await screen.findByRole('button', { name: 'Search' }, LOADED));
    await waitFor(() => expect(rows()).toHaveLength(20), LOADED);
    expect(new URLSearchParams(router.state.location.search).get('view')).toBe('compact');
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('href')).toContain('view=compact');
  });

  it('gives an adviser no Account Status filter and sends none', SLOW, async () => {
    const api = mockSearchApi(() => ({ body: searchPage(1, 1) }));
    renderApp('/dashboard/accounts', { user: ADVISER });
    fireEvent.click(await screen.findByRole('button', { name: 'Search' }, LOADED));
    await waitFor(() => expect(api.searches).toHaveLength(1), LOADED);
    expect(screen.queryByLabelText('Account Status')).toBeNull();
    expect(api.searches[0]!.has('accountIsOpen')).toBe(false);
  });

  it('opens the summary of the selected account on the New Zealand portal', SLOW, async () => {
    mockSearchApi(() => ({ body: searchPage(2, 1) }));
    const { router } = renderApp('/dashboard/accounts?searchBy=number&searchTerm=8000&productType=ALL&accountIsOpen=true&page=1', {
      user: STAFF,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Select Client Number 2, account 800002' }, LOADED));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/accounts/800002'), LOADED);
  });

  it('holds the Australian portal at UT-AUS, shows alternative numbers and opens the account screen', SLOW, async () => {
    const api = mockSearchApi(() => ({ body: searchPage(1, 1, (n) => searchRow(n, { productType: 'UT-AUS' })) }));
    const { router } = renderApp('/dashboard/accounts', { user: { ...ADVISER, channel: 'AU' }, portal: AU_PORTAL });
    const type = (await screen.findByLabelText('Investment Type', undefined, LOADED)) as HTMLSelectElement;
    expect(type.disabled).toBe(true);
    expect(type.value).toBe('UT-AUS');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(rows()).toHaveLength(1), LOADED);
    expect(api.searches[0]!.get('productType')).toBe('UT-AUS');
    // spec 001 §6: the shown number is the alternative one.
    expect(within(rows()[0]!).getByText('ALT-1')).toBeTruthy();
    expect(within(rows()[0]!).queryByText('800001')).toBeNull();
    // The summary route sends the AU channel home, so Select opens the account itself.
    fireEvent.click(screen.getByRole('button', { name: 'Select Client Number 1, account ALT-1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/investment-funds/800001'), LOADED);
  });

  it('restores the search from the address, pages through it and comes back with Back', SLOW, async () => {
    const api = mockSearchApi((params) => ({ body: searchPage(57, Number(params.get('pageNo'))) }));
    const { router } = renderApp('/dashboard/accounts?searchBy=name&searchTerm=Smith&productType=PW&accountIsOpen=false&page=2', {
      user: STAFF,
    });
    await waitFor(() => expect(rows()).toHaveLength(20), LOADED);
    expect(Object.fromEntries(api.searches[0]!)).toEqual({
      searchBy: 'name',
      searchTerm: 'Smith',
      productType: 'PW',
      accountIsOpen: 'false',
      pageNo: '2',
    });
    expect((screen.getByLabelText('Search term') as HTMLInputElement).value).toBe('Smith');
    expect((screen.getByLabelText('Investment Type') as HTMLSelectElement).value).toBe('PW');
    expect((screen.getByLabelText('Account Status') as HTMLSelectElement).value).toBe('false');
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('search-count').textContent).toBe('21–40 of 57 accounts');

    fireEvent.click(screen.getByRole('link', { name: 'Last page, 3' }));
    await waitFor(() => expect(rows()).toHaveLength(17), LOADED);
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('3');
    expect(api.searches.at(-1)!.get('pageNo')).toBe('3');

    await router.navigate(-1);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page'), LOADED);
    expect((screen.getByLabelText('Search term') as HTMLInputElement).value).toBe('Smith');
  });

  it('shows at most 10 page numbers around the current page, with First and Last', SLOW, async () => {
    mockSearchApi((params) => ({ body: searchPage(1000, Number(params.get('pageNo'))) }));
    renderApp('/dashboard/accounts?searchBy=number&searchTerm=&productType=ALL&accountIsOpen=true&page=12', { user: STAFF });
    await waitFor(() => expect(rows()).toHaveLength(20), LOADED);
    // 1,000 accounts are 50 pages; page 12 shows 7 to 16 (visiblePages).
    expect(pageLinks()).toEqual(['First', 'Previous', '7', '8', '9', '10', '11', '12', '13', '14', '15', '16', 'Next', 'Last']);
    expect(screen.getByRole('link', { name: 'First page' }).getAttribute('href')).toContain('page=1');
  });

  it("says 'An error occured.' when the search fails, and plainly when nothing matches", SLOW, async () => {
    let fail = true;
    mockSearchApi(() => (fail ? { status: 500, body: { Id: 'Internal', Message: 'Something went wrong' } } : { body: searchPage(0, 1) }));
    renderApp('/dashboard/accounts', { user: STAFF });
    fireEvent.click(await screen.findByRole('button', { name: 'Search' }, LOADED));
    const alert = await screen.findByRole('alert', undefined, LOADED);
    expect(within(alert).getByText('An error occured.')).toBeTruthy();

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findByTestId('search-empty', undefined, LOADED)).textContent).toBe('No accounts match this search.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('runs by itself for a related-only user and opens the account screen on Select', SLOW, async () => {
    const api = mockSearchApi(() => ({ body: searchPage(2, 1, (n) => searchRow(n, { productType: 'UT' })) }));
    const { router } = renderApp('/dashboard/accounts', { user: RELATED_ONLY });
    await waitFor(() => expect(rows()).toHaveLength(2), LOADED);
    expect(Object.fromEntries(api.searches[0]!)).toEqual({ searchBy: 'number', searchTerm: '', productType: 'ALL', pageNo: '1' });
    // The summary is for staff and intermediaries (spec 001 §6): a related-only user opens the account.
    fireEvent.click(screen.getByRole('button', { name: 'Select Client Number 1, account 800001' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/investment-funds/800001'), LOADED);
  });
});
