import http from 'node:http';
import net from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test/fixtures.js';
import { createTestApp } from '../test/test-app.js';
import { useTestApp } from '../test/use-test-app.js';
import type { DeclaredRoute } from '../plugins/access.plugin.js';
import { call, cookieHeader, errorBody, sessionOf, type CallOptions } from './attack-client.js';
import { changedTables, fingerprint, IDENTITY_TABLES } from './database-fingerprint.js';
import { bodySchemaOf, fillPath, httpRoutes, isUnsafe, sampleValue, stringProperties, wrongTypeValue, type JsonSchema } from './route-catalogue.js';

/**
 * Attack 7 (brief T §7; DESIGN §6; ASVS 5.0 V2.2.1, V4.2.1, V16.5.1, V16.5.3, V13.4.4): oversized,
 * malformed and ill-typed bodies on every route that takes one, hostile headers and paths on a real
 * socket. Each answer is a clear 4xx { Id, Message }, nothing is stored, and the portal keeps serving.
 */
const ctx = useTestApp('NZ');
const db = () => ctx.testDb.database.db;
let staff: string;

beforeAll(async () => {
  const { user } = await createUser(db(), { userType: 'Staff' });
  staff = await sessionOf(ctx.app, user.username);
});

const unsafeRoutes = () => httpRoutes(ctx.app).filter(isUnsafe);
const bodyRoutes = () =>
  unsafeRoutes()
    .map((route) => ({ route, schema: bodySchemaOf(ctx.app, route) }))
    .filter((r): r is { route: DeclaredRoute; schema: JsonSchema } => r.schema !== null);

/** Calls a route past its access check (a staff session opens every route), so the body is what gets judged. */
function attack(route: DeclaredRoute, options: CallOptions) {
  return call(ctx.app, route.method, fillPath(route.url, () => 'X1'), { session: staff, ...options });
}

const VALIDATION_FAILED = { Id: 'ValidationFailed', Message: expect.stringMatching(/^The request is not valid\./) };

function expectRefused(response: LightMyRequestResponse, status: number | 'any 4xx', where: string) {
  if (status === 'any 4xx') {
    expect.soft(response.statusCode, where).toBeGreaterThanOrEqual(400);
    expect.soft(response.statusCode, where).toBeLessThan(500);
  } else {
    expect.soft(response.statusCode, where).toBe(status);
  }
  expect.soft(errorBody(response), `${where}: answered { Id, Message }`).not.toBeNull();
}

/** Runs a barrage and checks that it stored nothing and the portal still answers. */
async function withoutTrace(barrage: () => Promise<void>) {
  const before = await fingerprint(db(), IDENTITY_TABLES);
  await barrage();
  expect(changedTables(before, await fingerprint(db(), IDENTITY_TABLES))).toEqual([]);
  expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
  expect((await call(ctx.app, 'GET', '/api/v1/auth/session', { session: staff })).statusCode).toBe(200);
}

describe('oversized and malformed bodies on every route', () => {
  it('refuses a body over 64 KiB with 413 PayloadTooLarge on every POST, PUT, PATCH and DELETE route', async () => {
    expect(unsafeRoutes().length).toBeGreaterThanOrEqual(10);
    await withoutTrace(async () => {
      for (const route of unsafeRoutes()) {
        const response = await attack(route, { body: { username: 'x', password: 'y'.repeat(70 * 1024), padding: 'z'.repeat(1024) } });
        expectRefused(response, 413, `${route.method} ${route.url}`);
        expect.soft(response.json().Id, `${route.method} ${route.url}`).toBe('PayloadTooLarge');
      }
    });
  });

  it('refuses malformed JSON with 400 ValidationFailed', async () => {
    const bodies = ['{"username": ', '{username: "a"}', '[1, 2,', '{"a": "\\x00"}', '\u0000', '{"a":1}{"b":2}'];
    await withoutTrace(async () => {
      for (const route of unsafeRoutes()) {
        for (const raw of bodies) {
          const response = await attack(route, { rawPayload: raw, headers: { 'content-type': 'application/json' } });
          const where = `${route.method} ${route.url} with ${JSON.stringify(raw)}`;
          expectRefused(response, 400, where);
          expect.soft(response.json(), where).toEqual(VALIDATION_FAILED);
        }
      }
    });
  });

  it('refuses prototype-poisoning JSON with 400', async () => {
    const bodies = ['{"__proto__": {"isStaff": true}, "username": "a"}', '{"constructor": {"prototype": {"isStaff": true}}}'];
    await withoutTrace(async () => {
      for (const route of unsafeRoutes()) {
        for (const raw of bodies) {
          const response = await attack(route, { rawPayload: raw, headers: { 'content-type': 'application/json' } });
          expectRefused(response, 400, `${route.method} ${route.url} with ${raw}`);
        }
      }
    });
    expect(({} as Record<string, unknown>).isStaff).toBeUndefined();
  });

  it('refuses wrong types, a missing body, missing required fields and over-long strings with 400 ValidationFailed', async () => {
    expect(bodyRoutes().length).toBeGreaterThanOrEqual(8);
    await withoutTrace(async () => {
      for (const { route, schema } of bodyRoutes()) {
        const skeleton = sampleValue(schema) as Record<string, unknown>;
        const where = (what: string) => `${route.method} ${route.url}: ${what}`;
        const attempts: Array<[string, unknown]> = [
          ['a JSON array for the body', [skeleton]],
          ['a JSON string for the body', 'just a string'],
          ['null for the body', null],
          ...Object.entries(schema.properties ?? {}).map(([name, property]): [string, unknown] => [
            `${name} of the wrong type`,
            { ...skeleton, [name]: wrongTypeValue(property) },
          ]),
        ];
        if ((schema.required ?? []).length > 0) attempts.push(['no fields at all', {}]);
        for (const { name, maxLength } of stringProperties(schema)) {
          expect.soft(maxLength, where(`${name} has a maximum length (inputs are bounded)`)).toBeDefined();
          attempts.push([`${name} over its maximum length`, { ...skeleton, [name]: 'x'.repeat((maxLength ?? 30_000) + 1) }]);
        }
        for (const [what, body] of attempts) {
          const response = await attack(route, { rawPayload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
          expectRefused(response, 400, where(what));
          expect.soft(response.json(), where(what)).toEqual(VALIDATION_FAILED);
        }
        const empty = await attack(route, { headers: { 'content-type': 'application/json' } });
        expectRefused(empty, 400, where('no body at all'));
      }
    });
  }, 60_000);

  it('refuses a body that is not JSON with a 4xx { Id, Message } on every route that takes a body', async () => {
    const kinds: Array<[string, string]> = [
      ['text/plain', 'username=a&password=b'],
      ['application/x-www-form-urlencoded', 'username=a&password=b'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="username"\r\n\r\na\r\n--x--\r\n'],
      ['application/xml', '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>'],
    ];
    await withoutTrace(async () => {
      for (const { route } of bodyRoutes()) {
        for (const [type, raw] of kinds) {
          const response = await attack(route, { rawPayload: raw, headers: { 'content-type': type } });
          expectRefused(response, 'any 4xx', `${route.method} ${route.url} as ${type}`);
          expect.soft(response.body, `${route.method} ${route.url} as ${type}`).not.toContain('root:');
        }
      }
    });
  });

  it('answers strings with NUL bytes, lone surrogates and control characters without an error of the server', async () => {
    const nasty = ['a\u0000b', '\ud800', '\u202eevil', 'a'.repeat(150) + '\r\nSet-Cookie: x=y', "' or 1=1 --", '${jndi:ldap://x}'];
    const before = await fingerprint(db(), ['users', 'sessions', 'credential_links', 'recovery_codes']);
    for (const { route, schema } of bodyRoutes()) {
      const skeleton = sampleValue(schema) as Record<string, unknown>;
      for (const { name } of stringProperties(schema)) {
        for (const value of nasty) {
          const response = await attack(route, { body: { ...skeleton, [name]: value } });
          const where = `${route.method} ${route.url} with ${name}=${JSON.stringify(value)}`;
          expect.soft(response.statusCode, where).toBeLessThan(500);
          // Even a failure says nothing about internals (no driver message, no stack).
          if (response.statusCode >= 500) expect.soft(response.json(), where).toEqual({ Id: 'Internal', Message: 'Something went wrong' });
          expect.soft(response.headers['set-cookie']?.toString() ?? '', where).not.toContain('x=y');
        }
      }
    }
    // Audit rows and queued e-mails are the routes' ordinary work for these calls; accounts are untouched.
    expect(changedTables(before, await fingerprint(db(), ['users', 'sessions', 'credential_links', 'recovery_codes']))).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
  }, 60_000);
});

describe('hostile headers and paths on a real socket', () => {
  let server: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    server = await createTestApp(ctx.testDb.database, 'NZ');
    await server.listen({ port: 0, host: '127.0.0.1' });
    port = (server.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A request whose path goes out byte for byte as written (fetch would normalise '..'). */
  function raw(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, path, method, headers }, (response) => {
        let body = '';
        response.setEncoding('latin1');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on('error', reject);
      request.end();
    });
  }

  /**
   * Bytes straight onto the socket, for requests no HTTP client will write. Answers whatever came
   * back before the server closed the connection (it may reset it while the client is still writing).
   */
  function rawBytes(text: string): Promise<string> {
    return new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
      let answer = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => (answer += chunk));
      socket.on('error', () => socket.destroy());
      socket.on('close', () => resolve(answer));
      socket.setTimeout(3000, () => socket.end());
    });
  }

  const health = async () => (await raw('/api/v1/health')).status;

  it('refuses a 200 KB cookie header and keeps serving', async () => {
    const answer = await rawBytes(`GET /api/v1/auth/session HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: tasman_session_nz=${'a'.repeat(200 * 1024)}\r\n\r\n`);
    // Node's parser stops at 16 KiB of headers: 431, or a closed connection if it gave up mid-write.
    if (answer !== '') expect(answer).toMatch(/^HTTP\/1\.1 431/);
    expect(await health()).toBe(200);
  });

  it('treats a huge session cookie value as no session (401), without an error of the server', async () => {
    const answer = await raw('/api/v1/auth/session', { cookie: `tasman_session_nz=${'a'.repeat(8 * 1024)}` });
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toEqual({ Id: 'Unauthenticated', Message: 'You are not signed in.' });
  });

  it('serves no file outside the web app for traversal paths', async () => {
    const paths = [
      '/../../etc/passwd',
      '/../../../../../../etc/passwd',
      '/assets/../../../../../../etc/passwd',
      '/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/assets/%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
      '/assets/..%5c..%5c..%5c..%5cetc%5cpasswd',
      '/%252e%252e/%252e%252e/etc/passwd',
      '/api/v1/../../../../etc/passwd',
      '/../package.json',
      '/../../../package.json',
      '/../../server/src/config/env.ts',
      '/../../../.git/config',
      '/.git/config',
      '/.env',
      '/index.html/../../package.json',
    ];
    for (const path of paths) {
      const answer = await raw(path);
      expect.soft(answer.status, path).toBeLessThan(500);
      for (const secret of ['root:x:0:0', '[core]', '"workspaces"', '"@tasman/', 'DATABASE_URL', 'parseEnv']) {
        expect.soft(answer.body, `${path} leaks ${secret}`).not.toContain(secret);
      }
    }
    expect(await health()).toBe(200);
  });

  it("answers the router's own refusals as every other client error: a path parameter too long, a broken escape", async () => {
    const session = cookieHeader(server, { session: staff, csrf: false });
    const cases: Array<[string, number]> = [
      [`/api/v1/accounts/${'X'.repeat(300)}`, 414],
      [`/api/v1/accounts/${'X'.repeat(300)}/performance?period=CUSTOM&from=2024-01-01&to=2024-06-28`, 414],
      [`/api/v1/client-book/${'X'.repeat(200)}/accounts`, 414],
      ['/api/v1/accounts/%E0%A4%A', 400],
      ['/api/v1/accounts/%zz/performance', 400],
    ];
    for (const [path, status] of cases) {
      const answer = await raw(path, { cookie: session });
      expect(answer.status, path).toBe(status);
      expect(JSON.parse(answer.body), path).toEqual({ Id: 'ValidationFailed', Message: 'The request is not valid.' });
    }
    expect(await health()).toBe(200);
  });

  it('refuses a request with both Content-Length and Transfer-Encoding (request smuggling)', async () => {
    const answer = await rawBytes(
      'POST /api/v1/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        'Content-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(answer.match(/HTTP\/1\.1 200/g)).toBeNull();
    expect(await health()).toBe(200);
  });

  it('does not echo a TRACE request', async () => {
    const answer = await raw('/api/v1/health', { 'x-probe': 'trace-echo-probe' }, 'TRACE');
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.body).not.toContain('trace-echo-probe');
  });
});
