#!/usr/bin/env node
// Transaction history and reports of the largest account on the scale data set (issue 11 'Speed and
// scale', DESIGN §9: every account-scoped read, the transaction history page and the reports page
// among them, p99 <= 5 x that of a `select 1` endpoint in the same run; throughput as a ratio to it).
//
// The largest account is the retail one (KS, UT, UT-AUS: the product types GET /api/v1/transactions
// serves with server paging) with the most transactions, found by SQL; the bench-only export account
// of export-csv.mjs is left out. Starts a real server process on the bench database
// (bench/scale-data/generate.ts), signs in as bench.staff (who may see every account of the portal),
// and measures in one run, BENCH_SECONDS each with 50 connections after a warm-up of every endpoint:
//   GET /api/v1/health (select 1);
//   GET /api/v1/transactions of that account, pages of 10 as the screen asks, over a mix of ranges:
//     the screen's default (3 months to yesterday) pages 1-3, a year ending at a month end pages 1-5,
//     the account's whole life at any page (the deepest offsets), and a year filtered by one of the
//     account's securities;
//   GET /api/v1/reports of that account (its statements recorded first by bench/record-statements.ts,
//     as the scale data set has none): the screen's default (13 months back to tomorrow), its whole
//     life, and two-year windows, at the pages they have;
// then GET /api/v1/health again. Paths are made by a fixed stride, so two runs ask the same questions,
// and every page asked for exists (counted from the account's own rows). 'alone ms' is the median of
// 40 requests sent one at a time; 'CPU ms' is the server's and the database backends' CPU time per
// request during the load (Linux /proc), which hardly depends on what else the two cores are doing.
// Loopback only; bounded; stops the server when done. BENCH_ONLY=<part of a name> measures only those
// endpoints (with the two select 1 runs).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { httpLoad, printLoadReport } from './http-load.mjs';
import { cpuSnapshot, cpuSpent, median, startServer } from './server-process.mjs';

const port = Number(process.env.BENCH_PORT ?? 4490);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tasman_bench';
const password = process.env.BENCH_PASSWORD ?? 'Tasman2026Bench';
/** The bench-only account of export-csv.mjs (a million made-up rows): not part of the scale data set. */
const EXPORT_ACCOUNT = '9100001';
const TRANSACTIONS_PAGE_SIZE = 10;
const PATHS = 2_000;

// ---- The largest account and what to ask of it ---------------------------------------------------

const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const largest = (
  await db.query(
    `select a.id, a.account_number as n, a.product_type, to_char(a.signup_date, 'YYYY-MM-DD') as signup,
            to_char(a.closed_date, 'YYYY-MM-DD') as closed, count(*)::int as transactions
       from transactions t join accounts a on a.id = t.account_id
      where a.product_type in ('KS', 'UT', 'UT-AUS') and a.account_number <> $1
      group by a.id order by count(*) desc, a.account_number limit 1`,
    [EXPORT_ACCOUNT],
  )
).rows[0];
if (!largest) throw new Error(`no scale data in ${databaseUrl}: run bench/scale-data/generate.ts first`);
const ledger = (
  await db.query(
    `select to_char(t.trade_date, 'YYYY-MM-DD') as d, s.ms_security_id as security
       from transactions t join securities s on s.id = t.security_id where t.account_id = $1 order by t.trade_date`,
    [largest.id],
  )
).rows;
// The scale data set records no statements: record the ones the account has by today, by the
// domain's schedule (bench/record-statements.ts, idempotent), so its reports page lists them.
const nzTodayForSchedule = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date());
const root = path.resolve(import.meta.dirname, '..');
process.stdout.write(
  execFileSync(path.join(root, 'node_modules/.bin/tsx'), ['bench/record-statements.ts', nzTodayForSchedule, largest.n], {
    cwd: root,
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  }),
);
const reportDates = (await db.query("select to_char(report_date, 'YYYY-MM-DD') as d from reports where account_id = $1 order by 1", [largest.id])).rows.map((r) => r.d);
await db.end();

// Days in New Zealand (the scale data is all NZ): retail history ends yesterday, reports tomorrow.
const nzToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date());
const addDays = (iso, n) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const addMonths = (iso, n) => {
  const [y, m, d] = iso.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 + n, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last))).toISOString().slice(0, 10);
};
const monthEnd = (iso) => addDays(`${addMonths(`${iso.slice(0, 8)}01`, 1)}`, -1);
const yesterday = addDays(nzToday, -1);
const tomorrow = addDays(nzToday, 1);
const maxOf = (a, b) => (a > b ? a : b);

// A fixed spread instead of a random draw: path i takes choice (i × a large prime) mod n.
const spread = (i, n) => (i * 7_919 + 13) % n;
const rowsIn = (from, to, security) => ledger.filter((t) => t.d >= from && t.d <= to && (!security || t.security === security)).length;
const pagesOf = (rows, size) => Math.max(1, Math.ceil(rows / size));
const securities = [...new Set(ledger.map((t) => t.security))];
/** Month ends from a year after signup to last month: the ends of the one-year ranges. */
const monthEnds = [];
for (let end = monthEnd(addMonths(largest.signup, 12)); end < yesterday; end = monthEnd(addMonths(end, 1))) monthEnds.push(end);
if (monthEnds.length === 0) monthEnds.push(yesterday);

function transactionPath(i) {
  const kind = i % 10;
  let from;
  let to;
  let security = null;
  let maxPages;
  if (kind <= 3) {
    // The screen's default: 3 months back to yesterday, first pages.
    from = maxOf(addMonths(yesterday, -3), largest.signup);
    to = yesterday;
    maxPages = 3;
  } else if (kind <= 6) {
    to = monthEnds[spread(i, monthEnds.length)];
    from = maxOf(addDays(addMonths(to, -12), 1), largest.signup);
    maxPages = 5;
  } else if (kind <= 8) {
    from = largest.signup;
    to = yesterday;
    maxPages = Infinity;
  } else {
    to = monthEnds[spread(i, monthEnds.length)];
    from = maxOf(addDays(addMonths(to, -12), 1), largest.signup);
    security = securities[spread(i, securities.length)];
    maxPages = 2;
  }
  const pages = Math.min(maxPages, pagesOf(rowsIn(from, to, security), TRANSACTIONS_PAGE_SIZE));
  const pageNo = 1 + spread(i, pages);
  return `/api/v1/transactions?accountNumber=${largest.n}&periodStart=${from}&periodEnd=${to}&pageNo=${pageNo}&pageSize=${TRANSACTIONS_PAGE_SIZE}${security ? `&securityId=${encodeURIComponent(security)}` : ''}`;
}

/** The reports page size, read from the first answer (the server's choice). */
let reportsPageSize = 10;
function reportPath(i) {
  const signupMonth = `${largest.signup.slice(0, 8)}01`;
  const kind = i % 4;
  let from;
  let to = tomorrow;
  if (kind <= 1) {
    from = maxOf(addMonths(`${nzToday.slice(0, 8)}01`, -13), largest.signup);
  } else if (kind === 2) {
    from = signupMonth;
  } else {
    to = monthEnds[spread(i, monthEnds.length)];
    from = maxOf(`${addMonths(to, -23).slice(0, 8)}01`, signupMonth);
  }
  const rows = reportDates.filter((d) => d >= from && d <= to).length;
  const pageNo = 1 + spread(i, pagesOf(rows, reportsPageSize));
  return `/api/v1/reports?accountNumber=${largest.n}&periodStart=${from}&periodEnd=${to}&pageNo=${pageNo}`;
}

// ---- Server and the load -------------------------------------------------------------------------

// A web-only instance (PORTAL_WORKERS=false): reads are measured, not the job engine's work beside them.
const server = await startServer({ port, databaseUrl, env: { PORTAL_WORKERS: 'false' } });
const { waitForServer, signIn, measure } = httpLoad({ base: server.base, password, connections, seconds });

/** One request, alone; `matches` is the page's totalRecords. */
async function probe(pathname, cookie) {
  const at = performance.now();
  const response = await fetch(`${server.base}${pathname}`, { headers: cookie ? { cookie } : {} });
  const text = await response.text();
  const ms = performance.now() - at;
  let body = null;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, ms, matches: body?.totalRecords ?? null, pageSize: body?.pageSize ?? null, body: text.slice(0, 200) };
}

/** Waits until a select 1 alone answers in under 50 ms again (at most 30 s): the last run's requests may still hold the database. */
async function drained() {
  for (let i = 0; i < 60; i += 1) {
    if ((await probe('/api/v1/health', null)).ms < 50) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

try {
  await waitForServer();
  await server.ready;
  const staff = await signIn('bench.staff');
  const first = await probe(`/api/v1/reports?accountNumber=${largest.n}&periodStart=${largest.signup.slice(0, 8)}01&periodEnd=${tomorrow}&pageNo=1`, staff);
  if (first.status === 200 && first.pageSize) reportsPageSize = first.pageSize;
  const transactionPaths = Array.from({ length: PATHS }, (_, i) => transactionPath(i));
  const reportPaths = Array.from({ length: PATHS }, (_, i) => reportPath(i));
  const byKind = (kinds) => transactionPaths.filter((_, i) => kinds.includes(i % 10));

  // [name, paths, cookie, budgeted]
  const allEndpoints = [
    ['`GET /api/v1/health` (select 1)', ['/api/v1/health'], null, false],
    ['transaction history, the mix below', transactionPaths, staff, true],
    ['transaction history, default 3 months, pages 1-3', byKind([0, 1, 2, 3]), staff, true],
    ['transaction history, a year to a month end, pages 1-5', byKind([4, 5, 6]), staff, true],
    ['transaction history, whole life, any page', byKind([7, 8]), staff, true],
    ['transaction history, a year, one security', byKind([9]), staff, true],
    ['reports page, the mix (13 months, whole life, 2-year windows)', reportPaths, staff, true],
    ['`GET /api/v1/health` (select 1, again)', ['/api/v1/health'], null, false],
  ];
  const only = process.env.BENCH_ONLY;
  const endpoints = only ? allEndpoints.filter(([name]) => name.includes('select 1') || name.includes(only)) : allEndpoints;
  const lastSelect1 = endpoints.findIndex(([name]) => name.includes('select 1, again'));
  for (const [name, paths, cookie] of endpoints) {
    const p = await probe(paths[0], cookie);
    console.log(`probe ${name}: ${paths[0]} -> ${p.status} in ${p.ms.toFixed(0)} ms${p.matches !== null ? `, totalRecords ${p.matches}` : ''}${p.status >= 300 ? ` ${p.body}` : ''}`);
  }
  // Warm-up, not reported: every endpoint a little (JIT, PostgreSQL's caches and plans).
  for (const [, paths, cookie] of endpoints.slice(1, lastSelect1)) await measure(paths, cookie, Math.min(3, seconds));
  await drained();

  // One request at a time: what a request costs without queueing behind 49 others.
  const alone = [];
  for (const [, paths, cookie] of endpoints) {
    const samples = [];
    for (let i = 0; i < 40; i += 1) samples.push(await probe(paths[(i * 31) % paths.length], cookie));
    alone.push({ ms: median(samples.map((s) => s.ms)), matches: median(samples.map((s) => s.matches)) });
  }

  const monitor = new pg.Client({ connectionString: databaseUrl });
  await monitor.connect();
  const rows = [];
  for (const [i, [name, paths, cookie, budgeted]] of endpoints.entries()) {
    const before = await cpuSnapshot(monitor, server.child.pid);
    const r = await measure(paths, cookie);
    const cpu = cpuSpent(before, await cpuSnapshot(monitor, server.child.pid));
    await drained();
    const perRequest = (ms) => (r.requests.total > 0 ? ms / r.requests.total : 0);
    rows.push({
      ...alone[i], name, budgeted, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, total: r.requests.total, non2xx: r.non2xx,
      errors: r.errors + r.timeouts, refused: r.refused, serverCpu: perRequest(cpu.server), databaseCpu: perRequest(cpu.database),
    });
  }
  await monitor.end();
  const select1Runs = [rows[0], rows[lastSelect1]].filter((r) => r.total > 0);
  const select1 = {
    p99: select1Runs.reduce((sum, r) => sum + r.p99, 0) / select1Runs.length,
    rps: select1Runs.reduce((sum, r) => sum + r.rps, 0) / select1Runs.length,
  };

  console.log(
    `\n${new Date().toISOString().slice(0, 10)}: the largest retail account is ${largest.n} (${largest.product_type}, since ${largest.signup}${largest.closed ? `, closed ${largest.closed}` : ''}, ` +
      `${largest.transactions.toLocaleString('en-NZ')} transactions in ${securities.length} securities, ${reportDates.length} reports, reports page size ${reportsPageSize}); ` +
      `${seconds} s per endpoint, ${connections} connections, ratios against the mean of the two select 1 runs (p99 ${select1.p99.toFixed(1)} ms, ${Math.round(select1.rps)} requests/s)`,
  );
  printLoadReport(rows, select1, select1Runs);
} finally {
  await server.stop();
}
