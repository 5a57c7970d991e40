import { authenticator } from 'otplib';
import QRCode from 'qrcode';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, recoveryCodes, sessions, users } from '../../db/schema/index.js';
import { createUser, type UserFixture } from '../../test/fixtures.js';
import { testEnv, TestBrowser } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import { TOTP_STEP_SECONDS } from '../auth/totp.js';
import { decryptSecret, totpKey } from './secret-box.js';

const ctx = useTestApp('NZ');
const db = () => ctx.testDb.database.db;
const COOKIE = 'tasman_session_nz';

/** What an authenticator app shows for a typed-in key, `stepsAgo` 30-second steps before now. */
function appCode(manualKey: string, stepsAgo = 0): string {
  const secret = manualKey.replace(/\s/g, '');
  return authenticator.clone({ epoch: Date.now() - stepsAgo * TOTP_STEP_SECONDS * 1000 }).generate(secret);
}

async function signedIn(fixture: UserFixture, flags: { prompt2fa?: boolean; force2fa?: boolean } = {}) {
  const { user } = await createUser(db(), fixture);
  if (Object.keys(flags).length > 0) await db().update(users).set(flags).where(eq(users.id, user.id));
  const browser = new TestBrowser(ctx.app);
  const login = await browser.signIn(user.username);
  return { user, browser, login };
}

const userRow = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0]!;

describe('who must set up two-factor at sign-in (spec 000 §4 Sign-in 4)', () => {
  it('offers set-up to a prompted client, who may skip it, in a full session', async () => {
    const { browser, login } = await signedIn({}, { prompt2fa: true });
    expect(login.json()).toMatchObject({ outcome: 'signed-in', prompt2FA: true, force2FA: false, twoFactorSetup: 'optional' });
    expect((await browser.get('/api/v1/auth/session')).statusCode).toBe(200);
  });

  it('requires set-up of prompted staff and advisers, who cannot skip it', async () => {
    for (const userType of ['Staff', 'Intermediary'] as const) {
      const { browser, login } = await signedIn({ userType }, { prompt2fa: true });
      expect(login.json(), userType).toMatchObject({ outcome: 'signed-in', prompt2FA: true, twoFactorSetup: 'required' });
      const notNow = await browser.send('PUT', '/api/v1/preferences/two-factor-prompt', { Ignore2FAPrompt: true });
      expect(notNow.statusCode, userType).toBe(403);
      expect(notNow.json().Id).toBe('Forbidden');
    }
  });

  it('requires set-up of a client whose two-factor is forced', async () => {
    const { login } = await signedIn({}, { force2fa: true });
    expect(login.json()).toMatchObject({ outcome: 'signed-in', force2FA: true, twoFactorSetup: 'required' });
  });

  it('lets nobody else through to set-up: no prompt, no requirement', async () => {
    const { login } = await signedIn({ userType: 'Staff' });
    expect(login.json()).toMatchObject({ prompt2FA: false, force2FA: false, twoFactorSetup: 'none' });
  });
});

describe('a session signed in only to set up two-factor', () => {
  it('opens set-up and confirm, and nothing else', async () => {
    const { user, browser } = await signedIn({ userType: 'Staff' }, { prompt2fa: true });
    const [row] = await db().select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row!.stage).toBe('two-factor-setup');
    for (const url of ['/api/v1/accounts', '/api/v1/auth/session', '/api/v1/profile', '/api/v1/two-factor']) {
      const response = await browser.get(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json().Id, url).toBe('Unauthenticated');
    }
    expect((await browser.send('POST', '/api/v1/auth/sessions/sign-out-others')).statusCode).toBe(401);
    const setup = await browser.send('POST', '/api/v1/two-factor/setup');
    expect(setup.statusCode).toBe(200);
    const confirm = await browser.send('POST', '/api/v1/two-factor/confirm', { code: appCode(setup.json().manualKey) });
    expect(confirm.statusCode).toBe(200);
  });

  it('is ended by sign-out', async () => {
    const { user, browser } = await signedIn({}, { force2fa: true });
    const token = browser.cookie(COOKIE)!;
    expect((await browser.send('POST', '/api/v1/auth/logout')).statusCode).toBe(204);
    expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    const replay = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/two-factor/setup',
      headers: { cookie: `${COOKIE}=${token}; tasman_csrf=t`, 'x-csrf-token': 't' },
    });
    expect(replay.statusCode).toBe(401);
    const events = await db().select().from(auditEvents).where(eq(auditEvents.userId, user.id));
    expect(events.find((e) => e.event === 'sign-out')?.detail).toBe('two-factor-setup session');
  });
});

describe('setting up two-factor with an authenticator app (spec 002 §2.5)', () => {
  it('gives a QR code of an otpauth URL and the same key to type, grouped in fours', async () => {
    const { user, browser } = await signedIn({}, { prompt2fa: true });
    const response = await browser.send('POST', '/api/v1/two-factor/setup');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.manualKey).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/); // 20 bytes = 32 base32 characters
    const secret = body.manualKey.replace(/ /g, '');
    expect(body).toMatchObject({ issuer: 'Tasman Asset Management', accountName: user.username });
    const url = new URL(body.otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe(`/Tasman Asset Management:${user.username}`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ secret, issuer: 'Tasman Asset Management', digits: '6', period: '30' });
    // The QR image is that URL: drawn again from it, it is the same picture.
    const prefix = 'data:image/svg+xml;base64,';
    expect(body.qrCodeDataUrl.startsWith(prefix)).toBe(true);
    const svg = Buffer.from(body.qrCodeDataUrl.slice(prefix.length), 'base64').toString('utf8');
    expect(svg).toBe(await QRCode.toString(body.otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }));
    const events = await db().select().from(auditEvents).where(eq(auditEvents.userId, user.id));
    expect(events.map((e) => e.event)).toContain('two-factor-setup-started');
  });

  it('keeps the new secret encrypted for this user only, never as the key the app was given', async () => {
    const { user, browser } = await signedIn({});
    const secret = (await browser.send('POST', '/api/v1/two-factor/setup')).json().manualKey.replace(/ /g, '');
    const pending = (await userRow(user.id)).twoFactorPendingSecret!;
    expect(pending).toMatch(/^v1\./);
    expect(pending).not.toContain(secret);
    expect(decryptSecret(totpKey(testEnv), user.id, pending)).toBe(secret);
    const other = await createUser(db());
    expect(() => decryptSecret(totpKey(testEnv), other.user.id, pending)).toThrow();
    expect(() => decryptSecret(Buffer.alloc(32, 8), user.id, pending)).toThrow();
  });

  it('confirms with a code from the app: recovery codes once, a new session id, two-factor on and encrypted', async () => {
    const { user, browser } = await signedIn({ userType: 'Intermediary' }, { prompt2fa: true });
    const before = browser.cookie(COOKIE);
    const { manualKey } = (await browser.send('POST', '/api/v1/two-factor/setup')).json();
    const response = await browser.send('POST', '/api/v1/two-factor/confirm', { code: appCode(manualKey) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.user).toMatchObject({ userId: user.id, twoFactorEnabled: true });
    expect(body.recoveryCodes).toHaveLength(10);
    expect(new Set(body.recoveryCodes).size).toBe(10);
    for (const code of body.recoveryCodes) expect(code).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);

    // DESIGN §7: a new session id at two-factor completion; the old one is dead.
    const after = browser.cookie(COOKIE);
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    const stale = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie: `${COOKIE}=${before}` } });
    expect(stale.statusCode).toBe(401);
    expect((await browser.get('/api/v1/auth/session')).statusCode).toBe(200);
    expect((await browser.get('/api/v1/accounts')).statusCode).toBe(200);
    const rows = await db().select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.map((r) => r.stage)).toEqual(['active']);

    const row = await userRow(user.id);
    expect(row).toMatchObject({ twoFactorEnabled: true, twoFactorPendingSecret: null, prompt2fa: false, force2fa: false });
    expect(decryptSecret(totpKey(testEnv), user.id, row.twoFactorSecret!)).toBe(manualKey.replace(/ /g, ''));
    const stored = await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    for (const { codeHash } of stored) {
      expect(codeHash).toMatch(/^\$argon2id\$/);
      expect(body.recoveryCodes).not.toContain(codeHash);
    }
    const events = await db().select().from(auditEvents).where(eq(auditEvents.userId, user.id));
    expect(events.map((e) => e.event)).toContain('two-factor-enabled');
    expect(JSON.stringify(events)).not.toContain(body.recoveryCodes[0]);
  });

  it('clears a forced set-up once confirmed, so the next sign-in goes straight in', async () => {
    const { user, browser } = await signedIn({}, { force2fa: true, prompt2fa: true });
    const { manualKey } = (await browser.send('POST', '/api/v1/two-factor/setup')).json();
    expect((await browser.send('POST', '/api/v1/two-factor/confirm', { code: appCode(manualKey) })).statusCode).toBe(200);
    expect(await userRow(user.id)).toMatchObject({ force2fa: false, prompt2fa: false, twoFactorEnabled: true });
    const next = await new TestBrowser(ctx.app).signIn(user.username);
    expect(next.json()).toEqual({ outcome: 'two-factor-required', twoFactorMethod: 'TOTP' });
  });

  it('accepts the code of the previous step, and never the same code twice', async () => {
    const { user, browser } = await signedIn({});
    const { manualKey } = (await browser.send('POST', '/api/v1/two-factor/setup')).json();
    const code = appCode(manualKey, 1);
    expect((await browser.send('POST', '/api/v1/two-factor/confirm', { code })).statusCode).toBe(200);
    // The code that turned two-factor on does not also sign in.
    const next = new TestBrowser(ctx.app);
    await next.signIn(user.username);
    expect((await next.send('POST', '/api/v1/auth/two-factor', { code })).json()).toEqual({ Id: 'InvalidCode', Message: 'Invalid code' });
  });

  it('refuses a second set-up, or confirm, once two-factor is on', async () => {
    const { browser } = await signedIn({});
    const { manualKey } = (await browser.send('POST', '/api/v1/two-factor/setup')).json();
    const code = appCode(manualKey);
    expect((await browser.send('POST', '/api/v1/two-factor/confirm', { code })).statusCode).toBe(200);
    expect((await browser.send('POST', '/api/v1/two-factor/setup')).json().Id).toBe('TwoFactorAlreadyEnabled');
    expect((await browser.send('POST', '/api/v1/two-factor/confirm', { code })).json().Id).toBe('TwoFactorAlreadyEnabled');
  });

  it('refuses a replayed code while set-up is still open', async () => {
    const { user, browser } = await signedIn({});
    const { manualKey } = (await browser.send('POST', '/api/v1/two-factor/setup')).json();
    const code = appCode(manualKey);
    // The step was claimed already (as by a confirm that was answered but lost on the way back).
    const step = Math.floor(Date.now() / 1000 / TOTP_STEP_SECONDS);
    await db().update(users).set({ twoFactorLastStep: step }).where(eq(users.id, user.id));
    const replay = await browser.send('POST', '/api/v1/two-factor/confirm', { code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ Id: 'InvalidCode', Message: 'Invalid code' });
    expect((await userRow(user.id)).twoFactorEnabled).toBe(false);
  });

  it('asks for the code when it is empty, and for set-up first when none was started', async () => {
    const { browser } = await signedIn({});
    const empty = await browser.send('POST', '/api/v1/two-factor/confirm', { code: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ Id: 'MissingCode', Message: 'You must enter the secret code' });
    const notStarted = await browser.send('POST', '/api/v1/two-factor/confirm', { code: '123456' });
    expect(notStarted.statusCode).toBe(409);
    expect(notStarted.json().Id).toBe('TwoFactorSetupNotStarted');
  });

  it('keeps the pending key when set-up is asked for again, so the code from the first scan still works (issue 9 item 20)', async () => {
    const { browser } = await signedIn({ userType: 'Staff' }, { prompt2fa: true });
    const first = (await browser.send('POST', '/api/v1/two-factor/setup')).json();
    const wrong = await browser.send('POST', '/api/v1/two-factor/confirm', { code: '000000' });
    expect(wrong.json()).toEqual({ Id: 'InvalidCode', Message: 'Invalid code' });
    // The dialog reopened (or the page reloaded) after the wrong code: the same key, the same QR code.
    const again = (await browser.send('POST', '/api/v1/two-factor/setup')).json();
    expect(again).toEqual(first);
    const confirm = await browser.send('POST', '/api/v1/two-factor/confirm', { code: appCode(first.manualKey) });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().recoveryCodes).toHaveLength(10);
  });

  it('gives a new key only when asked to renew, and then checks the code against the new one', async () => {
    const { browser } = await signedIn({});
    const first = (await browser.send('POST', '/api/v1/two-factor/setup')).json().manualKey;
    const second = (await browser.send('POST', '/api/v1/two-factor/setup?renew=true')).json().manualKey;
    expect(second).not.toBe(first);
    expect((await browser.send('POST', '/api/v1/two-factor/setup?renew=false')).json().manualKey).toBe(second);
    expect((await browser.send('POST', '/api/v1/two-factor/confirm', { code: appCode(first) })).json().Id).toBe('InvalidCode');
    expect((await browser.send('POST', '/api/v1/two-factor/confirm', { code: appCode(second) })).statusCode).toBe(200);
  });

  it('refuses a renew flag that is not true or false', async () => {
    const { browser } = await signedIn({});
    expect((await browser.send('POST', '/api/v1/two-factor/setup?renew=yes')).statusCode).toBe(400);
  });

  it('counts wrong codes toward the lockout; at the limit the user is locked and the session ends', async () => {
    const { user, browser } = await signedIn({ userType: 'Staff' }, { prompt2fa: true });
    await browser.send('POST', '/api/v1/two-factor/setup');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const wrong = await browser.send('POST', '/api/v1/two-factor/confirm', { code: '000000' });
      expect(wrong.json(), `attempt ${attempt}`).toEqual({ Id: 'InvalidCode', Message: 'Invalid code' });
    }
    const fifth = await browser.send('POST', '/api/v1/two-factor/confirm', { code: '000000' });
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json()).toEqual({ Id: 'UserLockedOut', Message: 'User is locked out' });
    expect(browser.cookie(COOKIE)).toBeUndefined();
    expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect((await userRow(user.id)).lockedAt).not.toBeNull();
    expect((await browser.signIn(user.username)).statusCode).toBe(423);
  });

  it('refuses set-up and confirm without a session, and without the CSRF token', async () => {
    const stranger = new TestBrowser(ctx.app);
    expect((await stranger.send('POST', '/api/v1/two-factor/setup')).statusCode).toBe(401);
    expect((await stranger.send('POST', '/api/v1/two-factor/confirm', { code: '123456' })).statusCode).toBe(401);
    const { browser } = await signedIn({});
    const noToken = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/two-factor/setup',
      headers: { cookie: `${COOKIE}=${browser.cookie(COOKIE)}` },
    });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().Id).toBe('CsrfRejected');
  });
});
