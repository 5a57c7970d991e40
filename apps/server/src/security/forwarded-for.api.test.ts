import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { parseEnv } from '../config/env.js';
import { auditEvents } from '../db/schema/index.js';
import { createTestApp } from '../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { awayFromWindowEdge, call, freshAddress } from './attack-client.js';

/**
 * Issue 9 item 21 (OWASP ASVS 5.0 V4.1.3; MDN 'X-Forwarded-For: security and privacy concerns'):
 * `trustProxy: true` believed any X-Forwarded-For, so a client chose the address the limits count
 * and the audit log records. Only the proxies named in TRUST_PROXY may say who the client is; by
 * default nobody can, in production too.
 */
let testDb: TestDatabase;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await testDb.drop();
});

async function productionApp(trustProxy: string | undefined) {
  const env = parseEnv({ NODE_ENV: 'production', ...(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy }) });
  const app = await createTestApp(testDb.database, 'NZ', { production: true, TRUST_PROXY: env.TRUST_PROXY, SIGN_IN_RATE_PER_MINUTE: 20 });
  apps.push(app);
  return app;
}

const spoofed = (n: number) => `198.51.100.${(n % 250) + 1}, 10.${n}.0.1`;

describe('TRUST_PROXY: who may name the client', () => {
  it('trusts no proxy by default, also in production, and reads a hop count or a list of addresses', () => {
    expect(parseEnv({ NODE_ENV: 'production' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'none' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1, ::1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => parseEnv({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it('meets the per-address limit after 20 sign-ins however X-Forwarded-For changes (40 tried)', async () => {
    const app = await productionApp(undefined);
    const real = freshAddress();
    await awayFromWindowEdge(60, 20);
    const statuses: number[] = [];
    for (let n = 0; n < 40; n += 1) {
      const response = await call(app, 'POST', '/api/v1/auth/login', {
        body: { username: `spoof.${real}.${n}`, password: 'wrong password' },
        headers: { 'x-forwarded-for': spoofed(n), 'x-real-ip': `198.51.100.${n + 1}` },
        remoteAddress: real,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);

    const names = Array.from({ length: 20 }, (_, n) => `spoof.${real}.${n}`);
    const rows = await testDb.database.db.select({ ip: auditEvents.ip }).from(auditEvents).where(inArray(auditEvents.username, names));
    expect(rows.length).toBe(20);
    expect(new Set(rows.map((r) => r.ip))).toEqual(new Set([real]));
  });

  it('takes the client address from a configured proxy, and only from it', async () => {
    const app = await productionApp('192.0.2.10');
    const client = freshAddress();
    const direct = await call(app, 'POST', '/api/v1/auth/login', {
      body: { username: `direct.${client}`, password: 'wrong' },
      headers: { 'x-forwarded-for': '198.51.100.77' },
      remoteAddress: client,
    });
    expect(direct.statusCode).toBe(401);
    const proxied = await call(app, 'POST', '/api/v1/auth/login', {
      body: { username: `proxied.${client}`, password: 'wrong' },
      headers: { 'x-forwarded-for': client },
      remoteAddress: '192.0.2.10',
    });
    expect(proxied.statusCode).toBe(401);
    const rows = await testDb.database.db
      .select({ username: auditEvents.username, ip: auditEvents.ip })
      .from(auditEvents)
      .where(inArray(auditEvents.username, [`direct.${client}`, `proxied.${client}`]));
    expect(Object.fromEntries(rows.map((r) => [r.username, r.ip]))).toEqual({ [`direct.${client}`]: client, [`proxied.${client}`]: client });
  });
});
