import { authenticator } from 'otplib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.js';
import { TOTP_STEP_SECONDS } from '../modules/auth/totp.js';
import { createUser, TEST_TOTP_SECRET } from '../test/fixtures.js';
import { useTestApp } from '../test/use-test-app.js';
import { call, passwordSignIn, sessionOf, sessionSetBy } from './attack-client.js';
import { tablesContaining } from './database-fingerprint.js';
import { bodySchemaOf, fillPath, httpRoutes, isUnsafe, sampleValue } from './route-catalogue.js';

/**
 * Attack 3 (brief T §3; spec 000 §4 'Sign-in' 2, §5, §8; ASVS 5.0 V6.5.1, V6.5.2, V6.5.5, V6.6.3):
 * stale, replayed and guessed TOTP codes, and a half sign-in (password right, code owed) trying
 * every other door.
 */
const ctx = useTestApp('NZ');
const db = () => ctx.testDb.database.db;

/** The code an authenticator app shows `stepsAgo` 30-second steps before now (RFC 6238). */
function codeFrom(stepsAgo: number, secret = TEST_TOTP_SECRET): string {
  return authenticator.clone({ epoch: Date.now() - stepsAgo * TOTP_STEP_SECONDS * 1000 }).generate(secret);
}

/** A well-formed code that is none of the ones valid around now. */
function wrongCode(seed: number): string {
  const valid = new Set([codeFrom(-1), codeFrom(0), codeFrom(1)]);
  let n = (123_456 + seed * 7919) % 1_000_000;
  while (valid.has(String(n).padStart(6, '0'))) n = (n + 1) % 1_000_000;
  return String(n).padStart(6, '0');
}

/** A two-factor user after the password step: the pending token the portal set. */
async function halfSignedIn() {
  const { user } = await createUser(db(), { twoFactorEnabled: true });
  const { response, token } = await passwordSignIn(ctx.app, user.username);
  expect(response.json()).toEqual({ outcome: 'two-factor-required', twoFactorMethod: 'TOTP' });
  expect(token).not.toBeNull();
  return { user, pending: token! };
}

const submitCode = (pending: string, code: string) => call(ctx.app, 'POST', '/api/v1/auth/two-factor', { session: pending, body: { code } });

describe('TOTP codes (RFC 6238, 30-second steps, one step of drift)', () => {
  it('accepts the code of the current step', async () => {
    const { pending } = await halfSignedIn();
    const response = await submitCode(pending, codeFrom(0));
    expect(response.statusCode).toBe(200);
    expect(response.json().outcome).toBe('signed-in');
  });

  it('accepts the code of the previous step', async () => {
    const { pending } = await halfSignedIn();
    expect((await submitCode(pending, codeFrom(1))).statusCode).toBe(200);
  });

  it('refuses a code two steps old with "Invalid code"', async () => {
    const { pending } = await halfSignedIn();
    const response = await submitCode(pending, codeFrom(2));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ Id: 'InvalidCode', Message: 'Invalid code' });
  });

  it('refuses the same code the second time ("Invalid code"), even on a new sign-in', async () => {
    const { user, pending } = await halfSignedIn();
    const code = codeFrom(0);
    expect((await submitCode(pending, code)).statusCode).toBe(200);
    const again = await passwordSignIn(ctx.app, user.username);
    const replay = await submitCode(again.token!, code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ Id: 'InvalidCode', Message: 'Invalid code' });
  });

  it('lets only one of two simultaneous sign-ins with the same code through', async () => {
    const { user, pending } = await halfSignedIn();
    const second = await passwordSignIn(ctx.app, user.username);
    const code = codeFrom(0);
    const answers = await Promise.all([submitCode(pending, code), submitCode(second.token!, code)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
  });

  it('locks the user after five wrong codes; the right code and the right password are then refused', async () => {
    const { user, pending } = await halfSignedIn();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await submitCode(pending, wrongCode(attempt))).json()).toEqual({ Id: 'InvalidCode', Message: 'Invalid code' });
    }
    const fifth = await submitCode(pending, wrongCode(5));
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json()).toEqual({ Id: 'UserLockedOut', Message: 'User is locked out' });
    expect((await submitCode(pending, codeFrom(0))).statusCode).toBe(401);
    expect((await passwordSignIn(ctx.app, user.username)).response.statusCode).toBe(423);
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row!.lockedAt).not.toBeNull();
  });
});

describe('a half sign-in (password right, code owed) opens nothing but the code step', () => {
  it('gets exactly the answer of no session at all from every other route, and can still finish afterwards', async () => {
    const { pending } = await halfSignedIn();
    const codeStep = (method: string, url: string) => method === 'POST' && url === '/api/v1/auth/two-factor';
    const routes = httpRoutes(ctx.app).filter((r) => !codeStep(r.method, r.url) && r.url !== '/api/v1/auth/logout');
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const url = fillPath(route.url, () => 'X1');
      const schema = isUnsafe(route) ? bodySchemaOf(ctx.app, route) : null;
      const body = isUnsafe(route) ? { body: schema ? sampleValue(schema) : {} } : {};
      const withPending = await call(ctx.app, route.method, url, { session: pending, ...body });
      const withNothing = await call(ctx.app, route.method, url, body);
      const where = `${route.method} ${route.url}`;
      expect.soft(withPending.statusCode, where).toBe(withNothing.statusCode);
      expect.soft(withPending.body, where).toBe(withNothing.body);
    }
    // The pending sign-in was alive throughout: the sweep above was made with a live cookie.
    const finished = await submitCode(pending, codeFrom(0));
    expect(finished.statusCode).toBe(200);
    const session = sessionSetBy(ctx.app, finished);
    expect(session).not.toBe(pending);
  }, 60_000);
});

describe('recovery codes (issue 4: a lost phone does not lock a client out for good)', () => {
  async function enrolled() {
    const { user } = await createUser(db());
    const session = await sessionOf(ctx.app, user.username);
    const setup = await call(ctx.app, 'POST', '/api/v1/two-factor/setup', { session });
    expect(setup.statusCode).toBe(200);
    const secret = String(setup.json().manualKey).replace(/\s+/g, '');
    const confirm = await call(ctx.app, 'POST', '/api/v1/two-factor/confirm', { session, body: { code: codeFrom(0, secret) } });
    expect(confirm.statusCode).toBe(200);
    const recoveryCodes = confirm.json().recoveryCodes as string[];
    expect(recoveryCodes.length).toBeGreaterThanOrEqual(8);
    return { user, secret, recoveryCodes };
  }

  it('signs in once with a recovery code; the same code is refused the second time', async () => {
    const { user, recoveryCodes } = await enrolled();
    const first = await passwordSignIn(ctx.app, user.username);
    expect((await submitCode(first.token!, recoveryCodes[0]!)).statusCode).toBe(200);
    const second = await passwordSignIn(ctx.app, user.username);
    const replay = await submitCode(second.token!, recoveryCodes[0]!);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ Id: 'InvalidCode', Message: 'Invalid code' });
  });

  it('stores neither the TOTP secret nor the recovery codes in a readable form', async () => {
    const { secret, recoveryCodes } = await enrolled();
    expect(await tablesContaining(db(), secret)).toEqual([]);
    for (const code of recoveryCodes) {
      expect(await tablesContaining(db(), code)).toEqual([]);
      expect(await tablesContaining(db(), code.replace('-', ''))).toEqual([]);
    }
  });

  it('counts wrong recovery codes toward the lockout', async () => {
    const { user } = await enrolled();
    const { token } = await passwordSignIn(ctx.app, user.username);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await submitCode(token!, `zzzzz-zzzz${attempt}`)).json().Id).toBe('InvalidCode');
    }
    expect((await submitCode(token!, 'zzzzz-zzzz5')).statusCode).toBe(423);
  });
});
