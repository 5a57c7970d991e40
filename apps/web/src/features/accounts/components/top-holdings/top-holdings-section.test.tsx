import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TopHoldingsResponse } from '@tasman/domain/contracts/top-holdings';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { mockApi } from '@/test/api-mock';
import { TopHoldingsSection } from './top-holdings-section';

const LIST = 'GET /api/v1/accounts/700123/top-holdings';
const PDF = 'GET /api/v1/accounts/700123/top-holdings.pdf';

/** Twelve holdings H01 … H12 of 12 %, 11 %, … 1 %. */
const twelve: TopHoldingsResponse = {
  cachedDate: '2026-11-20',
  portfolioDate: '2026-10-31',
  underlyHoldings: Array.from({ length: 12 }, (_, i) => ({
    name: `H${String(i + 1).padStart(2, '0')}`,
    country: i % 2 ? 'Japan' : 'New Zealand',
    weight: 12 - i,
  })),
};

function renderSection(url = '/dashboard/kiwisaver/700123') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test">
        <MemoryRouter initialEntries={[url]}>
          <TopHoldingsSection accountNumber="700123" accountLabel="Citizen KiwiSaver 700123" />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('th, td')!.textContent);

// A busy machine (2 cores shared) can take over a second to answer and render the first time.
const LOADED = { timeout: 5000 };
const SLOW = { timeout: 20_000 };

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('top holdings section (spec 001 §2, §4, §8, §9)', SLOW, () => {
  it('shows the first 10, View More shows all, View Less the first 10 again', async () => {
    mockApi({ [LIST]: () => ({ body: twelve }) });
    renderSection();
    const table = await screen.findByTestId('top-holdings-table', {}, LOADED);
    expect(names(table)).toEqual(['H01', 'H02', 'H03', 'H04', 'H05', 'H06', 'H07', 'H08', 'H09', 'H10']);
    // Each row: name, country, weight to 2 decimals.
    expect([...within(table).getAllByRole('row')[2]!.querySelectorAll('th, td')].map((c) => c.textContent)).toEqual(['H02', 'Japan', '11.00%']);

    await userEvent.click(screen.getByRole('button', { name: 'View More' }));
    expect(names(screen.getByTestId('top-holdings-table'))).toHaveLength(12);
    expect(names(screen.getByTestId('top-holdings-table')).at(-1)).toBe('H12');

    await userEvent.click(screen.getByRole('button', { name: 'View Less' }));
    expect(names(screen.getByTestId('top-holdings-table'))).toHaveLength(10);
  });

  it('offers no toggle when there are 10 or fewer', async () => {
    mockApi({ [LIST]: () => ({ body: { ...twelve, underlyHoldings: twelve.underlyHoldings.slice(0, 10) } }) });
    renderSection();
    expect(names(await screen.findByTestId('top-holdings-table', {}, LOADED))).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'View More' })).toBeNull();
  });

  it('carries the topSecurity anchor, scrolls to it when the address asks, and shows the as-at date', async () => {
    mockApi({ [LIST]: () => ({ body: twelve }) });
    const scrolledTo: string[] = [];
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
      scrolledTo.push(this.id);
    });
    const { container } = renderSection('/dashboard/kiwisaver/700123#topSecurity');
    await screen.findByTestId('top-holdings-table', {}, LOADED);
    const section = container.querySelector('#topSecurity');
    expect(section?.tagName).toBe('SECTION');
    expect(scrolledTo).toEqual(['topSecurity']);
    expect(section?.textContent).toContain('as at 31 Oct 2026');
  });

  it('logs a failure only, and says the data is unavailable', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi({ [LIST]: () => ({ status: 500, body: { Id: 'Internal', Message: 'Something went wrong' } }) });
    renderSection();
    expect(await screen.findByText('Unfortunately this data is currently unavailable. Please try again later.', {}, LOADED)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(warn).toHaveBeenCalledWith('Top holdings could not be loaded', expect.anything());
  });

  it('says No results found for an account with no holdings', async () => {
    mockApi({ [LIST]: () => ({ body: { cachedDate: null, portfolioDate: null, underlyHoldings: [] } }) });
    renderSection();
    expect(await screen.findByText('No results found', {}, LOADED)).toBeTruthy();
  });
});

describe('top holdings modal (spec 001 §2 Download PDF, print, close; §8)', SLOW, () => {
  it('shows the whole list, and the alert Error downloading PDF when the download fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = mockApi({
      [LIST]: () => ({ body: twelve }),
      [PDF]: () => ({ status: 500, body: { Id: 'Internal', Message: 'Something went wrong' } }),
    });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Print or download' }, LOADED));
    const dialog = await screen.findByRole('dialog');
    expect(names(within(dialog).getByTestId('top-holdings-table'))).toEqual(
      Array.from({ length: 12 }, (_, index) => `${index + 1}. H${String(index + 1).padStart(2, '0')}`),
    );
    expect(within(dialog).getByText('Citizen KiwiSaver 700123', { exact: false })).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Error downloading PDF');
    expect(api.callsTo(PDF)).toHaveLength(1);
    expect(api.callsTo(PDF)[0]![1]).toMatchObject({ credentials: 'same-origin' });
  });

  it('saves the PDF under the server\'s file name', async () => {
    mockApi({ [LIST]: () => ({ body: twelve }) });
    const listFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('.pdf')
        ? Promise.resolve(
            new Response('%PDF-1.3', {
              headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="top-holdings-700123.pdf"' },
            }),
          )
        : listFetch(input, init),
    );
    // jsdom has no object URLs.
    URL.createObjectURL = () => 'blob:top-holdings';
    URL.revokeObjectURL = () => {};
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.download} ${this.getAttribute('href')}`);
    });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Print or download' }, LOADED));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Download PDF' }));
    await vi.waitFor(() => expect(clicked).toEqual(['top-holdings-700123.pdf blob:top-holdings']));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('prints with the browser and closes', async () => {
    mockApi({ [LIST]: () => ({ body: twelve }) });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Print or download' }, LOADED));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
