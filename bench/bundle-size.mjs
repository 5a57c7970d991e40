// DESIGN §9: initial JavaScript of the sign-in page ≤ 150 KB gzip; each lazy route chunk ≤ 100 KB gzip;
// assets precompressed and cached immutably.
//
// Measures what the server actually sends, not what a compressor could make of the files. Builds
// nothing itself: run `npm run build` first. Starts the built server on an empty embedded database (no
// demo data needed for /login), opens /login in the system Chromium to learn which scripts the page
// loads before it settles (and what the browser itself received: its Accept-Encoding, the answer's
// Content-Encoding and the encoded body size), then asks the server for the page and each of those
// scripts over plain HTTP with `Accept-Encoding: br`, `gzip` and none, and adds up the body bytes on the
// wire. Every other chunk of apps/web/dist/assets is asked for with `gzip` for the per-chunk budget.
// It also checks the headers the budget depends on: Content-Encoding, Vary and Cache-Control.
//
//   node bench/bundle-size.mjs
import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const assets = path.join(root, 'apps/web/dist/assets');
const LOGIN_BUDGET_KB = 150;
const CHUNK_BUDGET_KB = 100;
const port = Number(process.env.BENCH_PORT ?? 4890);
const IMMUTABLE = 'public, max-age=31536000, immutable';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tasman-bundle-'));
const server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
  cwd: root,
  env: { ...process.env, NZ_PORT: String(port), AU_PORT: String(port + 1), PORTAL_DATA_DIR: dataDir, PORTAL_DEMO: 'false', DATABASE_URL: '', LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://localhost:${port}/cache/status`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not start');
}

/** One GET with the given Accept-Encoding; the body is counted as sent, never decoded. */
function getRaw(pathname, acceptEncoding) {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    const request = http.get({ host: '127.0.0.1', port, path: pathname, headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, bytes }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

const kb = (bytes) => bytes / 1024;
const fmt = (bytes) => `${kb(bytes).toFixed(1).padStart(6)} KB`;
const problems = [];

/** The build compresses files of 1 KB or more (apps/web/build/precompress.ts); smaller ones go as they are. */
const MIN_COMPRESSED_BYTES = 1024;

function checkHeaders(pathname, answer, encoding, plainBytes) {
  const expected = encoding === 'identity' || plainBytes < MIN_COMPRESSED_BYTES ? undefined : encoding;
  if (answer.status !== 200) problems.push(`${pathname} (${encoding}): status ${answer.status}`);
  if (answer.headers['content-encoding'] !== expected)
    problems.push(`${pathname} (${encoding}): content-encoding ${answer.headers['content-encoding'] ?? 'none'}`);
  if (!/accept-encoding/i.test(answer.headers.vary ?? '')) problems.push(`${pathname} (${encoding}): no Vary: Accept-Encoding`);
  const cache = pathname.startsWith('/assets/') ? IMMUTABLE : 'no-cache';
  if (answer.headers['cache-control'] !== cache) problems.push(`${pathname}: cache-control ${answer.headers['cache-control']}, expected ${cache}`);
}

let failed;
try {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'],
  });
  const page = await browser.newPage();
  const seen = [];
  page.on('requestfinished', async (request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/login' && !url.pathname.endsWith('.js')) return;
    const response = await request.response();
    const sizes = await request.sizes();
    seen.push({
      pathname: url.pathname,
      acceptEncoding: (await request.allHeaders())['accept-encoding'] ?? '',
      contentEncoding: (await response?.allHeaders())?.['content-encoding'] ?? 'none',
      body: sizes.responseBodySize,
      headers: sizes.responseHeadersSize,
    });
  });
  await page.goto(`http://localhost:${port}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Login' }).waitFor();
  await browser.close();

  const browserScripts = seen.filter((s) => s.pathname.endsWith('.js'));
  const browserDoc = seen.find((s) => s.pathname === '/login');
  const browserBytes = browserScripts.reduce((sum, s) => sum + s.body, 0);
  const browserWire = seen.reduce((sum, s) => sum + s.body + s.headers, 0);
  console.log(`Chromium sent Accept-Encoding: ${browserDoc?.acceptEncoding ?? browserScripts[0]?.acceptEncoding}`);
  console.log(
    `Chromium received: /login ${browserDoc?.contentEncoding}, scripts ${[...new Set(browserScripts.map((s) => s.contentEncoding))].join(', ')}; ` +
      `${browserScripts.length} scripts, ${fmt(browserBytes)} of script bodies, ${fmt(browserWire)} with the page and all headers`,
  );

  const pages = ['/login', ...browserScripts.map((s) => s.pathname)];
  const totals = { br: 0, gzip: 0, identity: 0 };
  const rows = [];
  for (const pathname of pages) {
    const row = { pathname };
    for (const encoding of ['identity', 'br', 'gzip']) {
      const answer = await getRaw(pathname, encoding === 'identity' ? undefined : encoding);
      checkHeaders(pathname, answer, encoding, row.identity ?? answer.bytes);
      row[encoding] = answer.bytes;
      if (pathname !== '/login') totals[encoding] += answer.bytes;
    }
    rows.push(row);
  }
  console.log(`\n${'br'.padStart(9)} ${'gzip'.padStart(9)} ${'none'.padStart(9)}   what /login loads, as the server sends it`);
  for (const r of rows) console.log(`${fmt(r.br)} ${fmt(r.gzip)} ${fmt(r.identity)}   ${r.pathname}`);
  console.log(`${fmt(totals.br)} ${fmt(totals.gzip)} ${fmt(totals.identity)}   initial JavaScript (${browserScripts.length} scripts)`);
  const loginOk = kb(totals.gzip) <= LOGIN_BUDGET_KB;
  console.log(
    `/login initial JavaScript on the wire: ${kb(totals.br).toFixed(1)} KB br, ${kb(totals.gzip).toFixed(1)} KB gzip ` +
      `(budget ${LOGIN_BUDGET_KB} KB gzip) ${loginOk ? 'met' : 'MISSED'}`,
  );

  const loaded = new Set(pages);
  const lazy = [];
  for (const name of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
    const pathname = `/assets/${name}`;
    if (loaded.has(pathname)) continue;
    const answer = await getRaw(pathname, 'gzip');
    checkHeaders(pathname, answer, answer.headers['content-encoding'] ?? 'identity', Infinity);
    lazy.push({ pathname, bytes: answer.bytes, encoding: answer.headers['content-encoding'] ?? 'none' });
  }
  lazy.sort((a, b) => b.bytes - a.bytes);
  const over = lazy.filter((c) => kb(c.bytes) > CHUNK_BUDGET_KB);
  const largest = lazy[0];
  console.log(
    `largest lazy chunk on the wire (gzip asked): ${largest ? `${kb(largest.bytes).toFixed(1)} KB ${largest.encoding} ${largest.pathname}` : 'none'} ` +
      `(budget ${CHUNK_BUDGET_KB}) ${over.length === 0 ? 'met' : 'MISSED'}; ${lazy.length} lazy chunks`,
  );
  for (const c of over) console.log(`  over budget: ${kb(c.bytes).toFixed(1)} KB ${c.pathname}`);
  const head = await new Promise((resolve, reject) => {
    http.request({ host: '127.0.0.1', port, path: '/login', method: 'HEAD' }, (r) => resolve(r.statusCode)).on('error', reject).end();
  });
  if (head !== 200) problems.push(`HEAD /login answered ${head}`);
  for (const p of problems) console.log(`  header problem: ${p}`);
  console.log(`headers (Content-Encoding, Vary, Cache-Control, HEAD /login): ${problems.length === 0 ? 'as required' : `${problems.length} PROBLEMS`}`);
  failed = !loginOk || over.length > 0 || problems.length > 0;
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
