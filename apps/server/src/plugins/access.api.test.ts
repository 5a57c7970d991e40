import { describe, expect, it } from 'vitest';
import { createUser } from '../test/fixtures.js';
import { TestBrowser } from '../test/test-app.js';
import { useTestApp } from '../test/use-test-app.js';

const ctx = useTestApp('NZ');

/** Fills path parameters with a well-formed value that belongs to nobody. */
const concrete = (url: string) => url.replace(/:(\w+)/g, 'NOBODY1');

describe('default-deny access, from the registered route list', () => {
  it('has every API route declare who may call it', () => {
    expect(ctx.app.declaredRoutes.length).toBeGreaterThanOrEqual(8);
  });

  it('answers 401 { Id, Message } to every signed-in, enrolling or staff route without a session', async () => {
    const guarded = ctx.app.declaredRoutes.filter((r) => r.access === 'signed-in' || r.access === 'staff' || r.access === 'enrolling');
    expect(guarded.length).toBeGreaterThan(0);
    const browser = new TestBrowser(ctx.app);
    for (const route of guarded) {
      const response =
        route.method === 'GET'
          ? await browser.get(concrete(route.url))
          : await browser.send(route.method as 'POST' | 'PUT' | 'DELETE', concrete(route.url), {});
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json(), `${route.method} ${route.url}`).toEqual({ Id: 'Unauthenticated', Message: expect.any(String) });
    }
  });

  it('answers 403 to every staff-only route for a client and an adviser', async () => {
    const staffOnly = ctx.app.declaredRoutes.filter((r) => r.access === 'staff');
    expect(staffOnly.length).toBeGreaterThan(0);
    for (const userType of ['Client', 'Intermediary'] as const) {
      const { user } = await createUser(ctx.testDb.database.db, { userType });
      const browser = new TestBrowser(ctx.app);
      await browser.signIn(user.username);
      for (const route of staffOnly) {
        const response = await browser.send(route.method as 'PUT', concrete(route.url), {});
        expect(response.statusCode, `${userType} ${route.method} ${route.url}`).toBe(403);
      }
    }
  });

  it('answers another client\'s record as if it did not exist', async () => {
    const mine = await createUser(ctx.testDb.database.db);
    const theirs = await createUser(ctx.testDb.database.db);
    const browser = new TestBrowser(ctx.app);
    await browser.signIn(mine.user.username);
    const own = await browser.get(`/api/v1/client/${mine.client!.clientKey}`);
    expect(own.statusCode).toBe(200);
    const other = await browser.get(`/api/v1/client/${theirs.client!.clientKey}`);
    expect(other.statusCode).toBe(404);
    const missing = await browser.get('/api/v1/client/NO-SUCH-KEY');
    expect(other.json()).toEqual(missing.json());
  });

  it('answers unknown API paths with 404 { Id, Message }', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ Id: 'NotFound', Message: expect.any(String) });
  });

  it('refuses an oversized body with 413 and keeps serving', async () => {
    const browser = new TestBrowser(ctx.app);
    const response = await browser.send('POST', '/api/v1/auth/login', { username: 'x', password: 'y'.repeat(100_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json().Id).toBe('PayloadTooLarge');
    expect((await ctx.app.inject({ method: 'GET', url: '/cache/status' })).statusCode).toBe(200);
  });

  it('refuses malformed JSON with a clear 400', async () => {
    const info = await ctx.app.inject({ method: 'GET', url: '/api/v1/portal/info' });
    const token = info.cookies.find((c) => c.name === 'tasman_csrf')!.value;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json', cookie: `tasman_csrf=${token}`, 'x-csrf-token': token },
      payload: '{"username": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Id: 'ValidationFailed', Message: expect.any(String) });
  });
});
