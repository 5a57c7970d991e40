import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app.js';
import { sessions } from '../db/schema/index.js';
import { setPortalStatus } from '../modules/portal/portal-status-hub.js';
import { sessionIdOf } from '../modules/auth/session-token.js';
import { eventually } from '../test/eventually.js';
import { createUser, giveAccount } from '../test/fixtures.js';
import { testEnv } from '../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { call, errorBody, sessionOf } from './attack-client.js';

/**
 * Issue 9 item 24: a portal switched into maintenance still served every signed-in call; only the
 * browser's countdown signed people out. While a portal is off its API answers every signed-in call
 * of non-staff 503 PortalInMaintenance, and their sessions end when the countdown would have
 * (spec 000 §4 'Portal status': 30 s; here shortened so the test is quick). Staff keep working, to
 * switch it back.
 */
const COUNTDOWN_MS = 1_500;
let testDb: TestDatabase;
let app: FastifyInstance;
let staff: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = await buildApp({ env: testEnv, channel: 'NZ', database: testDb.database, maintenanceSignOutMs: COUNTDOWN_MS });
  const { user } = await createUser(testDb.database.db, { userType: 'Staff' });
  staff = await sessionOf(app, user.username);
});

afterAll(async () => {
  await app.close();
  await testDb.drop();
});

async function signedInClient() {
  const { user, client } = await createUser(testDb.database.db);
  const account = await giveAccount(testDb.database.db, client!.id, 'KS');
  return { session: await sessionOf(app, user.username), account: account.accountNumber };
}

const switchTo = (live: boolean) => call(app, 'PUT', '/api/v1/portal/status', { session: staff, body: { channel: 'NZ', live } });
const sessionRow = async (token: string) =>
  (await testDb.database.db.select().from(sessions).where(eq(sessions.id, sessionIdOf(token))))[0] ?? null;

describe('a portal in maintenance (issue 9 item 24)', () => {
  it("refuses a client's signed-in calls with 503 PortalInMaintenance at once, and serves staff", async () => {
    const client = await signedInClient();
    expect((await call(app, 'GET', `/api/v1/accounts/${client.account}`, { session: client.session })).statusCode).toBe(200);
    expect((await switchTo(false)).statusCode).toBe(200);
    try {
      for (const url of ['/api/v1/accounts', `/api/v1/accounts/${client.account}`, '/api/v1/portal/settings', '/api/v1/notifications']) {
        const response = await call(app, 'GET', url, { session: client.session });
        expect.soft(response.statusCode, url).toBe(503);
        expect.soft(errorBody(response), url).toEqual({ Id: 'PortalInMaintenance', Message: 'The portal is in maintenance.' });
      }
      expect((await call(app, 'GET', '/api/v1/portal/settings', { session: staff })).statusCode).toBe(200);
    } finally {
      await switchTo(true);
    }
    expect((await call(app, 'GET', `/api/v1/accounts/${client.account}`, { session: client.session })).statusCode).toBe(200);
  });

  it('keeps the sessions when the portal comes back before the countdown ends', async () => {
    const client = await signedInClient();
    await switchTo(false);
    await switchTo(true);
    await new Promise((resolve) => setTimeout(resolve, COUNTDOWN_MS + 500));
    expect(await sessionRow(client.session)).not.toBeNull();
    expect((await call(app, 'GET', '/api/v1/portal/settings', { session: client.session })).statusCode).toBe(200);
  });

  it("ends non-staff sessions when the countdown would have, and keeps staff's", async () => {
    const client = await signedInClient();
    const offAt = Date.now();
    await switchTo(false);
    try {
      await eventually(async () => expect(await sessionRow(client.session)).toBeNull(), COUNTDOWN_MS + 3_000);
      expect(Date.now() - offAt).toBeGreaterThanOrEqual(COUNTDOWN_MS - 50);
      expect(await sessionRow(staff)).not.toBeNull();
    } finally {
      await switchTo(true);
    }
    expect((await call(app, 'GET', '/api/v1/portal/settings', { session: client.session })).statusCode).toBe(401);
  });

  it('also follows a switch made by another instance or the CLI (NOTIFY), and lets a client sign out', async () => {
    const client = await signedInClient();
    await setPortalStatus(testDb.database, 'NZ', false, 'cli');
    try {
      await eventually(async () => expect((await call(app, 'GET', '/api/v1/portal/settings', { session: client.session })).statusCode).toBe(503));
      expect((await call(app, 'POST', '/api/v1/auth/logout', { session: client.session })).statusCode).toBe(204);
    } finally {
      await setPortalStatus(testDb.database, 'NZ', true, 'cli');
    }
  });
});
