import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Database, Db } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';
import { sessionCookieName } from '../auth/session-token.js';
import { setPortalStatus } from '../portal/portal-status-hub.js';
import { createUser } from '../../test/fixtures.js';
import { createTestApp, TestBrowser } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { eventually } from '../../test/eventually.js';
import { createNotifications } from './notifications-create.js';
import { announceNotificationsChanged } from './notifications-live.js';
import { NotificationsLiveHub } from './notifications-live-hub.js';
import { losableListen } from '../../test/losable-listen.js';

/**
 * Issue 12 'Live': two server instances on one database. A client's socket held by one instance
 * hears of a change made through the other (LISTEN/NOTIFY); nobody else's socket does.
 */
let testDb: TestDatabase;
let first: FastifyInstance;
let second: FastifyInstance;
let secondDatabase: Database;
let firstUrl: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  // On PGlite both instances share the in-process database; on PostgreSQL the second has its own connections.
  secondDatabase = process.env.TEST_DB === 'postgres' ? await testDb.openAnother() : testDb.database;
  first = await createTestApp(testDb.database, 'NZ');
  second = await createTestApp(secondDatabase, 'NZ');
  await first.listen({ port: 0, host: '127.0.0.1' });
  firstUrl = `ws://127.0.0.1:${(first.server.address() as AddressInfo).port}/ws/status`;
});

afterAll(async () => {
  await first?.close();
  await second?.close();
  await testDb?.drop();
});

const db = (): Db => testDb.database.db;

interface Listener {
  messages: unknown[];
  events: () => number;
  close: () => void;
}

/** A socket on the first instance, with the session cookie of `browser` (or none); resolves once the first status arrived. */
async function openSocket(browser?: TestBrowser): Promise<Listener> {
  const token = browser?.cookie(sessionCookieName('NZ'));
  const socket = new WebSocket(firstUrl, token ? { headers: { cookie: `${sessionCookieName('NZ')}=${token}` } } : {});
  const messages: unknown[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data))));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  await eventually(() => expect(messages.length).toBeGreaterThanOrEqual(1));
  return {
    messages,
    events: () => messages.filter((m) => JSON.stringify(m) === '{"event":"notifications-changed"}').length,
    close: () => socket.close(),
  };
}

/** A signed-in client (on the second instance) with one unread notification. */
async function client() {
  const made = await createUser(db());
  const onSecond = new TestBrowser(second);
  expect((await onSecond.signIn(made.user.username)).statusCode).toBe(200);
  const [row] = await db()
    .insert(notifications)
    .values({
      clientId: made.client!.id,
      notificationTypeCode: 'NEWS',
      notificationPriorityCode: 'Normal',
      subject: 'Hello',
      bodyText: 'Hello',
      dateSent: new Date(),
      dismissible: true,
    })
    .returning();
  return { ...made, clientId: made.client!.id, browser: onSecond, notificationId: row!.id };
}

const notification = (clientId: string) => ({
  clientId,
  notificationTypeCode: 'NEWS',
  notificationPriorityCode: 'Normal' as const,
  subject: 'Published',
  bodyText: 'Published',
  dateSent: new Date(),
});

describe('live notifications over /ws/status across two instances', () => {
  it('keeps the status messages exactly as before: the first message is the status of both channels', async () => {
    const x = await client();
    const socket = await openSocket(x.browser);
    expect(socket.messages[0]).toEqual(first.statusHub.current());
    expect(Object.keys(socket.messages[0] as object).sort()).toEqual(['currentStatus', 'currentStatusAus']);
    socket.close();
  });

  it("pushes notifications-changed to the client's socket when another instance changes its notification, and to nobody else", async () => {
    const x = await client();
    const y = await client();
    const staff = await createUser(db(), { userType: 'Staff' });
    const staffBrowser = new TestBrowser(first);
    await staffBrowser.signIn(staff.user.username);
    const xSocket = await openSocket(x.browser);
    const xSecondTab = await openSocket(x.browser);
    const ySocket = await openSocket(y.browser);
    const anonymous = await openSocket();
    const staffSocket = await openSocket(staffBrowser);
    try {
      const changed = await x.browser.send('POST', `/api/v1/notifications/${x.notificationId}/status`, { status: 'Read' });
      expect(changed.statusCode).toBe(200);
      await eventually(() => expect(xSocket.events()).toBe(1));
      await eventually(() => expect(xSecondTab.events()).toBe(1));
      // y changes its own next: once y has heard of that, anything about x would have arrived too.
      await y.browser.send('POST', '/api/v1/notifications/mark-all-read', { list: 'all' });
      await eventually(() => expect(ySocket.events()).toBe(1));
      expect(xSocket.events()).toBe(1);
      expect(anonymous.events()).toBe(0);
      expect(staffSocket.events()).toBe(0);
      // A request that changes nothing (already read) announces nothing.
      await x.browser.send('POST', `/api/v1/notifications/${x.notificationId}/status`, { status: 'Read' });
      await x.browser.send('POST', `/api/v1/notifications/${x.notificationId}/status`, { status: 'Dismissed' });
      await eventually(() => expect(xSocket.events()).toBe(2));
      // Each socket hears on its own: the second tab's message may land just after the first's.
      await eventually(() => expect(xSecondTab.events()).toBe(2));
      expect(ySocket.events()).toBe(1);
    } finally {
      for (const socket of [xSocket, xSecondTab, ySocket, anonymous, staffSocket]) socket.close();
    }
  });

  it('announces notifications created in a transaction only when it commits, never when it rolls back', async () => {
    const x = await client();
    const y = await client();
    const xSocket = await openSocket(x.browser);
    const ySocket = await openSocket(y.browser);
    try {
      await secondDatabase.db
        .transaction(async (tx) => {
          await createNotifications(tx as unknown as Db, [notification(x.clientId)]);
          throw new Error('roll back');
        })
        .catch(() => undefined);
      await secondDatabase.db.transaction(async (tx) => {
        await createNotifications(tx as unknown as Db, [notification(y.clientId)]);
      });
      await eventually(() => expect(ySocket.events()).toBe(1));
      expect(xSocket.events()).toBe(0);
      const xList = await x.browser.get('/api/v1/notifications');
      expect(xList.json().generalNotifications.map((n: { subject: string }) => n.subject)).not.toContain('Published');
    } finally {
      xSocket.close();
      ySocket.close();
    }
  });

  it('reaches every client of a large audience (ids chunked under the NOTIFY payload limit)', async () => {
    const x = await client();
    const xSocket = await openSocket(x.browser);
    try {
      const strangers = Array.from({ length: 400 }, () => crypto.randomUUID());
      // x sits in the third chunk of 150.
      await announceNotificationsChanged(secondDatabase, [...strangers.slice(0, 350), x.clientId, ...strangers.slice(350)]);
      await eventually(() => expect(xSocket.events()).toBe(1));
    } finally {
      xSocket.close();
    }
  });

  it('stops pushing to a socket whose session has been signed out, while status keeps coming', async () => {
    const x = await client();
    const y = await client();
    const xSocket = await openSocket(x.browser);
    const ySocket = await openSocket(y.browser);
    try {
      expect((await x.browser.send('POST', '/api/v1/auth/logout')).statusCode).toBeLessThan(300);
      await announceNotificationsChanged(secondDatabase, [x.clientId]);
      await announceNotificationsChanged(secondDatabase, [y.clientId]);
      await eventually(() => expect(ySocket.events()).toBe(1));
      // Give x's check the same time again, then: nothing.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(xSocket.events()).toBe(0);
      await announceNotificationsChanged(secondDatabase, [x.clientId]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(xSocket.events()).toBe(0);
      // The socket itself stays open for the portal status.
      await setPortalStatus(secondDatabase, 'AU', false, 'test');
      await eventually(() => expect(xSocket.messages.at(-1)).toMatchObject({ currentStatusAus: false }));
    } finally {
      await setPortalStatus(secondDatabase, 'AU', true, 'test');
      xSocket.close();
      ySocket.close();
    }
  });
});

if (process.env.TEST_DB === 'postgres') {
  describe('after PostgreSQL ends the listening connections (a restart)', () => {
    it("still pushes the next change to the client's socket", async () => {
      const x = await client();
      const xSocket = await openSocket(x.browser);
      try {
        const terminated = (await secondDatabase.db.execute(sql`
          select pg_terminate_backend(pid) as ended from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen%'`)) as unknown as { rows: Array<{ ended: boolean }> };
        expect(terminated.rows.length).toBeGreaterThanOrEqual(1);
        // Listening again tells every socket to look again (a change may have been missed): one event.
        await eventually(() => expect(xSocket.events()).toBe(1), 5_000);
        await x.browser.send('POST', `/api/v1/notifications/${x.notificationId}/status`, { status: 'Read' });
        await eventually(() => expect(xSocket.events()).toBe(2), 5_000);
      } finally {
        xSocket.close();
      }
    });
  });
}

describe('NotificationsLiveHub', () => {
  it('listens again after losing its connection and then tells every listener to look again', async () => {
    const watched = losableListen(testDb.database);
    const hub = new NotificationsLiveHub(watched.database);
    await hub.start();
    try {
      let told = 0;
      const unsubscribe = hub.subscribe('11111111-1111-4111-8111-111111111111', () => (told += 1));
      watched.loseConnection();
      await eventually(() => expect(watched.listens()).toBe(2), 2_000);
      await eventually(() => expect(told).toBe(1), 2_000);
      unsubscribe();
      expect(hub.clientCount()).toBe(0);
    } finally {
      await hub.stop();
    }
  });
});
