#!/usr/bin/env node
// The account calls on the scale data set (DESIGN §9: account detail p99 <= 5 x that of a
// `select 1` endpoint in the same run; throughput reported as a ratio to it). Starts a real server
// process on the bench database (made by bench/scale-data/generate.ts), signs in as bench.staff
// and bench.client, and measures in one run, BENCH_SECONDS each with 50 connections:
//   GET /api/v1/health (select 1), GET /api/v1/accounts, GET /api/v1/accounts/{n},
//   GET /api/v1/accounts/{n}/securities?date=…, GET /api/v1/accounts/{n}/performance?period=CUSTOM…,
// then GET /api/v1/health again. Account numbers and dates are spread over the whole data set.
// 'alone ms' is the median of 40 requests sent one at a time (no queueing), before the load runs;
// every endpoint is warmed up for 2 s first and the server let drain before each (bench-kit.mjs).
// bench/account-reads.mjs measures these and every other account-scoped read (issue 15); this
// script stays for the account detail budget's history in bench/README.md.
// Loopback only; bounded; stops the server when done.
import pg from 'pg';
import { runEndpoints, select1Of } from './bench-kit.mjs';
import { httpLoad, printLoadReport } from './http-load.mjs';
import { spread } from './search-terms.mjs';
import { startServer } from './server-process.mjs';

const port = Number(process.env.BENCH_PORT ?? 4460);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tasman_bench';
const password = process.env.BENCH_PASSWORD ?? 'Tasman2026Bench';

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

const server = await startServer({ port, databaseUrl });
const { waitForServer, signIn, measure } = httpLoad({ base: server.base, password, connections, seconds });

try {
  await waitForServer();
  await server.ready;
  const staff = await signIn('bench.staff');
  const client = await signIn('bench.client');
  const endpoint = (name, paths, cookie, budgeted = false) => ({ name, paths, cookie, budgeted });
  const endpoints = [
    endpoint('`GET /api/v1/health` (select 1)', ['/api/v1/health'], staff), // a browser's cookies (account-reads.mjs says why)
    endpoint('`GET /api/v1/accounts` (bench.client)', ['/api/v1/accounts'], client),
    endpoint('`GET /api/v1/accounts/{n}` (account detail)', detailPaths, staff, true),
    endpoint('`GET /api/v1/accounts/{n}/securities?date=…`', holdingsPaths, staff),
    endpoint('`GET /api/v1/accounts/{n}/performance?period=CUSTOM` (5 years)', performancePaths, staff),
    endpoint('`GET /api/v1/health` (select 1, again)', ['/api/v1/health'], staff),
  ];
  const measured = await runEndpoints({ base: server.base, databaseUrl, serverPid: server.child.pid, measure }, endpoints, { seconds });
  const rows = measured.map((r) => ({ ...r, ms: r.alone.ms, matches: r.alone.matches }));
  const select1Runs = rows.filter((r) => r.name.includes('select 1') && r.total > 0);
  const select1 = select1Of(select1Runs);
  console.log(
    `\n${new Date().toISOString().slice(0, 10)}: ${accounts.length.toLocaleString('en-NZ')} accounts, prices to ${end}; ${seconds} s per endpoint, ${connections} connections, ` +
      `ratios against the mean of the two select 1 runs (p99 ${select1.p99.toFixed(1)} ms, ${Math.round(select1.rps)} requests/s)`,
  );
  printLoadReport(rows, select1, select1Runs);
} finally {
  await server.stop();
}
