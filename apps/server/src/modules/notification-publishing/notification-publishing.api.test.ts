import { and, eq, inArray, isNotNull, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { isInAudience, type Audience, type AudienceCandidate, type Channel, type NotificationPublication } from '@tasman/domain';
import { accountHolders, accounts, auditEvents, clients, notifications, users } from '../../db/schema/index.js';
import { DEMO_PASSWORD, seedDemoData } from '../../db/seed/demo-seed.js';
import { createUser } from '../../test/fixtures.js';
import { TestBrowser } from '../../test/test-app.js';
import { useTestPortals } from '../../test/use-test-app.js';
import { deliverPublication } from './notification-publishing.service.js';

const ctx = useTestPortals();
const db = () => ctx.testDb.database.db;
const portal = (channel: Channel) => (channel === 'NZ' ? ctx.nz : ctx.au);
const BASE = '/api/v1/staff/notification-publications';

const staff = {} as Record<Channel, TestBrowser>;

beforeAll(async () => {
  await seedDemoData(db(), { today: '2026-10-15', totpKey: Buffer.alloc(32, 7) });
  for (const [channel, username] of [['NZ', 'demo.staff'], ['AU', 'demo.austaff']] as const) {
    staff[channel] = new TestBrowser(portal(channel));
    const response = await staff[channel].signIn(username, DEMO_PASSWORD);
    expect(response.statusCode, response.body).toBe(200);
  }
}, 300_000);

const compose = (over: Record<string, unknown> = {}) => ({
  subject: 'Your annual statement is ready',
  bodyText: 'Your **annual statement** is ready.\n\n- Open Reports & Statements',
  notificationTypeCode: 'STATEMENT',
  notificationPriorityCode: 'Normal',
  dismissible: true,
  callToAction: { label: 'View statements', linkToCode: 'REPORTS', linkToId: null, linkToUrl: null },
  audience: { kind: 'client', value: 'demo.client' },
  scheduledFor: null,
  ...over,
});

async function publish(channel: Channel, body: unknown): Promise<NotificationPublication> {
  const response = await staff[channel].send('POST', BASE, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function refused(channel: Channel, body: unknown, status = 400): Promise<string> {
  const response = await staff[channel].send('POST', BASE, body);
  expect(response.statusCode, response.body).toBe(status);
  return response.json().Message;
}

const copiesOf = async (publicationId: string) =>
  db().select().from(notifications).where(eq(notifications.publicationId, publicationId));

/** Every client of the database as the domain's audience rule sees it (the seed's own rows, read plainly). */
async function candidates(): Promise<Array<AudienceCandidate & { id: string }>> {
  const clientRows = await db().select().from(clients);
  const userRows = await db().select({ clientId: users.clientId, username: users.username }).from(users).where(eq(users.userType, 'Client'));
  const holdingRows = await db()
    .select({ clientId: accountHolders.clientId, accountNumber: accounts.accountNumber, productType: accounts.productType, ownershipType: accountHolders.ownershipType, status: accounts.accountStatus })
    .from(accountHolders)
    .innerJoin(accounts, eq(accounts.id, accountHolders.accountId));
  return clientRows.map((c) => ({
    id: c.id,
    clientKey: c.clientKey,
    channel: c.channel,
    clientStatusCode: c.clientStatusCode,
    usernames: userRows.filter((u) => u.clientId === c.id).map((u) => u.username),
    holdings: holdingRows
      .filter((h) => h.clientId === c.id)
      .map((h) => ({ accountNumber: h.accountNumber, productType: h.productType, ownershipType: h.ownershipType, accountIsOpen: h.status === 'O' })),
  }));
}

describe('who may publish', () => {
  it('answers 401 to nobody and 403 to a client and an adviser, on every route', async () => {
    const routes: Array<['GET' | 'POST', string]> = [
      ['GET', BASE],
      ['GET', `${BASE}/audience?kind=channel`],
      ['POST', BASE],
      ['POST', `${BASE}/withdraw`],
    ];
    for (const [method, url] of routes) {
      const anonymous = new TestBrowser(ctx.nz);
      const answer = method === 'GET' ? await anonymous.get(url) : await anonymous.send('POST', url, compose());
      expect(answer.statusCode, `${method} ${url}`).toBe(401);
      for (const userType of ['Client', 'Intermediary'] as const) {
        const { user } = await createUser(db(), { userType });
        const browser = new TestBrowser(ctx.nz);
        await browser.signIn(user.username);
        const response = method === 'GET' ? await browser.get(url) : await browser.send('POST', url, compose());
        expect(response.statusCode, `${userType} ${method} ${url}`).toBe(403);
      }
    }
    // Nothing was published by the refused calls.
    expect(await db().select().from(notifications).where(isNotNull(notifications.publicationId))).toHaveLength(0);
  });
});

describe('composing: bad input is a 400 with a clear message', () => {
  it('checks the fields and the call to action by its linkToCode', async () => {
    expect(await refused('NZ', compose({ subject: '   ' }))).toBe('Enter a subject.');
    expect(await refused('NZ', compose({ notificationPriorityCode: 'Urgent' }))).toBe('Choose the priority: RequireAction or Normal.');
    expect(await refused('NZ', compose({ callToAction: { label: 'Read', linkToCode: 'EXTERNALURL', linkToUrl: 'http://example.com' } }))).toBe(
      'The web address must be a full address starting with https://',
    );
    expect(await refused('NZ', compose({ callToAction: { label: 'Read', linkToCode: 'EXTERNALURL', linkToUrl: 'javascript:alert(1)' } }))).toBe(
      'The web address must be a full address starting with https://',
    );
    expect(await refused('NZ', compose({ callToAction: { label: 'Read', linkToCode: 'BLOG' } }))).toBe('Enter the id of the blog post to open.');
    expect(await refused('NZ', compose({ callToAction: { label: 'Read', linkToCode: 'BLOG', linkToId: 'no-such-post' } }))).toBe(
      'No blog post with the id no-such-post.',
    );
    expect(await refused('NZ', compose({ callToAction: { label: 'Go', linkToCode: 'TRANSACTION', linkToId: 'x' } }))).toBe('Choose where the call to action leads.');
    expect(await refused('NZ', compose({ scheduledFor: '2020-01-01T00:00:00Z' }))).toBe('The scheduled time must be in the future.');
    expect(await refused('NZ', compose({ scheduledFor: 'next tuesday' }))).toBe('The scheduled time is not a valid date and time.');
  });

  it('refuses malformed bodies and parameters with 400, never 500', async () => {
    for (const body of [{}, compose({ dismissible: 'yes' }), compose({ audience: { kind: 'everyone' } }), compose({ subject: '💥'.repeat(500) }), compose({ audience: { kind: 'client', value: 'ä\u0000' } })]) {
      const response = await staff.NZ.send('POST', BASE, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    for (const url of [`${BASE}?pageNo=0`, `${BASE}?pageNo=10000000`, `${BASE}/audience?kind=party`, `${BASE}/audience?kind=client`]) {
      expect((await staff.NZ.get(url)).statusCode, url).toBe(400);
    }
    for (const publicationId of ['not-a-uuid', "1' or '1'='1", '']) {
      expect((await staff.NZ.send('POST', `${BASE}/withdraw`, { publicationId })).statusCode, publicationId).toBe(400);
    }
    const unknown = await staff.NZ.send('POST', `${BASE}/withdraw`, { publicationId: '7d1f8a5e-2b1c-4c3d-9e8f-0a1b2c3d4e5f' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().Message).toBe('No such publication on this portal.');
  });
});

describe('audiences reach exactly the clients the rule names (checked against the demo seed)', () => {
  const audiences: Audience[] = [
    { kind: 'client', value: 'demo.client' },
    { kind: 'account', value: '' },
    { kind: 'product', value: 'KS' },
    { kind: 'product', value: 'PE' },
    { kind: 'prospects' },
    { kind: 'channel' },
  ];

  it.each(audiences.map((a) => [a.kind, a] as const))('%s', async (_kind, given) => {
    const everyone = await candidates();
    let audience = given;
    if (audience.kind === 'account') {
      // A joint demo account: its owners and related parties.
      const [held] = await db()
        .select({ accountNumber: accounts.accountNumber })
        .from(accounts)
        .innerJoin(accountHolders, eq(accountHolders.accountId, accounts.id))
        .innerJoin(users, eq(users.clientId, accountHolders.clientId))
        .where(and(eq(users.username, 'demo.related'), eq(accountHolders.ownershipType, 'RELATED')));
      audience = { kind: 'account', value: held!.accountNumber };
    }
    const expected = everyone.filter((c) => isInAudience(audience, c, 'NZ')).map((c) => c.id).sort();
    expect(expected.length).toBeGreaterThan(0);
    const preview = await staff.NZ.get(`${BASE}/audience?kind=${audience.kind}${audience.value ? `&value=${encodeURIComponent(audience.value)}` : ''}`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().recipientCount).toBe(expected.length);
    const publication = await publish('NZ', compose({ audience, callToAction: null, subject: `To ${audience.kind} ${audience.value ?? ''}` }));
    expect(publication).toMatchObject({ status: 'sent', recipientCount: expected.length });
    const reached = (await copiesOf(publication.publicationId)).map((n) => n.clientId).sort();
    expect(reached).toEqual(expected);
    // Never a client of the other portal.
    const au = new Set(everyone.filter((c) => c.channel === 'AU').map((c) => c.id));
    expect(reached.some((id) => au.has(id))).toBe(false);
  });

  it("an account audience's copies carry the account, so account calls to action lead to it", async () => {
    const [account] = await db()
      .select({ id: accounts.id, accountNumber: accounts.accountNumber })
      .from(accounts)
      .where(and(eq(accounts.channel, 'NZ'), eq(accounts.productType, 'KS')))
      .limit(1);
    const publication = await publish('NZ', compose({ audience: { kind: 'account', value: account!.accountNumber }, callToAction: { label: 'View', linkToCode: 'REPORTS', linkToId: account!.accountNumber } }));
    const copies = await copiesOf(publication.publicationId);
    expect(copies.length).toBeGreaterThan(0);
    expect(copies.every((n) => n.accountId === account!.id && n.ctaLinkToId === account!.accountNumber)).toBe(true);
  });
});

describe('sending to one client', () => {
  it("puts it in the client's list with its call to action, and audits it", async () => {
    const publication = await publish('NZ', compose({ notificationPriorityCode: 'RequireAction', subject: 'Please check your details' }));
    const client = new TestBrowser(ctx.nz);
    expect((await client.signIn('demo.client', DEMO_PASSWORD)).statusCode).toBe(200);
    const list = (await client.get('/api/v1/notifications')).json();
    const mine = list.alertsNotifications.find((n: { subject: string }) => n.subject === 'Please check your details');
    expect(mine).toMatchObject({
      notificationStatusCode: 'Unread',
      notificationTypeCode: 'STATEMENT',
      notificationDismissible: true,
      callToAction: { label: 'View statements', linkToCode: 'REPORTS', linkToId: null, linkToUrl: null },
    });
    const [audit] = await db().select().from(auditEvents).where(and(eq(auditEvents.event, 'notification-published'), like(auditEvents.detail, `%${publication.publicationId}%`)));
    expect(audit).toMatchObject({ username: 'demo.staff', channel: 'NZ' });
    expect(audit!.detail).toContain('1 client(s)');
  });

  it("refuses a client of the other portal as if not there (own portal only)", async () => {
    expect(await refused('NZ', compose({ audience: { kind: 'client', value: 'demo.auclient' } }))).toBe('No client with that client key or username on this portal.');
    expect(await refused('AU', compose({ audience: { kind: 'client', value: 'demo.client' } }))).toBe('No client with that client key or username on this portal.');
    expect(await refused('AU', compose({ audience: { kind: 'product', value: 'KS' }, callToAction: null }))).toBe('The product type must be one of UT-AUS on this portal.');
  });
});

describe('scheduling', () => {
  it('delivers nothing until its job runs, and once however often the job runs', async () => {
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const publication = await publish('NZ', compose({ audience: { kind: 'product', value: 'KS' }, callToAction: null, scheduledFor: at }));
    expect(publication).toMatchObject({ status: 'scheduled', scheduledFor: at, recipientCount: null, sentAt: null });
    expect(await copiesOf(publication.publicationId)).toHaveLength(0);
    const [audit] = await db().select().from(auditEvents).where(and(eq(auditEvents.event, 'notification-scheduled'), like(auditEvents.detail, `%${publication.publicationId}%`)));
    expect(audit?.detail).toContain(at);

    // The job twice at once (two workers), then again later (a retry).
    const [first, second] = await Promise.all([deliverPublication(db(), publication.publicationId), deliverPublication(db(), publication.publicationId)]);
    const again = await deliverPublication(db(), publication.publicationId);
    const copies = await copiesOf(publication.publicationId);
    const preview = (await staff.NZ.get(`${BASE}/audience?kind=product&value=KS`)).json();
    expect(copies).toHaveLength(preview.recipientCount);
    expect(new Set(copies.map((c) => c.clientId)).size).toBe(copies.length);
    for (const run of [first, second, again]) expect(run).toMatchObject({ status: 'sent', recipientCount: copies.length });
  });
});

describe('withdrawing', () => {
  it("removes every client's copy, is audited, and cannot be done twice", async () => {
    const publication = await publish('NZ', compose({ audience: { kind: 'prospects' }, callToAction: { label: 'Talk to us', linkToCode: 'CONTACT' } }));
    expect((await copiesOf(publication.publicationId)).length).toBe(publication.recipientCount);
    const response = await staff.NZ.send('POST', `${BASE}/withdraw`, { publicationId: publication.publicationId });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'withdrawn', withdrawnBy: 'demo.staff', recipientCount: publication.recipientCount });
    expect(await copiesOf(publication.publicationId)).toHaveLength(0);
    const [audit] = await db().select().from(auditEvents).where(and(eq(auditEvents.event, 'notification-withdrawn'), like(auditEvents.detail, `%${publication.publicationId}%`)));
    expect(audit!.detail).toContain(`removed from ${publication.recipientCount} client(s)`);
    const twice = await staff.NZ.send('POST', `${BASE}/withdraw`, { publicationId: publication.publicationId });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().Message).toBe('This notification has already been withdrawn.');
  });

  it('cancels a scheduled one: its job later delivers nothing', async () => {
    const publication = await publish('NZ', compose({ scheduledFor: new Date(Date.now() + 600_000).toISOString() }));
    expect((await staff.NZ.send('POST', `${BASE}/withdraw`, { publicationId: publication.publicationId })).statusCode).toBe(200);
    expect(await deliverPublication(db(), publication.publicationId)).toMatchObject({ status: 'withdrawn', recipientCount: null });
    expect(await copiesOf(publication.publicationId)).toHaveLength(0);
  });

  it("is refused for another portal's publication (404), which stays", async () => {
    const publication = await publish('NZ', compose({ subject: 'NZ only' }));
    const response = await staff.AU.send('POST', `${BASE}/withdraw`, { publicationId: publication.publicationId });
    expect(response.statusCode).toBe(404);
    expect(await copiesOf(publication.publicationId)).toHaveLength(1);
  });
});

describe('the list', () => {
  it("shows this portal's publications only, newest first, with their recipient counts", async () => {
    const au = await publish('AU', compose({ subject: 'AU news', audience: { kind: 'channel' }, callToAction: null }));
    const nzList = (await staff.NZ.get(BASE)).json();
    const auList = (await staff.AU.get(BASE)).json();
    expect(nzList.list.map((p: NotificationPublication) => p.publicationId)).not.toContain(au.publicationId);
    expect(auList.list[0]).toMatchObject({ publicationId: au.publicationId, status: 'sent', createdBy: 'demo.austaff', audienceDescription: 'Every client of this portal' });
    expect(auList.list.every((p: NotificationPublication) => p.subject === 'AU news' || p.createdBy === 'demo.austaff')).toBe(true);
    const times = nzList.list.map((p: NotificationPublication) => p.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const auClients = await db().select({ id: clients.id }).from(clients).where(eq(clients.channel, 'AU'));
    expect(au.recipientCount).toBe(auClients.length);
    const copies = await db().select().from(notifications).where(and(eq(notifications.publicationId, au.publicationId), inArray(notifications.clientId, auClients.map((c) => c.id))));
    expect(copies).toHaveLength(auClients.length);
  });
});
