#!/usr/bin/env node
// Measures GET /cache/status (DESIGN §9: served from memory, >= 10,000 requests/s on this machine)
// next to GET /api/v1/health (one `select 1`) in the same run, against a real server process on a
// fresh embedded database, over loopback only. Bounded: a few seconds per endpoint, then it stops.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 4410);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tasman-bench-'));
const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';

const server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
  cwd: root,
  env: { ...process.env, NZ_PORT: String(port), AU_PORT: String(port + 1), PORTAL_DATA_DIR: dataDir, PORTAL_DEMO: 'false', DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForServer() {
  for (let i = 0; i < 300; i += 1) {
    const ok = await fetch(`http://127.0.0.1:${port}/cache/status`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start');
}

function measure(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 50, pipelining: 1, duration: seconds }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

try {
  await waitForServer();
  await measure(`http://127.0.0.1:${port}/cache/status`); // warm-up round, not reported
  const rows = [];
  for (const [name, url] of [
    ['GET /api/v1/health (select 1)', `http://127.0.0.1:${port}/api/v1/health`],
    ['GET /cache/status', `http://127.0.0.1:${port}/cache/status`],
  ]) {
    const r = await measure(url);
    rows.push({ name, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx });
  }
  console.log(`database: ${databaseUrl ? 'PostgreSQL' : 'PGlite'}; ${seconds} s per endpoint, 50 connections`);
  console.log('| endpoint | requests/s | p50 ms | p99 ms | errors |');
  console.log('|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`);
  const status = rows[1];
  console.log(`\nbudget: /cache/status >= 10000 requests/s -> ${status.rps >= 10_000 ? 'met' : 'NOT met'} (${status.rps})`);
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
