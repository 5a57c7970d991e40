import { vi } from 'vitest';

export interface MockAnswer {
  status?: number;
  body?: unknown;
}

type Handler = (init: RequestInit | undefined) => MockAnswer;

/** What the portal load asks for, answered with empty data (nothing invented). */
const PORTAL_LOAD: Record<string, Handler> = {
  'GET /api/v1/notifications': () => ({
    body: {
      newMessageCount: 0,
      unreadAlertsNotificationTotal: 0,
      unreadGeneralNotificationTotal: 0,
      alertsNotifications: [],
      generalNotifications: [],
    },
  }),
  'GET /api/v1/accounts': () => ({ body: { ownedList: [], relatedList: [], portfolioSummary: [] } }),
  'GET /api/v1/profile': () => ({
    body: { clientKey: null, clientSalutation: null, name: { firstName: null }, userType: 'Client', username: 'x' },
  }),
  'GET /api/v1/advisers': () => ({ body: [] }),
  'GET /api/v1/portal/settings': () => ({
    body: {
      showGovtContributionContent: false,
      distributionPeriodStart: null,
      distributionPeriodEnd: null,
      maintenanceAlertEnabled: false,
    },
  }),
};

/**
 * Replaces fetch with a table of answers keyed 'METHOD /path'. An unexpected call answers 404 in
 * the API's error shape, so a test sees it instead of hanging.
 */
export function mockApi(handlers: Record<string, Handler> = {}) {
  const table = { ...PORTAL_LOAD, ...handlers };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const key = `${init?.method ?? 'GET'} ${path}`;
    const answer = table[key]?.(init) ?? { status: 404, body: { Id: 'NotFound', Message: `No mock for ${key}` } };
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return new Response(status === 204 ? null : text, { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    callsTo: (key: string) => fetchMock.mock.calls.filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key),
  };
}
