import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openDatabase, type Database } from '../db/client.js';
import { CSRF_COOKIE, CSRF_HEADER, sessionCookieName } from '../modules/auth/session-token.js';
import { PortalStatusHub } from '../modules/portal/portal-status-hub.js';
import { testEnv } from '../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnreachable } from './errors.plugin.js';

/**
 * Issue 9 item 26: while the pool cannot reach PostgreSQL every call answered 500 'Something went
 * wrong'. An outage is temporary and not the caller's fault: 503 ServiceUnavailable with Retry-After
 * (RFC 9110 §15.6.4, §10.2.3), and the health call says the same, so a load balancer takes the
 * instance out of rotation.
 */
let testDb: TestDatabase;
let hub: PortalStatusHub;
let unreachable: Database;
let app: FastifyInstance;

beforeAll(async () => {
  testDb = await createTestDatabase();
  hub = new PortalStatusHub(testDb.database);
  await hub.start();
  // Port 1 on this machine: nothing listens, every connection is refused (ECONNREFUSED).
  unreachable = await openDatabase({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:1/tasman' });
  app = await buildApp({ env: testEnv, channel: 'NZ', database: unreachable, statusHub: hub });
});

afterAll(async () => {
  await app.close();
  await unreachable.close();
  await hub.stop();
  await testDb.drop();
});

const OUTAGE = { Id: 'ServiceUnavailable', Message: 'The portal is temporarily unavailable. Please try again shortly.' };

describe('a database outage (issue 9 item 26)', () => {
  it('answers the health call 503 with Retry-After', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(response.json()).toEqual(OUTAGE);
  });

  it('answers signed-in reads, sign-in and public reads 503, never 500', async () => {
    const calls = [
      app.inject({ method: 'GET', url: '/api/v1/portal/info' }),
      app.inject({ method: 'GET', url: '/api/v1/accounts', cookies: { [sessionCookieName('NZ')]: 'a'.repeat(43) } }),
      app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'aroha', password: 'x' }, headers: { [CSRF_HEADER]: 't'.repeat(32) }, cookies: { [CSRF_COOKIE]: 't'.repeat(32) } }),
    ];
    for (const response of await Promise.all(calls)) {
      expect.soft(response.statusCode, response.body).toBe(503);
      expect.soft(response.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    }
    // The status poll is answered from memory, so it still works.
    expect((await app.inject({ method: 'GET', url: '/cache/status' })).statusCode).toBe(200);
  });

  it('recognises the ways a driver says the database is out of reach, however wrapped', () => {
    const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });
    expect(isDatabaseUnreachable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnreachable(wrapped(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })))).toBe(true);
    expect(isDatabaseUnreachable(wrapped(Object.assign(new Error('the database system is starting up'), { code: '57P03' })))).toBe(true);
    expect(isDatabaseUnreachable(wrapped(Object.assign(new Error('connection failure'), { code: '08006' })))).toBe(true);
    expect(isDatabaseUnreachable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isDatabaseUnreachable(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]))).toBe(true);
    expect(isDatabaseUnreachable(wrapped(Object.assign(new Error('duplicate key'), { code: '23505' })))).toBe(false);
    expect(isDatabaseUnreachable(new Error('Something else'))).toBe(false);
  });
});
