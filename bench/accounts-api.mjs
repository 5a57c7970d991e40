#!/usr/bin/env node
// The account calls on the scale data set (DESIGN §9: account detail p99 <= 5 x that of a
// `select 1` endpoint in the same run; throughput reported as a ratio to it). Starts a real server
// process on the bench database (made by bench/scale-data/generate.ts), signs in as bench.staff
// and bench.client, and measures in one run, BENCH_SECONDS each with 50 connections:
//   GET /api/v1/health (select 1), GET /api/v1/accounts, GET /api/v1/accounts/{n},
//   GET /api/v1/accounts/{n}/securities?date=…, GET /api/v1/accounts/{n}/performance?period=CUSTOM…,
// then GET /api/v1/health again. Account numbers and dates are spread over the whole data set.
// 'alone ms' is the median of 40 requests sent one at a time (no queueing), before the load runs.
// Loopback only; bounded; stops the server when done.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { httpLoad } from './http-load.mjs';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 4460);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tasman_bench';
const password = process.env.BENCH_PASSWORD ?? 'Tasman2026Bench';
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tasman-bench-'));

// ---- What to ask for: every account, dates inside each account's life --------------------------

const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const priceDates = (await db.query("select distinct to_char(price_date, 'YYYY-MM-DD') as d from unit_prices order by 1")).rows.map((r) => r.d);
const accounts = (
  await db.query(
    `select account_number as n, to_char(signup_date, 'YYYY-MM-DD') as signup, to_char(closed_date, 'YYYY-MM-DD') as closed
       from accounts order by account_number`,
  )
).rows;
if (accounts.length === 0 || priceDates.length === 0) throw new Error(`no scale data in ${databaseUrl}: run bench/scale-data/generate.ts first`);
const end = priceDates.at(-1);
const fiveYearsBefore = `${Number(end.slice(0, 4)) - 5}${end.slice(4)}`;
// The 5-year range needs an account open, five years old, and still holding units at the end.
const holding = new Set(
  (await db.query('select a.account_number as n from accounts a join transactions t on t.account_id = a.id where t.units is not null group by 1 having sum(t.units) > 1')).rows.map((r) => r.n),
);
const openFiveYears = accounts.filter((a) => !a.closed && a.signup <= fiveYearsBefore && holding.has(a.n));
await db.end();

// A fixed spread instead of a random draw, so two runs ask the same questions: request i takes
// account (i × a large prime) mod n, and a price date at a fraction of that account's life.
const spread = (i, n) => (i * 7_919 + 13) % n;
function businessDayInLife(account, i) {
  const first = priceDates.findIndex((d) => d >= account.signup);
  const last = account.closed ? priceDates.findLastIndex((d) => d <= account.closed) : priceDates.length - 1;
  if (first < 0 || last < first) return end;
  return priceDates[first + ((i * 104_729) % (last - first + 1))];
}
const holdingsPaths = accounts.slice(0, 5_000).map((_, i) => {
  const account = accounts[spread(i, accounts.length)];
  return `/api/v1/accounts/${account.n}/securities?date=${businessDayInLife(account, i)}`;
});
const detailPaths = accounts.map((_, i) => `/api/v1/accounts/${accounts[spread(i, accounts.length)].n}`);
const performancePaths = openFiveYears.map(
  (_, i) => `/api/v1/accounts/${openFiveYears[spread(i, openFiveYears.length)].n}/performance?period=CUSTOM&from=${fiveYearsBefore}&to=${end}`,
);

// ---- Server --------------------------------------------------------------------------------------

// Another server on the port would answer instead of ours (and with other users): refuse to start.
if (await fetch(`${base}/cache/status`).then(() => true, () => false)) throw new Error(`port ${port} is in use; set BENCH_PORT`);

const server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    NZ_PORT: String(port),
    AU_PORT: String(port + 1),
    PORTAL_DATA_DIR: dataDir,
    PORTAL_DEMO: 'false',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    SIGN_IN_RATE_PER_MINUTE: '100000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

const { waitForServer, signIn, measure } = httpLoad({ base, password, connections, seconds });
/** One request first, so a route that is not there (or refuses) says so plainly. */
async function probe(pathname, cookie) {
  const at = performance.now();
  const response = await fetch(`${base}${pathname}`, { headers: cookie ? { cookie } : {} });
  const text = await response.text();
  return { status: response.status, ms: performance.now() - at, body: text.slice(0, 160) };
}

try {
  await waitForServer();
  const staff = await signIn('bench.staff');
  const client = await signIn('bench.client');
  const endpoints = [
    ['`GET /api/v1/health` (select 1)', ['/api/v1/health'], null],
    ['`GET /api/v1/accounts` (bench.client)', ['/api/v1/accounts'], client],
    ['`GET /api/v1/accounts/{n}` (account detail)', detailPaths, staff],
    ['`GET /api/v1/accounts/{n}/securities?date=…`', holdingsPaths, staff],
    ['`GET /api/v1/accounts/{n}/performance?period=CUSTOM` (5 years)', performancePaths, staff],
    ['`GET /api/v1/health` (select 1, again)', ['/api/v1/health'], null],
  ];
  for (const [name, paths, cookie] of endpoints) {
    const p = await probe(paths[0], cookie);
    console.log(`probe ${name}: ${paths[0]} -> ${p.status} in ${p.ms.toFixed(0)} ms${p.status >= 300 ? ` ${p.body}` : ''}`);
  }
  await measure(detailPaths, staff, Math.min(5, seconds)); // warm-up round, not reported

  // One request at a time: what a request costs without queueing behind 49 others.
  const alone = [];
  for (const [, paths, cookie] of endpoints) {
    const samples = [];
    for (let i = 0; i < 40; i += 1) samples.push((await probe(paths[(i * 31) % paths.length], cookie)).ms);
    samples.sort((a, b) => a - b);
    alone.push(samples[20]);
  }

  const rows = [];
  for (const [i, [name, paths, cookie]] of endpoints.entries()) {
    const r = await measure(paths, cookie);
    rows.push({ alone: alone[i], name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, total: r.requests.total, non2xx: r.non2xx, errors: r.errors + r.timeouts, refused: r.refused });
  }
  const select1Runs = [rows[0], rows.at(-1)].filter((r) => r.total > 0);
  const select1 = {
    p99: select1Runs.reduce((sum, r) => sum + r.p99, 0) / select1Runs.length,
    rps: select1Runs.reduce((sum, r) => sum + r.rps, 0) / select1Runs.length,
  };

  console.log(
    `\n${new Date().toISOString().slice(0, 10)}: ${accounts.length.toLocaleString('en-NZ')} accounts, prices to ${end}; ${seconds} s per endpoint, ${connections} connections, ` +
      `ratios against the mean of the two select 1 runs (p99 ${select1.p99.toFixed(1)} ms, ${Math.round(select1.rps)} requests/s)`,
  );
  console.log('| endpoint | alone ms | requests/s | p50 ms | p99 ms | non-2xx | errors | p99 / p99(select 1) | rps / rps(select 1) |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.name} | ${r.alone.toFixed(1)} | ${Math.round(r.rps).toLocaleString('en-NZ')} | ${r.p50} | ${r.p99} | ${r.non2xx} of ${r.total} | ${r.errors} | ${(r.p99 / select1.p99).toFixed(1)} | ${(r.rps / select1.rps).toFixed(2)} |`,
    );
  }
  const detail = rows[2];
  const ratio = detail.p99 / select1.p99;
  const verdict =
    detail.total === 0 || select1Runs.length === 0
      ? 'NOT measured (no request completed within the run)'
      : detail.non2xx > 0 || detail.errors > 0
        ? 'NOT met (non-2xx answers or errors)'
        : ratio <= 5
          ? 'met'
          : 'NOT met';
  console.log(`\nbudget: account detail p99 <= 5 x select 1 p99 -> ${verdict} (${ratio.toFixed(1)} x; throughput ${(detail.rps / select1.rps).toFixed(2)} x)`);
  for (const r of rows) {
    if (r.non2xx > 0) console.log(`note: ${r.name} answered non-2xx ${r.non2xx} times of ${r.total}; the first: ${r.refused}`);
  }
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
