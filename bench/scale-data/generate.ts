#!/usr/bin/env -S npx tsx
/**
 * The scale data set of DESIGN §9 (issue 3): ≥ 10,000 clients, ≥ 25,000 accounts, ≥ 2,000,000
 * transactions and 15 years of daily prices for 40 funds, loaded into PostgreSQL with COPY, then
 * the daily valuations materialised. Deterministic (named mulberry32 streams).
 *
 *   npx tsx bench/scale-data/generate.ts          fresh database tasman_bench on postgres@127.0.0.1:5432
 *   BENCH_DATABASE_URL=postgres://… …              an existing, empty database instead
 *   BENCH_SCALE=0.1 …                              a tenth of the clients and accounts (a quick try)
 *   BENCH_VALUATIONS=skip …                        load the facts only, leave the valuations queued
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { openDatabase, type Database } from '../../apps/server/src/db/client.js';
import { runMigrations } from '../../apps/server/src/db/migrate.js';
import { hashPassword } from '../../apps/server/src/modules/auth/passwords.js';
import { buildCalendar } from './calendar.js';
import { chunked, copyIn, withoutIndexesAndKeys } from './copy-in.js';
import { copyTables } from './copy-rows.js';
import { buildFunds } from './funds.js';
import type { LedgerContext } from './ledger.js';
import { simulateAccount } from './simulate.js';
import { CashStore, Strings, TransactionStore } from './store.js';
import { planWorld } from './world.js';

/** The password of every generated user (one argon2 hash, computed once). */
const BENCH_PASSWORD = process.env.BENCH_PASSWORD ?? 'Tasman2026Bench';
const END_DATE = process.env.BENCH_END_DATE ?? '2026-11-20';
const YEARS = 15;
const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const DEFAULT_DATABASE = 'tasman_bench';
/** Tables loaded with their indexes and foreign keys put back afterwards. */
const LARGE_TABLES = new Set(['transactions', 'cash_transactions']);
const root = path.resolve(import.meta.dirname, '../..');

const started = performance.now();
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
async function step<T>(name: string, work: () => Promise<T> | T): Promise<T> {
  const at = performance.now();
  process.stdout.write(`${name} … `);
  const result = await work();
  console.log(`${seconds(at)} s`);
  return result;
}

/** BENCH_DATABASE_URL must be empty; otherwise tasman_bench is dropped and made again (only it). */
async function prepareDatabase(): Promise<string> {
  const given = process.env.BENCH_DATABASE_URL;
  if (given) {
    const client = new pg.Client({ connectionString: given });
    await client.connect();
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from information_schema.tables where table_schema = 'public' and table_name = 'users'",
    );
    const users = rows[0]?.n ? (await client.query<{ n: number }>('select count(*)::int as n from users')).rows[0]?.n : 0;
    await client.end();
    if (users) throw new Error('BENCH_DATABASE_URL names a database that already has users; give an empty one.');
    return given;
  }
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${DEFAULT_DATABASE} with (force)`);
  await admin.query(`create database ${DEFAULT_DATABASE}`);
  await admin.end();
  return ADMIN_URL.replace(/\/postgres$/, `/${DEFAULT_DATABASE}`);
}

const url = await step('database created and migrated', async () => {
  const target = await prepareDatabase();
  const database = await openDatabase({ kind: 'postgres', url: target });
  await runMigrations(database);
  await database.close();
  return target;
});

// ---- Facts, in memory --------------------------------------------------------------------------

const calendar = buildCalendar(END_DATE, YEARS);
const days = calendar.days;
const funds = await step(`prices: ${days.length} business days × 40 funds`, () => buildFunds(days.length));
const world = await step('clients and accounts planned', () =>
  planWorld({ clients: Math.round(10_000 * SCALE), accounts: Math.round(25_000 * SCALE), calendar, funds }),
);
const transactions = new TransactionStore();
const cash = new CashStore();
const strings = new Strings();
let switches = 0;
const ctx: LedgerContext = { calendar, funds, transactions, cash, strings, nextSwitchNo: () => switches++ };
await step('transactions simulated', () => {
  for (const account of world.accounts) simulateAccount(account, ctx);
});
const passwordHash = await step('password hashed (once)', () => hashPassword(BENCH_PASSWORD));

// ---- Load: one transaction, COPY per table ------------------------------------------------------

const client = new pg.Client({ connectionString: url });
await client.connect();
// booked_at is written as local wall-clock time (DESIGN §5 'Days are local').
await client.query("set timezone = 'Pacific/Auckland'");
await client.query('set synchronous_commit = off');
await client.query("set maintenance_work_mem = '256MB'");
await client.query('begin');
for (const { table, columns, rows } of copyTables({ calendar, funds, world, transactions, cash, strings, passwordHash })) {
  const load = async () => {
    await copyIn(client, `copy ${table} (${columns}) from stdin`, chunked(rows()));
  };
  await step(`${table} loaded (COPY${LARGE_TABLES.has(table) ? '; indexes and foreign keys after' : ''})`, () =>
    LARGE_TABLES.has(table) ? withoutIndexesAndKeys(client, table, load) : load(),
  );
}
await client.query('commit');
await step('vacuum analyze', () => client.query('vacuum analyze'));
await client.end();

// ---- Derived: daily valuations -------------------------------------------------------------------

// MATERIALISE VALUATIONS: the daily valuations job (DESIGN §5) runs here once the facts are in.
const valuationsJob = path.join(root, 'apps/server/src/jobs/valuations/index.ts');
let valuationsNote = 'not run: apps/server/src/jobs/valuations/index.ts does not exist yet';
if (process.env.BENCH_VALUATIONS === 'skip') valuationsNote = 'skipped (BENCH_VALUATIONS=skip)';
else if (existsSync(valuationsJob)) {
  type Job = { materialiseAllValuations?: (db: Database['db']) => Promise<unknown> };
  type FiguresJob = { refreshStoredFigures: (db: Database['db'], options: { workers: number }) => Promise<number>; STORED_FIGURE_WORKERS: number };
  const job = (await import(pathToFileURL(valuationsJob).href)) as Job;
  if (job.materialiseAllValuations) {
    const database = await openDatabase({ kind: 'postgres', url });
    const at = performance.now();
    try {
      const result = await step('daily valuations materialised (materialiseAllValuations)', () => job.materialiseAllValuations!(database.db));
      valuationsNote = `materialised in ${seconds(at)} s${result === undefined ? '' : ` (${JSON.stringify(result)} accounts)`}`;
      // Then the stored figures (the performance buttons' responses), as the job makes them after a revaluation.
      const figures = (await import(pathToFileURL(path.join(root, 'apps/server/src/jobs/figures/index.ts')).href)) as FiguresJob;
      const made = await step('stored figures made (refreshStoredFigures)', () =>
        figures.refreshStoredFigures(database.db, { workers: figures.STORED_FIGURE_WORKERS }),
      );
      valuationsNote += `; stored figures made for ${made} accounts`;
    } finally {
      await database.close();
    }
    // The valuation tables were empty at the first analyze, and autovacuum may be off.
    const after = new pg.Client({ connectionString: url });
    await after.connect();
    await step('vacuum analyze (valuations)', () => after.query('vacuum analyze'));
    await after.end();
  } else valuationsNote = 'not run: apps/server/src/jobs/valuations/index.ts exports no materialiseAllValuations';
}

// ---- Report --------------------------------------------------------------------------------------

const check = new pg.Client({ connectionString: url });
await check.connect();
const count = async (sql: string) => Number((await check.query<{ n: string }>(sql)).rows[0]?.n);
const tables = ['clients', 'users', 'accounts', 'account_holders', 'securities', 'unit_prices', 'transactions', 'cash_transactions', 'account_valuation_years'];
const counts: Array<[string, number]> = [];
for (const table of tables) if (await count(`select count(*) as n from pg_tables where tablename = '${table}'`)) counts.push([table, await count(`select count(*) as n from ${table}`)]);
const products = (await check.query<{ product_type: string; n: string }>('select product_type, count(*) as n from accounts group by 1 order by 1')).rows;
const size = (await check.query<{ size: string }>('select pg_size_pretty(pg_database_size(current_database())) as size')).rows[0]?.size;
const bench = world.benchAccount;
const benchRows = await count(`select count(*) as n from transactions t join accounts a on a.id = t.account_id where a.account_number = '${bench.accountNumber}'`);
const benchFunds = await count(`select count(distinct security_id) as n from transactions t join accounts a on a.id = t.account_id where a.account_number = '${bench.accountNumber}'`);
await check.end();

console.log(`\ndatabase: ${url.replace(/\/\/[^@]*@/, '//')} (${size})`);
console.log(`prices: ${days[0]} to ${days.at(-1)} (${days.length} NZ business days) for ${funds.length} funds`);
for (const [table, n] of counts) console.log(`${table.padEnd(24)} ${n.toLocaleString('en-NZ')}`);
console.log(`accounts by product: ${products.map((p) => `${p.product_type} ${Number(p.n).toLocaleString('en-NZ')}`).join(', ')}`);
console.log(`switches: ${switches.toLocaleString('en-NZ')} SwitchOut/SwitchIn pairs`);
console.log(
  `${world.benchClient.username} / ${BENCH_PASSWORD}: account ${bench.accountNumber} since ${days[bench.signupDay]}, ${benchFunds} funds, ${benchRows.toLocaleString('en-NZ')} transactions; ${world.staff.username} (staff) has the same password`,
);
const adviser = world.advisers[world.benchAdviser.adviser];
const advised = world.accounts.filter((a) => a.adviser === world.benchAdviser.adviser);
console.log(
  `${world.benchAdviser.username} (intermediary, same password): adviser ${adviser?.firstName} ${adviser?.lastName} (${adviser?.id}), the most accounts: ${advised.length} (${advised.filter((a) => a.closeDay < 0).length} open)`,
);
console.log(`valuations: ${valuationsNote}`);
console.log(`total: ${seconds(started)} s`);
