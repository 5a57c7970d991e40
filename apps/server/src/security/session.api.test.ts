import { authenticator } from 'otplib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema/index.js';
import { sessionIdOf } from '../modules/auth/session-token.js';
import { createUser, TEST_TOTP_SECRET } from '../test/fixtures.js';
import { createTestApp } from '../test/test-app.js';
import { useTestApp } from '../test/use-test-app.js';
import { call, passwordSignIn, sessionOf, sessionSetBy } from './attack-client.js';
import { bodySchemaOf, fillPath, httpRoutes, isUnsafe, sampleValue } from './route-catalogue.js';

/**
 * Attack 5 (brief T §5; DESIGN §7; ASVS 5.0 V7.2.3, V7.2.4, V7.3.1, V7.3.2, V7.4.1, V3.3.2,
 * V3.3.4): session fixation, a stolen cookie after logout, idle and absolute timeouts, the cookie's
 * flags, and a sign-in that must set up two-factor first trying the other doors.
 */
const ctx = useTestApp('NZ');
const db = () => ctx.testDb.database.db;
const extraApps: FastifyInstance[] = [];
afterAll(async () => {
  for (const extra of extraApps) await extra.close();
});

async function appWith(overrides: Parameters<typeof createTestApp>[2]) {
  const built = await createTestApp(ctx.testDb.database, 'NZ', overrides);
  extraApps.push(built);
  return built;
}

const sessionRow = async (token: string) => (await db().select().from(sessions).where(eq(sessions.id, sessionIdOf(token))))[0] ?? null;
const whoAmI = (app: FastifyInstance, token: string) => call(app, 'GET', '/api/v1/auth/session', { session: token });

describe('session fixation', () => {
  it('gives the victim a new session, not the one an attacker planted, and kills the planted one', async () => {
    const attacker = await createUser(db());
    const victim = await createUser(db());
    // The attacker signs in, then plants that cookie in the victim's browser (e.g. through a shared machine).
    const planted = await sessionOf(ctx.app, attacker.user.username);
    const { response, token } = await passwordSignIn(ctx.app, victim.user.username, { session: planted });
    expect(response.statusCode).toBe(200);
    expect(token).not.toBeNull();
    expect(token).not.toBe(planted);
    expect(await sessionRow(planted)).toBeNull();
    expect((await whoAmI(ctx.app, planted)).statusCode).toBe(401);
    expect((await whoAmI(ctx.app, token!)).json().user.userId).toBe(victim.user.id);
  });

  it('never adopts a cookie value the attacker made up', async () => {
    const victim = await createUser(db());
    const chosen = 'attacker-chosen-session-value-0000000000000';
    const { token } = await passwordSignIn(ctx.app, victim.user.username, { session: chosen });
    expect(token).not.toBe(chosen);
    expect(await sessionRow(chosen)).toBeNull();
    expect((await whoAmI(ctx.app, chosen)).statusCode).toBe(401);
  });

  it('issues a new session id when the two-factor code completes the sign-in, and the pending one dies', async () => {
    const { user } = await createUser(db(), { twoFactorEnabled: true });
    const pending = (await passwordSignIn(ctx.app, user.username)).token!;
    const done = await call(ctx.app, 'POST', '/api/v1/auth/two-factor', { session: pending, body: { code: authenticator.generate(TEST_TOTP_SECRET) } });
    expect(done.statusCode).toBe(200);
    const full = sessionSetBy(ctx.app, done);
    expect(full).not.toBeNull();
    expect(full).not.toBe(pending);
    expect(await sessionRow(pending)).toBeNull();
    expect((await whoAmI(ctx.app, pending)).statusCode).toBe(401);
  });

  it('issues a new session id when a required two-factor set-up is confirmed, and the set-up-only one dies', async () => {
    const { user } = await createUser(db());
    await db().update(users).set({ force2fa: true }).where(eq(users.id, user.id));
    const { response, token: enrolling } = await passwordSignIn(ctx.app, user.username);
    expect(response.json()).toMatchObject({ outcome: 'signed-in', twoFactorSetup: 'required' });
    const setup = await call(ctx.app, 'POST', '/api/v1/two-factor/setup', { session: enrolling });
    expect(setup.statusCode).toBe(200);
    const secret = String(setup.json().manualKey).replace(/\s+/g, '');
    const confirm = await call(ctx.app, 'POST', '/api/v1/two-factor/confirm', { session: enrolling, body: { code: authenticator.generate(secret) } });
    expect(confirm.statusCode).toBe(200);
    const full = sessionSetBy(ctx.app, confirm);
    expect(full).not.toBeNull();
    expect(full).not.toBe(enrolling);
    expect(await sessionRow(enrolling!)).toBeNull();
    expect((await whoAmI(ctx.app, full!)).statusCode).toBe(200);
  });
});

describe('a sign-in that must set up two-factor first opens nothing but the set-up calls', () => {
  it('gets the answer of no session at all from every route but set-up and sign-out', async () => {
    const { user } = await createUser(db(), { userType: 'Staff' });
    await db().update(users).set({ prompt2fa: true }).where(eq(users.id, user.id));
    const { response, token: enrolling } = await passwordSignIn(ctx.app, user.username);
    expect(response.json()).toMatchObject({ twoFactorSetup: 'required' });
    const routes = httpRoutes(ctx.app).filter((r) => r.access !== 'enrolling' && r.url !== '/api/v1/auth/logout');
    for (const route of routes) {
      const url = fillPath(route.url, () => 'X1');
      const schema = isUnsafe(route) ? bodySchemaOf(ctx.app, route) : null;
      const body = isUnsafe(route) ? { body: schema ? sampleValue(schema) : {} } : {};
      const withEnrolling = await call(ctx.app, route.method, url, { session: enrolling, ...body });
      const withNothing = await call(ctx.app, route.method, url, body);
      const where = `${route.method} ${route.url}`;
      expect.soft(withEnrolling.statusCode, where).toBe(withNothing.statusCode);
      expect.soft(withEnrolling.body, where).toBe(withNothing.body);
    }
    // The set-up call itself is open to it, so the sweep above was made with a live session.
    expect((await call(ctx.app, 'POST', '/api/v1/two-factor/setup', { session: enrolling })).statusCode).toBe(200);
  }, 60_000);
});

describe('ending sessions', () => {
  it('logs out on the server: the old cookie then gets 401 everywhere', async () => {
    const { user } = await createUser(db());
    const token = await sessionOf(ctx.app, user.username);
    expect((await call(ctx.app, 'POST', '/api/v1/auth/logout', { session: token })).statusCode).toBe(204);
    expect(await sessionRow(token)).toBeNull();
    for (const url of ['/api/v1/auth/session', '/api/v1/profile', '/api/v1/accounts']) {
      const replay = await call(ctx.app, 'GET', url, { session: token });
      expect(replay.statusCode, url).toBe(401);
      expect(replay.json(), url).toEqual({ Id: 'Unauthenticated', Message: 'You are not signed in.' });
    }
  });

  it('ends a session left idle past SESSION_IDLE_MINUTES, and keeps one used just inside it', async () => {
    const app = await appWith({ SESSION_IDLE_MINUTES: 2 });
    const idle = await createUser(db());
    const recent = await createUser(db());
    const idleToken = await sessionOf(app, idle.user.username);
    const recentToken = await sessionOf(app, recent.user.username);
    await db().update(sessions).set({ lastSeenAt: new Date(Date.now() - 2 * 60_000 - 5_000) }).where(eq(sessions.id, sessionIdOf(idleToken)));
    await db().update(sessions).set({ lastSeenAt: new Date(Date.now() - 2 * 60_000 + 20_000) }).where(eq(sessions.id, sessionIdOf(recentToken)));
    expect((await whoAmI(app, idleToken)).statusCode).toBe(401);
    expect(await sessionRow(idleToken)).toBeNull();
    expect((await whoAmI(app, recentToken)).statusCode).toBe(200);
  });

  it('ends a session past its absolute lifetime however active it is, and sets that lifetime from SESSION_ABSOLUTE_HOURS', async () => {
    const app = await appWith({ SESSION_ABSOLUTE_HOURS: 12 });
    const { user } = await createUser(db());
    const startedAt = Date.now();
    const token = await sessionOf(app, user.username);
    const row = await sessionRow(token);
    expect(Math.abs(row!.expiresAt.getTime() - (startedAt + 12 * 3_600_000))).toBeLessThan(60_000);
    await db().update(sessions).set({ expiresAt: new Date(Date.now() - 1000), lastSeenAt: new Date() }).where(eq(sessions.id, sessionIdOf(token)));
    expect((await whoAmI(app, token)).statusCode).toBe(401);
  });
});

describe('the session cookie', () => {
  it('carries 256 random bits, HttpOnly, SameSite=Lax, Path=/, and no Secure on plain-http development', async () => {
    const { user } = await createUser(db());
    const { response, token } = await passwordSignIn(ctx.app, user.username);
    const cookie = response.cookies.find((c) => c.name === 'tasman_session_nz')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/');
    expect(cookie.secure).toBeFalsy();
    expect(cookie.maxAge).toBe(ctx.app.env.SESSION_ABSOLUTE_HOURS * 3600);
    // Only its SHA-256 is stored.
    expect(await sessionRow(token!)).not.toBeNull();
    expect((await db().select().from(sessions).where(eq(sessions.id, token!))).length).toBe(0);
  });

  it('is Secure in production, and so is the CSRF cookie', async () => {
    const app = await appWith({ production: true, NODE_ENV: 'production' });
    const { user } = await createUser(db());
    const { response } = await passwordSignIn(app, user.username);
    expect(response.statusCode).toBe(200);
    const session = response.cookies.find((c) => c.name === 'tasman_session_nz')!;
    expect(session.secure).toBe(true);
    expect(session.httpOnly).toBe(true);
    expect(session.sameSite).toBe('Lax');
    const info = await app.inject({ method: 'GET', url: '/api/v1/portal/info' });
    expect(info.cookies.find((c) => c.name === 'tasman_csrf')?.secure).toBe(true);
  });

  it('differs at every sign-in (no reuse of a token)', async () => {
    const { user } = await createUser(db());
    const tokens = new Set<string>();
    for (let i = 0; i < 5; i += 1) tokens.add(await sessionOf(ctx.app, user.username));
    expect(tokens.size).toBe(5);
  });
});
