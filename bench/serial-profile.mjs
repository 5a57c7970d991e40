#!/usr/bin/env node
// Where one read's CPU goes, without the load's noise (issue 15: 'read what the profile says'):
//   node bench/serial-profile.mjs <path template> [count, default 2000]
// Starts a web-only server on the bench database with a CPU profile, signs in as BENCH_USER
// (bench.client), and sends `count` requests one at a time: the template's {n} is replaced by the
// account numbers of the user's own accounts in turn (for a user with none, such as bench.staff, 200
// open accounts of the data set valued five years or more), or the path is sent as it is. Nothing else runs,
// so the server's profile holds this read alone and its samples are CPU, not waiting for a core (under
// the 50 connections of account-reads.mjs, a sample often lands on a process that was pre-empted).
// Prints the server's and PostgreSQL's CPU per request (/proc) and the functions that hold the most
// inclusive time (the time of every sample with the function anywhere on its stack), then the top
// self-time frames (cpu-profile-top.mjs).
//   e.g. node bench/serial-profile.mjs '/api/v1/accounts/{n}/performance?period=ONE_YEAR'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { formatTop, largestProfile, profileSummary } from './cpu-profile-top.mjs';
import { httpLoad } from './http-load.mjs';
import { cpuSnapshot, cpuSpent, startServer } from './server-process.mjs';

const [template, countArg] = process.argv.slice(2);
if (!template) {
  console.error("usage: node bench/serial-profile.mjs '<path with {n}>' [count]");
  process.exit(2);
}
const count = Number(countArg ?? 2000);
const port = Number(process.env.BENCH_PORT ?? 4500);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tasman_bench';
const password = process.env.BENCH_PASSWORD ?? 'Tasman2026Bench';
const username = process.env.BENCH_USER ?? 'bench.client';

const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
// The user's open accounts valued for a year or more (every period of the performance screen answers).
const owned = (
  await db.query(
    `select a.account_number as n from users u join account_holders h on h.client_id = u.client_id join accounts a on a.id = h.account_id
      where u.username = $1 and a.account_status = 'O' and a.signup_date < current_date - 400 order by a.account_number`,
    [username],
  )
).rows.map((r) => r.n);
// A user who holds no account (staff) asks about 200 open accounts of the data set, valued for five years
// or more (every period answers, a custom five-year range included), in a fixed order that mixes the
// products and sizes as account-reads.mjs's stride does.
const numbers =
  owned.length > 0
    ? owned
    : (
        await db.query(
          `select account_number as n from accounts where account_status = 'O' and signup_date < current_date - 1900
            order by md5(account_number) limit 200`,
        )
      ).rows.map((r) => r.n);
await db.end();
if (template.includes('{n}') && numbers.length === 0) throw new Error(`${username} has no account to ask about`);

// BENCH_PROFILE=<dir> keeps the profile there (to read it further); otherwise a temporary folder, removed.
const keptDir = process.env.BENCH_PROFILE ? path.resolve(process.env.BENCH_PROFILE) : null;
const profileDir = keptDir ?? mkdtempSync(path.join(os.tmpdir(), 'tasman-serial-'));
const spawnedAt = Date.now();
const server = await startServer({ port, databaseUrl, cpuProfileDir: profileDir, env: { PORTAL_WORKERS: 'false', WEB_PROCESSES: '1' } });
const { waitForServer, signIn } = httpLoad({ base: server.base, password, connections: 1, seconds: 1 });
const monitor = new pg.Client({ connectionString: databaseUrl });
try {
  await waitForServer();
  await monitor.connect();
  const cookie = await signIn(username);
  const paths = (numbers.length > 0 ? numbers : ['']).map((n) => template.replaceAll('{n}', n));
  const send = async (i) => {
    const response = await fetch(`${server.base}${paths[i % paths.length]}`, { headers: { cookie } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${paths[i % paths.length]} answered ${response.status}`);
  };
  for (let i = 0; i < 200; i += 1) await send(i); // warm-up: JIT, plans, caches
  const startedMs = Date.now() - spawnedAt;
  const before = await cpuSnapshot(monitor, server.child.pid);
  for (let i = 0; i < count; i += 1) await send(i);
  const cpu = cpuSpent(before, await cpuSnapshot(monitor, server.child.pid));
  console.log(`${count} requests one at a time over ${paths.length} accounts of ${username}: ${template}`);
  console.log(`CPU per request: server ${(cpu.server / count).toFixed(3)} ms, PostgreSQL ${(cpu.database / count).toFixed(3)} ms`);
  await server.stop(); // writes the profile
  const file = largestProfile(profileDir);
  if (!file) throw new Error(`no CPU profile was written in ${profileDir}`);
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const heaviest = Number(process.env.BENCH_INCLUSIVE ?? 30);
  console.log(`\nInclusive time of the ${heaviest} heaviest functions (from the measured requests on):`);
  for (const row of inclusive(profile, startedMs).slice(0, heaviest)) console.log(`${row.ms.toFixed(0).padStart(7)} ms ${row.share.padStart(6)}  ${row.name}`);
  console.log(`\n${formatTop(profileSummary(profile, { fromMs: startedMs }), 20)}`);
} finally {
  await monitor.end().catch(() => undefined);
  await server.stop(); // again when a request failed: a second stop of a stopped server does nothing
  if (!keptDir) rmSync(profileDir, { recursive: true, force: true });
}

/** Each function's inclusive time (a recursive function counted once per sample), from `fromMs` on. */
function inclusive(profile, fromMs) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (n) => `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.replace(/^.*node_modules\//, '').replace(/^.*\/work\/[^/]+\//, '').replace(/^file:\/\//, '')}:${n.callFrame.lineNumber + 1}`;
  const totals = new Map();
  let busy = 0;
  let at = profile.startTime;
  const from = profile.startTime + fromMs * 1000;
  for (let i = 0; i < profile.samples.length; i += 1) {
    at += profile.timeDeltas[i];
    const dt = profile.timeDeltas[i + 1] ?? 0;
    let id = profile.samples[i];
    if (at < from || byId.get(id).callFrame.functionName === '(idle)') continue;
    busy += dt;
    const seen = new Set();
    for (; id !== undefined; id = parent.get(id)) {
      const key = name(byId.get(id));
      if (seen.has(key)) continue;
      seen.add(key);
      totals.set(key, (totals.get(key) ?? 0) + dt);
    }
  }
  return [...totals]
    .filter(([key]) => !key.startsWith('(root)'))
    .sort((a, b) => b[1] - a[1])
    .map(([key, us]) => ({ name: key, ms: us / 1000, share: `${((100 * us) / busy).toFixed(1)} %` }));
}
