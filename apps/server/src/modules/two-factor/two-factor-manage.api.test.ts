import { authenticator } from 'otplib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, recoveryCodes, users } from '../../db/schema/index.js';
import { createUser, TEST_TOTP_SECRET, type UserFixture } from '../../test/fixtures.js';
import { createTestApp, TestBrowser } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import { TOTP_STEP_SECONDS } from '../auth/totp.js';

const ctx = useTestApp('NZ');
const db = () => ctx.testDb.database.db;
const COOKIE = 'tasman_session_nz';

const codeFor = (secret: string, stepsAgo = 0) =>
  authenticator.clone({ epoch: Date.now() - stepsAgo * TOTP_STEP_SECONDS * 1000 }).generate(secret);
const userRow = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0]!;
/** As if the step of the last code used had passed, so the current code is new again. */
const letTimePass = (userId: string) => db().update(users).set({ twoFactorLastStep: null }).where(eq(users.id, userId));

/** A client who set up two-factor through the API, signed in, with the recovery codes they were shown. */
async function enrolledClient(fixture: UserFixture = {}) {
  const { user } = await createUser(db(), fixture);
  const browser = new TestBrowser(ctx.app);
  await browser.signIn(user.username);
  const secret = (await browser.send('POST', '/api/v1/two-factor/setup')).json().manualKey.replace(/ /g, '');
  const confirmed = await browser.send('POST', '/api/v1/two-factor/confirm', { code: codeFor(secret, 1) });
  expect(confirmed.statusCode).toBe(200);
  return { user, browser, secret, codes: confirmed.json().recoveryCodes as string[] };
}

/** A new browser that has given the right password and now owes the code. */
async function owingCode(username: string) {
  const browser = new TestBrowser(ctx.app);
  expect((await browser.signIn(username)).json().outcome).toBe('two-factor-required');
  return browser;
}

describe('signing in with a recovery code (issue 4: a lost phone)', () => {
  it('signs in once with a recovery code, typed in any case and without the dash, under a new session id', async () => {
    const { user, codes } = await enrolledClient();
    const browser = await owingCode(user.username);
    const pending = browser.cookie(COOKIE);
    const typed = codes[3]!.toUpperCase().replace('-', '');
    const response = await browser.send('POST', '/api/v1/auth/two-factor', { code: ` ${typed} ` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ outcome: 'signed-in', user: { userId: user.id } });
    expect(browser.cookie(COOKIE)).not.toBe(pending);
    expect((await browser.get('/api/v1/two-factor')).json()).toEqual({ enabled: true, recoveryCodesLeft: 9, canDisable: true });
    const events = await db().select().from(auditEvents).where(eq(auditEvents.userId, user.id));
    expect(events.find((e) => e.event === 'recovery-code-used')?.detail).toBe('9 left');
    expect(JSON.stringify(events).toLowerCase()).not.toContain(codes[3]!.replace('-', ''));

    const again = await owingCode(user.username);
    const reuse = await again.send('POST', '/api/v1/auth/two-factor', { code: codes[3] });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ Id: 'InvalidCode', Message: 'Invalid code' });
  });

  it('counts wrong recovery codes toward the lockout like wrong codes', async () => {
    const { user, codes } = await enrolledClient();
    const browser = await owingCode(user.username);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const wrong = await browser.send('POST', '/api/v1/auth/two-factor', { code: `wrong-code${attempt}` });
      expect(wrong.json(), `attempt ${attempt}`).toEqual({ Id: 'InvalidCode', Message: 'Invalid code' });
    }
    const fifth = await browser.send('POST', '/api/v1/auth/two-factor', { code: 'abcde-fghjk' });
    expect(fifth.statusCode).toBe(423);
    expect((await userRow(user.id)).failedSignIns).toBe(5);
    // Locked: the right password no longer gets as far as the code, and no code was spent.
    expect((await browser.signIn(user.username)).statusCode).toBe(423);
    const unused = await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(unused.filter((c) => c.usedAt === null)).toHaveLength(codes.length);
  });

  it('limits code attempts per username, from any address', async () => {
    const app = await createTestApp(ctx.testDb.database, 'NZ', { ACCOUNT_RATE_PER_15_MINUTES: 3 });
    try {
      const { user } = await createUser(db(), { twoFactorEnabled: true });
      const browser = new TestBrowser(app);
      expect((await browser.signIn(user.username)).json().outcome).toBe('two-factor-required'); // 1st
      expect((await browser.send('POST', '/api/v1/auth/two-factor', { code: '000000' })).statusCode).toBe(401); // 2nd
      expect((await browser.send('POST', '/api/v1/auth/two-factor', { code: '000001' })).statusCode).toBe(401); // 3rd
      const limited = await browser.send('POST', '/api/v1/auth/two-factor', { code: codeFor(TEST_TOTP_SECRET) });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().Id).toBe('TooManyRequests');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });
});

describe('two-factor status', () => {
  it('says off, no codes and nothing to turn off before set-up', async () => {
    const { user } = await createUser(db());
    const browser = new TestBrowser(ctx.app);
    await browser.signIn(user.username);
    expect((await browser.get('/api/v1/two-factor')).json()).toEqual({ enabled: false, recoveryCodesLeft: 0, canDisable: false });
  });

  it('lets a client turn it off, but not staff, advisers or a client whose two-factor is forced', async () => {
    expect((await (await enrolledClient()).browser.get('/api/v1/two-factor')).json()).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
      canDisable: true,
    });
    for (const userType of ['Staff', 'Intermediary'] as const) {
      const { browser } = await enrolledClient({ userType });
      expect((await browser.get('/api/v1/two-factor')).json().canDisable, userType).toBe(false);
    }
    const { user, browser } = await enrolledClient();
    await db().update(users).set({ force2fa: true }).where(eq(users.id, user.id));
    expect((await browser.get('/api/v1/two-factor')).json().canDisable).toBe(false);
  });
});

describe('new recovery codes', () => {
  it('replaces the set for a current code: the old codes stop working, the new ones work', async () => {
    const { user, browser, secret, codes } = await enrolledClient();
    const response = await browser.send('POST', '/api/v1/two-factor/recovery-codes', { code: codeFor(secret) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const fresh = response.json().recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((c) => codes.includes(c))).toEqual([]);
    expect((await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).length).toBe(10);

    const old = await owingCode(user.username);
    expect((await old.send('POST', '/api/v1/auth/two-factor', { code: codes[0] })).json().Id).toBe('InvalidCode');
    const next = await owingCode(user.username);
    expect((await next.send('POST', '/api/v1/auth/two-factor', { code: fresh[0] })).statusCode).toBe(200);
    const events = await db().select().from(auditEvents).where(eq(auditEvents.userId, user.id));
    expect(events.map((e) => e.event)).toContain('recovery-codes-replaced');
  });

  it('refuses a wrong, a replayed or an empty code, and a user without two-factor', async () => {
    const { user, browser, secret } = await enrolledClient();
    expect((await browser.send('POST', '/api/v1/two-factor/recovery-codes', { code: '000000' })).json().Id).toBe('InvalidCode');
    const code = codeFor(secret);
    expect((await browser.send('POST', '/api/v1/two-factor/recovery-codes', { code })).statusCode).toBe(200);
    expect((await browser.send('POST', '/api/v1/two-factor/recovery-codes', { code })).json().Id).toBe('InvalidCode');
    expect((await browser.send('POST', '/api/v1/two-factor/recovery-codes', { code: '' })).json().Id).toBe('MissingCode');
    expect((await userRow(user.id)).failedSignIns).toBe(2);

    const { user: plain } = await createUser(db());
    const other = new TestBrowser(ctx.app);
    await other.signIn(plain.username);
    const refused = await other.send('POST', '/api/v1/two-factor/recovery-codes', { code: '123456' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().Id).toBe('TwoFactorNotEnabled');
  });
});

describe('turning two-factor off', () => {
  it('turns it off for a client with a current code: secret, step and recovery codes gone, next sign-in goes straight in', async () => {
    const { user, browser, secret } = await enrolledClient();
    const response = await browser.send('POST', '/api/v1/two-factor/disable', { code: codeFor(secret) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ enabled: false, recoveryCodesLeft: 0, canDisable: false });
    expect(await userRow(user.id)).toMatchObject({
      twoFactorEnabled: false,
      twoFactorSecret: null,
      twoFactorPendingSecret: null,
      twoFactorLastStep: null,
    });
    expect(await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toEqual([]);
    const events = await db().select().from(auditEvents).where(eq(auditEvents.userId, user.id));
    expect(events.map((e) => e.event)).toContain('two-factor-disabled');
    expect((await new TestBrowser(ctx.app).signIn(user.username)).json()).toMatchObject({ outcome: 'signed-in', twoFactorSetup: 'none' });
  });

  it('turns it off with a recovery code, for a client who lost the phone', async () => {
    const { user, codes } = await enrolledClient();
    const browser = await owingCode(user.username);
    expect((await browser.send('POST', '/api/v1/auth/two-factor', { code: codes[0] })).statusCode).toBe(200);
    const response = await browser.send('POST', '/api/v1/two-factor/disable', { code: codes[1] });
    expect(response.statusCode).toBe(200);
    expect((await userRow(user.id)).twoFactorEnabled).toBe(false);
  });

  it('refuses staff, advisers and a client whose two-factor is forced, even with a right code', async () => {
    const staff = await enrolledClient({ userType: 'Staff' });
    const adviser = await enrolledClient({ userType: 'Intermediary' });
    const forced = await enrolledClient();
    await db().update(users).set({ force2fa: true }).where(eq(users.id, forced.user.id));
    for (const { user, browser, secret } of [staff, adviser, forced]) {
      await letTimePass(user.id);
      const response = await browser.send('POST', '/api/v1/two-factor/disable', { code: codeFor(secret) });
      expect(response.statusCode, user.userType).toBe(403);
      expect(response.json()).toEqual({ Id: 'TwoFactorCannotDisable', Message: 'Two-factor authentication cannot be turned off for this user.' });
      expect((await userRow(user.id)).twoFactorEnabled).toBe(true);
    }
  });

  it('refuses a wrong code, counting it, and a user without two-factor', async () => {
    const { user, browser } = await enrolledClient();
    const wrong = await browser.send('POST', '/api/v1/two-factor/disable', { code: '000000' });
    expect(wrong.json()).toEqual({ Id: 'InvalidCode', Message: 'Invalid code' });
    expect(await userRow(user.id)).toMatchObject({ twoFactorEnabled: true, failedSignIns: 1 });
    const { user: plain } = await createUser(db());
    const other = new TestBrowser(ctx.app);
    await other.signIn(plain.username);
    expect((await other.send('POST', '/api/v1/two-factor/disable', { code: '123456' })).json().Id).toBe('TwoFactorNotEnabled');
  });

  it('needs a full session: not for a stranger, nor for a set-up-only session', async () => {
    expect((await new TestBrowser(ctx.app).send('POST', '/api/v1/two-factor/disable', { code: '123456' })).statusCode).toBe(401);
    const { user } = await createUser(db());
    await db().update(users).set({ force2fa: true }).where(eq(users.id, user.id));
    const halfway = new TestBrowser(ctx.app);
    expect((await halfway.signIn(user.username)).json().twoFactorSetup).toBe('required');
    expect((await halfway.send('POST', '/api/v1/two-factor/disable', { code: '123456' })).statusCode).toBe(401);
    expect((await halfway.send('POST', '/api/v1/two-factor/recovery-codes', { code: '123456' })).statusCode).toBe(401);
  });
});

describe('staff reset of another user’s two-factor (a lost phone, no recovery code left)', () => {
  it('turns it off, ends every session of the user and asks for set-up again at the next sign-in; audited', async () => {
    const { user, browser } = await enrolledClient({ userType: 'Intermediary' });
    const { user: staff } = await createUser(db(), { userType: 'Staff' });
    const asStaff = new TestBrowser(ctx.app);
    await asStaff.signIn(staff.username);

    const reset = await asStaff.send('POST', '/api/v1/two-factor/reset', { username: user.username.toUpperCase() });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ username: user.username, reset: true, sessionsEnded: 1 });
    expect((await browser.get('/api/v1/auth/session')).statusCode).toBe(401);
    const row = await userRow(user.id);
    expect(row).toMatchObject({ twoFactorEnabled: false, twoFactorSecret: null, prompt2fa: true });
    expect(await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toHaveLength(0);

    // An adviser cannot skip: the next sign-in opens only the set-up.
    const next = await new TestBrowser(ctx.app).signIn(user.username);
    expect(next.json()).toMatchObject({ outcome: 'signed-in', twoFactorSetup: 'required' });
    const events = await db().select().from(auditEvents).where(eq(auditEvents.event, 'two-factor-reset'));
    expect(events.map((e) => [e.userId, e.detail])).toEqual([[user.id, `by staff ${staff.username}; 1 session(s) ended`]]);
  });

  it('is staff-only, and answers an unknown username or a user of the other portal as not found', async () => {
    const { user: client } = await createUser(db());
    const asClient = new TestBrowser(ctx.app);
    await asClient.signIn(client.username);
    expect((await asClient.send('POST', '/api/v1/two-factor/reset', { username: client.username })).statusCode).toBe(403);

    const { user: staff } = await createUser(db(), { userType: 'Staff' });
    const { user: auUser } = await createUser(db(), { channel: 'AU' });
    const asStaff = new TestBrowser(ctx.app);
    await asStaff.signIn(staff.username);
    for (const username of ['no.such.user', auUser.username]) {
      const response = await asStaff.send('POST', '/api/v1/two-factor/reset', { username });
      expect(response.statusCode, username).toBe(404);
    }
  });
});
