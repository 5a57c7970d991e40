import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { DOCUMENTS_ERROR, DocumentsModal, NO_DOCUMENTS, type DocumentsModalProps } from './documents-modal';

const LOADED = { timeout: 10_000 };
const SLOW = { timeout: 30_000 };

function renderModal(props: Partial<DocumentsModalProps> = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test">
        <DocumentsModal kind="FactSheet" productCodes={['KS', 'UT']} fundIds={['F1', 'F2']} opened onClose={() => {}} {...props} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const LIST = [
  {
    productCode: 'KS',
    name: 'KiwiSaver Plan',
    docs: [{ Title: 'Tasman KiwiSaver Growth Fund Fact Sheet October 2026', RelativeURL: '/cache/documents/factsheets/F1?asAt=2026-10-31', MSID: 'F1' }],
  },
  {
    productCode: 'UT',
    name: 'Investment Funds',
    docs: [
      { Title: 'Tasman Balanced Fund Fact Sheet October 2026', RelativeURL: '/cache/documents/factsheets/F2?asAt=2026-10-31', MSID: 'F2' },
      { Title: 'Tasman Growth Fund Fact Sheet October 2026', RelativeURL: '/cache/documents/factsheets/F3?asAt=2026-10-31', MSID: 'F3' },
    ],
  },
];

afterEach(() => vi.restoreAllMocks());

describe('DocumentsModal (spec 002 §2.5 Document list, §7, §8)', () => {
  it("asks for the account's products and funds and lists the documents grouped by name, each a link to its PDF", SLOW, async () => {
    const api = mockApi({ 'GET /cache/documents/factsheets?productCodes=KS%2CUT&fundIds=F1%2CF2': () => ({ body: LIST }) });
    renderModal();
    expect(await screen.findByRole('dialog', { name: 'Fund Fact Sheets' })).toBeTruthy();
    const kiwiSaver = await screen.findByRole('region', { name: 'KiwiSaver Plan' }, LOADED);
    expect(within(kiwiSaver).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/cache/documents/factsheets/F1?asAt=2026-10-31']);
    const funds = screen.getByRole('region', { name: 'Investment Funds' });
    const links = within(funds).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      'Tasman Balanced Fund Fact Sheet October 2026(PDF)',
      'Tasman Growth Fund Fact Sheet October 2026(PDF)',
    ]);
    expect(links[0]!.getAttribute('target')).toBe('_blank');
    expect(links[0]!.getAttribute('rel')).toContain('noopener');
    expect(api.fetchMock).toHaveBeenCalledTimes(1);
  });

  it("says 'No documents available for this account.' when no list comes back", SLOW, async () => {
    mockApi({ 'GET /cache/documents/fundUpdates?productCodes=UT': () => ({ body: [] }) });
    renderModal({ kind: 'FundUpdate', productCodes: ['UT'], fundIds: undefined });
    expect(await screen.findByText(NO_DOCUMENTS, undefined, LOADED)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Fund Updates' })).toBeTruthy();
  });

  it('says so without asking when the account has no products', SLOW, async () => {
    const api = mockApi({});
    renderModal({ productCodes: [] });
    expect(await screen.findByText(NO_DOCUMENTS, undefined, LOADED)).toBeTruthy();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('shows a spinner while loading, then an error when the call fails', SLOW, async () => {
    let answer: (value: Response) => void = () => {};
    const pending = new Promise<Response>((resolve) => (answer = resolve));
    vi.stubGlobal('fetch', vi.fn(() => pending));
    renderModal();
    expect(await screen.findByText('Loading documents…')).toBeTruthy();
    answer(new Response(JSON.stringify({ Id: 'ServiceUnavailable', Message: 'down' }), { status: 503, headers: { 'Content-Type': 'application/json' } }));
    expect(await screen.findByRole('alert', undefined, LOADED)).toHaveProperty('textContent', DOCUMENTS_ERROR);
  });

  it('asks nothing while closed', SLOW, async () => {
    const api = mockApi({});
    renderModal({ opened: false });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.fetchMock).not.toHaveBeenCalled();
  });
});
