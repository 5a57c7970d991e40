import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { auditEvents, sessions, users } from '../../db/schema/index.js';
import { createUser, TEST_PASSWORD } from '../../test/fixtures.js';
import { createTestApp, TestBrowser } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import { CSRF_COOKIE, CSRF_HEADER } from '../auth/session-token.js';
import { createClientWithLogin, emailsTo } from '../credentials/credential-test-helpers.js';
import { sessionHandle } from './account-security.service.js';

const ctx = useTestApp('NZ');
const db = () => ctx.testDb.database.db;
const COOKIE = 'tasman_session_nz';
const NEW_PASSWORD = 'kowhai tree in late spring';

const eventsOf = async (userId: string) =>
  (await db().select().from(auditEvents).where(eq(auditEvents.userId, userId))).map((e) => ({ event: e.event, detail: e.detail }));
const userRow = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0]!;

/** A client with an e-mail address on file, signed in in a browser. */
async function signedInClient() {
  const { user, client } = await createClientWithLogin(db());
  const browser = new TestBrowser(ctx.app);
  expect((await browser.signIn(user.username)).statusCode).toBe(200);
  return { user, email: client!.emailAddress!, browser };
}

/** Signs in with a User-Agent header, as a real browser would; answers the cookie header to send after. */
async function signInFrom(username: string, userAgent: string) {
  const info = await ctx.app.inject({ method: 'GET', url: '/api/v1/portal/info' });
  const csrf = info.cookies.find((c) => c.name === CSRF_COOKIE)!.value;
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { cookie: `${CSRF_COOKIE}=${csrf}`, [CSRF_HEADER]: csrf, 'user-agent': userAgent },
    payload: { username, password: TEST_PASSWORD },
  });
  expect(login.statusCode).toBe(200);
  const session = login.cookies.find((c) => c.name === COOKIE)!.value;
  return { cookie: `${CSRF_COOKIE}=${csrf}; ${COOKIE}=${session}`, csrf, session };
}

const listOf = async (browser: TestBrowser) => {
  const response = await browser.get('/api/v1/auth/sessions');
  expect(response.statusCode).toBe(200);
  return response.json().sessions as Array<{ handle: string; device: string; ip: string | null; createdAt: string; lastSeenAt: string; current: boolean }>;
};

const problem = (response: LightMyRequestResponse) => ({ status: response.statusCode, body: response.json() });

describe('POST /api/v1/auth/change-password (spec 002 §7; issue 13)', () => {
  it('refuses a wrong current password with a 400 (not a 401, which signs the web out), changing nothing', async () => {
    const { user, browser } = await signedInClient();
    const wrong = await browser.send('POST', '/api/v1/auth/change-password', { currentPassword: 'not my password at all', newPassword: NEW_PASSWORD });
    expect(problem(wrong)).toEqual({ status: 400, body: { Id: 'CurrentPasswordIncorrect', Message: 'Your current password is incorrect.' } });
    // Still signed in, and the old password still works.
    expect((await browser.get('/api/v1/auth/session')).statusCode).toBe(200);
    expect((await new TestBrowser(ctx.app).signIn(user.username)).statusCode).toBe(200);
    expect(await eventsOf(user.id)).toContainEqual({ event: 'password-change-refused', detail: 'wrong current password' });
  });

  it('applies the sign-in issue’s password rules, each with its message, changing nothing', async () => {
    const { user, browser } = await signedInClient();
    const cases: Array<[string, string, string]> = [
      ['short pass', 'PasswordTooShort', 'Your password must be at least 12 characters long.'],
      ['x'.repeat(129), 'PasswordTooLong', 'Your password must be no longer than 128 characters.'],
      [`my ${user.username} secret`, 'PasswordContainsUsername', 'Your password must not contain your username.'],
      ['Password1234', 'PasswordTooCommon', 'This password is too common or has appeared in a data breach. Please choose a different password.'],
      [TEST_PASSWORD, 'PasswordUnchanged', 'Your new password must be different from your current password.'],
    ];
    for (const [newPassword, Id, Message] of cases) {
      const answer = await browser.send('POST', '/api/v1/auth/change-password', { currentPassword: TEST_PASSWORD, newPassword });
      expect(problem(answer), Id).toEqual({ status: 400, body: { Id, Message } });
    }
    expect((await new TestBrowser(ctx.app).signIn(user.username)).statusCode).toBe(200);
    expect((await eventsOf(user.id)).map((e) => e.event)).not.toContain('password-changed');
  });

  it('refuses missing, oversized and ill-typed fields with a 400 and no 5xx', async () => {
    const { browser } = await signedInClient();
    for (const body of [{}, { currentPassword: '', newPassword: NEW_PASSWORD }, { currentPassword: TEST_PASSWORD }, { currentPassword: TEST_PASSWORD, newPassword: 'y'.repeat(2000) }, { currentPassword: 12, newPassword: true }]) {
      const answer = await browser.send('POST', '/api/v1/auth/change-password', body);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(answer.json().Id).toBe('ValidationFailed');
    }
  });

  it('accepts unicode and markup in a password (any character is allowed), stored only as a hash', async () => {
    const { user, browser } = await signedInClient();
    const newPassword = '<script>alert("kōwhai")</script> 🦜';
    const answer = await browser.send('POST', '/api/v1/auth/change-password', { currentPassword: TEST_PASSWORD, newPassword });
    expect(answer.statusCode).toBe(200);
    expect((await userRow(user.id)).passwordHash).not.toContain('kōwhai');
    expect((await new TestBrowser(ctx.app).signIn(user.username, newPassword)).statusCode).toBe(200);
  });

  it('changes the password: the new one signs in and the old one does not; sessions stay; the owner is e-mailed; audited', async () => {
    const { user, email, browser } = await signedInClient();
    const elsewhere = new TestBrowser(ctx.app);
    await elsewhere.signIn(user.username);
    const answer = await browser.send('POST', '/api/v1/auth/change-password', { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(problem(answer)).toEqual({ status: 200, body: { result: true, message: 'Your password has been changed.' } });

    const oldOne = await new TestBrowser(ctx.app).signIn(user.username, TEST_PASSWORD);
    expect(problem(oldOne)).toEqual({ status: 401, body: { Id: 'InvalidCredentials', Message: 'Invalid credentials' } });
    const newOne = await new TestBrowser(ctx.app).signIn(user.username, NEW_PASSWORD);
    expect(newOne.statusCode).toBe(200);
    expect(newOne.json().outcome).toBe('signed-in');
    // This session and the other stay: the web offers to sign out the others (the existing call).
    expect((await browser.get('/api/v1/auth/session')).statusCode).toBe(200);
    expect((await elsewhere.get('/api/v1/auth/session')).statusCode).toBe(200);

    const [notice] = await emailsTo(db(), email);
    expect(notice).toMatchObject({ kind: 'security-notice', subject: 'Your Client Portal password was changed' });
    expect(notice!.textBody).toContain(`(username ${user.username})`);
    expect(notice!.textBody).not.toContain(NEW_PASSWORD);
    expect(await eventsOf(user.id)).toContainEqual({ event: 'password-changed', detail: null });
  });

  it('limits changes per user (by user id, from any address): the limit answers 429', async () => {
    const app = await createTestApp(ctx.testDb.database, 'NZ', { ACCOUNT_RATE_PER_15_MINUTES: 2 });
    try {
      const { user } = await createUser(db());
      const browser = new TestBrowser(app);
      await browser.signIn(user.username);
      for (let attempt = 1; attempt <= 2; attempt += 1) {
        const wrong = await browser.send('POST', '/api/v1/auth/change-password', { currentPassword: `wrong guess ${attempt}`, newPassword: NEW_PASSWORD });
        expect(wrong.statusCode).toBe(400);
      }
      const limited = await browser.send('POST', '/api/v1/auth/change-password', { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().Id).toBe('TooManyRequests');
      expect((await browser.signIn(user.username, TEST_PASSWORD)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('POST /api/v1/auth/change-username (spec 002 §5, §7; issue 13)', () => {
  it('refuses what the shared validator refuses, with its message, storing nothing', async () => {
    const { user, browser } = await signedInClient();
    const cases: Array<[string, string]> = [
      ['', 'Required'],
      ['   ', 'Required'],
      ['ab', 'Your username must be at least 3 characters long.'],
      ['a'.repeat(201), 'Your username must be no longer than 200 characters.'],
      ['<script>alert(1)</script>', 'Your username may contain only letters, numbers and the characters . _ - @ +, and must start and end with a letter or number.'],
      ['mēre.smith', 'Your username may contain only letters, numbers and the characters . _ - @ +, and must start and end with a letter or number.'],
      ['mere smith', 'Your username may contain only letters, numbers and the characters . _ - @ +, and must start and end with a letter or number.'],
    ];
    for (const [username, Message] of cases) {
      const answer = await browser.send('POST', '/api/v1/auth/change-username', { username });
      expect(problem(answer), username.slice(0, 30)).toEqual({ status: 400, body: { Id: 'UsernameInvalid', Message } });
    }
    const oversized = await browser.send('POST', '/api/v1/auth/change-username', { username: 'b'.repeat(5000) });
    expect(oversized.statusCode).toBe(400);
    expect((await browser.send('POST', '/api/v1/auth/change-username', { username: 42 })).statusCode).toBe(400);
    expect((await userRow(user.id)).username).toBe(user.username);
  });

  it('refuses a username taken in any case, on this portal or the other (usernames are unique across both), and the own one', async () => {
    const { user, browser } = await signedInClient();
    const { user: nzOther } = await createUser(db(), { channel: 'NZ' });
    const { user: auOther } = await createUser(db(), { channel: 'AU' });
    for (const taken of [nzOther.username.toUpperCase(), ` ${auOther.username} `]) {
      const answer = await browser.send('POST', '/api/v1/auth/change-username', { username: taken });
      expect(problem(answer), taken).toEqual({ status: 409, body: { Id: 'UsernameTaken', Message: 'This username is not available. Please choose another.' } });
    }
    const own = await browser.send('POST', '/api/v1/auth/change-username', { username: user.username.toUpperCase() });
    expect(problem(own)).toEqual({ status: 400, body: { Id: 'UsernameUnchanged', Message: 'This is already your username.' } });
    expect((await userRow(user.id)).username).toBe(user.username);
    expect((await userRow(nzOther.id)).username).toBe(nzOther.username);
  });

  it('changes the username, stored lower-case: the new one signs in, the old one no longer does; e-mailed and audited', async () => {
    const { user, email, browser } = await signedInClient();
    const wanted = `Mere.Renamed.${user.id.slice(0, 8)}`;
    const answer = await browser.send('POST', '/api/v1/auth/change-username', { username: ` ${wanted} ` });
    expect(problem(answer)).toEqual({ status: 200, body: { result: true, message: 'Your username has been changed.', username: wanted.toLowerCase() } });
    expect((await userRow(user.id)).username).toBe(wanted.toLowerCase());
    // This session carries on under the new name.
    expect((await browser.get('/api/v1/auth/session')).json().user.username).toBe(wanted.toLowerCase());
    expect((await new TestBrowser(ctx.app).signIn(wanted.toUpperCase())).json().outcome).toBe('signed-in');
    expect((await new TestBrowser(ctx.app).signIn(user.username)).statusCode).toBe(401);

    const [notice] = await emailsTo(db(), email);
    expect(notice).toMatchObject({ kind: 'security-notice', subject: 'Your Client Portal username was changed' });
    expect(notice!.textBody).toContain(`from ${user.username} to ${wanted.toLowerCase()}`);
    expect(await eventsOf(user.id)).toContainEqual({ event: 'username-changed', detail: `previously ${user.username}` });
  });
});

describe('GET /api/v1/auth/sessions and POST /api/v1/auth/sessions/end (ASVS 5.0 V7.5.2; issue 13)', () => {
  const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:109.0) Gecko/20100101 Firefox/115.0';

  it('lists the user’s live sessions, this one first and marked, with a handle that is neither the id nor the token', async () => {
    const { user, browser } = await signedInClient();
    const firefox = await signInFrom(user.username, FIREFOX);
    // Another user's session and an expired session of this user are not listed.
    const { user: someoneElse } = await createUser(db());
    await new TestBrowser(ctx.app).signIn(someoneElse.username);
    await db().insert(sessions).values({ id: `expired-${user.id}`, userId: user.id, channel: 'NZ', expiresAt: new Date(Date.now() - 1000), ip: '10.0.0.9', userAgent: FIREFOX });

    const list = await listOf(browser);
    expect(list).toHaveLength(2);
    // fastify.inject sends 'lightMyRequest' as its User-Agent: no browser, no system.
    expect(list[0]).toMatchObject({ current: true, device: 'Unknown browser on an unknown system' });
    expect(list[1]).toMatchObject({ current: false, device: 'Firefox on Windows' });
    for (const entry of list) {
      expect(entry.handle).toMatch(/^[0-9a-f]{32}$/);
      expect(Number.isNaN(Date.parse(entry.createdAt))).toBe(false);
      expect(Number.isNaN(Date.parse(entry.lastSeenAt))).toBe(false);
    }
    const body = JSON.stringify(list);
    const rows = await db().select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id));
    for (const secret of [firefox.session, browser.cookie(COOKIE)!, ...rows.map((r) => r.id)]) expect(body).not.toContain(secret);
  });

  it('ends another of the user’s sessions: that browser is signed out, this one is not; audited', async () => {
    const { user, browser } = await signedInClient();
    const firefox = await signInFrom(user.username, FIREFOX);
    const other = (await listOf(browser)).find((s) => !s.current)!;
    const ended = await browser.send('POST', '/api/v1/auth/sessions/end', { handle: other.handle });
    expect(problem(ended)).toEqual({ status: 200, body: { ended: true, signedOut: false } });
    const afterwards = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie: firefox.cookie } });
    expect(afterwards.statusCode).toBe(401);
    expect((await browser.get('/api/v1/auth/session')).statusCode).toBe(200);
    expect((await listOf(browser)).map((s) => s.current)).toEqual([true]);
    expect(await eventsOf(user.id)).toContainEqual({ event: 'session-ended', detail: 'Firefox on Windows' });
    // Ended once: the handle names nothing now.
    expect((await browser.send('POST', '/api/v1/auth/sessions/end', { handle: other.handle })).statusCode).toBe(404);
  });

  it('answers another user’s handle exactly as a handle that names nothing (404), and their session lives on', async () => {
    const { browser } = await signedInClient();
    const victim = await signedInClient();
    const victimHandle = (await listOf(victim.browser))[0]!.handle;
    const theirs = await browser.send('POST', '/api/v1/auth/sessions/end', { handle: victimHandle });
    const nothing = await browser.send('POST', '/api/v1/auth/sessions/end', { handle: sessionHandle('no such session') });
    expect(problem(theirs)).toEqual({ status: 404, body: { Id: 'NotFound', Message: 'Not found.' } });
    expect(theirs.body).toBe(nothing.body);
    expect((await victim.browser.get('/api/v1/auth/session')).statusCode).toBe(200);
    // Nor does the raw session id stand in for a handle.
    const [victimRow] = await db().select().from(sessions).where(eq(sessions.userId, victim.user.id));
    expect((await browser.send('POST', '/api/v1/auth/sessions/end', { handle: victimRow!.id.slice(0, 32) })).statusCode).toBe(404);
  });

  it('refuses malformed handles with a 404 or a 400, never a 5xx', async () => {
    const { browser } = await signedInClient();
    for (const handle of ['', '<script>alert(1)</script>', 'ZZZZ', 'é'.repeat(32), "' or 1=1 --"]) {
      expect((await browser.send('POST', '/api/v1/auth/sessions/end', { handle })).statusCode, handle).toBe(404);
    }
    expect((await browser.send('POST', '/api/v1/auth/sessions/end', { handle: 'a'.repeat(65) })).statusCode).toBe(400);
    expect((await browser.send('POST', '/api/v1/auth/sessions/end', {})).statusCode).toBe(400);
  });

  it('ending the current session signs this browser out', async () => {
    const { user, browser } = await signedInClient();
    const mine = (await listOf(browser))[0]!;
    const ended = await browser.send('POST', '/api/v1/auth/sessions/end', { handle: mine.handle.toUpperCase() });
    expect(problem(ended)).toEqual({ status: 200, body: { ended: true, signedOut: true } });
    expect(browser.cookie(COOKIE)).toBeUndefined();
    expect((await browser.get('/api/v1/auth/session')).statusCode).toBe(401);
    const left = await db().select().from(sessions).where(and(eq(sessions.userId, user.id)));
    expect(left).toHaveLength(0);
  });
});

describe('every security-settings call, signed out', () => {
  it('answers 401 and changes nothing', async () => {
    const { user } = await createUser(db());
    const anonymous = new TestBrowser(ctx.app);
    const calls: Array<[string, () => Promise<LightMyRequestResponse>]> = [
      ['change-password', () => anonymous.send('POST', '/api/v1/auth/change-password', { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD })],
      ['change-username', () => anonymous.send('POST', '/api/v1/auth/change-username', { username: `taken.${user.id}` })],
      ['sessions', () => anonymous.get('/api/v1/auth/sessions')],
      ['end', () => anonymous.send('POST', '/api/v1/auth/sessions/end', { handle: sessionHandle('x') })],
    ];
    for (const [name, call] of calls) {
      expect(problem(await call()), name).toEqual({ status: 401, body: { Id: 'Unauthenticated', Message: 'You are not signed in.' } });
    }
    expect(await userRow(user.id)).toMatchObject({ username: user.username });
  });
});

describe('forged calls (CSRF, ASVS 5.0 V3.5.1)', () => {
  it('refuses each state-changing call without the CSRF token with 403, changing nothing', async () => {
    const { user, browser } = await signedInClient();
    const handle = (await listOf(browser))[0]!.handle;
    const cookie = `${COOKIE}=${browser.cookie(COOKIE)!}`;
    const forged: Array<[string, object]> = [
      ['/api/v1/auth/change-password', { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }],
      ['/api/v1/auth/change-username', { username: `forged.${user.id.slice(0, 8)}` }],
      ['/api/v1/auth/sessions/end', { handle }],
    ];
    for (const [url, payload] of forged) {
      const answer = await ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload });
      expect(problem(answer), url).toEqual({ status: 403, body: { Id: 'CsrfRejected', Message: 'Your session has expired. Please refresh the page and try again.' } });
    }
    expect(await userRow(user.id)).toMatchObject({ username: user.username });
    expect((await new TestBrowser(ctx.app).signIn(user.username)).statusCode).toBe(200);
    expect((await browser.get('/api/v1/auth/session')).statusCode).toBe(200);
  });
});
