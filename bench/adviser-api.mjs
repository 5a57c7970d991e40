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
import path from 'node:path';
import pg from 'pg';
import { onlyThose, runEndpoints, select1Of } from './bench-kit.mjs';
import { httpLoad, printLoadReport } from './http-load.mjs';
import { BOOK_FIRST_PAGE, misspeltNames, nameFragments, numberPrefixes, searchPaths } from './search-terms.mjs';
import { startServer } from './server-process.mjs';

const port = Number(process.env.BENCH_PORT ?? 4470);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tasman_bench';
const password = process.env.BENCH_PASSWORD ?? 'Tasman2026Bench';
const profileDir = process.env.BENCH_PROFILE ? path.resolve(process.env.BENCH_PROFILE) : null;

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

// ---- Server --------------------------------------------------------------------------------------

const server = await startServer({ port, databaseUrl, cpuProfileDir: profileDir });
const { waitForServer, signIn, measure } = httpLoad({ base: server.base, password, connections, seconds });

try {
  await waitForServer();
  await server.ready;
  const staff = await signIn('bench.staff');
  const adviserCookie = await signIn('bench.adviser');
  const endpoint = (name, paths, cookie, budgeted) => ({ name, paths, cookie, budgeted });
  const allEndpoints = [
    endpoint('`GET /api/v1/health` (select 1)', ['/api/v1/health'], staff, false), // a browser's cookies (account-reads.mjs says why)
    endpoint('search by number prefix, staff', searchPaths('number', numberPrefixes(allAccounts)), staff, true),
    endpoint('search by name fragment, staff', searchPaths('name', nameFragments(allAccounts)), staff, true),
    endpoint('search by misspelt name, staff', searchPaths('name', misspeltNames(allAccounts)), staff, true),
    endpoint('search by number prefix, adviser', searchPaths('number', numberPrefixes(advised)), adviserCookie, true),
    endpoint('search by name fragment, adviser', searchPaths('name', nameFragments(advised)), adviserCookie, true),
    endpoint('search by misspelt name, adviser', searchPaths('name', misspeltNames(advised)), adviserCookie, true),
    endpoint('client book, adviser, page 1 by value', [BOOK_FIRST_PAGE], adviserCookie, true),
    endpoint('`GET /api/v1/health` (select 1, again)', ['/api/v1/health'], staff, false),
    // After the second select 1, so a slow one cannot leave a backlog inside the budget's bracket.
    endpoint('client book, staff, that adviser, page 1 by value (no budget)', [`${BOOK_FIRST_PAGE}&adviserId=${adviser.id}`], staff, false),
    endpoint('client book, staff, whole portal, page 1 by value (no budget)', [BOOK_FIRST_PAGE], staff, false),
  ];
  // BENCH_ONLY=<part of a name>: those endpoints only, between the two select 1 runs (to profile one).
  const endpoints = onlyThose(allEndpoints);
  const measured = await runEndpoints({ base: server.base, databaseUrl, serverPid: server.child.pid, measure }, endpoints, { seconds });
  const rows = measured.map((r) => ({ ...r, ms: r.alone.ms, matches: r.alone.matches }));
  const select1Runs = rows.filter((r) => r.name.includes('select 1') && r.total > 0);
  const select1 = select1Of(select1Runs);

  console.log(
    `\n${new Date().toISOString().slice(0, 10)}: ${accountCount.toLocaleString('en-NZ')} accounts; bench.adviser is ${adviser.name} (${adviser.accounts} accounts, ${adviser.open} open, ` +
      `${adviser.clients} clients holding the open ones); ${seconds} s per endpoint, ${connections} connections, ` +
      `ratios against the mean of the two select 1 runs (p99 ${select1.p99.toFixed(1)} ms, ${Math.round(select1.rps)} requests/s)`,
  );
  printLoadReport(rows, select1, select1Runs);
} finally {
  // Waits for the server to exit, and so for its CPU profile to be written (bounded).
  await server.stop();
}
