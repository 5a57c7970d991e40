import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app.js';
import { bodyText, call } from './attack-client.js';
import { assembleCast, missingValueOf, ownerValueOf, ROLES, targetsOf, type Cast, type Role } from './attack-cast.js';
import {
  bodySchemaOf,
  fillPath,
  httpRoutes,
  isOwnedParam,
  isReferenceParam,
  isUnsafe,
  pathParams,
  sampleValue,
  unknownParams,
  type OwnedParam,
} from './route-catalogue.js';
import type { DeclaredRoute } from '../plugins/access.plugin.js';

/**
 * Attack 1 (brief T §1; DESIGN §6; ASVS 5.0 V8.2.1, V8.2.2, V8.3.1): every route that names a
 * record in its path × every role. Client A owns the records; the suite swaps A's identifiers into
 * every route as each role. Built from the registered route list, so a new route is attacked the
 * day it is added.
 */
const ctx = useTestApp('NZ');
const db = () => ctx.testDb.database.db;
let cast: Cast;

beforeAll(async () => {
  cast = await assembleCast(ctx.app, db());
}, 120_000);

const signedInRoles = ROLES.filter((r): r is Exclude<Role, 'anonymous'> => r !== 'anonymous');

const defaultFill = (param: string) => ownerValueOf(cast, param);

function send(route: DeclaredRoute, url: string, role: Role): Promise<LightMyRequestResponse> {
  const schema = isUnsafe(route) ? bodySchemaOf(ctx.app, route) : null;
  return call(ctx.app, route.method, url, {
    session: cast.sessions[role],
    ...(isUnsafe(route) ? { body: schema ? sampleValue(schema) : {} } : {}),
  });
}

const leaked = (response: LightMyRequestResponse) => cast.ownerSecrets.filter((secret) => bodyText(response).includes(secret));

describe('authorization matrix: every route with a record in its path × every role', () => {
  it('knows whose record every path parameter names (a new kind fails here until it is added)', () => {
    expect(unknownParams(httpRoutes(ctx.app))).toEqual([]);
  });

  it("answers A's records to their holders, adviser and staff, and to everyone else exactly as a record that does not exist", async () => {
    const routes = httpRoutes(ctx.app).filter((r) => pathParams(r.url).some(isOwnedParam));
    expect(routes.length).toBeGreaterThanOrEqual(10);
    const servedToOwner = new Set<string>();

    for (const route of routes) {
      const param = pathParams(route.url).find(isOwnedParam) as OwnedParam;
      for (const target of targetsOf(param, cast.owner)) {
        const url = fillPath(route.url, (p) => (p === param ? target.value : defaultFill(p)));
        const missingUrl = fillPath(route.url, (p) => (p === param ? missingValueOf(param) : defaultFill(p)));
        const where = `${route.method} ${route.url} (${target.label})`;

        // Strangers first: an unsafe route must not be changed by an allowed role before they try it.
        for (const role of signedInRoles.filter((r) => !target.allowed.includes(r))) {
          const missing = await send(route, missingUrl, role);
          const answer = await send(route, url, role);
          expect.soft(missing.statusCode, `${role} on a missing record: ${where}`).toBe(404);
          expect.soft(answer.statusCode, `${role}: ${where}`).toBe(missing.statusCode);
          expect.soft(answer.body, `${role}: ${where}`).toBe(missing.body);
        }

        const ownerAnswer = await send(route, url, 'owner');
        expect.soft(ownerAnswer.statusCode, `owner: ${where}`).toBeLessThan(500);
        if (ownerAnswer.statusCode === 200) servedToOwner.add(target.label);
        if (isUnsafe(route)) continue;
        for (const role of target.allowed.filter((r) => r !== 'owner')) {
          const answer = await send(route, url, role);
          expect.soft(answer.statusCode, `${role} (entitled): ${where}`).toBe(ownerAnswer.statusCode);
        }
      }
    }
    // The fixtures really are A's: A is served each kind of record somewhere, so the 404s above mean something.
    expect(servedToOwner).toEqual(new Set(routes.flatMap((r) => targetsOf(pathParams(r.url).find(isOwnedParam) as OwnedParam, cast.owner).map((t) => t.label))));
  }, 180_000);

  it('answers every guarded route to an anonymous caller with 401 and nothing of A', async () => {
    const routes = httpRoutes(ctx.app);
    for (const route of routes) {
      const url = fillPath(route.url, defaultFill);
      const answer = await send(route, url, 'anonymous');
      const where = `${route.method} ${route.url}`;
      if (route.access !== 'public' && route.access !== 'session') {
        expect.soft(answer.statusCode, where).toBe(401);
        expect.soft(answer.json(), where).toEqual({ Id: 'Unauthenticated', Message: 'You are not signed in.' });
      }
      expect.soft(leaked(answer), where).toEqual([]);
    }
  }, 60_000);

  it('serves reference data (funds, benchmarks, model portfolios) alike to every signed-in role', async () => {
    const routes = httpRoutes(ctx.app).filter((r) => r.method === 'GET' && pathParams(r.url).length > 0 && pathParams(r.url).every(isReferenceParam));
    expect(routes.length).toBeGreaterThanOrEqual(4);
    for (const route of routes) {
      const url = fillPath(route.url, defaultFill);
      const staff = await send(route, url, 'staff');
      expect.soft(staff.statusCode, `staff ${route.url}`).toBeLessThan(500);
      for (const role of signedInRoles) {
        expect.soft((await send(route, url, role)).statusCode, `${role} ${route.url}`).toBe(staff.statusCode);
      }
    }
  }, 60_000);

  it("never shows A's data to another client, a prospect or another adviser, on any route", async () => {
    const routes = httpRoutes(ctx.app).filter((r) => r.method === 'GET' || pathParams(r.url).some(isOwnedParam));
    for (const role of ['stranger', 'prospect', 'otherAdviser'] as const) {
      let served = 0;
      for (const route of routes) {
        const answer = await send(route, fillPath(route.url, defaultFill), role);
        if (answer.statusCode === 200) served += 1;
        expect.soft(leaked(answer), `${role}: ${route.method} ${route.url}`).toEqual([]);
      }
      // Their session worked throughout: the sweep was made signed in, not refused at the door.
      expect(served, role).toBeGreaterThan(5);
      expect((await call(ctx.app, 'GET', '/api/v1/auth/session', { session: cast.sessions[role] })).statusCode, role).toBe(200);
    }
  }, 120_000);
});
