import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditEvents, sessions, users } from '../../db/schema/index.js';
import { createUser, giveAccount } from '../../test/fixtures.js';
import { createTestApp, TestBrowser } from '../../test/test-app.js';
import { createTestDatabase } from '../../test/test-database.js';
import { useTestPortals } from '../../test/use-test-app.js';

const portals = useTestPortals();
const db = () => portals.testDb.database.db;

describe('sign-in (spec 000 §4 Sign-in, §5, §8)', () => {
  it('refuses an empty username or password with the spec message', async () => {
    const browser = new TestBrowser(portals.nz);
    for (const body of [{ username: '', password: 'x' }, { username: 'someone', password: '' }, {}]) {
      const response = await browser.send('POST', '/api/v1/auth/login', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Id: 'MissingCredentials', Message: 'You must enter a username and password' });
    }
  });

  it('answers an unknown username and a wrong password alike', async () => {
    const { user } = await createUser(db());
    const browser = new TestBrowser(portals.nz);
    const unknown = await browser.signIn('nobody.here', 'whatever password');
    const wrong = await browser.signIn(user.username, 'not the password');
    for (const response of [unknown, wrong]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ Id: 'InvalidCredentials', Message: 'Invalid credentials' });
    }
  });

  it('signs a client in, sets an HttpOnly session cookie and knows who they are', async () => {
    const { user, client } = await createUser(db(), { hasAdviceTools: true });
    await giveAccount(db(), client!.id, 'KS');
    await giveAccount(db(), client!.id, 'PW');
    const browser = new TestBrowser(portals.nz);
    const response = await browser.signIn(user.username.toUpperCase());
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.outcome).toBe('signed-in');
    expect(body.user).toMatchObject({ username: user.username, userType: 'Client', channel: 'NZ', hasAdviceTools: true });
    expect(body.user.holds).toEqual({ KS: true, UT: false, 'UT-AUS': false, PW: true, PE: false });
    const setCookie = response.cookies.find((c) => c.name === 'tasman_session_nz');
    expect(setCookie?.httpOnly).toBe(true);
    expect(setCookie?.sameSite).toBe('Lax');

    const session = await browser.get('/api/v1/auth/session');
    expect(session.statusCode).toBe(200);
    expect(session.json().user.userId).toBe(user.id);
  });

  it('stores only a hash of the session token', async () => {
    const { user } = await createUser(db());
    const browser = new TestBrowser(portals.nz);
    await browser.signIn(user.username);
    const token = browser.cookie('tasman_session_nz')!;
    const rows = await db().select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).not.toBe(token);
    expect(rows[0]!.id).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives a new session at sign-in and kills the one the browser had (no fixation)', async () => {
    const { user } = await createUser(db());
    const browser = new TestBrowser(portals.nz);
    await browser.signIn(user.username);
    const first = browser.cookie('tasman_session_nz');
    const planted = first!;
    await browser.signIn(user.username);
    const second = browser.cookie('tasman_session_nz');
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    const replay = await portals.nz.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie: `tasman_session_nz=${planted}` } });
    expect(replay.statusCode).toBe(401);
  });

  it('logs out: the server session is gone and the old cookie no longer works', async () => {
    const { user } = await createUser(db());
    const browser = new TestBrowser(portals.nz);
    await browser.signIn(user.username);
    const token = browser.cookie('tasman_session_nz')!;
    const out = await browser.send('POST', '/api/v1/auth/logout');
    expect(out.statusCode).toBe(204);
    const after = await portals.nz.inject({ method: 'GET', url: '/api/v1/profile', headers: { cookie: `tasman_session_nz=${token}` } });
    expect(after.statusCode).toBe(401);
    expect(after.json().Id).toBe('Unauthenticated');
  });

  it('locks the user after five failed attempts, then refuses even the right password', async () => {
    const { user } = await createUser(db());
    const browser = new TestBrowser(portals.nz);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const response = await browser.signIn(user.username, `wrong ${attempt}`);
      expect(response.json().Message).toBe('Invalid credentials');
    }
    const fifth = await browser.signIn(user.username, 'wrong 5');
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json()).toEqual({ Id: 'UserLockedOut', Message: 'User is locked out' });
    const right = await browser.signIn(user.username);
    expect(right.statusCode).toBe(423);
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row!.lockedAt).not.toBeNull();
    const events = await db().select().from(auditEvents).where(eq(auditEvents.userId, user.id));
    expect(events.map((e) => e.event)).toContain('user-locked');
  });

  it('resets the failure count after a good sign-in', async () => {
    const { user } = await createUser(db());
    const browser = new TestBrowser(portals.nz);
    for (let attempt = 1; attempt <= 4; attempt += 1) await browser.signIn(user.username, 'wrong');
    expect((await browser.signIn(user.username)).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await browser.signIn(user.username, 'wrong')).statusCode).toBe(401);
    }
  });

  it('sends an Australian user who signs in on the NZ portal to the AU portal, without a session', async () => {
    const { user } = await createUser(db(), { channel: 'AU' });
    const browser = new TestBrowser(portals.nz);
    const response = await browser.signIn(user.username);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ outcome: 'wrong-portal', portalUrl: 'http://localhost:3001' });
    expect(browser.cookie('tasman_session_nz')).toBeUndefined();
    expect((await browser.get('/api/v1/auth/session')).statusCode).toBe(401);
  });

  it('sends a NZ user who signs in on the AU portal to the NZ portal', async () => {
    const { user } = await createUser(db(), { channel: 'NZ' });
    const response = await new TestBrowser(portals.au).signIn(user.username);
    expect(response.json()).toEqual({ outcome: 'wrong-portal', portalUrl: 'http://localhost:3000' });
  });

  it('does not accept a NZ session on the AU portal', async () => {
    const { user } = await createUser(db(), { channel: 'NZ' });
    const browser = new TestBrowser(portals.nz);
    await browser.signIn(user.username);
    const token = browser.cookie('tasman_session_nz')!;
    const onAu = await portals.au.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie: `tasman_session_au=${token}` } });
    expect(onAu.statusCode).toBe(401);
  });

  it('ends a session that has been idle for longer than the idle timeout', async () => {
    const { user } = await createUser(db());
    const browser = new TestBrowser(portals.nz);
    await browser.signIn(user.username);
    const idleSince = new Date(Date.now() - 16 * 60_000);
    await db().update(sessions).set({ lastSeenAt: idleSince }).where(eq(sessions.userId, user.id));
    expect((await browser.get('/api/v1/auth/session')).statusCode).toBe(401);
  });

  it('does not count status polls as activity, so they cannot hold an idle session open', async () => {
    const { user } = await createUser(db());
    const browser = new TestBrowser(portals.nz);
    await browser.signIn(user.username);
    const idleSince = new Date(Date.now() - 14 * 60_000);
    await db().update(sessions).set({ lastSeenAt: idleSince }).where(eq(sessions.userId, user.id));
    expect((await browser.get('/cache/status')).statusCode).toBe(200);
    const [row] = await db().select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row!.lastSeenAt.getTime()).toBe(idleSince.getTime());
  });

  it('ends a session past its absolute lifetime', async () => {
    const { user } = await createUser(db());
    const browser = new TestBrowser(portals.nz);
    await browser.signIn(user.username);
    await db().update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, user.id));
    expect((await browser.get('/api/v1/auth/session')).statusCode).toBe(401);
  });

  it('records every attempt in the audit log with channel and IP, never the password', async () => {
    const { user } = await createUser(db());
    const browser = new TestBrowser(portals.nz);
    await browser.signIn(user.username, 'a wrong secret');
    await browser.signIn(user.username);
    const events = await db().select().from(auditEvents).where(eq(auditEvents.userId, user.id));
    expect(events.map((e) => e.event).sort()).toEqual(['sign-in', 'sign-in-failed']);
    for (const event of events) {
      expect(event.channel).toBe('NZ');
      expect(event.ip).toBeTruthy();
      expect(JSON.stringify(event)).not.toContain('a wrong secret');
    }
  });
});

describe('signing out every other session', () => {
  it('ends the user\'s other sessions and keeps this one', async () => {
    const { user } = await createUser(db());
    const other = await createUser(db());
    const phone = new TestBrowser(portals.nz);
    const laptop = new TestBrowser(portals.nz);
    const someoneElse = new TestBrowser(portals.nz);
    await phone.signIn(user.username);
    await laptop.signIn(user.username);
    await someoneElse.signIn(other.user.username);
    const response = await laptop.send('POST', '/api/v1/auth/sessions/sign-out-others');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ended: 1 });
    expect((await phone.get('/api/v1/auth/session')).statusCode).toBe(401);
    expect((await laptop.get('/api/v1/auth/session')).statusCode).toBe(200);
    expect((await someoneElse.get('/api/v1/auth/session')).statusCode).toBe(200);
  });
});

describe('unlocking a locked user', () => {
  it('lets staff unlock a locked user, who can then sign in, and records who did it', async () => {
    const { user } = await createUser(db());
    const browser = new TestBrowser(portals.nz);
    for (let attempt = 1; attempt <= 5; attempt += 1) await browser.signIn(user.username, 'wrong');
    expect((await browser.signIn(user.username)).statusCode).toBe(423);

    const staffUser = await createUser(db(), { userType: 'Staff' });
    const staff = new TestBrowser(portals.nz);
    await staff.signIn(staffUser.user.username);
    const unlocked = await staff.send('POST', '/api/v1/auth/unlock', { username: user.username.toUpperCase() });
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json()).toEqual({ username: user.username, unlocked: true });
    expect((await browser.signIn(user.username)).statusCode).toBe(200);
    const events = await db().select().from(auditEvents).where(eq(auditEvents.userId, user.id));
    expect(events.find((e) => e.event === 'user-unlocked')?.detail).toBe(`by staff ${staffUser.user.username}`);
  });

  it('answers 404 for an unknown username', async () => {
    const staffUser = await createUser(db(), { userType: 'Staff' });
    const staff = new TestBrowser(portals.nz);
    await staff.signIn(staffUser.user.username);
    expect((await staff.send('POST', '/api/v1/auth/unlock', { username: 'no.such.user' })).statusCode).toBe(404);
  });
});

describe('CSRF defence (DESIGN §6)', () => {
  it('refuses a state-changing call without the token', async () => {
    const response = await portals.nz.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'a', password: 'b' } });
    expect(response.statusCode).toBe(403);
    expect(response.json().Id).toBe('CsrfRejected');
  });

  it('refuses a token that does not match the cookie', async () => {
    const response = await portals.nz.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { cookie: 'tasman_csrf=abc', 'x-csrf-token': 'abd' },
      payload: { username: 'a', password: 'b' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a call from another origin even with a matching token', async () => {
    const response = await portals.nz.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { cookie: 'tasman_csrf=abc', 'x-csrf-token': 'abc', origin: 'https://evil.example' },
      payload: { username: 'a', password: 'b' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('rate limit on sign-in', () => {
  it('answers 429 with the error shape after too many attempts from one IP', async () => {
    const app = await createTestApp(portals.testDb.database, 'NZ', { SIGN_IN_RATE_PER_MINUTE: 5 });
    // The earlier sign-ins of this file came from the same address within the same minute.
    await db().execute(sql`delete from rate_limit_counters`);
    try {
      const browser = new TestBrowser(app);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        statuses.push((await browser.signIn('', '')).statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 400, 400]);
      const last = await browser.signIn('', '');
      expect(last.statusCode).toBe(429);
      expect(last.json()).toEqual({ Id: 'TooManyRequests', Message: expect.any(String) });
    } finally {
      await app.close();
    }
  });
});

describe('token failure (spec 000 §8)', () => {
  it('answers a right password with the spec message when no session can be started', async () => {
    const broken = await createTestDatabase();
    const app = await createTestApp(broken.database, 'NZ');
    try {
      const { user } = await createUser(broken.database.db);
      await broken.database.db.execute(sql`drop table sessions`);
      const response = await new TestBrowser(app).signIn(user.username);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ Id: 'SignInUnavailable', Message: 'Unable to login at this time, please try again soon' });
    } finally {
      await app.close();
      await broken.drop();
    }
  });
});
