import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE, webAppPlugin } from './web-app.plugin.js';

/**
 * The plugin against a build of our own making (a hashed chunk and index.html, each with the brotli
 * and gzip copies the web build's precompress step writes), so the test needs no `npm run build`.
 */
const INDEX = `<!doctype html><html><head><title>Client Portal</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;
const CHUNK = `export const portal = ${JSON.stringify('x'.repeat(40))};\n`.repeat(200);
const CHUNK_URL = '/assets/index-Cnkp1icw.js';

function writeWithCopies(file: string, content: string) {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'tasman-web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeWithCopies(path.join(dist, 'index.html'), INDEX);
  writeWithCopies(path.join(dist, CHUNK_URL), CHUNK);
  writeFileSync(path.join(dist, 'assets/tiny-Ab12Cd34.css'), 'a{}');
  app = Fastify();
  await app.register(webAppPlugin, { root: dist, firstView: false });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
  app.inject({ method, url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('web app: precompressed files chosen by Accept-Encoding (issue 9 item 30)', () => {
  it('sends the brotli copy to a browser that accepts br and gzip, and says it varies by Accept-Encoding', async () => {
    const response = await get(CHUNK_URL, 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(CHUNK.length / 4);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(CHUNK);
  });

  it('sends the gzip copy to a client that accepts only gzip', async () => {
    const response = await get(CHUNK_URL, 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).toString()).toBe(CHUNK);
  });

  it('sends the plain file, still varying by Accept-Encoding, to a client that accepts no encoding', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const response = await get(CHUNK_URL, acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body).toBe(CHUNK);
    }
  });

  it('falls back to the plain file when the build wrote no compressed copy (a file too small to gain)', async () => {
    const response = await get('/assets/tiny-Ab12Cd34.css', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('a{}');
  });

  it('does not serve the compressed copies by their own names (such a path is a page: index.html)', async () => {
    const response = await get(`${CHUNK_URL}.br`, 'br');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX);
  });
});

describe('web app: caching (issue 9 item 30)', () => {
  it('caches content-hashed assets for a year, unchanged, in every encoding', async () => {
    for (const acceptEncoding of ['br', 'gzip', 'identity']) {
      const response = await get(CHUNK_URL, acceptEncoding);
      expect(response.headers['cache-control'], acceptEncoding).toBe(IMMUTABLE_CACHE);
    }
    expect(IMMUTABLE_CACHE).toBe('public, max-age=31536000, immutable');
  });

  it('has index.html revalidated, for /login, any other page and /index.html, and answers a revalidation with 304', async () => {
    for (const url of ['/login', '/dashboard/kiwisaver/1', '/', '/index.html']) {
      const response = await get(url, 'br, gzip');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe(REVALIDATE_CACHE);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(INDEX);
    }
    expect(REVALIDATE_CACHE).toBe('no-cache');
    const first = await get('/login', 'gzip');
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'gzip', 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
  });
});

describe('web app: HEAD answers as GET does (issue 9 item 27)', () => {
  it('answers HEAD /login with the headers of GET /login and no body', async () => {
    const got = await get('/login', 'br');
    const head = await get('/login', 'br', 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    for (const name of ['content-type', 'content-encoding', 'cache-control', 'vary', 'content-length', 'etag']) {
      expect(head.headers[name], name).toEqual(got.headers[name]);
    }
  });

  it('answers HEAD of a hashed asset as GET does', async () => {
    const head = await get(CHUNK_URL, 'gzip', 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.headers['cache-control']).toBe(IMMUTABLE_CACHE);
  });

  it('still answers 404 { Id, Message } to unknown API paths, whatever the method', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await get('/api/v1/no-such-thing', undefined, method);
      expect(response.statusCode, method).toBe(404);
    }
    expect((await get('/api/v1/no-such-thing')).json()).toMatchObject({ Id: 'NotFound' });
  });
});
