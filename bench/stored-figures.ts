/**
 * The stored-figures job over the scale data (issue 15, twelfth pass; docs/decisions.md 'Stored
 * figures'): makes the set of stored responses (the performance buttons, performance by fund, the
 * wealth fund performance summary) of every valued account whose set is missing or not current,
 * with the job's own function (`refreshStoredFigures`), and reports accounts per second and the CPU
 * of the node process and of the database's backends (Linux /proc).
 *
 *   npx tsx bench/stored-figures.ts
 *   BENCH_REMAKE=true           delete every set first, so all are made (otherwise: only the stale ones)
 *   BENCH_WORKERS=2             concurrent loops (default: the job's own, STORED_FIGURE_WORKERS)
 *   BENCH_DATABASE_URL=…        default postgres://postgres@127.0.0.1:5432/tasman_bench
 *
 * It writes the stored-figure tables of that database (what the job is for); nothing else.
 */
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.js';
import { runMigrations } from '../apps/server/src/db/migrate.js';
import { refreshStoredFigures, STORED_FIGURE_WORKERS } from '../apps/server/src/jobs/figures/index.js';
import { applicationBackendsCpu, cpuMs } from './server-process.mjs';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tasman_bench';
const APPLICATION = `stored-figures-${process.pid}`;
const workers = Number(process.env.BENCH_WORKERS ?? STORED_FIGURE_WORKERS);

const monitor = new pg.Client({ connectionString: url });
await monitor.connect();
const backends = applicationBackendsCpu(monitor, APPLICATION);

const database = await openDatabase({ kind: 'postgres', url: `${url}${url.includes('?') ? '&' : '?'}application_name=${APPLICATION}` });
await runMigrations(database);
if (process.env.BENCH_REMAKE === 'true') await monitor.query('delete from account_figure_sets');
const queued = Number((await monitor.query<{ n: string }>('select count(*) as n from valuation_queue')).rows[0]!.n);
if (queued > 0) console.log(`note: ${queued} accounts are queued for revaluation; their sets are not made until they are revalued`);
console.log(`${workers} workers; node ${process.version}, ${process.pid}`);

await backends.sample();
const nodeAtStart = cpuMs(process.pid) ?? 0;
const startedAt = performance.now();
const sampler = setInterval(() => void backends.sample(), 1_000);
const made = await refreshStoredFigures(database.db, { workers });
const seconds = (performance.now() - startedAt) / 1000;
clearInterval(sampler);
await backends.sample();
const nodeCpu = (cpuMs(process.pid) ?? 0) - nodeAtStart;
const databaseCpu = backends.spent();
const stored = (
  await monitor.query<{ sets: string; figures: string; size: string }>(
    `select (select count(*) from account_figure_sets) as sets, (select count(*) from account_figures) as figures,
            pg_size_pretty(pg_total_relation_size('account_figures')) as size`,
  )
).rows[0]!;
await monitor.query('vacuum analyze account_figure_sets');
await monitor.query('vacuum analyze account_figures');
await database.close();
await monitor.end();

const core = (ms: number) => `${((ms / (seconds * 1000)) * 100).toFixed(0)} % of a core`;
console.log(`| sets made | seconds | accounts/s | workers | node CPU | PostgreSQL CPU | CPU ms per account (node + PostgreSQL) |`);
console.log(`|---|---|---|---|---|---|---|`);
console.log(
  `| ${made.toLocaleString('en-NZ')} | ${seconds.toFixed(1)} | ${(made / seconds).toFixed(1)} | ${workers} | ${core(nodeCpu)} | ${core(databaseCpu)} | ${made ? (nodeCpu / made).toFixed(1) : '—'} + ${made ? (databaseCpu / made).toFixed(1) : '—'} |`,
);
console.log(`stored: ${Number(stored.sets).toLocaleString('en-NZ')} sets, ${Number(stored.figures).toLocaleString('en-NZ')} responses, ${stored.size}`);
