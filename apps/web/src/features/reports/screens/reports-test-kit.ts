import type { AccountSummary } from '@tasman/domain/contracts/accounts';
import type { ReportPage, ReportRow } from '@tasman/domain/contracts/reports';
import { vi } from 'vitest';

export interface Answer {
  status?: number;
  body?: unknown;
  file?: { bytes: string; type: string; disposition?: string };
}
type Handler = (url: URL, init?: RequestInit) => Answer;

/** An account as GET /api/v1/accounts lists it; no figure is needed by the reports screen. */
export function account(overrides: Partial<AccountSummary>): AccountSummary {
  return {
    accountId: `id-${overrides.accountNumber ?? 'x'}`,
    accountNumber: '700101',
    accountNumberAlternative: null,
    accountName: 'J Citizen KiwiSaver',
    productType: 'KS',
    accountType: 'Individual',
    accountStatus: 'O',
    accountIsOpen: true,
    ownershipType: 'OWNER',
    signupDate: '2019-04-01',
    isDIMS: false,
    portfolioAssetAllocation: null,
    balance: null,
    balanceAsAtDate: null,
    pir: null,
    returnPercentage12Month: null,
    returnValue12Month: null,
    returnPercentageSinceInception: null,
    returnValueSinceInception: null,
    sinceInceptionPerAnnum: false,
    returnAsAtDate: null,
    ...overrides,
  };
}

export const KS = account({ accountNumber: '700101', accountName: 'J Citizen KiwiSaver', productType: 'KS' });
export const PE = account({ accountNumber: '700404', accountName: 'J Citizen PE Fund', productType: 'PE', signupDate: '2018-01-15' });
export const CLOSED = account({ accountNumber: '700505', accountName: 'J Citizen Old Funds', productType: 'UT', accountIsOpen: false });
export const accountList = { ownedList: [KS, PE, CLOSED], relatedList: [], portfolioSummary: [] };

export function reportRow(n: number): ReportRow {
  return { reportId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, reportName: `Statement ${n}`, reportDate: '2026-03-31' };
}

/** Page `pageNo` of `total` reports at 10 a page. */
export function reportPage(url: URL, total: number): ReportPage {
  const pageNo = Number(url.searchParams.get('pageNo') ?? '1');
  const first = (pageNo - 1) * 10 + 1;
  const count = Math.max(0, Math.min(10, total - first + 1));
  return {
    list: Array.from({ length: count }, (_, i) => reportRow(first + i)),
    accountNumber: url.searchParams.get('accountNumber') ?? '',
    totalRecords: total,
    pageSize: 10,
    pageNo,
    periodStart: url.searchParams.get('periodStart') ?? '',
    periodEnd: url.searchParams.get('periodEnd') ?? '',
  };
}

/** fetch replaced by a table keyed 'METHOD /pathname' (queries are read by the handler); every call kept. */
export function mockReportsApi(handlers: Record<string, Handler>) {
  const calls: Array<{ url: URL; init?: RequestInit }> = [];
  const table: Record<string, Handler> = {
    'GET /api/v1/notifications': () => ({
      body: { newMessageCount: 0, unreadAlertsNotificationTotal: 0, unreadGeneralNotificationTotal: 0, alertsNotifications: [], generalNotifications: [] },
    }),
    'GET /api/v1/profile': () => ({ body: { clientKey: null, clientSalutation: null, name: { firstName: null }, userType: 'Client', username: 'x' } }),
    'GET /api/v1/advisers': () => ({ body: [] }),
    'GET /api/v1/portal/settings': () => ({
      body: { showGovtContributionContent: false, distributionPeriodStart: null, distributionPeriodEnd: null, maintenanceAlertEnabled: false },
    }),
    'GET /api/v1/accounts': () => ({ body: accountList }),
    ...handlers,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    calls.push({ url, init });
    const answer = table[`${init?.method ?? 'GET'} ${url.pathname}`]?.(url, init) ?? { status: 404, body: { Id: 'NotFound', Message: `No mock for ${url.pathname}` } };
    if (answer.file) {
      return new Response(answer.file.bytes, {
        status: 200,
        headers: { 'Content-Type': answer.file.type, ...(answer.file.disposition ? { 'Content-Disposition': answer.file.disposition } : {}) },
      });
    }
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls: (pathname: string) => calls.filter((call) => call.url.pathname === pathname) };
}
