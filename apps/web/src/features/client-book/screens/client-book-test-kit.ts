import type { ClientBookAccountsResponse, ClientBookResponse, ClientBookRow } from '@tasman/domain/contracts/adviser';
import { vi } from 'vitest';
import { mockApi, type MockAnswer } from '@/test/api-mock';

export const ADVISER_A = '11111111-1111-4111-8111-111111111111';
export const ADVISER_B = '22222222-2222-4222-8222-222222222222';

export function bookRow(overrides: Partial<ClientBookRow> = {}): ClientBookRow {
  return {
    clientId: '00000000-0000-4000-8000-000000000001',
    name: 'Aroha Ngata',
    accountCount: 1,
    totalValue: 1000,
    valueAsAtDate: '2026-11-20',
    productTypes: ['KS'],
    ...overrides,
  };
}

/** A page answer holding the whole book: counts and value from its rows; by-product lines as given. */
export function bookPage(
  list: ClientBookRow[],
  byProduct: ClientBookResponse['totals']['byProduct'] = [],
  overrides: Partial<ClientBookResponse> = {},
): ClientBookResponse {
  return {
    list,
    totalClients: list.length,
    pageSize: 20,
    pageNo: 1,
    totals: {
      clientCount: list.length,
      accountCount: list.reduce((sum, row) => sum + row.accountCount, 0),
      totalValue: list.reduce((sum, row) => sum + row.totalValue, 0),
      byProduct,
    },
    ...overrides,
  };
}

interface BookHandlers {
  /** GET /api/v1/client-book with its query. */
  book?: (query: URLSearchParams) => MockAnswer;
  accounts?: (clientId: string) => MockAnswer;
  advisers?: () => MockAnswer;
}

/**
 * The portal load's answers (mockApi) plus the client book's routes, which carry a query string
 * mockApi's exact keys cannot match. Returns the client book calls made, as URLs.
 */
export function mockBookApi(handlers: BookHandlers) {
  const { fetchMock: portalLoad } = mockApi();
  const bookCalls: URL[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://portal.test');
    if (!url.pathname.startsWith('/api/v1/client-book')) return portalLoad(input, init);
    bookCalls.push(url);
    const answer = answerFor(url, handlers);
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    bookCalls,
    pageCalls: () => bookCalls.filter((url) => url.pathname === '/api/v1/client-book'),
  };
}

function answerFor(url: URL, handlers: BookHandlers): MockAnswer {
  const notMocked = { status: 404, body: { Id: 'NotFound', Message: `No mock for ${url.pathname}` } };
  if (url.pathname === '/api/v1/client-book') return handlers.book?.(url.searchParams) ?? notMocked;
  if (url.pathname === '/api/v1/client-book/advisers') return handlers.advisers?.() ?? notMocked;
  const match = /^\/api\/v1\/client-book\/([^/]+)\/accounts$/.exec(url.pathname);
  if (match?.[1]) return handlers.accounts?.(decodeURIComponent(match[1])) ?? notMocked;
  return notMocked;
}

export function accountsOf(clientId: string, name: string, accounts: ClientBookAccountsResponse['accounts']): ClientBookAccountsResponse {
  return { clientId, name, accounts };
}
