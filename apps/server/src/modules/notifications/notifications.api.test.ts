import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { NotificationsResponse } from '@tasman/domain';
import { messages, notificationContents, notifications } from '../../db/schema/index.js';
import { createUser } from '../../test/fixtures.js';
import { TestBrowser } from '../../test/test-app.js';
import { useTestPortals } from '../../test/use-test-app.js';

const ctx = useTestPortals();
const db = () => ctx.testDb.database.db;

type Portal = 'nz' | 'au';
async function signedIn(fixture: Parameters<typeof createUser>[1] = {}, portal: Portal = 'nz') {
  const created = await createUser(db(), fixture);
  const browser = new TestBrowser(ctx[portal]);
  expect((await browser.signIn(created.user.username)).statusCode).toBe(200);
  return { ...created, browser };
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

/** A client with one alert (not dismissible), two unread general messages (one dismissible), one read. */
async function clientWithNotifications(portal: Portal = 'nz') {
  const person = await signedIn({ channel: portal === 'nz' ? 'NZ' : 'AU' }, portal);
  const clientId = person.client!.id;
  const base = { clientId, bodyText: 'Body **text**', notificationTypeCode: 'NEWS' };
  const [alert, general, dismissible, read] = await db()
    .insert(notifications)
    .values([
      { ...base, subject: 'Please update your details', notificationPriorityCode: 'RequireAction', dateSent: hoursAgo(1), notificationTypeCode: 'PROFILE' },
      { ...base, subject: 'Market update', notificationPriorityCode: 'Normal', dateSent: hoursAgo(2) },
      { ...base, subject: 'Our new office', notificationPriorityCode: 'Normal', dateSent: hoursAgo(3), dismissible: true },
      { ...base, subject: 'Old news', notificationPriorityCode: 'Normal', dateSent: hoursAgo(4), notificationStatusCode: 'Read', dismissible: true },
    ])
    .returning();
  return { ...person, clientId, ids: { alert: alert!.id, general: general!.id, dismissible: dismissible!.id, read: read!.id } };
}

const counts = (body: NotificationsResponse) => ({
  newMessageCount: body.newMessageCount,
  unreadAlertsNotificationTotal: body.unreadAlertsNotificationTotal,
  unreadGeneralNotificationTotal: body.unreadGeneralNotificationTotal,
});

async function statusOf(id: string) {
  const [row] = await db().select({ status: notifications.notificationStatusCode }).from(notifications).where(eq(notifications.id, id));
  return row?.status;
}

describe('POST /api/v1/notifications/:notificationId/status', () => {
  it('marks read and unread, and the answer and the list carry the new counts', async () => {
    const { browser, ids } = await clientWithNotifications();
    const before = (await browser.get('/api/v1/notifications')).json<NotificationsResponse>();
    expect(counts(before)).toEqual({ newMessageCount: 3, unreadAlertsNotificationTotal: 1, unreadGeneralNotificationTotal: 2 });

    const read = await browser.send('POST', `/api/v1/notifications/${ids.alert}/status`, { status: 'Read' });
    expect(read.statusCode).toBe(200);
    expect(counts(read.json())).toEqual({ newMessageCount: 2, unreadAlertsNotificationTotal: 0, unreadGeneralNotificationTotal: 2 });
    expect(read.json<NotificationsResponse>().alertsNotifications[0]).toMatchObject({ portalNotificationId: ids.alert, notificationStatusCode: 'Read' });
    expect(await statusOf(ids.alert)).toBe('Read');
    // A forced reload (the GET) agrees with the answer.
    expect((await browser.get('/api/v1/notifications')).json()).toEqual(read.json());

    const unread = await browser.send('POST', `/api/v1/notifications/${ids.read}/status`, { status: 'Unread' });
    expect(counts(unread.json())).toEqual({ newMessageCount: 3, unreadAlertsNotificationTotal: 0, unreadGeneralNotificationTotal: 3 });
    expect(await statusOf(ids.read)).toBe('Unread');

    // Setting the status it already has changes nothing and is not an error.
    const again = await browser.send('POST', `/api/v1/notifications/${ids.read}/status`, { status: 'Unread' });
    expect(again.statusCode).toBe(200);
    expect(counts(again.json())).toEqual(counts(unread.json()));
  });

  it('dismisses a dismissible notification, which then leaves every list and every count', async () => {
    const { browser, ids } = await clientWithNotifications();
    const dismissed = await browser.send('POST', `/api/v1/notifications/${ids.dismissible}/status`, { status: 'Dismissed' });
    expect(dismissed.statusCode).toBe(200);
    const body = dismissed.json<NotificationsResponse>();
    expect(counts(body)).toEqual({ newMessageCount: 2, unreadAlertsNotificationTotal: 1, unreadGeneralNotificationTotal: 1 });
    expect([...body.alertsNotifications, ...body.generalNotifications].map((n) => n.portalNotificationId)).not.toContain(ids.dismissible);
    expect(await statusOf(ids.dismissible)).toBe('Dismissed');
    // Gone means gone: it cannot be marked unread again.
    const revived = await browser.send('POST', `/api/v1/notifications/${ids.dismissible}/status`, { status: 'Unread' });
    expect(revived.statusCode).toBe(404);
    expect(await statusOf(ids.dismissible)).toBe('Dismissed');
  });

  it('refuses to dismiss a notification that is not dismissible (409, clear message), leaving it as it was', async () => {
    const { browser, ids } = await clientWithNotifications();
    const refused = await browser.send('POST', `/api/v1/notifications/${ids.alert}/status`, { status: 'Dismissed' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ Id: 'NotDismissible', Message: 'This notification cannot be dismissed.' });
    expect(await statusOf(ids.alert)).toBe('Unread');
  });

  it("never touches another client's notification: 404 exactly as for an id that does not exist", async () => {
    const owner = await clientWithNotifications();
    const stranger = await signedIn();
    const staff = await signedIn({ userType: 'Staff' });
    const adviser = await signedIn({ userType: 'Intermediary' });
    const missing = await stranger.browser.send('POST', `/api/v1/notifications/${randomUUID()}/status`, { status: 'Read' });
    expect(missing.statusCode).toBe(404);
    for (const who of [stranger, staff, adviser]) {
      for (const status of ['Read', 'Unread', 'Dismissed'] as const) {
        const attempt = await who.browser.send('POST', `/api/v1/notifications/${owner.ids.dismissible}/status`, { status });
        expect(attempt.statusCode).toBe(404);
        expect(attempt.json()).toEqual(missing.json());
      }
    }
    expect(await statusOf(owner.ids.dismissible)).toBe('Unread');
  });

  it("does not reach across portals: an AU client cannot change an NZ client's notification, nor the reverse", async () => {
    const nzOwner = await clientWithNotifications('nz');
    const auOwner = await clientWithNotifications('au');
    const onAu = await auOwner.browser.send('POST', `/api/v1/notifications/${nzOwner.ids.general}/status`, { status: 'Read' });
    expect(onAu.statusCode).toBe(404);
    const onNz = await nzOwner.browser.send('POST', `/api/v1/notifications/${auOwner.ids.general}/status`, { status: 'Read' });
    expect(onNz.statusCode).toBe(404);
    expect(await statusOf(nzOwner.ids.general)).toBe('Unread');
    expect(await statusOf(auOwner.ids.general)).toBe('Unread');
    // Each on its own portal works.
    expect((await auOwner.browser.send('POST', `/api/v1/notifications/${auOwner.ids.general}/status`, { status: 'Read' })).statusCode).toBe(200);
  });

  it('answers 400 with a clear message for ids that are not notification ids and statuses that do not exist', async () => {
    const { browser, ids } = await clientWithNotifications();
    for (const bad of ['not-a-uuid', '🙂', 'Ω≈ç√∫', `${randomUUID()}x`, '0', "1' or '1'='1"]) {
      const response = await browser.send('POST', `/api/v1/notifications/${encodeURIComponent(bad)}/status`, { status: 'Read' });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().Message, bad).toMatch(/notificationId/);
    }
    // Longer than any path parameter may be (Fastify's maxParamLength): 414, still the client's fault.
    const long = await browser.send('POST', `/api/v1/notifications/${'a'.repeat(500)}/status`, { status: 'Read' });
    expect(long.statusCode).toBe(414);
    for (const body of [{ status: 'read' }, { status: 'Deleted' }, { status: '🙂' }, {}, { status: null }]) {
      const response = await browser.send('POST', `/api/v1/notifications/${ids.general}/status`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await statusOf(ids.general)).toBe('Unread');
  });

  it('requires a session and the CSRF header', async () => {
    const { ids } = await clientWithNotifications();
    const anonymous = new TestBrowser(ctx.nz);
    expect((await anonymous.send('POST', `/api/v1/notifications/${ids.general}/status`, { status: 'Read' })).statusCode).toBe(401);
    const { browser, ids: own } = await clientWithNotifications();
    const noCsrf = await ctx.nz.inject({
      method: 'POST',
      url: `/api/v1/notifications/${own.general}/status`,
      headers: { cookie: `tasman_session_nz=${browser.cookie('tasman_session_nz') ?? ''}` },
      payload: { status: 'Read' },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(await statusOf(own.general)).toBe('Unread');
  });
});

describe('POST /api/v1/notifications/mark-all-read', () => {
  it('marks only the list asked for, and only the signed-in client’s', async () => {
    const owner = await clientWithNotifications();
    const other = await clientWithNotifications();

    const alerts = await owner.browser.send('POST', '/api/v1/notifications/mark-all-read', { list: 'alerts' });
    expect(alerts.statusCode).toBe(200);
    expect(counts(alerts.json())).toEqual({ newMessageCount: 2, unreadAlertsNotificationTotal: 0, unreadGeneralNotificationTotal: 2 });

    const general = await owner.browser.send('POST', '/api/v1/notifications/mark-all-read', { list: 'general' });
    expect(counts(general.json())).toEqual({ newMessageCount: 0, unreadAlertsNotificationTotal: 0, unreadGeneralNotificationTotal: 0 });
    expect((await owner.browser.get('/api/v1/notifications')).json()).toEqual(general.json());

    // The other client's stay unread.
    const othersCounts = counts((await other.browser.get('/api/v1/notifications')).json());
    expect(othersCounts).toEqual({ newMessageCount: 3, unreadAlertsNotificationTotal: 1, unreadGeneralNotificationTotal: 2 });

    const all = await other.browser.send('POST', '/api/v1/notifications/mark-all-read', { list: 'all' });
    expect(counts(all.json())).toEqual({ newMessageCount: 0, unreadAlertsNotificationTotal: 0, unreadGeneralNotificationTotal: 0 });
    // Dismissed ones stay dismissed: marking all read does not bring them back.
    await owner.browser.send('POST', `/api/v1/notifications/${owner.ids.read}/status`, { status: 'Dismissed' });
    await owner.browser.send('POST', '/api/v1/notifications/mark-all-read', { list: 'all' });
    expect(await statusOf(owner.ids.read)).toBe('Dismissed');
  });

  it('gives staff and advisers (no client record) empty lists and changes nothing', async () => {
    const owner = await clientWithNotifications();
    for (const userType of ['Staff', 'Intermediary'] as const) {
      const { browser } = await signedIn({ userType });
      const response = await browser.send('POST', '/api/v1/notifications/mark-all-read', { list: 'all' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        newMessageCount: 0,
        unreadAlertsNotificationTotal: 0,
        unreadGeneralNotificationTotal: 0,
        alertsNotifications: [],
        generalNotifications: [],
      });
    }
    expect(await statusOf(owner.ids.alert)).toBe('Unread');
  });

  it('answers 400 for a list that does not exist and 401 without a session', async () => {
    const { browser } = await clientWithNotifications();
    for (const body of [{ list: 'Alerts' }, { list: '🙂' }, { list: 1 }, {}]) {
      expect((await browser.send('POST', '/api/v1/notifications/mark-all-read', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await new TestBrowser(ctx.nz).send('POST', '/api/v1/notifications/mark-all-read', { list: 'all' })).statusCode).toBe(401);
  });
});

describe('GET /api/v1/notifications/web-view/:contentId', () => {
  const hostile = [
    '<h1>Monthly Review</h1>',
    '<p onclick="steal()">Markets <b>rose</b>.<script>alert(1)</script></p>',
    '<img src="x" onerror="alert(2)">',
    '<a href="javascript:alert(3)">click</a>',
    '<a href="https://example.com/more" onmouseover="alert(4)">Read more</a>',
    '<iframe src="https://evil.example"></iframe>',
    '<svg><script>alert(5)</script></svg><style>body{display:none}</style>',
    '<form action="https://evil.example"><input name="password"></form>',
  ].join('');

  async function sentContent(kind: 'BLOG' | 'MONTHLYREVIEW' = 'MONTHLYREVIEW') {
    const owner = await signedIn();
    const contentId = `review-${randomUUID().slice(0, 8)}`;
    await db().insert(notificationContents).values({ id: contentId, contentType: kind, title: 'Monthly Review', html: hostile, publishedAt: new Date() });
    await db().insert(notifications).values({
      clientId: owner.client!.id,
      notificationTypeCode: kind,
      notificationPriorityCode: 'Normal',
      subject: 'Read our review',
      bodyText: 'The month in markets.',
      dateSent: new Date(),
      ctaLabel: 'Read',
      ctaLinkToCode: kind,
      ctaLinkToId: contentId,
    });
    return { owner, contentId };
  }

  it('serves the HTML of a review sent to the client, sanitized: no script, handler, javascript: link, iframe, form or style', async () => {
    const { owner, contentId } = await sentContent();
    const response = await owner.browser.get(`/api/v1/notifications/web-view/${contentId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toMatch(/sandbox/);
    const html = response.body;
    expect(html).toContain('<h1>Monthly Review</h1>');
    expect(html).toContain('Markets <b>rose</b>.');
    expect(html).toContain('<a href="https://example.com/more" rel="noopener noreferrer" target="_blank">Read more</a>');
    for (const banned of ['<script', 'alert(', 'onerror', 'onclick', 'onmouseover', 'javascript:', '<iframe', '<img', '<form', '<input', '<style', '<svg']) {
      expect(html.toLowerCase(), banned).not.toContain(banned);
    }
  });

  it("is 404 for everyone but a client one of whose notifications opens it", async () => {
    const { contentId } = await sentContent('BLOG');
    const stranger = await signedIn();
    const missing = await stranger.browser.get(`/api/v1/notifications/web-view/no-such-content`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ Id: 'NotFound', Message: 'Content not found.' });
    for (const who of [stranger, await signedIn({ userType: 'Staff' }), await signedIn({ userType: 'Intermediary' })]) {
      const response = await who.browser.get(`/api/v1/notifications/web-view/${contentId}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(missing.json());
    }
    // The same id on the other portal, by a client of that portal, is not theirs either.
    const au = await signedIn({ channel: 'AU' }, 'au');
    expect((await au.browser.get(`/api/v1/notifications/web-view/${contentId}`)).statusCode).toBe(404);
    expect((await new TestBrowser(ctx.nz).get(`/api/v1/notifications/web-view/${contentId}`)).statusCode).toBe(401);
  });

  it('is 404 when the client’s notification links to it with a code that does not open documents', async () => {
    const owner = await signedIn();
    const contentId = `blog-${randomUUID().slice(0, 8)}`;
    await db().insert(notificationContents).values({ id: contentId, contentType: 'BLOG', title: 'Blog', html: '<p>Hi</p>', publishedAt: new Date() });
    await db().insert(notifications).values({
      clientId: owner.client!.id,
      notificationTypeCode: 'NEWS',
      notificationPriorityCode: 'Normal',
      subject: 'News',
      bodyText: 'News',
      dateSent: new Date(),
      ctaLinkToCode: 'REPORTS',
      ctaLinkToId: contentId,
    });
    expect((await owner.browser.get(`/api/v1/notifications/web-view/${contentId}`)).statusCode).toBe(404);
  });

  it('answers 400 for content ids that cannot be ids', async () => {
    const { owner } = await sentContent();
    for (const bad of ['🙂', '../etc/passwd', 'a b', '-leading-dash', 'ab.cd', '%00']) {
      const response = await owner.browser.get(`/api/v1/notifications/web-view/${encodeURIComponent(bad)}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().Message, bad).toMatch(/contentId/);
    }
    expect((await owner.browser.get(`/api/v1/notifications/web-view/${'x'.repeat(101)}`)).statusCode).toBe(414);
  });
});

describe('message inbox and status (spec 000 §7)', () => {
  async function clientWithMessages() {
    const person = await signedIn();
    const clientId = person.client!.id;
    const [older, newer] = await db()
      .insert(messages)
      .values([
        { clientId, subject: 'Welcome', body: 'Welcome to the portal.', sentAt: hoursAgo(48), status: 'read' },
        { clientId, subject: 'Your statement', body: 'Your statement is ready.', sentAt: hoursAgo(1) },
      ])
      .returning();
    return { ...person, older: older!.id, newer: newer!.id };
  }
  const messageStatus = async (id: string) =>
    (await db().select({ status: messages.status }).from(messages).where(eq(messages.id, id)))[0]?.status;

  it('GET /api/v1/message/inbox answers the client’s own messages, newest first', async () => {
    const owner = await clientWithMessages();
    await clientWithMessages(); // someone else's, never shown
    const response = await owner.browser.get('/api/v1/message/inbox');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ messages: Array<{ messageId: string; status: string; subject: string }> }>();
    expect(body.messages.map((m) => [m.messageId, m.status, m.subject])).toEqual([
      [owner.newer, 'unread', 'Your statement'],
      [owner.older, 'read', 'Welcome'],
    ]);
    expect((await new TestBrowser(ctx.nz).get('/api/v1/message/inbox')).statusCode).toBe(401);
    const staff = await signedIn({ userType: 'Staff' });
    expect((await staff.browser.get('/api/v1/message/inbox')).json()).toEqual({ messages: [] });
  });

  it('POST /api/v1/message/status marks read and unread and answers true', async () => {
    const owner = await clientWithMessages();
    const read = await owner.browser.send('POST', '/api/v1/message/status', { messageId: owner.newer, newStatus: 'read' });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toBe(true);
    expect(await messageStatus(owner.newer)).toBe('read');
    await owner.browser.send('POST', '/api/v1/message/status', { messageId: owner.older, newStatus: 'unread' });
    expect(await messageStatus(owner.older)).toBe('unread');
    const inbox = (await owner.browser.get('/api/v1/message/inbox')).json<{ messages: Array<{ status: string }> }>();
    expect(inbox.messages.map((m) => m.status)).toEqual(['read', 'unread']);
  });

  it("never changes another client's message (404 as for one that does not exist), nor for staff or advisers", async () => {
    const owner = await clientWithMessages();
    const stranger = await signedIn();
    const missing = await stranger.browser.send('POST', '/api/v1/message/status', { messageId: randomUUID(), newStatus: 'read' });
    expect(missing.statusCode).toBe(404);
    for (const who of [stranger, await signedIn({ userType: 'Staff' }), await signedIn({ userType: 'Intermediary' }), await signedIn({ channel: 'AU' }, 'au')]) {
      const response = await who.browser.send('POST', '/api/v1/message/status', { messageId: owner.newer, newStatus: 'read' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(missing.json());
    }
    expect(await messageStatus(owner.newer)).toBe('unread');
  });

  it('answers 400 for message ids and statuses that cannot be', async () => {
    const owner = await clientWithMessages();
    for (const body of [
      { messageId: 'not-a-uuid', newStatus: 'read' },
      { messageId: '🙂', newStatus: 'read' },
      { messageId: owner.newer, newStatus: 'Read' },
      { messageId: owner.newer, newStatus: 'deleted' },
      { messageId: owner.newer },
      { newStatus: 'read' },
    ]) {
      const response = await owner.browser.send('POST', '/api/v1/message/status', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await messageStatus(owner.newer)).toBe('unread');
  });
});

describe('counts stay right across operations (each client sees only their own)', () => {
  it('matches a count made from the rows after every step', async () => {
    const a = await clientWithNotifications();
    const b = await clientWithNotifications();
    const fromRows = async (clientId: string) => {
      const rows = await db().select().from(notifications).where(inArray(notifications.clientId, [clientId]));
      const live = rows.filter((r) => r.notificationStatusCode === 'Unread');
      return {
        newMessageCount: live.length,
        unreadAlertsNotificationTotal: live.filter((r) => r.notificationPriorityCode === 'RequireAction').length,
        unreadGeneralNotificationTotal: live.filter((r) => r.notificationPriorityCode !== 'RequireAction').length,
      };
    };
    const steps: Array<() => Promise<unknown>> = [
      () => a.browser.send('POST', `/api/v1/notifications/${a.ids.general}/status`, { status: 'Read' }),
      () => b.browser.send('POST', '/api/v1/notifications/mark-all-read', { list: 'general' }),
      () => a.browser.send('POST', `/api/v1/notifications/${a.ids.dismissible}/status`, { status: 'Dismissed' }),
      () => a.browser.send('POST', `/api/v1/notifications/${a.ids.general}/status`, { status: 'Unread' }),
      () => b.browser.send('POST', `/api/v1/notifications/${b.ids.alert}/status`, { status: 'Read' }),
      () => a.browser.send('POST', '/api/v1/notifications/mark-all-read', { list: 'all' }),
    ];
    for (const step of steps) {
      await step();
      for (const who of [a, b]) {
        expect(counts((await who.browser.get('/api/v1/notifications')).json())).toEqual(await fromRows(who.clientId));
      }
    }
  });
});
