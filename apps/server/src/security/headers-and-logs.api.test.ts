import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { clients, emailOutbox } from '../db/schema/index.js';
import { createUser, TEST_PASSWORD } from '../test/fixtures.js';
import { createTestApp, testEnv } from '../test/test-app.js';
import { useTestApp } from '../test/use-test-app.js';
import { call, CSRF_TOKEN, passwordSignIn, sessionOf } from './attack-client.js';
import { tablesContaining } from './database-fingerprint.js';
import { fillPath, httpRoutes } from './route-catalogue.js';

/**
 * Attack 8 (brief T §8; DESIGN §6–7; ASVS 5.0 V3.4.1, V3.4.2, V3.4.3, V3.4.4, V3.4.5, V3.4.6,
 * V16.2.5, V14.2.1, V14.3.2): the response headers a browser relies on, on every kind of answer, and secrets
 * kept out of the log and the database.
 */
const ctx = useTestApp('NZ');
const db = () => ctx.testDb.database.db;
const extraApps: FastifyInstance[] = [];
afterAll(async () => {
  for (const extra of extraApps) await extra.close();
});

/** The CSP as directive → sources. */
function policyOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

/** One of every kind of answer: each GET route (anonymous), a JSON error, a 413, the web page, the status poll. */
async function sampleAnswers(app: FastifyInstance): Promise<Array<[string, LightMyRequestResponse]>> {
  const answers: Array<[string, LightMyRequestResponse]> = [];
  for (const route of httpRoutes(app).filter((r) => r.method === 'GET')) {
    const url = fillPath(route.url, () => 'X1');
    answers.push([`GET ${route.url}`, await app.inject({ method: 'GET', url, headers: { origin: 'https://evil.example' } })]);
  }
  answers.push(['unknown API path', await app.inject({ method: 'GET', url: '/api/v1/no-such-thing' })]);
  answers.push(['the login page', await app.inject({ method: 'GET', url: '/login?op=reset&clientId=x&secret=y' })]);
  answers.push([
    'an oversized body',
    await call(app, 'POST', '/api/v1/auth/login', { body: { username: 'x', password: 'y'.repeat(70 * 1024) } }),
  ]);
  return answers;
}

describe('security headers on every kind of answer', () => {
  it('sends a CSP without inline or eval scripts, with object-src and base-uri none and frame-ancestors', async () => {
    for (const [what, response] of await sampleAnswers(ctx.app)) {
      const policy = policyOf(response);
      const scripts = policy.get('script-src') ?? policy.get('default-src');
      expect.soft(scripts, `${what}: script-src`).toBeDefined();
      for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:']) {
        expect.soft(scripts ?? [], `${what}: script-src without ${unsafe}`).not.toContain(unsafe);
      }
      expect.soft(policy.get('object-src'), `${what}: object-src`).toEqual(["'none'"]);
      expect.soft(policy.get('base-uri'), `${what}: base-uri`).toEqual(["'none'"]);
      expect.soft(policy.get('frame-ancestors'), `${what}: frame-ancestors`).toEqual(["'none'"]);
    }
  });

  it('sends nosniff and Referrer-Policy no-referrer (reset links stay out of referrers), and no framework banner', async () => {
    for (const [what, response] of await sampleAnswers(ctx.app)) {
      expect.soft(response.headers['x-content-type-options'], what).toBe('nosniff');
      expect.soft(response.headers['referrer-policy'], what).toBe('no-referrer');
      expect.soft(response.headers['x-powered-by'], what).toBeUndefined();
      expect.soft(response.headers['server'], what).toBeUndefined();
    }
  });

  it('allows no other origin to read answers (no CORS headers, even when asked)', async () => {
    for (const [what, response] of await sampleAnswers(ctx.app)) {
      expect.soft(response.headers['access-control-allow-origin'], what).toBeUndefined();
      expect.soft(response.headers['access-control-allow-credentials'], what).toBeUndefined();
    }
  });

  it('sends HSTS for a year with subdomains in production, and not on plain-http development', async () => {
    for (const [what, response] of await sampleAnswers(ctx.app)) {
      expect.soft(response.headers['strict-transport-security'], `development: ${what}`).toBeUndefined();
    }
    const production = await createTestApp(ctx.testDb.database, 'NZ', { production: true, NODE_ENV: 'production' });
    extraApps.push(production);
    for (const [what, response] of await sampleAnswers(production)) {
      const hsts = String(response.headers['strict-transport-security'] ?? '');
      const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0);
      expect.soft(maxAge, `production: ${what}`).toBeGreaterThanOrEqual(31_536_000);
      expect.soft(hsts, `production: ${what}`).toContain('includeSubDomains');
    }
  });

  it('lets no browser or proxy keep an API answer (Cache-Control: no-store), signed in or not', async () => {
    const { user } = await createUser(db(), { userType: 'Staff' });
    const session = await sessionOf(ctx.app, user.username);
    const apiAnswers = (await sampleAnswers(ctx.app)).filter(([what]) => what.startsWith('GET /api/') || what === 'unknown API path');
    expect(apiAnswers.length).toBeGreaterThan(5);
    for (const [what, response] of apiAnswers) {
      expect.soft(String(response.headers['cache-control']), what).toContain('no-store');
    }
    const signedIn = await call(ctx.app, 'GET', '/api/v1/auth/session', { session });
    expect(signedIn.statusCode).toBe(200);
    expect(String(signedIn.headers['cache-control'])).toContain('no-store');
  });
});

describe('secrets stay out of the log and the database', () => {
  it('never writes a password, a link secret, a session or CSRF token to the log, even at trace level', async () => {
    const logged: string[] = [];
    const app = await buildApp({ env: { ...testEnv, LOG_LEVEL: 'trace' }, channel: 'NZ', database: ctx.testDb.database, logger: true });
    extraApps.push(app);
    await app.ready();
    // The portal logs with pino to stdout; the test reads the same lines from memory instead.
    (app.log as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = { write: (line: string) => logged.push(line) };

    const { user, client } = await createUser(db());
    await db().update(clients).set({ emailAddress: `${user.username}@example.test` }).where(eq(clients.id, client!.id));
    const wrongPassword = `wrong-${randomBytes(8).toString('hex')}`;
    await passwordSignIn(app, user.username, { password: wrongPassword });
    const session = await sessionOf(app, user.username);
    await call(app, 'GET', '/api/v1/profile', { session });

    expect((await call(app, 'POST', '/api/v1/auth/password-reset', { body: { username: user.username } })).json()).toEqual({ result: true });
    const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, `${user.username}@example.test`)).orderBy(desc(emailOutbox.createdAt)).limit(1);
    const secret = new URL(mail!.textBody.match(/https?:\/\/\S+\/login\?\S+/)![0]).searchParams.get('secret')!;
    // The page the e-mail opens: the secret is in its address.
    await app.inject({ method: 'GET', url: `/login?op=reset&clientId=${user.id}&secret=${secret}` });
    await call(app, 'POST', '/api/v1/auth/password-link/check', { body: { op: 'reset', clientId: user.id, secret } });
    const newPassword = `New ${randomBytes(8).toString('hex')} passphrase`;
    const set = await call(app, 'POST', '/api/v1/auth/password', { body: { op: 'reset', clientId: user.id, secret, newPassword } });
    expect(set.statusCode).toBe(200);
    await app.inject({ method: 'GET', url: '/login?op=reset&clientId=x&secret=SECRET' });

    const log = logged.join('');
    // The log was really written: the requests are in it, with their secrets replaced.
    expect(log).toContain('/api/v1/auth/password-reset');
    expect(log).toContain('/login?op=reset');
    for (const [what, value] of [
      ['the password', TEST_PASSWORD],
      ['a wrong password', wrongPassword],
      ['the new password', newPassword],
      ['the link secret', secret],
      ['the literal SECRET in a page address', 'SECRET'],
      ['the session token', session],
      ['the CSRF token', CSRF_TOKEN],
    ] as const) {
      expect.soft(log.includes(value), `${what} is in the log`).toBe(false);
    }
  });

  it('stores no password, wrong or right, in any table', async () => {
    const { user } = await createUser(db());
    const wrongPassword = `wrong-${randomBytes(8).toString('hex')}`;
    await passwordSignIn(ctx.app, user.username, { password: wrongPassword });
    await passwordSignIn(ctx.app, user.username);
    expect(await tablesContaining(db(), wrongPassword)).toEqual([]);
    expect(await tablesContaining(db(), TEST_PASSWORD)).toEqual([]);
  });
});
