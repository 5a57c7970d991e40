#!/usr/bin/env node
// The CSV export of a million transactions (issue 11 'Speed and scale', DESIGN §9: exports stream,
// memory flat in the number of rows, >= 100,000 CSV rows/s; issue 11: memory growth <= 64 MB).
//
// 1. Makes, idempotently, a bench-only client, login (bench.export) and UT account 9100001 in the
//    bench database (bench/scale-data/generate.ts) with exactly 1,000,000 transactions, written by
//    one INSERT … SELECT over generate_series: contributions and every tenth a withdrawal, ~266 a
//    business day from 2011-11-21 to the last price day, units = value / that day's price.
// 2. Starts a real server process on that database with bench/heap-probe.mjs loaded (it writes the
//    process's memoryUsage() peaks every 100 ms), signs in as bench.export, exports one month to warm
//    up, then streams GET /api/v1/transactions.csv over the account's whole life BENCH_RUNS times (2),
//    counting rows and bytes as they arrive, and samples the server's RSS and heap throughout.
// 3. Checks that the CSV has the header and one row per transaction of the range (SQL count), and
//    prints rows/s and the growth of RSS and heap over the baseline taken just before each export.
// 4. Removes the account again (and vacuums `transactions`) so the scale data set stays as generated
//    for the other benches and the statement run; BENCH_KEEP_EXPORT_ACCOUNT=1 keeps it.
// Loopback only; bounded; stops the server when done.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { cpuSnapshot, cpuSpent, rssBytes, startServer } from './server-process.mjs';
import { httpLoad } from './http-load.mjs';

const port = Number(process.env.BENCH_PORT ?? 4480);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tasman_bench';
const password = process.env.BENCH_PASSWORD ?? 'Tasman2026Bench';
const runs = Number(process.env.BENCH_RUNS ?? 2);
const keep = process.env.BENCH_KEEP_EXPORT_ACCOUNT === '1';
/** An export still running after this many seconds is stopped and reported as incomplete (rows/s so far). */
const exportLimitSeconds = Number(process.env.BENCH_EXPORT_SECONDS ?? 300);
const ROWS = 1_000_000;
const MB = 1024 * 1024;

/** Fixed ids, so a second run finds what the first made. */
const EXPORT = {
  clientId: '6f1d3c52-9a57-4c1e-8d3b-1b0e5a9e0c01',
  userId: '6f1d3c52-9a57-4c1e-8d3b-1b0e5a9e0c02',
  accountId: '6f1d3c52-9a57-4c1e-8d3b-1b0e5a9e0c03',
  username: 'bench.export',
  accountNumber: '9100001',
};

// ---- The account: 1,000,000 transactions, made once ----------------------------------------------

const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const days = (await db.query("select to_char(min(price_date), 'YYYY-MM-DD') as first, to_char(max(price_date), 'YYYY-MM-DD') as last from unit_prices")).rows[0];
if (!days.first) throw new Error(`no scale data in ${databaseUrl}: run bench/scale-data/generate.ts first`);

async function ensureExportAccount() {
  await db.query('begin');
  try {
    await db.query(
      `insert into clients (id, client_key, channel, first_name, last_name, pir, email_address, postal_address)
       values ($1, 'bench.export', 'NZ', 'Bench', 'Export', 0.2800, 'bench.export@example.invalid',
               '{"addressLine1":"1 Bench Street","suburb":"Te Aro","city":"Wellington","postCode":"6011","countryCode":"NZ","country":"New Zealand"}')
       on conflict (client_key) do nothing`,
      [EXPORT.clientId],
    );
    await db.query(
      `insert into users (id, username, password_hash, channel, user_type, client_id)
       select $1, $2, staff.password_hash, 'NZ', 'Client', $3 from users staff where staff.username = 'bench.staff'
       on conflict (username) do nothing`,
      [EXPORT.userId, EXPORT.username, EXPORT.clientId],
    );
    await db.query(
      `insert into accounts (id, account_number, account_name, channel, product_type, account_type, signup_date, pir)
       values ($1, $2, 'Bench export account', 'NZ', 'UT', 'Individual', $3, 0.2800)
       on conflict (account_number) do nothing`,
      [EXPORT.accountId, EXPORT.accountNumber, days.first],
    );
    await db.query(
      `insert into account_holders (account_id, client_id, ownership_type, role, auth_to_act)
       values ($1, $2, 'OWNER', 'Owner', true) on conflict do nothing`,
      [EXPORT.accountId, EXPORT.clientId],
    );
    const have = Number((await db.query('select count(*) as n from transactions where account_id = $1', [EXPORT.accountId])).rows[0].n);
    if (have === ROWS) {
      await db.query('commit');
      return { made: false, seconds: 0 };
    }
    const started = performance.now();
    await db.query('delete from transactions where account_id = $1', [EXPORT.accountId]);
    // The UT fund priced on every day of the data set that UT accounts hold most.
    const fund = (
      await db.query(
        `select s.id, s.name from securities s
          where 'UT' = any(s.product_codes) and s.security_type = 'Fund' and not s.is_cash
            and (select count(*) from unit_prices p where p.security_id = s.id) = (select count(distinct price_date) from unit_prices)
          order by s.code limit 1`,
      )
    ).rows[0];
    if (!fund) throw new Error('no UT fund priced on every day');
    // Row g falls on business day floor(g × days / rows): about 266 a day, in trade-date order.
    await db.query(
      `with d as (
         select (row_number() over (order by price_date) - 1)::int as i, price_date, unit_price as price
           from unit_prices where security_id = $2
       ), n as (select count(*)::int as c from d),
       r as (
         select g, d.price_date, d.price,
                case when g % 10 = 9 then -(50 + (g % 7) * 10) else 100 + (g % 13) * 25 end::numeric(18, 2) as value
           from generate_series(0, $3::int - 1) g
           join d on d.i = (g::bigint * (select c from n) / $3::int)::int
       )
       insert into transactions (account_id, security_id, trade_date, booked_at, transaction_type, description, group_label,
                                 units, unit_price, value, tax, net_value, is_pending)
       select $1, $2, r.price_date, r.price_date + time '17:00' + (r.g % 266) * interval '1 second',
              case when r.value < 0 then 'Withdrawal' else 'Contribution' end,
              case when r.value < 0 then 'Regular withdrawal' else 'Regular contribution (direct debit)' end,
              case when r.value < 0 then 'Regular withdrawals' else 'Regular contributions' end,
              round(r.value / r.price, 4), r.price, r.value, 0, r.value, false
         from r`,
      [EXPORT.accountId, fund.id, ROWS],
    );
    // The insert queued the account for valuation (a trigger): the CSV needs none, and no worker of
    // another bench (or the statement run) should spend minutes valuing a million made-up rows.
    await db.query('delete from valuation_queue where account_id = $1', [EXPORT.accountId]);
    await db.query('commit');
    await db.query('analyze transactions');
    return { made: true, seconds: (performance.now() - started) / 1000, fund: fund.name };
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
}

async function removeExportAccount() {
  const started = performance.now();
  // Deleting a transaction checks cash_transactions.transaction_id (on delete set null), which has no
  // index: a million deletes would each scan 484,617 cash rows (it ran > 30 minutes before being
  // cancelled). No cash row points at this made-up account's rows, so its transactions go with the
  // foreign-key triggers off (session_replication_role = replica; postgres is superuser here), then
  // the account and the rest of it with the usual cascade.
  await db.query('begin');
  try {
    await db.query('set local session_replication_role = replica');
    const pointed = await db.query('select 1 from cash_transactions c join transactions t on t.id = c.transaction_id where t.account_id = $1 limit 1', [EXPORT.accountId]);
    if (pointed.rowCount > 0) throw new Error('a cash transaction points at the export account: not removing it with triggers off');
    await db.query('delete from transactions where account_id = $1', [EXPORT.accountId]);
    await db.query('commit');
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
  await db.query('delete from accounts where id = $1', [EXPORT.accountId]);
  // The rows' insert queued the account for valuation (a trigger); the queue has no foreign key.
  await db.query('delete from valuation_queue where account_id = $1', [EXPORT.accountId]);
  await db.query('vacuum analyze transactions');
  return (performance.now() - started) / 1000;
}

const made = await ensureExportAccount();
console.log(made.made ? `made account ${EXPORT.accountNumber}: ${ROWS.toLocaleString('en-NZ')} transactions of ${made.fund} in ${made.seconds.toFixed(1)} s` : `account ${EXPORT.accountNumber} already has ${ROWS.toLocaleString('en-NZ')} transactions`);

// The whole life of the account, up to yesterday in New Zealand (the retail maximum).
const nzToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date());
const yesterday = new Date(Date.parse(`${nzToday}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const periodStart = days.first;
const periodEnd = yesterday;
const expectedRows = Number(
  (await db.query('select count(*) as n from transactions where account_id = $1 and trade_date between $2 and $3', [EXPORT.accountId, periodStart, periodEnd])).rows[0].n,
);
const monthStart = `${days.last.slice(0, 8)}01`;
const csvPath = (from, to) => `/api/v1/transactions.csv?accountNumber=${EXPORT.accountNumber}&periodStart=${from}&periodEnd=${to}`;

// ---- Server and the exports ----------------------------------------------------------------------

const heapFile = path.join(os.tmpdir(), `tasman-bench-heap-${process.pid}.json`);
// A web-only instance (PORTAL_WORKERS=false): the account's new rows queue a valuation, and the
// export is measured alone, not beside the valuation worker working through a million rows.
const server = await startServer({ port, databaseUrl, heapFile, env: { PORTAL_WORKERS: 'false', WEB_PROCESSES: '1' } });
const { waitForServer, signIn } = httpLoad({ base: server.base, password, connections: 1, seconds: 1 });

/** The server's last written memory peaks (heap-probe.mjs), null while it has written none. */
function heapPeak() {
  try {
    return JSON.parse(readFileSync(heapFile, 'utf8'));
  } catch {
    return null; // not written yet, or caught in the middle of a write
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Memory of the server at rest: the median of 10 samples over a second. */
async function baseline() {
  const samples = [];
  for (let i = 0; i < 10; i += 1) {
    await sleep(100);
    const heap = heapPeak();
    samples.push({ rss: rssBytes(server.child.pid), heapUsed: heap?.heapUsed ?? null });
  }
  const mid = (key) => samples.map((s) => s[key]).filter((v) => v !== null).sort((a, b) => a - b)[5] ?? null;
  return { rss: mid('rss'), heapUsed: mid('heapUsed') };
}

/** Streams one export, counting rows as they arrive and sampling the server's memory every 100 ms. */
async function exportOnce(pathname, cookie) {
  const peak = { rss: 0, heapUsed: 0 };
  const sampler = setInterval(() => {
    const rss = rssBytes(server.child.pid);
    const heap = heapPeak();
    if (rss !== null) peak.rss = Math.max(peak.rss, rss);
    if (heap) {
      peak.rss = Math.max(peak.rss, heap.rss);
      peak.heapUsed = Math.max(peak.heapUsed, heap.heapUsed);
    }
  }, 100);
  const started = performance.now();
  const abort = new AbortController();
  const limit = setTimeout(() => abort.abort(), exportLimitSeconds * 1000);
  let lines = 0;
  let bytes = 0;
  let head = '';
  let tail = Buffer.alloc(0);
  let firstByte;
  try {
    const response = await fetch(`${server.base}${pathname}`, { headers: { cookie }, signal: abort.signal });
    firstByte = performance.now() - started;
    if (!response.ok) throw new Error(`${response.status} for ${pathname}: ${(await response.text()).slice(0, 300)}`);
    let complete = true;
    try {
      for await (const chunk of response.body) {
        bytes += chunk.length;
        if (head.length < 2_000) head += Buffer.from(chunk).toString('utf8');
        for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines += 1;
        tail = Buffer.concat([tail, chunk]).subarray(-600);
      }
    } catch (error) {
      if (!abort.signal.aborted) throw error;
      complete = false; // stopped at the time limit: the rows so far count, the last partial line not
    }
    const seconds = (performance.now() - started) / 1000;
    const text = tail.toString('utf8');
    if (complete && !text.endsWith('\n')) lines += 1; // a last line without a line break
    return { lines, bytes, seconds, firstByte, head, tail: text, complete, disposition: response.headers.get('content-disposition'), peak };
  } finally {
    clearTimeout(limit);
    clearInterval(sampler);
  }
}

try {
  await waitForServer();
  const cookie = await signIn(EXPORT.username);
  const monitor = new pg.Client({ connectionString: databaseUrl });
  await monitor.connect();

  const warm = await exportOnce(csvPath(monthStart, periodEnd), cookie);
  console.log(`warm-up: ${monthStart} to ${periodEnd}, ${warm.lines - 1} rows in ${warm.seconds.toFixed(2)} s; Content-Disposition ${warm.disposition}`);
  console.log(`first lines:\n${warm.head.split('\n').slice(0, 3).join('\n')}`);

  const results = [];
  for (let run = 1; run <= runs; run += 1) {
    const rest = await baseline();
    const cpuBefore = await cpuSnapshot(monitor, server.child.pid);
    const r = await exportOnce(csvPath(periodStart, periodEnd), cookie);
    const cpu = cpuSpent(cpuBefore, await cpuSnapshot(monitor, server.child.pid));
    const rows = r.lines - 1; // the header
    results.push({
      run, rows, complete: r.complete, bytes: r.bytes, seconds: r.seconds, firstByte: r.firstByte, rowsPerSecond: rows / r.seconds,
      rssBase: rest.rss, rssPeak: r.peak.rss, heapBase: rest.heapUsed, heapPeak: r.peak.heapUsed, cpu,
    });
    console.log(`run ${run}: ${r.complete ? 'complete' : `stopped after ${exportLimitSeconds} s (BENCH_EXPORT_SECONDS)`}; last line ${JSON.stringify(r.tail.trimEnd().split('\n').at(-1))}`);
    if (!r.complete) break; // a second run would be as slow
  }
  await monitor.end();

  console.log(
    `\n${new Date().toISOString().slice(0, 10)}: GET ${csvPath(periodStart, periodEnd)} as ${EXPORT.username}; ${expectedRows.toLocaleString('en-NZ')} transactions in the range; ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}`,
  );
  console.log('| run | rows | MB | seconds | first byte ms | rows/s | RSS at rest MB | RSS peak MB | RSS growth MB | heap at rest MB | heap peak MB | heap growth MB | server CPU s | PostgreSQL CPU s |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(
      `| ${r.run} | ${r.rows.toLocaleString('en-NZ')} | ${(r.bytes / MB).toFixed(1)} | ${r.seconds.toFixed(2)} | ${r.firstByte.toFixed(0)} | ${Math.round(r.rowsPerSecond).toLocaleString('en-NZ')} | ` +
        `${(r.rssBase / MB).toFixed(0)} | ${(r.rssPeak / MB).toFixed(0)} | ${((r.rssPeak - r.rssBase) / MB).toFixed(1)} | ` +
        `${r.heapBase === null ? '—' : (r.heapBase / MB).toFixed(0)} | ${(r.heapPeak / MB).toFixed(0)} | ${r.heapBase === null ? '—' : ((r.heapPeak - r.heapBase) / MB).toFixed(1)} | ` +
        `${(r.cpu.server / 1000).toFixed(1)} | ${(r.cpu.database / 1000).toFixed(1)} |`,
    );
  }
  console.log('');
  for (const r of results) {
    const complete = r.complete && r.rows === expectedRows;
    const growth = Math.max(r.rssPeak - r.rssBase, r.heapBase === null ? 0 : r.heapPeak - r.heapBase) / MB;
    console.log(
      `budget run ${r.run}: every row (${r.rows.toLocaleString('en-NZ')} of ${expectedRows.toLocaleString('en-NZ')}) -> ${complete ? 'yes' : 'NO'}; ` +
        `>= 100,000 rows/s -> ${r.rowsPerSecond >= 100_000 ? 'met' : 'NOT met'} (${Math.round(r.rowsPerSecond).toLocaleString('en-NZ')}); ` +
        `memory growth <= 64 MB -> ${growth <= 64 ? 'met' : 'NOT met'} (${growth.toFixed(1)} MB, the larger of RSS and heap growth)`,
    );
  }
} finally {
  await server.stop();
  if (!keep) console.log(`removed account ${EXPORT.accountNumber} and vacuumed transactions in ${(await removeExportAccount()).toFixed(1)} s`);
  await db.end();
}
