/**
 * The full revaluation of the scale data (issue 15, DESIGN §9 'Batch work … uses both cores'): queues
 * every account from its first day (unless BENCH_REQUEUE=false, which drains what is queued) and
 * empties the valuation queue with the job's own drain (`drainValuationQueue`), several workers
 * claiming accounts with `FOR UPDATE SKIP LOCKED`, and reports accounts per second and the CPU of the
 * node process and of the database's backends (Linux /proc), sampled every second.
 *
 *   npx tsx bench/full-revaluation.ts
 *   BENCH_WORKERS=4             concurrent drain loops (default: the job's own default)
 *   BENCH_MAX_SECONDS=60        stop after this long (the rest stays queued; a later run finishes it)
 *   BENCH_DATABASE_URL=…        default postgres://postgres@127.0.0.1:5432/tasman_bench
 *
 * It writes the valuation tables of that database (what the job is for); the facts are not touched.
 */
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.js';
import { runMigrations } from '../apps/server/src/db/migrate.js';
import { drainValuationQueue, queueEveryAccountForRevaluation, VALUATION_WORKERS } from '../apps/server/src/jobs/valuations/index.js';
import { applicationBackendsCpu, cpuMs } from './server-process.mjs';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tasman_bench';
// Only this drain's own connections count: other work on the same database (a read bench) is not ours.
const APPLICATION = `full-revaluation-${process.pid}`;
const workers = Number(process.env.BENCH_WORKERS ?? VALUATION_WORKERS);
const maxSeconds = Number(process.env.BENCH_MAX_SECONDS ?? 0);
const monitor = new pg.Client({ connectionString: url });
await monitor.connect();
const backends = applicationBackendsCpu(monitor, APPLICATION);
const queued = async () => Number((await monitor.query<{ n: string }>('select count(*) as n from valuation_queue')).rows[0]!.n);

const database = await openDatabase({ kind: 'postgres', url: `${url}${url.includes('?') ? '&' : '?'}application_name=${APPLICATION}` });
// The schema this code needs (as the server's start-up would apply it): the job's tables only change derived data.
await runMigrations(database);
if (process.env.BENCH_REQUEUE !== 'false') await queueEveryAccountForRevaluation(database.db);
const before = await queued();
console.log(`${before} accounts queued; ${workers} workers; node ${process.version}, ${process.pid}`);

// Backends that were open before the drain started count from their CPU at that moment.
await backends.sample();
const nodeAtStart = cpuMs(process.pid) ?? 0;
const startedAt = performance.now();
const sampler = setInterval(() => {
  void backends.sample().then(async () => {
    const seconds = (performance.now() - startedAt) / 1000;
    const left = await queued();
    process.stdout.write(`  ${seconds.toFixed(0)} s: ${before - left} done, ${((before - left) / seconds).toFixed(1)} accounts/s\n`);
  });
}, 5_000);

const stopAt = maxSeconds > 0 ? Date.now() + maxSeconds * 1000 : Infinity;
const done = await drainValuationQueue(database.db, { workers, until: () => Date.now() >= stopAt });
const seconds = (performance.now() - startedAt) / 1000;
clearInterval(sampler);
await backends.sample();
const nodeCpu = (cpuMs(process.pid) ?? 0) - nodeAtStart;
const databaseCpu = backends.spent();
// Every year row was deleted and written again: until a vacuum, reads of the arrays walk the dead
// versions (a by-fund read's statement took 25 ms of PostgreSQL instead of 1 ms after a full
// revaluation, before autovacuum came round). Not timed: the benches after this one read a clean table.
const vacuumStarted = performance.now();
for (const table of ['account_valuation_years', 'holding_valuation_years', 'account_valuation_summaries', 'valuation_queue']) {
  await monitor.query(`vacuum analyze ${table}`);
}
console.log(`vacuum analyze of the valuation tables: ${((performance.now() - vacuumStarted) / 1000).toFixed(1)} s (not in the figures)`);
// A run cut short by BENCH_MAX_SECONDS leaves the rest queued, and a read of a queued account revalues
// it on the spot: a read bench run then measures revaluations (the ninth pass's first second run did).
const left = await queued();
if (left > 0) {
  console.log(`${left.toLocaleString('en-NZ')} accounts are still queued: drain them (BENCH_REQUEUE=false npx tsx bench/full-revaluation.ts) before a read bench`);
}
// Each revalued account's stored figures are no longer current until the portal's stored-figures job
// makes them again; account-reads.mjs makes them first (bench/stored-figures.ts), as that job would.
console.log('the revalued accounts\' stored figures are not current until made again (npx tsx bench/stored-figures.ts)');
await database.close();
await monitor.end();

const core = (ms: number) => `${((ms / (seconds * 1000)) * 100).toFixed(0)} % of a core`;
console.log(`| accounts | seconds | accounts/s | workers | node CPU | PostgreSQL CPU | CPU ms per account (node + PostgreSQL) |`);
console.log(`|---|---|---|---|---|---|---|`);
console.log(
  `| ${done.toLocaleString('en-NZ')} | ${seconds.toFixed(1)} | ${(done / seconds).toFixed(1)} | ${workers} | ${core(nodeCpu)} | ${core(databaseCpu)} | ${(nodeCpu / done).toFixed(1)} + ${(databaseCpu / done).toFixed(1)} |`,
);
