import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../db/schema/index.js';
import { CSRF_COOKIE, CSRF_HEADER, sessionCookieName } from '../modules/auth/session-token.js';
import { createUser } from '../test/fixtures.js';
import { useTestApp } from '../test/use-test-app.js';
import { call, CSRF_TOKEN, errorBody, sessionOf } from './attack-client.js';
import { assembleCast, ownerValueOf, type Cast } from './attack-cast.js';
import { changedTables, DERIVED_TABLES, fingerprint, publicTables } from './database-fingerprint.js';
import { bodySchemaOf, fillPath, httpRoutes, isUnsafe, sampleValue } from './route-catalogue.js';
import type { DeclaredRoute } from '../plugins/access.plugin.js';

/**
 * Attack 4 (brief T §4; DESIGN §6; ASVS 5.0 V3.5.1, V3.5.3, V3.3.2): forged state-changing calls —
 * a valid session cookie, which a browser sends on its own, without the token only the portal's
 * own page can read — and GET routes that must change nothing.
 */
const ctx = useTestApp('NZ');
const db = () => ctx.testDb.database.db;
let cast: Cast;

beforeAll(async () => {
  cast = await assembleCast(ctx.app, db());
}, 120_000);

const fill = (route: DeclaredRoute) => fillPath(route.url, (p) => ownerValueOf(cast, p));

const bodyFor = (route: DeclaredRoute) => {
  const schema = bodySchemaOf(ctx.app, route);
  return schema ? sampleValue(schema) : {};
};

/** Forged variants: what a page on another site can make a browser send. */
function forgeries(app: typeof ctx.app, session: string) {
  const sessionCookie = `${sessionCookieName(app.channel)}=${session}`;
  const csrfCookie = `${CSRF_COOKIE}=${CSRF_TOKEN}`;
  return {
    'no token header': { cookie: `${sessionCookie}; ${csrfCookie}` },
    'a wrong token': { cookie: `${sessionCookie}; ${csrfCookie}`, [CSRF_HEADER]: 'guessed-token-guessed-token-guessed-1' },
    'a token header but no token cookie': { cookie: sessionCookie, [CSRF_HEADER]: CSRF_TOKEN },
    'a foreign Origin': { cookie: `${sessionCookie}; ${csrfCookie}`, [CSRF_HEADER]: CSRF_TOKEN, origin: 'https://evil.example' },
    'Origin null (a sandboxed frame)': { cookie: `${sessionCookie}; ${csrfCookie}`, [CSRF_HEADER]: CSRF_TOKEN, origin: 'null' },
    'a look-alike Origin': { cookie: `${sessionCookie}; ${csrfCookie}`, [CSRF_HEADER]: CSRF_TOKEN, origin: 'http://localhost:80.evil.example' },
  } satisfies Record<string, Record<string, string>>;
}

describe('CSRF: every state-changing route refuses a forged call and changes nothing', () => {
  it('answers 403 CsrfRejected to every forgery on every POST, PUT, PATCH and DELETE route, with every table unchanged', async () => {
    const unsafe = httpRoutes(ctx.app).filter(isUnsafe);
    expect(unsafe.length).toBeGreaterThanOrEqual(6);
    const staff = cast.sessions.staff!;
    const before = await fingerprint(db());
    for (const route of unsafe) {
      for (const [forgery, headers] of Object.entries(forgeries(ctx.app, staff))) {
        const response = await ctx.app.inject({ method: route.method as 'POST', url: fill(route), headers, payload: bodyFor(route) as object });
        const where = `${route.method} ${route.url} with ${forgery}`;
        expect.soft(response.statusCode, where).toBe(403);
        expect.soft(response.json(), where).toEqual({ Id: 'CsrfRejected', Message: 'Your session has expired. Please refresh the page and try again.' });
      }
    }
    expect(changedTables(before, await fingerprint(db()))).toEqual([]);
    // The forged calls did not end the session either.
    expect((await call(ctx.app, 'GET', '/api/v1/auth/session', { session: staff })).statusCode).toBe(200);
  }, 120_000);

  it('lets the same calls through the CSRF check when the token matches and the Origin is the portal (control)', async () => {
    for (const route of httpRoutes(ctx.app).filter(isUnsafe)) {
      const { user } = await createUser(db(), { userType: 'Staff' });
      const session = await sessionOf(ctx.app, user.username);
      const response = await call(ctx.app, route.method, fill(route), {
        session,
        body: bodyFor(route),
        headers: { origin: 'http://localhost:80' },
      });
      expect.soft(errorBody(response)?.Id, `${route.method} ${route.url}`).not.toBe('CsrfRejected');
    }
  }, 120_000);

  it('sets the token cookie SameSite=Strict and readable by the page (double submit), on any GET', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/portal/info' });
    const cookie = response.cookies.find((c) => c.name === CSRF_COOKIE);
    expect(cookie?.sameSite).toBe('Strict');
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.value.length).toBeGreaterThanOrEqual(32);
  });
});

describe('no GET route changes state (ASVS 5.0 V3.5.3)', () => {
  it('leaves every table as it was after every GET route, called by each role', async () => {
    const gets = httpRoutes(ctx.app).filter((r) => r.method === 'GET');
    expect(gets.length).toBeGreaterThan(20);
    // Valuations are materialised from stored facts on first read (jobs/valuations, DESIGN §5):
    // a read may fill that cache, never change a fact.
    const facts = (await publicTables(db())).filter((t) => !DERIVED_TABLES.includes(t));
    const before = await fingerprint(db(), facts);
    for (const [role, session] of Object.entries(cast.sessions)) {
      for (const route of gets) {
        const response = await call(ctx.app, 'GET', fill(route), { session });
        expect.soft(response.statusCode, `${role} GET ${route.url}`).toBeLessThan(500);
      }
    }
    // The one write a GET may make: the staff audit log's CSV export records itself (issue 10), an
    // append to the security log, not a change of state. Any other new row still fails below.
    await db().delete(auditEvents).where(eq(auditEvents.event, 'audit-log-exported'));
    expect(changedTables(before, await fingerprint(db(), facts))).toEqual([]);
  }, 120_000);
});
