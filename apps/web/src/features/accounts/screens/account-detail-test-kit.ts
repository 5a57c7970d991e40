import { screen } from '@testing-library/react';
import type { mockApi, MockAnswer } from '@/test/api-mock';
import {
  assetClassSummary,
  holdings,
  KIWISAVER,
  NO_TOP_HOLDINGS,
  performance,
  performanceByFund,
} from './account-detail-test-data';

/** What the KiwiSaver account details screen asks for, answered for account 700001, and finds on it. */

// The first find waits for the lazy layout and screen chunks, which can take over a second on a busy machine.
export const LOADED = { timeout: 5000 };
// Whole-screen renders with Mantine in jsdom take seconds on a shared 2-core machine.
export const SLOW = { timeout: 30_000 };
export const N = '700001';
export const SECURITIES = `GET /api/v1/accounts/${N}/securities`;
export const ONE_YEAR = `GET /api/v1/accounts/${N}/performance?period=ONE_YEAR`;
export const BY_FUND = `GET /api/v1/accounts/${N}/performance/by-fund?period=SINCE_INCEPTION`;
export const ASSET_CLASSES = `GET /api/v1/Account/AssetClassSummary/${N}`;
export const failure: MockAnswer = { status: 500, body: { Id: 'Internal', Message: 'Something went wrong' } };

type Handlers = Parameters<typeof mockApi>[0];

export function detailAnswers(overrides: Handlers = {}): Handlers {
  return {
    'GET /api/v1/accounts': () => ({ body: { ownedList: [KIWISAVER], relatedList: [], portfolioSummary: [] } }),
    [SECURITIES]: () => ({ body: holdings() }),
    [ONE_YEAR]: () => ({ body: performance() }),
    [BY_FUND]: () => ({ body: performanceByFund() }),
    [ASSET_CLASSES]: () => ({ body: assetClassSummary() }),
    [`GET /api/v1/accounts/${N}/top-holdings`]: () => ({ body: NO_TOP_HOLDINGS }),
    ...overrides,
  };
}

/** A block of the screen once its own code is in: not the busy stand-in of lazy-blocks.tsx. */
export async function block(name: string) {
  return screen.findByRole('region', { name, busy: false }, SLOW);
}

/** Each row's header and data cells, as text. */
export function rowTexts(table: HTMLElement) {
  return [...table.querySelectorAll('tr')].map((row) => cellTexts(row));
}

export function cellTexts(row: Element) {
  return [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim());
}
