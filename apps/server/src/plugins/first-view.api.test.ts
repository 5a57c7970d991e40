import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageWithFirstView } from './first-view.js';
import { PERSONAL_PAGE_CACHE, REVALIDATE_CACHE, webAppPlugin } from './web-app.plugin.js';

/**
 * The server's side of the first view (issue 15): the web build's module renders a page's first
 * view with answers it asks for through the server's own routes, as the page's user. Here a module
 * of our own making stands in for the build (apps/web's render-first-view.test.tsx tests the real
 * one): it asks for /api/v1/echo and writes back what it was answered, so the test sees what the
 * server's routes were sent.
 */
const INDEX = '<!doctype html><html><head><title>Client Portal</title></head><body><div id="root"></div></body></html>';
const MODULE = `
let transport;
export function setApiTransport(next) { transport = next; }
export function hasFirstView(pathname) { return pathname.startsWith('/dashboard/'); }
export async function renderFirstView(url, screen) {
  if (url.includes('none')) return null;
  if (url.includes('throws')) throw new Error('a render that fails');
  if (url.includes('slow')) {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    return { html: '<p>late</p>', state: '{}' };
  }
  if (url.includes('write')) {
    const refused = await transport('/api/v1/echo', { method: 'POST' }).then(() => 'sent', (error) => error.message);
    return { html: '<p>' + refused + '</p>', state: '{}' };
  }
  const answer = await transport('/api/v1/echo', { method: 'GET' });
  const body = await answer.json();
  return { html: '<p>' + answer.status + ' ' + body.portal + ' ' + body.cookie + ' ' + body.ip + ' phone=' + screen.phone + ' $&</p>', state: '{"queries":[]}' };
}
`;

let dist: string;
const apps: FastifyInstance[] = [];

/** A portal's server with the web app and an echo route that says which portal answered and what it was sent. */
async function portal(name: string): Promise<FastifyInstance> {
  const app = Fastify({ trustProxy: '127.0.0.1' });
  app.get('/api/v1/echo', async (request) => ({ portal: name, cookie: request.headers.cookie ?? null, ip: request.ip }));
  await app.register(webAppPlugin, { root: dist, firstView: path.join(dist, 'first-view.mjs') });
  await app.ready();
  apps.push(app);
  return app;
}

let nz: FastifyInstance;
let au: FastifyInstance;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'tasman-first-view-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'first-view.mjs'), MODULE);
  // Two portals in one process, as `npm start` runs them: one module, each page answered by its own portal.
  nz = await portal('NZ');
  au = await portal('AU');
});

afterAll(async () => {
  for (const app of apps) await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers, remoteAddress: '127.0.0.1' });

describe('a page with its first view (issue 15)', () => {
  it('puts the first view, inert and hidden from assistive technology, before the app root, with its answers, kept by no one', async () => {
    const response = await page(nz, '/dashboard/kiwisaver/4100082', { cookie: 'tasman_sid=abc' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe(PERSONAL_PAGE_CACHE);
    expect(response.body).toContain('<div id="first-view" inert aria-hidden="true"><p>200 NZ tasman_sid=abc');
    expect(response.body).toContain('<script type="application/json" id="first-view-state">{"queries":[]}</script><div id="root"></div>');
  });

  it("asks the page's own portal, as the page's user: their cookie and their address, through the proxy as the server trusts it", async () => {
    const fromNz = await page(nz, '/dashboard/kiwisaver/1', { cookie: 'tasman_sid=nz', 'x-forwarded-for': '203.0.113.9' });
    const fromAu = await page(au, '/dashboard/kiwisaver/1', { cookie: 'tasman_sid=au', 'x-forwarded-for': '198.51.100.7' });

    expect(fromNz.body).toContain('<p>200 NZ tasman_sid=nz 203.0.113.9 phone=false');
    expect(fromAu.body).toContain('<p>200 AU tasman_sid=au 198.51.100.7 phone=false');
  });

  it('compresses the page as the browser accepts, brotli first, and says it varies by encoding and cookie', async () => {
    const url = '/dashboard/kiwisaver/1';
    const cookie = 'tasman_sid=abc';
    const plain = await page(nz, url, { cookie });
    const br = await page(nz, url, { cookie, 'accept-encoding': 'gzip, deflate, br' });
    const gz = await page(nz, url, { cookie, 'accept-encoding': 'gzip, br;q=0' });

    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.vary).toBe('Accept-Encoding, Cookie');
  });

  it("tells the module whether the browser says it is a phone's", async () => {
    const hinted = await page(nz, '/dashboard/x', { cookie: 'a=b', 'sec-ch-ua-mobile': '?1' });
    const notHinted = await page(nz, '/dashboard/x', { cookie: 'a=b', 'sec-ch-ua-mobile': '?0', 'user-agent': 'Mobile Safari' });
    const byAgent = await page(nz, '/dashboard/x', { cookie: 'a=b', 'user-agent': 'Mozilla/5.0 (iPhone) Mobile/15E148' });

    expect(hinted.body).toContain('phone=true');
    expect(notHinted.body).toContain('phone=false');
    expect(byAgent.body).toContain('phone=true');
  });

  it('lets the module only read', async () => {
    const response = await page(nz, '/dashboard/write', { cookie: 'a=b' });
    expect(response.body).toContain('<p>the first view only reads</p>');
  });

  it('sends index.html as it is without a cookie, for a page without a first view, and when the module draws none, fails or is late', async () => {
    for (const [url, headers] of [
      ['/dashboard/kiwisaver/1', {}],
      ['/login', { cookie: 'a=b' }],
      ['/dashboard/none', { cookie: 'a=b' }],
      ['/dashboard/throws', { cookie: 'a=b' }],
      // Later than the app in the browser would draw it: the page goes without.
      ['/dashboard/slow', { cookie: 'a=b' }],
    ] as const) {
      const response = await page(nz, url, headers);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX);
      expect(response.headers['cache-control']).toBe(REVALIDATE_CACHE);
    }
  });

  it('never draws one into an answer of the API', async () => {
    const response = await page(nz, '/api/v1/nothing-here', { cookie: 'a=b' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('first-view');
  });
});

describe('pageWithFirstView', () => {
  it('writes the markup as it is, replacement patterns and all', () => {
    const page = pageWithFirstView(INDEX, { html: "<p>$& $' $1</p>", state: '{}' });
    expect(page).toContain("<p>$& $' $1</p>");
  });

  it('leaves out the boot script, whose two answers the page already has, and keeps the app', () => {
    const index =
      '<head><script type="module" async src="/assets/boot-start-Bgl4TczJ.js"></script>\n    ' +
      '<script type="module" crossorigin src="/assets/index-8QDVbMex.js"></script></head><body><div id="root"></div></body>';
    const page = pageWithFirstView(index, { html: '<p>x</p>', state: '{}' });
    expect(page).not.toContain('boot-start');
    expect(page).toContain('<head><script type="module" crossorigin src="/assets/index-8QDVbMex.js"></script></head>');
  });

  it('leaves a page without the root as it is', () => {
    expect(pageWithFirstView('<html></html>', { html: '<p>x</p>', state: '{}' })).toBe('<html></html>');
  });
});
