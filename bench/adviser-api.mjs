#!/usr/bin/env node
// The adviser's and staff's day on the scale data set (issue 10 'Speed', DESIGN §9: account search
// and client book p99 <= 5 x that of a `select 1` endpoint in the same run; throughput reported as a
// ratio to it). Starts a real server process on the bench database (bench/scale-data/generate.ts),
// signs in as bench.staff and bench.adviser, and measures in one run, BENCH_SECONDS each with 50
// connections after a warm-up of every endpoint:
//   GET /api/v1/health (select 1);
//   GET /api/v1/account-search by number prefix, by name fragment and by a misspelt name, as staff
//     (every account of the portal) and as bench.adviser (their own accounts);
//   GET /api/v1/client-book of the busiest adviser, first page sorted by value (as bench.adviser);
// then GET /api/v1/health again, and after it, without a budget, the same book and the whole
// portal's book as staff. Before each endpoint the server is let drain (a select 1 alone < 50 ms). Terms are taken from the accounts themselves and spread by a fixed
// stride, so two runs ask the same questions. 'alone ms' is the median of 40 requests sent one at
// a time (no queueing), 'matches' the median number of accounts or clients those 40 found.
// 'CPU ms' is the CPU time (Linux /proc, user + system) the server process and the PostgreSQL
// backends of the bench database spent per request during the load: unlike the latencies it hardly
// depends on what else the machine's two cores are doing.
// Loopback only; bounded; stops the server when done. BENCH_PROFILE=<dir> writes the server's CPU
// profile (node --cpu-prof) there; BENCH_ONLY=<part of a name> measures only those endpoints.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { httpLoad, printLoadReport } from './http-load.mjs';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 4470);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tasman_bench';
const password = process.env.BENCH_PASSWORD ?? 'Tasman2026Bench';
const profileDir = process.env.BENCH_PROFILE ? path.resolve(process.env.BENCH_PROFILE) : null;
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tasman-bench-'));

/** The id bench/scale-data/generate.ts gives bench.adviser, so a database made before it had one matches a fresh run. */
const BENCH_ADVISER_ID = '243df430-de19-4524-972e-f59fb7838ae2';

// ---- The adviser login, once: bench.adviser for the adviser with the most accounts ---------------

const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const accountCount = Number((await db.query('select count(*) as n from accounts')).rows[0].n);
if (accountCount === 0) throw new Error(`no scale data in ${databaseUrl}: run bench/scale-data/generate.ts first`);

// The generator's rule (bench/scale-data/world.ts): the most accounts, the first adviser on a tie
// (advisers are numbered by their e-mail address, adviser1@ to adviser60@). Idempotent: a database
// generated with the adviser login, or given it by an earlier run, is left as it is.
await db.query(
  `insert into users (id, username, password_hash, channel, user_type, adviser_id)
   select $1, 'bench.adviser', staff.password_hash, 'NZ', 'Intermediary',
          (select a.adviser_id from accounts a join advisers ad on ad.id = a.adviser_id
            group by a.adviser_id, ad.email_address
            order by count(*) desc, substring(ad.email_address from '[0-9]+')::int limit 1)
     from users staff where staff.username = 'bench.staff'
   on conflict (username) do nothing`,
  [BENCH_ADVISER_ID],
);
const adviser = (
  await db.query(
    `select ad.id, ad.first_name || ' ' || ad.last_name as name,
            (select count(*) from accounts a where a.adviser_id = ad.id)::int as accounts,
            (select count(*) from accounts a where a.adviser_id = ad.id and a.account_status = 'O')::int as open,
            (select count(distinct h.client_id) from accounts a join account_holders h on h.account_id = a.id
              where a.adviser_id = ad.id and a.account_status = 'O')::int as clients
       from users u join advisers ad on ad.id = u.adviser_id
      where u.username = 'bench.adviser' and u.user_type = 'Intermediary'`,
  )
).rows[0];
if (!adviser) throw new Error('bench.adviser is missing or not an intermediary');

// ---- What to ask for: terms taken from the accounts each user may see ----------------------------

const allAccounts = (await db.query('select account_number as n, account_name as name, adviser_id from accounts order by account_number')).rows;
await db.end();
const advised = allAccounts.filter((a) => a.adviser_id === adviser.id);

// A fixed spread instead of a random draw: term i comes from account (i × a large prime) mod n.
const spread = (i, n) => (i * 7_919 + 13) % n;
const TERMS = 2_000;
/** Words of an account name that name the person or family, not the product or the holding. */
const NOT_A_NAME = new Set(['&', 'partner', 'kiwisaver', 'investment', 'funds', 'wealth', 'portfolio', 'family', 'trust', 'bench', '20-fund']);
function nameWords(name) {
  const words = name.split(/\s+/).filter((w) => w.length >= 3);
  const names = words.filter((w) => !NOT_A_NAME.has(w.toLowerCase()));
  return names.length > 0 ? names : words;
}

/** Prefixes of real account numbers, 4 to 7 digits (7: the whole number). */
function numberPrefixes(accounts) {
  return Array.from({ length: TERMS }, (_, i) => accounts[spread(i, accounts.length)].n.slice(0, 4 + (i % 4)));
}

/** Pieces of 3 to 6 letters cut from a word of a real account name, at varied places ('Mitc', 'tchel'). */
function nameFragments(accounts) {
  return Array.from({ length: TERMS }, (_, i) => {
    const words = nameWords(accounts[spread(i, accounts.length)].name);
    const word = words[i % words.length];
    const length = Math.min(word.length, 3 + (i % 4));
    const start = (i * 7) % (word.length - length + 1);
    return word.slice(start, start + length);
  });
}

/** A real name (first and last, or a trust's family name) with one letter of one word changed, never the first. */
function misspeltNames(accounts) {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  return Array.from({ length: TERMS }, (_, i) => {
    const words = nameWords(accounts[spread(i, accounts.length)].name);
    const which = i % words.length;
    const word = words[which];
    const at = 1 + (i % (word.length - 1));
    let letter = letters[(i * 5) % 26];
    if (letter === word[at].toLowerCase()) letter = letters[(i * 5 + 1) % 26];
    const wrong = word.slice(0, at) + letter + word.slice(at + 1);
    return words.map((w, k) => (k === which ? wrong : w)).join(' ');
  });
}

const searchPaths = (searchBy, terms) => terms.map((term) => `/api/v1/account-search?searchBy=${searchBy}&searchTerm=${encodeURIComponent(term)}&pageNo=1`);
const bookFirstPage = '/api/v1/client-book?sort=value&direction=desc&pageNo=1';

// ---- Server --------------------------------------------------------------------------------------

// Another server on the port would answer instead of ours (and with other users): refuse to start.
if (await fetch(`${base}/cache/status`).then(() => true, () => false)) throw new Error(`port ${port} is in use; set BENCH_PORT`);

// node refuses --cpu-prof in NODE_OPTIONS: with a profile, node itself runs the server with tsx's loader.
const [command, args] = profileDir
  ? [process.execPath, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, '--import', 'tsx', 'apps/server/src/main.ts']]
  : [path.join(root, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts']];
const server = spawn(command, args, {
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
const serverExited = new Promise((resolve) => server.once('exit', resolve));

const { waitForServer, signIn, measure } = httpLoad({ base, password, connections, seconds });
/** One request, alone; `matches` is the list's total (accounts or clients) when it has one. */
async function probe(pathname, cookie) {
  const at = performance.now();
  const response = await fetch(`${base}${pathname}`, { headers: cookie ? { cookie } : {} });
  const text = await response.text();
  const ms = performance.now() - at;
  let matches = null;
  try {
    const body = JSON.parse(text);
    matches = body.totalAccounts ?? body.totalClients ?? null;
  } catch {
    // not JSON: no count
  }
  return { status: response.status, ms, matches, body: text.slice(0, 160) };
}

/**
 * Waits until the server answers a select 1 in under 50 ms again (at most 30 s): requests that
 * autocannon gave up on at the end of a run may still hold the database, and the next endpoint
 * must not pay for them.
 */
async function drained() {
  for (let i = 0; i < 60; i += 1) {
    if ((await probe('/api/v1/health', null)).ms < 50) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

// ---- CPU time per request, from /proc ----------------------------------------------------------

const tickMs = 1000 / Number((() => { try { return execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim(); } catch { return '100'; } })());

/** user + system CPU of a process in ms, null when it is gone (or this is not Linux). */
function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * tickMs;
  } catch {
    return null;
  }
}

/** The server (tsx runs it in a child process) and every process under it. */
function serverTree() {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const tree = new Set([server.pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, parent] of parents) {
      if (tree.has(parent) && !tree.has(pid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  return [...tree];
}

/** CPU ms per process of the server and of the bench database's backends (this monitor's own left out). */
async function cpuSnapshot(monitor) {
  const backends = (await monitor.query("select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'")).rows.map((r) => r.pid);
  const read = (pids) => new Map(pids.map((pid) => [pid, cpuMs(pid)]).filter(([, ms]) => ms !== null));
  return { server: read(serverTree()), database: read(backends) };
}

/** CPU ms spent between two snapshots (a process that started in between counts from 0). */
function cpuSpent(before, after) {
  const spent = (a, b) => [...b].reduce((sum, [pid, ms]) => sum + ms - (a.get(pid) ?? 0), 0);
  return { server: spent(before.server, after.server), database: spent(before.database, after.database) };
}

const median = (values) => {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  return sorted.length === 0 ? null : sorted[Math.floor(sorted.length / 2)];
};

try {
  await waitForServer();
  const staff = await signIn('bench.staff');
  const adviserCookie = await signIn('bench.adviser');
  // [name, paths, cookie, budgeted]
  const allEndpoints = [
    ['`GET /api/v1/health` (select 1)', ['/api/v1/health'], null, false],
    ['search by number prefix, staff', searchPaths('number', numberPrefixes(allAccounts)), staff, true],
    ['search by name fragment, staff', searchPaths('name', nameFragments(allAccounts)), staff, true],
    ['search by misspelt name, staff', searchPaths('name', misspeltNames(allAccounts)), staff, true],
    ['search by number prefix, adviser', searchPaths('number', numberPrefixes(advised)), adviserCookie, true],
    ['search by name fragment, adviser', searchPaths('name', nameFragments(advised)), adviserCookie, true],
    ['search by misspelt name, adviser', searchPaths('name', misspeltNames(advised)), adviserCookie, true],
    ['client book, adviser, page 1 by value', [bookFirstPage], adviserCookie, true],
    ['`GET /api/v1/health` (select 1, again)', ['/api/v1/health'], null, false],
    // After the second select 1, so a slow one cannot leave a backlog inside the budget's bracket.
    ['client book, staff, that adviser, page 1 by value (no budget)', [`${bookFirstPage}&adviserId=${adviser.id}`], staff, false],
    ['client book, staff, whole portal, page 1 by value (no budget)', [bookFirstPage], staff, false],
  ];
  // BENCH_ONLY=<part of a name>: those endpoints only, between the two select 1 runs (to profile one).
  const only = process.env.BENCH_ONLY;
  const endpoints = only ? allEndpoints.filter(([name]) => name.includes('select 1') || name.includes(only)) : allEndpoints;
  const lastSelect1 = endpoints.findIndex(([name]) => name.includes('select 1, again'));
  for (const [name, paths, cookie] of endpoints) {
    const p = await probe(paths[0], cookie);
    console.log(`probe ${name}: ${paths[0]} -> ${p.status} in ${p.ms.toFixed(0)} ms${p.status >= 300 ? ` ${p.body}` : ''}`);
  }
  // Warm-up, not reported: every endpoint a little (JIT, PostgreSQL's caches and plans).
  for (const [, paths, cookie] of endpoints.slice(1, lastSelect1)) await measure(paths, cookie, Math.min(2, seconds));
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
    const before = await cpuSnapshot(monitor);
    const r = await measure(paths, cookie);
    const cpu = cpuSpent(before, await cpuSnapshot(monitor));
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
    `\n${new Date().toISOString().slice(0, 10)}: ${accountCount.toLocaleString('en-NZ')} accounts; bench.adviser is ${adviser.name} (${adviser.accounts} accounts, ${adviser.open} open, ` +
      `${adviser.clients} clients holding the open ones); ${seconds} s per endpoint, ${connections} connections, ` +
      `ratios against the mean of the two select 1 runs (p99 ${select1.p99.toFixed(1)} ms, ${Math.round(select1.rps)} requests/s)`,
  );
  printLoadReport(rows, select1, select1Runs);
} finally {
  server.kill('SIGTERM');
  // The CPU profile is written as the server exits; wait for it (bounded).
  if (profileDir) await Promise.race([serverExited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
  rmSync(dataDir, { recursive: true, force: true });
}
