import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app.js';
import { bodyText, call } from './attack-client.js';
import { assembleCast, bookTargetsOf, missingValueOf, ownerValueOf, ROLES, type Cast, type Role } from './attack-cast.js';
import { fillPath, httpRoutes, isBookParam, pathParams, type BookParam } from './route-catalogue.js';

/**
 * Attack 1 for the client book (issue 10; DESIGN §6): every route that names a client of an
 * adviser's book in its path × every role, built from the registered routes as the authorization
 * matrix is. A client of the book is the adviser's and staff's record, never a client's — so unlike
 * the matrix's records, not even A is served A; everyone not entitled gets exactly the answer for a
 * client who does not exist.
 */
const ctx = useTestApp('NZ');
let cast: Cast;

beforeAll(async () => {
  cast = await assembleCast(ctx.app, ctx.testDb.database.db);
}, 120_000);

const signedInRoles = ROLES.filter((r): r is Exclude<Role, 'anonymous'> => r !== 'anonymous');
const send = (url: string, role: Role) => call(ctx.app, 'GET', url, { session: cast.sessions[role] });

describe('client book matrix: every route with a client of the book in its path × every role', () => {
  it("serves A to A's adviser and staff, and to everyone else exactly as a client who does not exist", async () => {
    const routes = httpRoutes(ctx.app).filter((r) => pathParams(r.url).some(isBookParam));
    expect(routes.length).toBeGreaterThanOrEqual(1);
    for (const route of routes) {
      expect(route.method, `${route.url}: only reads are attacked here`).toBe('GET');
      const param = pathParams(route.url).find(isBookParam) as BookParam;
      for (const target of bookTargetsOf(param, cast.owner)) {
        const fill = (value: string) => fillPath(route.url, (p) => (p === param ? value : ownerValueOf(cast, p)));
        const where = `${route.method} ${route.url} (${target.label})`;
        for (const role of signedInRoles) {
          const missing = await send(fill(missingValueOf(param)), role);
          const answer = await send(fill(target.value), role);
          if (target.allowed.includes(role)) {
            expect.soft(missing.statusCode, `${role} (entitled) on a missing client: ${where}`).toBe(404);
            expect.soft(answer.statusCode, `${role} (entitled): ${where}`).toBe(200);
            expect.soft(bodyText(answer), `${role} (entitled) is served A: ${where}`).toContain(cast.owner.lastName);
          } else {
            expect.soft([403, 404], `${role}: ${where}`).toContain(missing.statusCode);
            expect.soft(answer.statusCode, `${role}: ${where}`).toBe(missing.statusCode);
            expect.soft(answer.body, `${role}: ${where}`).toBe(missing.body);
          }
        }
      }
    }
  }, 120_000);

  it('refuses every client, A included, on every client book route, and never shows A to another adviser', async () => {
    const routes = httpRoutes(ctx.app).filter((r) => r.method === 'GET' && r.url.startsWith('/api/v1/client-book'));
    expect(routes.length).toBeGreaterThanOrEqual(4);
    for (const route of routes) {
      const url = fillPath(route.url, (p) => ownerValueOf(cast, p));
      for (const role of ['owner', 'stranger', 'relatedOnly', 'prospect'] as const) {
        const answer = await send(url, role);
        expect.soft(answer.statusCode, `${role}: ${route.url}`).toBe(403);
      }
      const other = await send(url, 'otherAdviser');
      for (const secret of cast.ownerSecrets) expect.soft(bodyText(other), `otherAdviser: ${route.url}`).not.toContain(secret);
      const own = await send(url, 'adviserOfOwner');
      expect.soft(own.statusCode, `adviserOfOwner: ${route.url}`).toBe(200);
    }
    // The adviser's own book does list A, so the silence above is about whose book it is.
    expect(bodyText(await send('/api/v1/client-book', 'adviserOfOwner'))).toContain(cast.owner.lastName);
    expect(bodyText(await send('/api/v1/client-book', 'staff'))).toContain(cast.owner.lastName);
  }, 60_000);
});
