#!/usr/bin/env node
// Every account-scoped read on the scale data set (issue 15 'What must hold', DESIGN §9: p99 <= 5 x
// that of a `select 1` endpoint in the same run, 50 connections; throughput reported as a ratio).
// Starts a real server process on the bench database (bench/scale-data/generate.ts) as a web-only
// instance (PORTAL_WORKERS=false: the reads are measured, not the job engine's work beside them),
// signs in through the browser's path as bench.staff, bench.client and bench.adviser, and measures in
// one run, BENCH_SECONDS (10) each after a 2-second warm-up of every endpoint, with the server let
// drain before each (a select 1 alone under 50 ms):
//   GET /api/v1/health (select 1); the account list (bench.client); account detail; holdings at a
//   date; performance for ONE_YEAR, FIVE_YEARS, SINCE_INCEPTION and a CUSTOM 5-year range;
//   performance by fund for the same periods; the fund performance summary (PW accounts); top
//   holdings; the asset class summary; a transactions page; the reports page; account search by
//   number and by name as staff and as bench.adviser; the adviser's client book (page 1 by value);
//   notifications (bench.client); then GET /api/v1/health again.
// Accounts and dates are spread over the data set by a fixed stride, so two runs ask the same
// questions. 'alone ms' is the median of 40 requests sent one at a time; 'CPU ms' is the CPU time
// (Linux /proc) of the server and of the bench database's backends per request, under the load and
// alone. 'loop held' is the longest time the server's event loop was held by one stretch of
// synchronous work (bench/loop-probe.mjs, perf_hooks.monitorEventLoopDelay): alone, that is the
// longest piece of one request's on-CPU work (issue 15: no request may spend more than 20 ms of CPU
// on the event loop); under load, several requests' callbacks run back to back in one loop turn.
//
// A second table, 'growth': performance, performance by fund, holdings at a date and a transactions
// page over 1, 3, 5 and 10 years ending at the latest price day, for the 20-fund bench account
// 3161960 (bench.client's account with the most funds) and for a typical 2- or 3-fund account open for 10 years or more; alone ms and CPU per
// request of each, so one can see whether the cost grows with the days.
//
// The stored figures (the performance buttons, by fund, the fund performance and asset class
// summaries: docs/decisions.md 'Stored figures') are made first wherever they are not current, as a
// running portal's stored-figures job makes them after a revaluation and after each midnight:
// otherwise a run after bench/full-revaluation.ts or bench/price-correction.mjs (which revalue), or
// on a later day than the scale data was made, measures those reads computed, as they are only in
// the minutes before the job has caught up. It runs bench/stored-figures.ts and prints how many sets
// it made; BENCH_STALE_FIGURES=keep measures the figures as they are.
//
// BENCH_ONLY=<part of a name> measures only those endpoints (with the two select 1 runs; 'growth' for
// the growth table alone, 'none' for neither). BENCH_PROFILE=<dir> writes the server's CPU profile
// there and prints its top 15 self-time frames (bench/cpu-profile-top.mjs). Loopback only; bounded;
// read-only on the database (a read of a still-queued account revalues it on the spot, which is the
// server's own behaviour); stops the server when done.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { aloneRun, onlyThose, runEndpoints, select1Of, verdict } from './bench-kit.mjs';
import { formatTop, largestProfile, profileSummary } from './cpu-profile-top.mjs';
import { httpLoad } from './http-load.mjs';
import { BOOK_FIRST_PAGE, nameFragments, numberPrefixes, searchPaths, spread } from './search-terms.mjs';
import { startServer } from './server-process.mjs';

const port = Number(process.env.BENCH_PORT ?? 4500);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tasman_bench';
const password = process.env.BENCH_PASSWORD ?? 'Tasman2026Bench';
const profileDir = process.env.BENCH_PROFILE ? path.resolve(process.env.BENCH_PROFILE) : null;
const only = process.env.BENCH_ONLY;
const GROWTH_YEARS = [1, 3, 5, 10];
/** The event loop budget of issue 15: no request spends more than this much CPU on the loop at once. */
const LOOP_BUDGET_MS = 20;

// ---- What to ask for: every account, dates inside each account's life -----------------------------

const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const priceDates = (await db.query("select distinct to_char(price_date, 'YYYY-MM-DD') as d from unit_prices order by 1")).rows.map((r) => r.d);
// Per account: its life, how many transactions and funds, and whether it still holds units.
const accounts = (
  await db.query(
    `select a.account_number as n, a.account_name as name, a.product_type as product, a.adviser_id,
            to_char(a.signup_date, 'YYYY-MM-DD') as signup, to_char(a.closed_date, 'YYYY-MM-DD') as closed,
            coalesce(t.transactions, 0)::int as transactions, coalesce(t.funds, 0)::int as funds, coalesce(t.units, 0) > 1 as holding
       from accounts a
       left join (select account_id, count(*) as transactions, count(distinct security_id) as funds, sum(units) as units
                    from transactions group by account_id) t on t.account_id = a.id
      order by a.account_number`,
  )
).rows;
// bench.client's account with the most funds: the 20-fund bench account (3161960 in the full data set).
const bigAccount = (
  await db.query(
    `select a.account_number as n from users u join account_holders h on h.client_id = u.client_id join accounts a on a.id = h.account_id
      join transactions t on t.account_id = a.id where u.username = 'bench.client'
      group by a.account_number order by count(distinct t.security_id) desc, a.account_number limit 1`,
  )
).rows[0]?.n;
const adviser = (
  await db.query("select u.adviser_id as id from users u where u.username = 'bench.adviser' and u.user_type = 'Intermediary'")
).rows[0];
await db.end();
if (accounts.length === 0 || priceDates.length === 0) throw new Error(`no scale data in ${databaseUrl}: run bench/scale-data/generate.ts first`);
if (!adviser) throw new Error('bench.adviser is missing (bench/scale-data/generate.ts makes it; bench/adviser-api.mjs adds it to an older database)');
if (process.env.BENCH_STALE_FIGURES !== 'keep') {
  console.log('stored figures not current are made first, as the stored-figures job would (bench/stored-figures.ts):');
  const made = spawnSync('npx', ['tsx', path.join(import.meta.dirname, 'stored-figures.ts')], {
    cwd: path.join(import.meta.dirname, '..'),
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl },
    stdio: 'inherit',
  });
  if (made.status !== 0) throw new Error(`bench/stored-figures.ts failed (${made.status ?? made.signal})`);
}

const end = priceDates.at(-1);
const addDays = (iso, n) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
/** The same day `years` earlier (29 February to 28 February). */
const yearsBefore = (iso, years) => {
  const y = Number(iso.slice(0, 4)) - years;
  const md = iso.slice(5) === '02-29' ? '02-28' : iso.slice(5);
  return `${y}-${md}`;
};
const maxOf = (a, b) => (a > b ? a : b);
// Days in New Zealand (the scale data is all NZ): reports run to tomorrow.
const nzToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date());
const tomorrow = addDays(nzToday, 1);

const open = accounts.filter((a) => !a.closed && a.holding);
const openFor = (years) => open.filter((a) => a.signup <= yearsBefore(end, years));
const advised = accounts.filter((a) => a.adviser_id === adviser.id);
/** `count` paths, path i made from the account (i × a large prime) mod n of `list`. */
const over = (list, make, count = Math.min(list.length, 5_000)) => {
  if (list.length === 0) throw new Error('no account fits this endpoint in the scale data');
  return Array.from({ length: count }, (_, i) => make(list[spread(i, list.length)], i));
};
function businessDayInLife(account, i) {
  const first = priceDates.findIndex((d) => d >= account.signup);
  const last = account.closed ? priceDates.findLastIndex((d) => d <= account.closed) : priceDates.length - 1;
  if (first < 0 || last < first) return end;
  return priceDates[first + ((i * 104_729) % (last - first + 1))];
}

const fiveYearsBefore = yearsBefore(end, 5);
const periods = [
  ['ONE_YEAR', openFor(1), 'period=ONE_YEAR'],
  ['FIVE_YEARS', openFor(5), 'period=FIVE_YEARS'],
  ['SINCE_INCEPTION', open, 'period=SINCE_INCEPTION'],
  ['CUSTOM 5 years', openFor(5), `period=CUSTOM&from=${addDays(fiveYearsBefore, 1)}&to=${end}`],
];
const retail = open.filter((a) => a.product === 'KS' || a.product === 'UT');
const transactionsPath = (a, from, to = end, pageNo = 1) => `/api/v1/transactions?accountNumber=${a.n}&periodStart=${from}&periodEnd=${to}&pageNo=${pageNo}`;
const addMonths = (iso, n) => {
  const [y, m, d] = iso.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 + n, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last))).toISOString().slice(0, 10);
};
/** The reports screen's default: from the first of the month 13 months back (not before signup) to tomorrow. */
const reportsPath = (a) => `/api/v1/reports?accountNumber=${a.n}&periodStart=${maxOf(addMonths(`${nzToday.slice(0, 8)}01`, -13), a.signup)}&periodEnd=${tomorrow}&pageNo=1`;

// ---- Server ----------------------------------------------------------------------------------------

const loopFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'tasman-loop-')), 'loop.jsonl');
const spawnedAt = Date.now();
const server = await startServer({ port, databaseUrl, loopFile, cpuProfileDir: profileDir, env: { PORTAL_WORKERS: 'false' } });
const { waitForServer, signIn, measure } = httpLoad({ base: server.base, password, connections, seconds });
const context = { base: server.base, databaseUrl, serverPid: server.child.pid, loopFile, measure };

let signedInAfterMs;
const fmt = (v, digits = 1) => (v === null || v === undefined || Number.isNaN(v) ? '—' : v.toFixed(digits));
const loopOf = (loop) => (loop ? fmt(loop.max, 0) : '—');
/** What else the window of the longest stretch held: its process and its longest garbage collection (bench-kit.mjs loopDelay). */
const windowOf = (loop) => {
  if (loop.gcAtMax === null) return '';
  const gc = loop.gcAtMax > 0 ? `a garbage collection of ${fmt(loop.gcAtMax)} ms` : 'no garbage collection';
  return `; its 100 ms window, in process ${loop.pidAtMax}, held ${gc}`;
};

try {
  await waitForServer();
  await server.ready;
  const staff = await signIn('bench.staff');
  const client = await signIn('bench.client');
  const adviserCookie = await signIn('bench.adviser');
  // The profile's summary leaves out the start-up (module loading, tsx's compiling) before this.
  signedInAfterMs = Date.now() - spawnedAt;
  // With the cookies a browser sends to every call of the portal (issue 15, eleventh pass): without
  // its CSRF cookie each select 1 request had the server mint one (24 random bytes and a Set-Cookie),
  // ~15 µs of the 0.16 ms it costs, which made the denominator of every ratio dearer than a browser's.
  const health = (name) => ({ name, paths: ['/api/v1/health'], cookie: staff, budgeted: false });
  const read = (name, paths, cookie = staff) => ({ name, paths, cookie, budgeted: true });
  const allEndpoints = [
    health('`GET /api/v1/health` (select 1)'),
    read('account list (bench.client)', ['/api/v1/accounts'], client),
    read('account detail', over(accounts, (a) => `/api/v1/accounts/${a.n}`, accounts.length)),
    read('holdings at a date', over(accounts, (a, i) => `/api/v1/accounts/${a.n}/securities?date=${businessDayInLife(a, i)}`)),
    ...periods.map(([label, list, query]) => read(`performance ${label}`, over(list, (a) => `/api/v1/accounts/${a.n}/performance?${query}`))),
    ...periods.map(([label, list, query]) => read(`performance by fund ${label}`, over(list, (a) => `/api/v1/accounts/${a.n}/performance/by-fund?${query}`))),
    read('fund performance summary (PW)', over(open.filter((a) => a.product === 'PW'), (a) => `/api/v1/accounts/${a.n}/fund-performance-summary`)),
    read('top holdings', over(open, (a) => `/api/v1/accounts/${a.n}/top-holdings`)),
    read('asset class summary', over(open, (a) => `/api/v1/Account/AssetClassSummary/${a.n}`)),
    read('transactions page (a year, page 1)', over(retail, (a) => transactionsPath(a, maxOf(addDays(yearsBefore(end, 1), 1), a.signup)))),
    read('reports page (13 months)', over(retail, (a) => reportsPath(a))),
    read('account search by number, staff', searchPaths('number', numberPrefixes(accounts))),
    read('account search by name, staff', searchPaths('name', nameFragments(accounts))),
    read('account search by number, adviser', searchPaths('number', numberPrefixes(advised)), adviserCookie),
    read('account search by name, adviser', searchPaths('name', nameFragments(advised)), adviserCookie),
    read('client book, adviser, page 1 by value', [BOOK_FIRST_PAGE], adviserCookie),
    read('notifications (bench.client)', ['/api/v1/notifications'], client),
    health('`GET /api/v1/health` (select 1, again)'),
  ];
  const growthOnly = only === 'growth';
  const endpoints = growthOnly || only === 'none' ? [] : onlyThose(allEndpoints);

  if (endpoints.length > 0) {
    const rows = await runEndpoints(context, endpoints, { seconds });
    const select1 = select1Of(rows.filter((r) => r.name.includes('select 1')));
    console.log(
      `\n${new Date().toISOString().slice(0, 10)}: ${accounts.length.toLocaleString('en-NZ')} accounts, prices to ${end}; ${seconds} s per endpoint, ${connections} connections, ` +
        `ratios against the mean of the select 1 runs (p99 ${fmt(select1.p99)} ms, ${Math.round(select1.rps)} requests/s)`,
    );
    console.log(
      '| endpoint | alone ms | alone server CPU ms | requests/s | p50 ms | p99 ms | non-2xx | server CPU ms | PostgreSQL CPU ms | loop held ms: alone max / load max / load p99 | p99 / p99(select 1) | rps / rps(select 1) | budget met? |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
    for (const r of rows) {
      const ratio = r.p99 / select1.p99;
      console.log(
        `| ${r.name} | ${fmt(r.alone.ms)} | ${fmt(r.alone.serverCpu, 2)} | ${Math.round(r.rps).toLocaleString('en-NZ')} | ${r.p50} | ${r.p99} | ${r.non2xx + r.errors} of ${r.total} | ` +
          `${fmt(r.serverCpu, 2)} | ${fmt(r.databaseCpu, 2)} | ${loopOf(r.alone.loop)} / ${loopOf(r.loop)} / ${r.loop ? fmt(r.loop.p99, 0) : '—'} | ${r.budgeted ? `**${fmt(ratio)}**` : fmt(ratio)} | ${fmt(r.rps / select1.rps, 2)} | ` +
          `${r.budgeted ? (verdict(r, select1) === 'met' ? 'yes' : `**no** (${verdict(r, select1)})`) : '—'} |`,
      );
    }
    const budgeted = rows.filter((r) => r.budgeted);
    const missed = budgeted.filter((r) => verdict(r, select1) !== 'met');
    console.log(`\nbudget p99 <= 5 x select 1: ${budgeted.length - missed.length} of ${budgeted.length} met${missed.length > 0 ? `; not met: ${missed.map((r) => r.name).join(', ')}` : ''}`);
    const held = rows.filter((r) => r.alone.loop).sort((a, b) => b.alone.loop.max - a.alone.loop.max)[0];
    if (held) {
      console.log(
        `event loop: the longest stretch held by one request alone ${fmt(held.alone.loop.max, 0)} ms (${held.name}; budget ${LOOP_BUDGET_MS} ms -> ${held.alone.loop.max <= LOOP_BUDGET_MS ? 'met' : 'NOT met'}` +
          `${windowOf(held.alone.loop)}); ` +
          `under load the longest loop turn was ${fmt(Math.max(...rows.filter((r) => r.loop).map((r) => r.loop.max)), 0)} ms and the highest p99 of a 100 ms window ` +
          `${fmt(Math.max(...rows.filter((r) => r.loop).map((r) => r.loop.p99)), 0)} ms (several requests' callbacks, not one request)`,
      );
    }
    for (const r of rows) {
      if (r.non2xx > 0) console.log(`note: ${r.name} answered non-2xx ${r.non2xx} times of ${r.total}; the first: ${r.refused}`);
      if (r.alone.non2xx > 0) console.log(`note: ${r.name} alone answered non-2xx ${r.alone.non2xx} of 40; the first: ${r.alone.firstRefused.status} ${r.alone.firstRefused.body}`);
    }
  }

  // ---- Growth: the same reads over 1, 3, 5 and 10 years ---------------------------------------------
  if (!only || growthOnly) {
    const big = accounts.find((a) => a.n === bigAccount);
    // Typical: a retail account open 10 years or more with 2 or 3 funds, the median by transactions.
    const typicalOnes = retail.filter((a) => a.signup <= addDays(yearsBefore(end, 10), 1) && a.funds >= 2 && a.funds <= 3).sort((a, b) => a.transactions - b.transactions || a.n.localeCompare(b.n));
    const typical = typicalOnes[Math.floor(typicalOnes.length / 2)];
    const subjects = [
      big ? { label: `20-fund ${big.n} (${big.product}, ${big.funds} funds, ${big.transactions.toLocaleString('en-NZ')} transactions, since ${big.signup})`, account: big, cookie: client } : null,
      typical
        ? { label: `typical ${typical.n} (${typical.product}, ${typical.funds} funds, ${typical.transactions.toLocaleString('en-NZ')} transactions, since ${typical.signup})`, account: typical, cookie: staff }
        : null,
    ].filter(Boolean);
    if (!big) console.log('note: bench.client has no account with transactions in this database');
    if (!typical) console.log('note: no retail account with 2 or 3 funds open for 10 years');
    const monitor = new pg.Client({ connectionString: databaseUrl });
    await monitor.connect();
    const growthRows = [];
    try {
      for (const { label, account: a, cookie } of subjects) {
        for (const years of GROWTH_YEARS) {
          const from = maxOf(addDays(yearsBefore(end, years), 1), a.signup);
          const reads = [
            ['performance', `/api/v1/accounts/${a.n}/performance?period=CUSTOM&from=${from}&to=${end}`],
            ['performance by fund', `/api/v1/accounts/${a.n}/performance/by-fund?period=CUSTOM&from=${from}&to=${end}`],
            ['holdings at the start date', `/api/v1/accounts/${a.n}/securities?date=${from}`],
            ['transactions page 1', transactionsPath(a, from)],
          ];
          for (const [what, pathname] of reads) {
            await aloneRun({ ...context, monitor }, { paths: [pathname], cookie }, 5); // warm-up
            const r = await aloneRun({ ...context, monitor }, { paths: [pathname], cookie });
            growthRows.push({ label, years, what, from, ...r });
          }
        }
      }
    } finally {
      await monitor.end();
    }
    console.log(`\ngrowth: each read over 1, 3, 5 and 10 years to ${end} (from the later of that day and signup), 40 requests alone each`);
    console.log('| account | read | years | from | alone ms | server CPU ms | PostgreSQL CPU ms | loop held ms | non-2xx |');
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const r of growthRows) {
      console.log(`| ${r.label} | ${r.what} | ${r.years} | ${r.from} | ${fmt(r.ms)} | ${fmt(r.serverCpu, 2)} | ${fmt(r.databaseCpu, 2)} | ${loopOf(r.loop)} | ${r.non2xx} of 40 |`);
    }
    for (const r of growthRows.filter((x) => x.non2xx > 0)) console.log(`note: ${r.label} ${r.what} ${r.years} y answered ${r.firstRefused.status}: ${r.firstRefused.body}`);
  }
} finally {
  await server.stop();
  rmSync(path.dirname(loopFile), { recursive: true, force: true });
}

if (profileDir) {
  // On PostgreSQL the server is a supervisor and one process per core (apps/server/src/web-processes.ts),
  // each with its profile: the largest is of the busiest of them, which the next lines summarise.
  const newest = largestProfile(profileDir);
  if (newest) {
    console.log(`\nCPU profile of the server's busiest process (${newest}) from the sign-in on (${((signedInAfterMs ?? 0) / 1000).toFixed(1)} s after start), top 15 self-time frames:`);
    console.log(formatTop(profileSummary(JSON.parse(readFileSync(newest, 'utf8')), { fromMs: signedInAfterMs ?? 0 }), 15));
  } else {
    console.log(`\nno CPU profile was written in ${profileDir}`);
  }
}
