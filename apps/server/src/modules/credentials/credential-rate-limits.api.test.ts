import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tooManyAttemptsMessage } from '@tasman/domain/auth/too-many-attempts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createTestApp } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { CSRF_COOKIE, CSRF_HEADER } from '../auth/session-token.js';
import { createClientWithLogin } from './credential-test-helpers.js';

/**
 * DESIGN §6, issue 4: reset and recovery are limited by IP and by the account they name. Limits low
 * enough to reach: 3 recovery calls per IP per hour, 2 calls per account per 15 minutes.
 */
let testDb: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = await createTestApp(testDb.database, 'NZ', { RECOVERY_RATE_PER_HOUR: 3, ACCOUNT_RATE_PER_15_MINUTES: 2 });
});

afterAll(async () => {
  await app.close();
  await testDb.drop();
});

/** A browser at an address of its own (each test uses fresh addresses, so counts do not mix). */
async function from(ip: string) {
  const page = await app.inject({ method: 'GET', url: '/api/v1/portal/info', remoteAddress: ip });
  const csrf = page.cookies.find((c) => c.name === CSRF_COOKIE)!.value;
  return (url: string, payload: object): Promise<LightMyRequestResponse> =>
    app.inject({
      method: 'POST',
      url,
      remoteAddress: ip,
      headers: { cookie: `${CSRF_COOKIE}=${csrf}`, [CSRF_HEADER]: csrf },
      payload,
    });
}

function expectTooMany(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  // The message names the wait Retry-After gives (issue 9 item 19), in the domain's words.
  expect(response.json()).toEqual({ Id: 'TooManyRequests', Message: tooManyAttemptsMessage(retryAfter) });
}

describe('rate limits on reset and recovery', () => {
  it('limits password reset requests per IP address', async () => {
    const post = await from('10.0.1.1');
    for (let i = 1; i <= 3; i += 1) {
      expect((await post('/api/v1/auth/password-reset', { username: `nobody.${i}` })).statusCode).toBe(200);
    }
    expectTooMany(await post('/api/v1/auth/password-reset', { username: 'nobody.4' }));
    const elsewhere = await from('10.0.1.2');
    expect((await elsewhere('/api/v1/auth/password-reset', { username: 'nobody.5' })).statusCode).toBe(200);
  });

  it('limits password reset requests per username, from any address', async () => {
    const { user } = await createClientWithLogin(testDb.database.db);
    const ips = ['10.0.2.1', '10.0.2.2', '10.0.2.3'];
    const answers = [];
    for (const ip of ips) answers.push(await (await from(ip))('/api/v1/auth/password-reset', { username: user.username.toUpperCase() }));
    expect(answers[0]!.json()).toEqual({ result: true });
    expect(answers[1]!.json()).toEqual({ result: true });
    expectTooMany(answers[2]!);
  });

  it('limits forgot-username per IP address and per e-mail address', async () => {
    const post = await from('10.0.3.1');
    for (let i = 1; i <= 3; i += 1) {
      expect((await post('/api/v1/auth/forgot-username', { email: `who${i}@example.nz`, irdNumber: '123-456-789' })).statusCode).toBe(200);
    }
    expectTooMany(await post('/api/v1/auth/forgot-username', { email: 'who4@example.nz', irdNumber: '123-456-789' }));

    const body = { email: 'Same.Person@example.nz', irdNumber: '123-456-789', register: true };
    expect((await (await from('10.0.3.2'))('/api/v1/auth/forgot-username', body)).statusCode).toBe(200);
    expect((await (await from('10.0.3.3'))('/api/v1/auth/forgot-username', { ...body, email: 'same.person@example.nz' })).statusCode).toBe(200);
    expectTooMany(await (await from('10.0.3.4'))('/api/v1/auth/forgot-username', body));
  });

  it('limits link checks and password changes per IP address (no guessing secrets)', async () => {
    const post = await from('10.0.4.1');
    const guess = { op: 'reset', clientId: '00000000-0000-0000-0000-000000000000', secret: 'guess' };
    expect((await post('/api/v1/auth/password-link/check', guess)).statusCode).toBe(400);
    expect((await post('/api/v1/auth/password-link/check', guess)).statusCode).toBe(400);
    expect((await post('/api/v1/auth/password', { ...guess, newPassword: 'a long new password here' })).statusCode).toBe(400);
    expectTooMany(await post('/api/v1/auth/password-link/check', guess));
    expectTooMany(await post('/api/v1/auth/password', { ...guess, newPassword: 'a long new password here' }));
  });
});
