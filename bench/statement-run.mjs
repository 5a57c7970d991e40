#!/usr/bin/env node
// The quarterly statement run over the scale data set, killed halfway and restarted (issue 11 'Speed
// and scale': all 25,776 scale accounts in <= 15 minutes on this 2-core machine, no statement lost or
// doubled; DESIGN §9: batch work uses both cores and survives being killed halfway).
//
// 1. Fresh start (BENCH_FRESH=0 skips it): removes the statements dated in the quarter from an earlier
//    bench run and empties the bench's storage folder (notifications are counted from the bench's
//    start, so earlier ones need no removing). Then records, for every account (BENCH_LIMIT: the first
//    N), the statements the domain's schedule dates in the quarter (bench/record-statements.ts
//    --quarter). Why not a 'scheduled' run: the scale data set has no statement history, and a
//    scheduled account job records and issues the account's whole history by the date (~10-20
//    statements an account, hours of rendering); recording the quarter's rows and running the CLI with
//    --kind recorded is the quarter-end run of a portal whose history is already issued.
// 2. Runs the statement run's CLI (apps/server/src/cli/statement-run.ts --as-at <quarter end> --kind
//    recorded --processes 2 --concurrency 2, helper "jobs"; BENCH_CLI_ARGS replaces the last four)
//    under `nice -n 10`, as its own process group, with the local storage driver in
//    BENCH_DATA_DIR (default /tmp/tasman-bench-statements). It polls the reports table every 2 s and,
//    once BENCH_KILL_AT (0.5) of the statements are issued, SIGKILLs the whole group: the CLI and every
//    worker under it, no chance to tidy up.
// 3. Runs the CLI again, to the end.
// 4. Counts and checksums: exactly one reports row per (account, type, period, version) among those
//    of the period; every row of the period issued (issued_at and sha256 set); every issued row's
//    stored file exists and its bytes hash to the row's sha256 and start with %PDF; no stored file
//    without a row; each account holder told once per statement (notifications); the accounts that
//    should have a statement for the quarter (open for some of it) all have one.
// Prints elapsed times (first run to the kill, the restart, total) and the counts.
// BENCH_AS_AT (default: the last quarter end before today); BENCH_LIMIT=N records the first N accounts'
// statements only (to try the script on a subset; the 15-minute budget is then not judged).
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { cpuMs, processTree } from './server-process.mjs';

const root = path.resolve(import.meta.dirname, '..');
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tasman_bench';
const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'tasman-bench-statements'));
const documentsDir = path.join(dataDir, 'documents');
const killAt = Number(process.env.BENCH_KILL_AT ?? 0.5);
const cliArgs = (process.env.BENCH_CLI_ARGS ?? '--kind recorded --processes 2 --concurrency 2').split(/\s+/).filter(Boolean);
const limit = process.env.BENCH_LIMIT ? Number(process.env.BENCH_LIMIT) : null;
const fresh = process.env.BENCH_FRESH !== '0';
/** The bench-only account of export-csv.mjs, if it was kept: not part of the scale data set. */
const EXPORT_ACCOUNT = '9100001';

/** The last quarter end (31 Mar, 30 Jun, 30 Sep, 31 Dec) before today, in New Zealand. */
function lastQuarterEnd() {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date());
  const [y, m] = today.split('-').map(Number);
  const quarterStartMonth = Math.floor((m - 1) / 3) * 3; // 0-based month the current quarter starts in
  return new Date(Date.UTC(y, quarterStartMonth, 0)).toISOString().slice(0, 10);
}
const asAt = process.env.BENCH_AS_AT ?? lastQuarterEnd();
const quarterStart = (() => {
  const [y, m] = asAt.split('-').map(Number);
  return new Date(Date.UTC(y, m - 3, 1)).toISOString().slice(0, 10);
})();

const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const accountCount = Number((await db.query('select count(*) as n from accounts where account_number <> $1', [EXPORT_ACCOUNT])).rows[0].n);
if (accountCount === 0) throw new Error(`no scale data in ${databaseUrl}: run bench/scale-data/generate.ts first`);
/** The accounts open for some of the quarter: each should have a statement for it. */
const openInQuarter = Number(
  (
    await db.query(
      `select count(*) as n from accounts
        where account_number <> $3 and signup_date <= $2 and (closed_date is null or closed_date >= $1)`,
      [quarterStart, asAt, EXPORT_ACCOUNT],
    )
  ).rows[0].n,
);

// ---- 1. Fresh start ------------------------------------------------------------------------------

const benchStarted = new Date();
if (fresh) {
  const removed = await db.query('delete from reports where report_date between $2 and $1', [asAt, quarterStart]);
  // Unissued history (history-api.mjs records the largest account's) would be issued by a recorded run too.
  await db.query('delete from reports where issued_at is null and report_date <= $1', [asAt]);
  // The CLI's run of that date (once per channel, date and kind) would hold an earlier try's accounts as
  // done, and pg-boss its jobs: a fresh bench starts both afresh.
  const runs = await db.query('delete from statement_runs where as_at = $1', [asAt]);
  const jobs = await db.query("delete from pgboss.job where name = 'statement-account'").catch(() => ({ rowCount: 0 }));
  console.log(`fresh start: removed ${runs.rowCount} statement runs of ${asAt} (with their accounts) and ${jobs.rowCount} account jobs`);
  rmSync(documentsDir, { recursive: true, force: true });
  console.log(`fresh start: removed ${removed.rowCount} statements of the period ending ${asAt} and ${documentsDir}`);
}
mkdirSync(dataDir, { recursive: true });
{
  const started = performance.now();
  const output = execFileSync(
    path.join(root, 'node_modules/.bin/tsx'),
    ['bench/record-statements.ts', asAt, '--quarter', ...(limit ? ['--limit', String(limit)] : [])],
    { cwd: root, env: { ...process.env, BENCH_DATABASE_URL: databaseUrl }, encoding: 'utf8' },
  );
  console.log(`${output.trim()} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}
/** The statements the run is to issue: the quarter's, as recorded. */
const dueInQuarter = (
  await db.query(
    `select count(*)::int as statements, count(distinct account_id)::int as accounts from reports
      where report_date between $2 and $1 and issued_at is null`,
    [asAt, quarterStart],
  )
).rows[0];

// ---- 2 and 3. The run, killed, and again ---------------------------------------------------------

async function progress() {
  const row = (
    await db.query(
      `select count(*)::int as recorded, count(*) filter (where issued_at is not null)::int as issued
         from reports where report_date between $2 and $1`,
      [asAt, quarterStart],
    )
  ).rows[0];
  return row;
}

/** Starts the CLI under nice as the leader of its own process group; resolves with its exit. */
function startRun(label) {
  const args = ['-n', '10', path.join(root, 'node_modules/.bin/tsx'), 'apps/server/src/cli/statement-run.ts', '--as-at', asAt, ...cliArgs];
  console.log(`${label}: nice ${args.join(' ')}`);
  const child = spawn('nice', args, {
    cwd: root,
    detached: true,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORTAL_DATA_DIR: dataDir, STORAGE_DRIVER: 'local', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
    process.stdout.write(`  [${label}] ${chunk}`.replace(/\n(?=.)/g, `\n  [${label}] `));
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal, output })));
  return { child, exited };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// CPU spent by the run's processes (the CLI and its workers) and by the database's backends: the
// latest reading of each pid, sampled every second, so a process that is killed keeps what it spent.
const cpuSeen = { run: new Map(), database: new Map() };
const monitor = new pg.Client({ connectionString: databaseUrl });
await monitor.connect();
async function sampleCpu(rootPid) {
  for (const pid of processTree(rootPid)) {
    const ms = cpuMs(pid);
    if (ms !== null) cpuSeen.run.set(pid, ms);
  }
  const backends = (
    await monitor.query("select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'")
  ).rows;
  for (const { pid } of backends) {
    const ms = cpuMs(pid);
    if (ms !== null) cpuSeen.database.set(pid, Math.max(ms, cpuSeen.database.get(pid) ?? 0));
  }
}
/** Samples while `run` is alive. */
function watchCpu(run) {
  let alive = true;
  run.exited.then(() => { alive = false; });
  return (async () => {
    while (alive) {
      await sampleCpu(run.child.pid).catch(() => undefined);
      await sleep(1_000);
    }
  })();
}
const databaseCpuBefore = new Map();
for (const { pid } of (await monitor.query("select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'")).rows) {
  const ms = cpuMs(pid);
  if (ms !== null) databaseCpuBefore.set(pid, ms);
}

const first = startRun('first run');
const firstWatch = watchCpu(first);
const firstStarted = performance.now();
let killed = null;
for (;;) {
  const done = await Promise.race([first.exited, sleep(2_000).then(() => null)]);
  if (done) break;
  const p = await progress();
  const expected = Math.max(p.recorded, dueInQuarter.statements);
  if (p.issued >= expected * killAt) {
    process.kill(-first.child.pid, 'SIGKILL'); // the whole group: the CLI, tsx's node and any workers
    killed = { ...p, expected, seconds: (performance.now() - firstStarted) / 1000 };
    break;
  }
}
const firstEnd = await first.exited;
const firstSeconds = (performance.now() - firstStarted) / 1000;
if (killed) console.log(`killed (SIGKILL to the process group) after ${killed.seconds.toFixed(1)} s with ${killed.issued} of ${killed.recorded} recorded statements issued`);
else console.log(`the first run ended by itself (${firstEnd.code ?? firstEnd.signal}) before ${Math.round(killAt * 100)} % was issued: nothing was killed`);
const afterKill = await progress();

await firstWatch;
const second = startRun('restart');
const secondWatch = watchCpu(second);
const secondStarted = performance.now();
const secondEnd = await second.exited;
await secondWatch;
await monitor.end();
const runCpuSeconds = [...cpuSeen.run.values()].reduce((sum, ms) => sum + ms, 0) / 1000;
const databaseCpuSeconds = [...cpuSeen.database].reduce((sum, [pid, ms]) => sum + ms - (databaseCpuBefore.get(pid) ?? 0), 0) / 1000;
const secondSeconds = (performance.now() - secondStarted) / 1000;
console.log(`restart ended with ${secondEnd.code ?? secondEnd.signal} after ${secondSeconds.toFixed(1)} s`);

// ---- 4. Count and checksum -----------------------------------------------------------------------

const rows = (
  await db.query(
    `select r.id, r.account_id, r.report_type, to_char(r.period_start, 'YYYY-MM-DD') as period_start, r.version,
            r.storage_key, r.sha256, r.issued_at, a.account_number
       from reports r join accounts a on a.id = r.account_id
      where r.report_date between $2 and $1`,
    [asAt, quarterStart],
  )
).rows;
const doubled = (
  await db.query(
    `select account_id, report_type, period_start, period_end, version, count(*)::int as n from reports
      where report_date between $2 and $1 group by 1, 2, 3, 4, 5 having count(*) > 1`,
    [asAt, quarterStart],
  )
).rows;
const issuedAccounts = new Set(rows.filter((r) => r.issued_at).map((r) => r.account_id)).size;
const byType = new Map();
for (const r of rows) byType.set(r.report_type, (byType.get(r.report_type) ?? 0) + 1);
const unissued = rows.filter((r) => !r.issued_at || !r.sha256);

/** sha256 (hex) of a file, streamed. */
const hashFile = (file) =>
  new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    const stream = createReadStream(file);
    let head = null;
    stream.on('data', (chunk) => {
      head ??= chunk.subarray(0, 5).toString('latin1');
      hash.update(chunk);
    });
    stream.on('error', reject);
    stream.on('end', () => resolve({ sha256: hash.digest('hex'), head }));
  });

const checksumStarted = performance.now();
let missingFile = 0;
let badHash = 0;
let notPdf = 0;
let bytes = 0;
const firstProblems = [];
for (const r of rows.filter((row) => row.issued_at && row.sha256)) {
  const file = path.join(documentsDir, r.storage_key);
  if (!existsSync(file)) {
    missingFile += 1;
    if (firstProblems.length < 5) firstProblems.push(`no file for ${r.account_number} ${r.report_type}: ${file}`);
    continue;
  }
  bytes += statSync(file).size;
  const { sha256, head } = await hashFile(file);
  if (sha256 !== r.sha256) {
    badHash += 1;
    if (firstProblems.length < 5) firstProblems.push(`sha256 differs for ${r.account_number} ${r.report_type}: ${file}`);
  }
  if (head !== '%PDF-') notPdf += 1;
}
const checksumSeconds = (performance.now() - checksumStarted) / 1000;

/** Every file under the documents folder, as storage keys. */
function storedKeys(dir, prefix = '') {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? storedKeys(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}
const keysOfRows = new Set(rows.map((r) => r.storage_key));
const files = storedKeys(documentsDir);
const strayFiles = files.filter((key) => !keysOfRows.has(key));

// Each holder of the account is told of each statement once: notifications since the bench began.
const told = (
  await db.query(
    `select n.account_id, count(*)::int as n from notifications n
      where n.notification_type_code = 'STATEMENT' and n.date_sent >= $1 group by 1`,
    [benchStarted],
  )
).rows;
const holders = new Map(
  (await db.query('select account_id, count(distinct client_id)::int as n from account_holders group by 1')).rows.map((r) => [r.account_id, r.n]),
);
const statementsPerAccount = new Map();
for (const r of rows.filter((row) => row.issued_at)) statementsPerAccount.set(r.account_id, (statementsPerAccount.get(r.account_id) ?? 0) + 1);
const toldPerAccount = new Map(told.map((r) => [r.account_id, r.n]));
let notificationsExpected = 0;
let notificationsWrong = 0;
for (const [accountId, statements] of statementsPerAccount) {
  const want = statements * (holders.get(accountId) ?? 0);
  notificationsExpected += want;
  if ((toldPerAccount.get(accountId) ?? 0) !== want) notificationsWrong += 1;
}
const notificationsSent = told.reduce((sum, r) => sum + r.n, 0);
await db.end();

const limited = limit !== null;
const totalSeconds = (killed ? killed.seconds : firstSeconds) + secondSeconds;
const minutes = (s) => `${Math.floor(s / 60)} min ${(s % 60).toFixed(0)} s`;
console.log(`\n${new Date().toISOString().slice(0, 10)}: statement run for the quarter ${quarterStart} to ${asAt} on ${limited ? `the first ${limit} of ` : ''}${accountCount.toLocaleString('en-NZ')} accounts (${openInQuarter.toLocaleString('en-NZ')} open for some of the quarter; ${dueInQuarter.statements.toLocaleString('en-NZ')} statements dated in it for ${dueInQuarter.accounts.toLocaleString('en-NZ')} accounts); ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} at the end`);
console.log('| step | seconds | statements issued (of recorded) at its end |');
console.log('|---|---|---|');
console.log(`| first run, ${killed ? 'SIGKILLed' : 'not killed (ended first)'} | ${(killed ? killed.seconds : firstSeconds).toFixed(1)} | ${afterKill.issued.toLocaleString('en-NZ')} of ${afterKill.recorded.toLocaleString('en-NZ')} |`);
console.log(`| restart, to the end (exit ${secondEnd.code ?? secondEnd.signal}) | ${secondSeconds.toFixed(1)} | ${(rows.length - unissued.length).toLocaleString('en-NZ')} of ${rows.length.toLocaleString('en-NZ')} |`);
console.log(`| **total** | **${totalSeconds.toFixed(1)}** (${minutes(totalSeconds)}) | |`);
const issuedInAll = rows.length - unissued.length;
console.log(
  `\nCPU: the run's processes ${runCpuSeconds.toFixed(0)} s, PostgreSQL backends ${databaseCpuSeconds.toFixed(0)} s (every client of the database during the run, other work on it included): ` +
    `${((runCpuSeconds + databaseCpuSeconds) / Math.max(1, issuedInAll)).toFixed(2)} CPU-seconds a statement; at that cost, ${dueInQuarter.statements.toLocaleString('en-NZ')} statements on two otherwise idle cores take ` +
    `at least ${minutes((runCpuSeconds + databaseCpuSeconds) / 2)}`,
);
console.log('\n| check | result |');
console.log('|---|---|');
console.log(`| statements of the period, by type | ${[...byType].map(([t, n]) => `${t} ${n.toLocaleString('en-NZ')}`).join(', ') || 'none'} |`);
console.log(`| accounts with an issued statement / with one due in the quarter | ${issuedAccounts.toLocaleString('en-NZ')} / ${dueInQuarter.accounts.toLocaleString('en-NZ')} |`);
console.log(`| (account, type, period, version) held more than once | ${doubled.length} |`);
console.log(`| recorded but not issued | ${unissued.length} |`);
console.log(`| issued without its file / sha256 not the file's / not a PDF | ${missingFile} / ${badHash} / ${notPdf} (${(bytes / 1024 / 1024).toFixed(0)} MB hashed in ${checksumSeconds.toFixed(1)} s) |`);
console.log(`| stored files without a row (the killed run's leftovers) | ${strayFiles.length} of ${files.length} |`);
console.log(`| notifications sent / holders × statements; accounts told a different number of times | ${notificationsSent.toLocaleString('en-NZ')} / ${notificationsExpected.toLocaleString('en-NZ')}; ${notificationsWrong} |`);
for (const problem of firstProblems) console.log(`problem: ${problem}`);

const complete = issuedAccounts >= dueInQuarter.accounts && rows.length - unissued.length >= dueInQuarter.statements;
const sound = doubled.length === 0 && unissued.length === 0 && missingFile === 0 && badHash === 0 && notPdf === 0 && notificationsWrong === 0 && secondEnd.code === 0;
console.log(
  `\nbudget: killed halfway and restarted, no statement lost or doubled -> ${killed && sound && complete ? 'met' : 'NOT met'}` +
    `${killed ? '' : ' (not killed)'}${complete ? '' : ` (${(dueInQuarter.accounts - issuedAccounts).toLocaleString('en-NZ')} accounts without their statement)`}`,
);
console.log(`budget: <= 15 minutes -> ${limited ? 'not judged (a --limit run)' : totalSeconds <= 900 ? 'met' : 'NOT met'} (${minutes(totalSeconds)} including the kill and restart)`);
