import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEventsResponse } from '@tasman/domain/contracts/audit';
import { AUDIT_EVENT_TYPES } from '@tasman/domain/contracts/audit';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { STAFF } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

// The whole app renders (lazy routes, the portal load) on a machine shared with other builds.
configure({ asyncUtilTimeout: 5000 });

const renderConsole = (url = '/staff-console') => renderApp(url, { user: STAFF });
const statusIs = (live: boolean) => () => ({ body: { currentStatus: live, currentStatusAus: true } });

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;

describe('Staff Console: portal status', { timeout: 30_000 }, () => {
  it('switches to maintenance only after a confirmation that warns of the 30-second sign-out', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /cache/status': statusIs(true),
      'PUT /api/v1/portal/status': () => ({ body: { currentStatus: false, currentStatusAus: true } }),
    });
    renderConsole();
    expect((await screen.findByTestId('portal-status')).textContent).toBe('Live');

    await user.click(screen.getByRole('button', { name: 'Switch to maintenance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch the portal to maintenance?' });
    expect(within(dialog).getByText(/signed out after a 30-second countdown/)).toBeTruthy();
    expect(within(dialog).getByText('Staff stay signed in.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('PUT /api/v1/portal/status')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Switch to maintenance' }));
    await user.click(await screen.findByRole('button', { name: 'Start maintenance' }));
    await waitFor(() => expect(screen.getByTestId('portal-status').textContent).toBe('In maintenance'));
    expect(api.callsTo('PUT /api/v1/portal/status').map(([, init]) => bodyOf(init))).toEqual([{ channel: 'NZ', live: false }]);
    expect(screen.getByText('The portal is now in maintenance.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Switch back live' })).toBeTruthy();
  });

  it("shows the server's message when the switch is refused", async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /cache/status': statusIs(false),
      'PUT /api/v1/portal/status': () => ({ status: 403, body: { Id: 'Forbidden', Message: 'You do not have access to this.' } }),
    });
    renderConsole();
    await user.click(await screen.findByRole('button', { name: 'Switch back live' }));
    await user.click(await screen.findByRole('button', { name: 'Go live' }));
    expect(await screen.findByText('You do not have access to this.')).toBeTruthy();
    expect(screen.getByTestId('portal-status').textContent).toBe('In maintenance');
  });
});

describe('Staff Console: login notices', { timeout: 30_000 }, () => {
  const saved = {
    channel: 'NZ',
    maintenanceAlert: true,
    updateNotice: 'Statements from Monday',
    distributionPeriodStart: null,
    distributionPeriodEnd: null,
  };

  it('loads the notices, wants both period dates, and saves the whole form', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/v1/portal/login-notices': () => ({ body: saved }),
      'PUT /api/v1/portal/login-notices': (init) => {
        const body = bodyOf(init) as { distributionPeriod: { start: string; end: string } };
        return { body: { ...saved, updateNotice: null, distributionPeriodStart: body.distributionPeriod.start, distributionPeriodEnd: body.distributionPeriod.end } };
      },
    });
    renderConsole('/staff-console?tab=notices');
    const notice = await screen.findByRole('textbox', { name: /Update notice/ });
    expect((notice as HTMLTextAreaElement).value).toBe('Statements from Monday');
    expect(screen.getByRole('switch', { name: /Maintenance Alert/ })).toHaveProperty('checked', true);

    await user.clear(notice);
    const start = screen.getByLabelText('Period starts');
    await user.type(start, '2026-07-01');
    await user.click(screen.getByRole('button', { name: 'Save login notices' }));
    expect(screen.getByText('Enter the end of the period too, or clear both dates.')).toBeTruthy();
    expect(api.callsTo('PUT /api/v1/portal/login-notices')).toHaveLength(0);

    await user.type(screen.getByLabelText('Period ends'), '2026-07-21');
    await user.click(screen.getByRole('button', { name: 'Save login notices' }));
    expect(await screen.findByText('The login notices are saved.')).toBeTruthy();
    expect(api.callsTo('PUT /api/v1/portal/login-notices').map(([, init]) => bodyOf(init))).toEqual([
      { channel: 'NZ', maintenanceAlert: true, updateNotice: null, distributionPeriod: { start: '2026-07-01', end: '2026-07-21' } },
    ]);
  });

  it("shows the server's message when saving fails", async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/v1/portal/login-notices': () => ({ body: saved }),
      'PUT /api/v1/portal/login-notices': () => ({ status: 400, body: { Id: 'ValidationFailed', Message: 'The request is not valid. (updateNotice)' } }),
    });
    renderConsole('/staff-console?tab=notices');
    await user.click(await screen.findByRole('button', { name: 'Save login notices' }));
    expect(await screen.findByText('The request is not valid. (updateNotice)')).toBeTruthy();
  });
});

describe('Staff Console: users', { timeout: 30_000 }, () => {
  it('says plainly when there is no such user on this portal', async () => {
    const user = userEvent.setup();
    mockApi({ 'POST /api/v1/auth/unlock': () => ({ status: 404, body: { Id: 'NotFound', Message: 'Not found.' } }) });
    renderConsole('/staff-console?tab=users');
    const form = await screen.findByRole('form', { name: 'Unlock a user' });
    await user.click(within(form).getByRole('button', { name: 'Unlock' }));
    expect(within(form).getByText('Enter a username.')).toBeTruthy();
    await user.type(within(form).getByLabelText('Username'), ' demo.auclient ');
    await user.click(within(form).getByRole('button', { name: 'Unlock' }));
    expect(await within(form).findByText('There is no user called ‘demo.auclient’ on this portal.')).toBeTruthy();
  });

  it('resets two-factor only once the confirmation is accepted', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'POST /api/v1/two-factor/reset': () => ({ body: { username: 'demo.client', reset: true, sessionsEnded: 2 } }),
    });
    renderConsole('/staff-console?tab=users');
    const form = await screen.findByRole('form', { name: 'Reset two-factor authentication' });
    await user.type(within(form).getByLabelText('Username'), 'demo.client');
    await user.click(within(form).getByRole('button', { name: 'Reset two-factor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset two-factor authentication?' });
    expect(api.callsTo('POST /api/v1/two-factor/reset')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Two-factor authentication of demo.client is reset.')).toBeTruthy();
    expect(screen.getByText('2 sessions were ended.')).toBeTruthy();
    expect(api.callsTo('POST /api/v1/two-factor/reset').map(([, init]) => bodyOf(init))).toEqual([{ username: 'demo.client' }]);
  });
});

describe('Staff Console: audit log', { timeout: 30_000 }, () => {
  const page = (pageNo: number, total = 120): AuditEventsResponse => ({
    list: [{ at: '2026-03-01T11:30:00.000Z', username: 'demo.client', event: 'user-unlocked', detail: 'by staff demo.staff', ip: '127.0.0.1' }],
    totalEvents: total,
    pageSize: 50,
    pageNo,
    eventTypes: [...AUDIT_EVENT_TYPES],
  });

  it("shows events at the portal's local time, pages on the server and exports with the same filters", async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    const api = mockApi({});
    const answerOthers = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (!url.startsWith('/api/v1/staff/audit-events')) return answerOthers(input, init);
      asked.push(url);
      const pageNo = Number(new URL(url, 'http://x').searchParams.get('pageNo') ?? 1);
      return new Response(JSON.stringify(page(pageNo)), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    const { router } = renderConsole('/staff-console?tab=audit');
    const table = await screen.findByRole('table', { name: 'Audit events' });
    expect(within(table).getByText('02 Mar 2026 00:30')).toBeTruthy();
    expect(screen.getByTestId('audit-log-range').textContent).toBe('1–1 of 120 events');

    await user.type(screen.getByLabelText('Username'), 'demo');
    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(asked.at(-1)).toBe('/api/v1/staff/audit-events?username=demo&from=2026-03-01'));
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/v1/staff/audit-events.csv?username=demo&from=2026-03-01',
    );

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(asked.at(-1)).toBe('/api/v1/staff/audit-events?username=demo&from=2026-03-01&pageNo=3'));
    expect(router.state.location.search).toBe('?tab=audit&username=demo&from=2026-03-01&pageNo=3');
    // The export is every page, whichever one is shown.
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/v1/staff/audit-events.csv?username=demo&from=2026-03-01',
    );
  });

  it('does not ask for a from date after the to date', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'GET /api/v1/staff/audit-events': () => ({ body: page(1, 1) }) });
    renderConsole('/staff-console?tab=audit');
    await screen.findByRole('table', { name: 'Audit events' });
    await user.type(screen.getByLabelText('From'), '2026-03-02');
    await user.type(screen.getByLabelText('To'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('The from date must be on or before the to date.')).toBeTruthy();
    const audits = api.fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('audit-events'));
    expect(audits).toEqual(['/api/v1/staff/audit-events']);
  });
});

describe('Staff Console route', { timeout: 30_000 }, () => {
  it('opens from the side navigation entry staff see', async () => {
    mockApi();
    renderApp('/contact', { user: STAFF });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const entry = await within(nav).findByRole('link', { name: 'Staff Console' });
    expect(entry.getAttribute('href')).toBe('/staff-console');
  });
});
