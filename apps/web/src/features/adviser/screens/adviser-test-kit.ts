import type { AccountSearchResult, AccountSearchRow } from '@tasman/domain/contracts/adviser';
import type { SessionUser } from '@tasman/domain/contracts/auth';
import { mockApi, type MockAnswer } from '@/test/api-mock';
import { STAFF } from '@/test/fixtures';

// Whole-app renders with Mantine in jsdom take seconds on a shared 2-core machine.
export const LOADED = { timeout: 20_000 };
export const SLOW = { timeout: 60_000 };

export const ADVISER: SessionUser = { ...STAFF, userId: 'u-adviser', username: 'demo.adviser', userType: 'Intermediary' };

/** Search row n: a KiwiSaver account numbered 800000 + n, with an AU-style alternative number. */
export function searchRow(n: number, overrides: Partial<AccountSearchRow> = {}): AccountSearchRow {
  return {
    accountNumber: String(800_000 + n),
    accountNumberAlternative: `ALT-${n}`,
    accountName: `Client Number ${n}`,
    productType: 'KS',
    accountIsOpen: true,
    ...overrides,
  };
}

/** Page `pageNo` of a search that found `total` accounts, 20 a page (spec 001 §9). */
export function searchPage(total: number, pageNo: number, make: (n: number) => AccountSearchRow = searchRow): AccountSearchResult {
  const first = (pageNo - 1) * 20 + 1;
  const count = Math.max(0, Math.min(20, total - first + 1));
  return { list: Array.from({ length: count }, (_, index) => make(first + index)), totalAccounts: total, pageSize: 20, pageNo };
}

type SearchAnswer = (params: URLSearchParams) => MockAnswer | Promise<MockAnswer>;

/**
 * mockApi, with GET /api/v1/account-search answered by `answer` from its query (the table of
 * mockApi matches whole paths only), and every search's query kept for the test to read.
 */
export function mockSearchApi(answer: SearchAnswer, handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi(handlers);
  const table = api.fetchMock.getMockImplementation();
  const searches: URLSearchParams[] = [];
  api.fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    if (!path.startsWith('/api/v1/account-search?')) return table!(input, init);
    const params = new URLSearchParams(path.slice(path.indexOf('?') + 1));
    searches.push(params);
    const { status = 200, body } = await answer(params);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return { ...api, searches };
}
