import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Env } from '../../config/env.js';
import { createTestApp } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';

/**
 * GET /cache/loc (spec 002 §3 'Location response', §7; issue 14): a trusted proxy's country header,
 * else private addresses as NZ (demo), else the GeoLite2 database of geoip-country; never a 5xx.
 * Addresses: 8.8.8.8 is Google Public DNS (United States); 203.97.78.43 is an APNIC address that the
 * GeoLite2 country data places in New Zealand.
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

async function portal(overrides: Partial<Env> = {}) {
  const app = await createTestApp(testDb.database, 'NZ', overrides);
  apps.push(app);
  return app;
}

async function location(app: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url: '/cache/loc', remoteAddress, headers });
  expect(response.statusCode).toBe(200);
  return { body: response.json() as { Location: string }, cacheControl: response.headers['cache-control'] };
}

describe('GET /cache/loc', () => {
  it('places a New Zealand address in NZ and a United States address in US from the IP database', async () => {
    const app = await portal();
    expect((await location(app, '203.97.78.43')).body).toEqual({ Location: 'NZ' });
    expect((await location(app, '8.8.8.8')).body).toEqual({ Location: 'US' });
  });

  it('is cached by the browser only, for five minutes (the answer depends on the caller)', async () => {
    const app = await portal();
    expect((await location(app, '8.8.8.8')).cacheControl).toBe('private, max-age=300');
  });

  it('counts loopback and private addresses as NZ in the demo, and as unknown when that is off', async () => {
    const demo = await portal();
    for (const address of ['127.0.0.1', '10.20.30.40', '192.168.1.5', '172.16.0.9', '::1', 'fd12:3456::1', 'fe80::1']) {
      expect((await location(demo, address)).body, address).toEqual({ Location: 'NZ' });
    }
    const strict = await portal({ LOCATION_PRIVATE_AS_NZ: false });
    expect((await location(strict, '10.20.30.40')).body).toEqual({ Location: 'ZZ' });
  });

  it('counts private addresses as unknown in production unless configured', async () => {
    const production = await portal({ production: true });
    expect((await location(production, '192.168.1.5')).body).toEqual({ Location: 'ZZ' });
  });

  it("answers unknown (not NZ) for an address the database cannot place, never an error", async () => {
    const app = await portal();
    // 100.64.0.0/10 is shared address space (RFC 6598): no country, and not a private range either.
    expect((await location(app, '100.64.12.34')).body).toEqual({ Location: 'ZZ' });
  });

  describe('a trusted proxy header (LOCATION_COUNTRY_HEADER)', () => {
    const proxy = '192.0.2.10';
    const behindProxy = () => portal({ TRUST_PROXY: [proxy], LOCATION_COUNTRY_HEADER: 'cf-ipcountry' });

    it("takes the country from the configured proxy's header, whatever the address says", async () => {
      const app = await behindProxy();
      expect((await location(app, proxy, { 'cf-ipcountry': 'au', 'x-forwarded-for': '203.97.78.43' })).body).toEqual({ Location: 'AU' });
      expect((await location(app, proxy, { 'cf-ipcountry': 'NZ', 'x-forwarded-for': '8.8.8.8' })).body).toEqual({ Location: 'NZ' });
    });

    it('ignores the header from any other peer: a spoofed NZ is looked up by address', async () => {
      const app = await behindProxy();
      expect((await location(app, '8.8.8.8', { 'cf-ipcountry': 'NZ' })).body).toEqual({ Location: 'US' });
      expect((await location(app, '198.51.100.7', { 'cf-ipcountry': 'NZ', 'x-forwarded-for': '203.97.78.43' })).body).not.toEqual({
        Location: 'NZ',
      });
    });

    it('ignores the header when no proxy is trusted at all', async () => {
      const app = await portal({ LOCATION_COUNTRY_HEADER: 'cf-ipcountry' });
      expect((await location(app, '8.8.8.8', { 'cf-ipcountry': 'NZ' })).body).toEqual({ Location: 'US' });
    });

    it("falls back to the forwarded client address when the proxy's header is missing or not a country", async () => {
      const app = await behindProxy();
      expect((await location(app, proxy, { 'x-forwarded-for': '8.8.8.8' })).body).toEqual({ Location: 'US' });
      expect((await location(app, proxy, { 'cf-ipcountry': 'T1', 'x-forwarded-for': '203.97.78.43' })).body).toEqual({ Location: 'NZ' });
      expect((await location(app, proxy, { 'cf-ipcountry': 'N Z <script>', 'x-forwarded-for': '8.8.8.8' })).body).toEqual({
        Location: 'US',
      });
    });
  });
});
