import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, localDateOf } from '@tasman/domain';
import { auditEvents, portalSettings } from '../../db/schema/index.js';
import WebSocket from 'ws';
import { createUser } from '../../test/fixtures.js';
import { TestBrowser } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import { eventually } from '../../test/eventually.js';
import { PortalStatusHub, setPortalStatus } from './portal-status-hub.js';

const ctx = useTestApp('NZ');

const db = () => ctx.testDb.database.db;

describe('portal status (spec 000 §3, §4 Portal status, §7)', () => {
  it('counts a channel with no stored status as live (null)', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/cache/status' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ currentStatus: null, currentStatusAus: null });
  });

  it('lets staff switch a channel off and on, and /cache/status follows', async () => {
    const { user } = await createUser(db(), { userType: 'Staff' });
    const staff = new TestBrowser(ctx.app);
    await staff.signIn(user.username);
    // Staff switch their own portal (issue 9 item 25: the other one is refused, staff-own-portal.api.test.ts).
    const off = await staff.send('PUT', '/api/v1/portal/status', { channel: 'NZ', live: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ currentStatus: false, currentStatusAus: null });
    expect((await ctx.app.inject({ method: 'GET', url: '/cache/status' })).json().currentStatus).toBe(false);
    await staff.send('PUT', '/api/v1/portal/status', { channel: 'NZ', live: true });
    expect((await ctx.app.inject({ method: 'GET', url: '/cache/status' })).json().currentStatus).toBe(true);
  });

  it('refuses the status switch to a client (403) and to nobody (401)', async () => {
    const { user } = await createUser(db());
    const client = new TestBrowser(ctx.app);
    await client.signIn(user.username);
    const asClient = await client.send('PUT', '/api/v1/portal/status', { channel: 'NZ', live: false });
    expect(asClient.statusCode).toBe(403);
    expect(asClient.json().Id).toBe('Forbidden');
    const anonymous = await new TestBrowser(ctx.app).send('PUT', '/api/v1/portal/status', { channel: 'NZ', live: false });
    expect(anonymous.statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/cache/status' })).json().currentStatus).not.toBe(false);
  });

  it('lets nobody sign in to a portal in maintenance, and the other portal stays open', async () => {
    const { user } = await createUser(db());
    await setPortalStatus(ctx.testDb.database, 'NZ', false, 'test');
    try {
      await eventually(() => expect(ctx.app.statusHub.current().currentStatus).toBe(false));
      const refused = await new TestBrowser(ctx.app).signIn(user.username);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ Id: 'PortalInMaintenance', Message: 'The portal is in maintenance.' });
    } finally {
      await setPortalStatus(ctx.testDb.database, 'NZ', true, 'test');
    }
    await eventually(() => expect(ctx.app.statusHub.current().currentStatus).toBe(true));
    expect((await new TestBrowser(ctx.app).signIn(user.username)).statusCode).toBe(200);
  });

  it('rejects a malformed status body with a clear 400 and changes nothing', async () => {
    const { user } = await createUser(db(), { userType: 'Staff' });
    const staff = new TestBrowser(ctx.app);
    await staff.signIn(user.username);
    const before = (await ctx.app.inject({ method: 'GET', url: '/cache/status' })).json();
    const response = await staff.send('PUT', '/api/v1/portal/status', { channel: 'XX', live: 'maybe' });
    expect(response.statusCode).toBe(400);
    expect(response.json().Id).toBe('ValidationFailed');
    expect((await ctx.app.inject({ method: 'GET', url: '/cache/status' })).json()).toEqual(before);
  });

  it('pushes the status on connect and on every change over /ws/status', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = new WebSocket(`${address.replace('http', 'ws')}/ws/status`);
    const messages: unknown[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    await eventually(() => expect(messages).toHaveLength(1));
    socket.send('keepalive');
    await setPortalStatus(ctx.testDb.database, 'NZ', false, 'test');
    await eventually(() => expect(messages.at(-1)).toMatchObject({ currentStatus: false }));
    await setPortalStatus(ctx.testDb.database, 'NZ', true, 'test');
    await eventually(() => expect(messages.at(-1)).toMatchObject({ currentStatus: true }));
    socket.close();
  });

  it('tells a second server instance of a change made through another (LISTEN/NOTIFY)', async () => {
    // On PGlite both hubs share one in-process database; on PostgreSQL the second has its own connections.
    const other = process.env.TEST_DB === 'postgres' ? await ctx.testDb.openAnother() : ctx.testDb.database;
    const secondHub = new PortalStatusHub(other);
    await secondHub.start();
    try {
      await setPortalStatus(ctx.testDb.database, 'AU', false, 'test');
      await eventually(() => expect(secondHub.current().currentStatusAus).toBe(false));
      await setPortalStatus(ctx.testDb.database, 'AU', true, 'test');
      await eventually(() => expect(secondHub.current().currentStatusAus).toBe(true));
    } finally {
      await secondHub.stop();
    }
  });
});

describe('portal info', () => {
  it('says which portal answers and sets the CSRF cookie', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/portal/info' });
    expect(response.json()).toMatchObject({ channel: 'NZ', production: false, otherPortalUrl: 'http://localhost:3001' });
    expect(response.cookies.find((c) => c.name === 'tasman_csrf')?.value).toMatch(/^[\w-]{20,}$/);
  });

  it("answers the login page's notices from the channel's settings (spec 000 §2.3, §4 Sign-in 6)", async () => {
    const info = async () => (await ctx.app.inject({ method: 'GET', url: '/api/v1/portal/info' })).json();
    expect((await info()).loginNotices).toEqual({ maintenanceAlert: false, updateNotice: null, distributionPeriod: null });
    // The test env has no demo data, so no demo mailbox.
    expect((await info()).demoMailbox).toBe(false);

    const today = localDateOf(new Date(), 'Pacific/Auckland');
    await db()
      .insert(portalSettings)
      .values({
        channel: 'NZ',
        maintenanceAlertEnabled: true,
        updateNotice: 'Two-factor sign-in is here.',
        distributionPeriodStart: addDays(today, -1),
        distributionPeriodEnd: addDays(today, 1),
      })
      .onConflictDoUpdate({
        target: portalSettings.channel,
        set: {
          maintenanceAlertEnabled: true,
          updateNotice: 'Two-factor sign-in is here.',
          distributionPeriodStart: addDays(today, -1),
          distributionPeriodEnd: addDays(today, 1),
        },
      });
    expect((await info()).loginNotices).toEqual({
      maintenanceAlert: true,
      updateNotice: 'Two-factor sign-in is here.',
      // The configured dates, so the dialog names them (issue 9 item 19).
      distributionPeriod: { start: addDays(today, -1), end: addDays(today, 1) },
    });

    // A period that ended yesterday is over.
    await db()
      .update(portalSettings)
      .set({ distributionPeriodStart: addDays(today, -10), distributionPeriodEnd: addDays(today, -1) })
      .where(eq(portalSettings.channel, 'NZ'));
    expect((await info()).loginNotices.distributionPeriod).toBeNull();
    await db().delete(portalSettings).where(eq(portalSettings.channel, 'NZ'));
  });

  it('lets staff, and only staff, set the login notices; the change is audited and the login page follows', async () => {
    const { user: staff } = await createUser(db(), { userType: 'Staff' });
    const { user: client } = await createUser(db());
    const body = { channel: 'NZ', maintenanceAlert: true, updateNotice: 'Recovery codes are here.', distributionPeriod: null };

    const asClient = new TestBrowser(ctx.app);
    await asClient.signIn(client.username);
    expect((await asClient.send('PUT', '/api/v1/portal/login-notices', body)).statusCode).toBe(403);

    const asStaff = new TestBrowser(ctx.app);
    await asStaff.signIn(staff.username);
    const backwards = await asStaff.send('PUT', '/api/v1/portal/login-notices', {
      channel: 'NZ',
      distributionPeriod: { start: '2026-07-21', end: '2026-07-01' },
    });
    expect(backwards.statusCode).toBe(400);
    const set = await asStaff.send('PUT', '/api/v1/portal/login-notices', body);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({
      channel: 'NZ',
      maintenanceAlert: true,
      updateNotice: 'Recovery codes are here.',
      distributionPeriodStart: null,
      distributionPeriodEnd: null,
    });
    // Fields left out stay as they were.
    const partly = await asStaff.send('PUT', '/api/v1/portal/login-notices', { channel: 'NZ', maintenanceAlert: false });
    expect(partly.json()).toMatchObject({ maintenanceAlert: false, updateNotice: 'Recovery codes are here.' });
    const info = (await ctx.app.inject({ method: 'GET', url: '/api/v1/portal/info' })).json();
    expect(info.loginNotices).toEqual({ maintenanceAlert: false, updateNotice: 'Recovery codes are here.', distributionPeriod: null });
    const audits = await db().select().from(auditEvents).where(eq(auditEvents.event, 'login-notices-changed'));
    expect(audits.map((a) => a.username)).toEqual([staff.username, staff.username]);
    await db().delete(portalSettings).where(eq(portalSettings.channel, 'NZ'));
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/v1/auth/login', '/cache/status']));
    expect(Object.keys(document.paths)).not.toContain('/control/portal-status');
  });

  it('sends strict security headers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/portal/info' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });
});
