import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUDIT_EVENT_TYPES, AUDIT_LOG_PAGE_SIZE, type AuditEventsResponse, type Channel } from '@tasman/domain';
import { auditEvents } from '../../db/schema/index.js';
import { createUser } from '../../test/fixtures.js';
import { TestBrowser } from '../../test/test-app.js';
import { useTestPortals } from '../../test/use-test-app.js';
import { eventually } from '../../test/eventually.js';

const ctx = useTestPortals();
const db = () => ctx.testDb.database.db;
const tag = () => randomBytes(4).toString('hex');

async function signedIn(channel: Channel, userType: 'Staff' | 'Client' | 'Intermediary' = 'Staff') {
  const { user } = await createUser(db(), { userType, channel });
  const browser = new TestBrowser(channel === 'NZ' ? ctx.nz : ctx.au);
  const response = await browser.signIn(user.username);
  expect(response.statusCode).toBe(200);
  return { browser, user };
}

async function addEvent(event: { username: string | null; channel: string | null; event?: string; at?: Date; detail?: string; ip?: string }) {
  await db()
    .insert(auditEvents)
    .values({
      username: event.username,
      channel: event.channel,
      event: event.event ?? 'sign-in',
      ip: event.ip ?? '203.0.113.7',
      ...(event.at ? { at: event.at } : {}),
      ...(event.detail === undefined ? {} : { detail: event.detail }),
    });
}

async function list(browser: TestBrowser, query: string): Promise<AuditEventsResponse> {
  const response = await browser.get(`/api/v1/staff/audit-events?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('GET /api/v1/staff/audit-events: who may read it', () => {
  it('answers 401 to nobody, 403 to a client and to an adviser, on both routes', async () => {
    for (const url of ['/api/v1/staff/audit-events', '/api/v1/staff/audit-events.csv']) {
      expect((await new TestBrowser(ctx.nz).get(url)).statusCode).toBe(401);
      for (const userType of ['Client', 'Intermediary'] as const) {
        const { browser } = await signedIn('NZ', userType);
        const response = await browser.get(url);
        expect(response.statusCode, `${userType} ${url}`).toBe(403);
        expect(response.json().Id).toBe('Forbidden');
      }
    }
  });

  it("shows staff their own portal's events only, never the other portal's nor events of no portal", async () => {
    const name = `marker.${tag()}`;
    await addEvent({ username: name, channel: 'NZ', detail: 'on NZ' });
    await addEvent({ username: name, channel: 'AU', detail: 'on AU' });
    await addEvent({ username: name, channel: null, detail: 'on no portal' });
    const nz = await signedIn('NZ');
    const au = await signedIn('AU');
    const seenOnNz = await list(nz.browser, `username=${name}`);
    expect(seenOnNz.list.map((r) => r.detail)).toEqual(['on NZ']);
    expect(seenOnNz.totalEvents).toBe(1);
    const seenOnAu = await list(au.browser, `username=${name}`);
    expect(seenOnAu.list.map((r) => r.detail)).toEqual(['on AU']);
    // The CSV export follows the same rule.
    const csv = await au.browser.get(`/api/v1/staff/audit-events.csv?username=${name}`);
    expect(csv.body).toContain('on AU');
    expect(csv.body).not.toContain('on NZ');
    expect(csv.body).not.toContain('on no portal');
  });
});

describe('GET /api/v1/staff/audit-events: filters and paging', () => {
  it('answers the row shape, newest first, with the known event types', async () => {
    const name = `shape.${tag()}`;
    await addEvent({ username: name, channel: 'NZ', event: 'user-locked', at: new Date('2026-05-01T01:00:00Z'), detail: 'older', ip: '198.51.100.1' });
    await addEvent({ username: name, channel: 'NZ', event: 'user-unlocked', at: new Date('2026-05-02T01:00:00Z'), detail: 'newer' });
    const { browser } = await signedIn('NZ');
    const page = await list(browser, `username=${name}`);
    expect(page.list).toEqual([
      { at: '2026-05-02T01:00:00.000Z', username: name, event: 'user-unlocked', detail: 'newer', ip: '203.0.113.7' },
      { at: '2026-05-01T01:00:00.000Z', username: name, event: 'user-locked', detail: 'older', ip: '198.51.100.1' },
    ]);
    expect(page).toMatchObject({ totalEvents: 2, pageSize: 50, pageNo: 1 });
    expect(page.eventTypes).toEqual([...AUDIT_EVENT_TYPES]);
  });

  it('finds a username by any part of it, case-blind, with LIKE wildcards taken literally', async () => {
    const t = tag();
    await addEvent({ username: `anna_${t}.smith`, channel: 'NZ' });
    await addEvent({ username: `annax${t}.smith`, channel: 'NZ' });
    const { browser } = await signedIn('NZ');
    expect((await list(browser, `username=${`NA_${t}.SM`}`)).list.map((r) => r.username)).toEqual([`anna_${t}.smith`]);
    expect((await list(browser, `username=${t}`)).totalEvents).toBe(2);
    expect((await list(browser, `username=${encodeURIComponent(`%${t}`)}`)).totalEvents).toBe(0);
  });

  it('filters by event type', async () => {
    const name = `event.${tag()}`;
    await addEvent({ username: name, channel: 'NZ', event: 'sign-in' });
    await addEvent({ username: name, channel: 'NZ', event: 'two-factor-reset' });
    const { browser } = await signedIn('NZ');
    const page = await list(browser, `username=${name}&event=two-factor-reset`);
    expect(page.list.map((r) => r.event)).toEqual(['two-factor-reset']);
    // A blank filter (a form's empty field) is no filter.
    expect((await list(browser, `username=${name}&event=&from=&to=`)).totalEvents).toBe(2);
  });

  it("reads from and to as whole days of the portal's own calendar", async () => {
    const name = `days.${tag()}`;
    // 11:30 UTC on 1 March 2026 is 00:30 on 2 March in Auckland (+13) and 22:30 on 1 March in Sydney (+11).
    const at = new Date('2026-03-01T11:30:00Z');
    await addEvent({ username: name, channel: 'NZ', at });
    await addEvent({ username: name, channel: 'AU', at });
    const nz = await signedIn('NZ');
    const au = await signedIn('AU');
    expect((await list(nz.browser, `username=${name}&from=2026-03-02&to=2026-03-02`)).totalEvents).toBe(1);
    expect((await list(nz.browser, `username=${name}&to=2026-03-01`)).totalEvents).toBe(0);
    expect((await list(au.browser, `username=${name}&from=2026-03-01&to=2026-03-01`)).totalEvents).toBe(1);
    expect((await list(au.browser, `username=${name}&from=2026-03-02`)).totalEvents).toBe(0);
  });

  it('pages by 50, newest first, and answers an empty page past the end', async () => {
    const name = `paging.${tag()}`;
    const start = Date.parse('2026-06-01T00:00:00Z');
    await db()
      .insert(auditEvents)
      .values(
        Array.from({ length: 120 }, (_, i) => ({
          username: name,
          channel: 'NZ',
          event: 'sign-in',
          ip: '203.0.113.9',
          detail: `n${i}`,
          at: new Date(start + i * 60_000),
        })),
      );
    const { browser } = await signedIn('NZ');
    const first = await list(browser, `username=${name}`);
    expect(first.list).toHaveLength(AUDIT_LOG_PAGE_SIZE);
    expect(first.totalEvents).toBe(120);
    expect(first.list[0]!.detail).toBe('n119');
    const third = await list(browser, `username=${name}&pageNo=3`);
    expect(third.list.map((r) => r.detail)).toEqual(Array.from({ length: 20 }, (_, i) => `n${19 - i}`));
    const beyond = await list(browser, `username=${name}&pageNo=4`);
    expect(beyond).toMatchObject({ list: [], totalEvents: 120, pageNo: 4 });
  });

  it('refuses impossible parameters with a 400 and a clear message', async () => {
    const { browser } = await signedIn('NZ');
    const cases: Array<[string, string]> = [
      ['from=2024-02-30', 'from'],
      ['to=2024-13-01', 'to'],
      ['from=yesterday', 'from'],
      ['pageNo=0', 'pageNo'],
      ['pageNo=10000000', 'pageNo'],
      ['pageNo=abc', 'pageNo'],
      ['pageNo=1.5', 'pageNo'],
      [`pageNo=${encodeURIComponent('١')}`, 'pageNo'],
      ['event=sign-in-or-out', 'event'],
      [`username=${'x'.repeat(201)}`, 'username'],
    ];
    for (const [query, field] of cases) {
      for (const url of ['/api/v1/staff/audit-events', '/api/v1/staff/audit-events.csv']) {
        if (url.endsWith('.csv') && field === 'pageNo') continue;
        const response = await browser.get(`${url}?${query}`);
        expect(response.statusCode, `${url}?${query}`).toBe(400);
        expect(response.json()).toEqual({ Id: 'ValidationFailed', Message: `The request is not valid. (${field})` });
      }
    }
    for (const url of ['/api/v1/staff/audit-events', '/api/v1/staff/audit-events.csv']) {
      const backwards = await browser.get(`${url}?from=2026-03-02&to=2026-03-01`);
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json()).toEqual({ Id: 'ValidationFailed', Message: 'The from date must be on or before the to date.' });
    }
  });
});

describe('GET /api/v1/staff/audit-events.csv', () => {
  it('streams every matching event as CSV, formula-like cells made text, as a named no-store attachment', async () => {
    const name = `csv.${tag()}`;
    await addEvent({ username: name, channel: 'NZ', event: 'sign-in-failed', at: new Date('2026-04-10T02:00:00Z'), detail: '=HYPERLINK("http://evil","x")' });
    await addEvent({ username: name, channel: 'NZ', event: 'sign-in', at: new Date('2026-04-11T02:00:00Z'), detail: '-2+3', ip: '@ip' });
    await addEvent({ username: name, channel: 'NZ', event: 'sign-out', at: new Date('2026-04-12T02:00:00Z') });
    const { browser } = await signedIn('NZ');
    const response = await browser.get(`/api/v1/staff/audit-events.csv?username=${name}&from=2026-04-10&to=2026-04-11`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="audit-log-2026-04-10-2026-04-11.csv"');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.trimEnd().split('\n')).toEqual([
      'At,Username,Event,Detail,IP',
      `2026-04-11T02:00:00.000Z,${name},sign-in,'-2+3,'@ip`,
      `2026-04-10T02:00:00.000Z,${name},sign-in-failed,"'=HYPERLINK(""http://evil"",""x"")",203.0.113.7`,
    ]);
  });

  it('exports more rows than one batch, each once, in order', async () => {
    const name = `bulk.${tag()}`;
    const start = Date.parse('2026-07-01T00:00:00Z');
    // 2,500 events over 1,000-row batches; pairs share an instant so the id must break the tie.
    await db()
      .insert(auditEvents)
      .values(
        Array.from({ length: 2_500 }, (_, i) => ({
          username: name,
          channel: 'NZ',
          event: 'sign-in',
          ip: '203.0.113.9',
          detail: `n${i}`,
          at: new Date(start + Math.floor(i / 2) * 1000),
        })),
      );
    const { browser } = await signedIn('NZ');
    const response = await browser.get(`/api/v1/staff/audit-events.csv?username=${name}`);
    const rows = response.body.trimEnd().split('\n').slice(1);
    expect(rows).toHaveLength(2_500);
    const details = rows.map((row) => row.split(',')[3]!);
    expect(new Set(details).size).toBe(2_500);
    const instants = rows.map((row) => row.split(',')[0]!);
    expect([...instants].sort().reverse()).toEqual(instants);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-start-\d{4}-\d{2}-\d{2}\.csv"$/);
  });

  it('records the export itself, with its filters, in the audit log', async () => {
    const { browser, user } = await signedIn('NZ');
    await browser.get('/api/v1/staff/audit-events.csv?event=user-unlocked&from=2026-01-01');
    const page = await list(browser, `username=${user.username}&event=audit-log-exported`);
    expect(page.list).toHaveLength(1);
    expect(page.list[0]!.detail).toBe('event user-unlocked, from 2026-01-01');
  });
});

describe('staff actions of the console are audited', () => {
  it('records switching the portal into maintenance and back, by whom', async () => {
    const { browser, user } = await signedIn('NZ');
    try {
      expect((await browser.send('PUT', '/api/v1/portal/status', { channel: 'NZ', live: false })).statusCode).toBe(200);
    } finally {
      expect((await browser.send('PUT', '/api/v1/portal/status', { channel: 'NZ', live: true })).statusCode).toBe(200);
    }
    await eventually(() => expect(ctx.nz.statusHub.current().currentStatus).toBe(true));
    const page = await list(browser, `username=${user.username}&event=portal-status-changed`);
    expect(page.list.map((r) => r.detail)).toEqual(['NZ: live', 'NZ: maintenance']);
  });

  it('records unlocking a user, resetting two-factor and changing the login notices', async () => {
    const { browser, user: staff } = await signedIn('NZ');
    const { user: client } = await createUser(db(), { twoFactorEnabled: true });
    expect((await browser.send('POST', '/api/v1/auth/unlock', { username: client.username })).statusCode).toBe(200);
    expect((await browser.send('POST', '/api/v1/two-factor/reset', { username: client.username })).statusCode).toBe(200);
    const aboutClient = await list(browser, `username=${client.username}`);
    expect(aboutClient.list.map((r) => r.event)).toEqual(['two-factor-reset', 'user-unlocked']);
    expect(aboutClient.list.every((r) => r.detail?.includes(`by staff ${staff.username}`))).toBe(true);
    expect((await browser.send('PUT', '/api/v1/portal/login-notices', { channel: 'NZ', maintenanceAlert: false })).statusCode).toBe(200);
    const notices = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.username, staff.username), eq(auditEvents.event, 'login-notices-changed')));
    expect(notices).toHaveLength(1);
  });
});

describe('GET /api/v1/portal/login-notices', () => {
  it("answers staff their own portal's notices as configured, and refuses a client", async () => {
    const { browser } = await signedIn('AU');
    await browser.send('PUT', '/api/v1/portal/login-notices', {
      channel: 'AU',
      updateNotice: 'New statements from Monday',
      distributionPeriod: { start: '2020-07-01', end: '2020-07-21' },
    });
    const response = await browser.get('/api/v1/portal/login-notices');
    expect(response.statusCode).toBe(200);
    // A period in the past is still answered: the console edits what is configured, not what shows today.
    expect(response.json()).toEqual({
      channel: 'AU',
      maintenanceAlert: false,
      updateNotice: 'New statements from Monday',
      distributionPeriodStart: '2020-07-01',
      distributionPeriodEnd: '2020-07-21',
    });
    const client = await signedIn('AU', 'Client');
    expect((await client.browser.get('/api/v1/portal/login-notices')).statusCode).toBe(403);
  });
});
