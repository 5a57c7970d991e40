// What the load benches on the scale data share (account-reads.mjs, accounts-api.mjs, adviser-api.mjs,
// price-correction.mjs): one request alone, waiting for the server to drain, the run of a list of
// endpoints (probe, warm-up, 40 requests alone, then the load with the CPU it cost), the select 1
// yardstick, BENCH_ONLY, and the event loop windows of bench/loop-probe.mjs.
import { existsSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { cpuSnapshot, cpuSpent, median } from './server-process.mjs';

/**
 * One request, alone: its status, time and body. `matches` is the list's total when the answer
 * has one (accounts, clients or records), for the benches that report how much a request found.
 */
export async function probe(base, pathname, cookie) {
  const at = performance.now();
  const response = await fetch(`${base}${pathname}`, { headers: cookie ? { cookie } : {} });
  const text = await response.text();
  const ms = performance.now() - at;
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON: no count
  }
  const matches = json?.totalAccounts ?? json?.totalClients ?? json?.totalRecords ?? null;
  return { status: response.status, ms, matches, json, body: text.slice(0, 200) };
}

/**
 * Waits until the server answers a select 1 in under 50 ms again (at most 30 s): requests that
 * autocannon gave up on at the end of a run may still hold the database, and the next endpoint
 * must not pay for them.
 */
export async function drained(base) {
  for (let i = 0; i < 60; i += 1) {
    if ((await probe(base, '/api/v1/health', null)).ms < 50) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** BENCH_ONLY=<part of a name>: those endpoints only, with the select 1 runs around them. */
export function onlyThose(endpoints, only = process.env.BENCH_ONLY) {
  return only ? endpoints.filter((e) => e.name.includes('select 1') || e.name.includes(only)) : endpoints;
}

/**
 * The event loop's held time (ms) over the windows of bench/loop-probe.mjs between two Date.now()
 * stamps: the longest, and the highest of the windows' p99s (conservative: the windows' own
 * histograms are not kept, so no true p99 over the run); with the longest, the process whose window
 * it was and the longest garbage collection reported in that window (null from an older probe).
 */
export function loopDelay(loopFile, from, to) {
  if (!loopFile || !existsSync(loopFile)) return null;
  const windows = readFileSync(loopFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .filter((w) => w.at > from && w.at <= to + 100);
  if (windows.length === 0) return null;
  const longest = windows.reduce((a, b) => (b.max > a.max ? b : a));
  return { max: longest.max, p99: Math.max(...windows.map((w) => w.p99)), gcAtMax: longest.gc ?? null, pidAtMax: longest.pid ?? null };
}

/** The mean p99 and requests/s of the select 1 runs that completed (the ratios' yardstick). */
export function select1Of(select1Runs) {
  const runs = select1Runs.filter((r) => r.total > 0);
  const mean = (pick) => (runs.length === 0 ? NaN : runs.reduce((sum, r) => sum + pick(r), 0) / runs.length);
  return { p99: mean((r) => r.p99), rps: mean((r) => r.rps), runs: runs.length };
}

/** 'met', 'NOT met' or why it could not be judged: p99 <= `times` × select 1's, every answer 2xx. */
export function verdict(row, select1, times = 5) {
  if (row.total === 0 || select1.runs === 0) return 'NOT measured';
  if (row.non2xx > 0 || row.errors > 0) return 'NOT met (non-2xx or errors)';
  return row.p99 / select1.p99 <= times ? 'met' : 'NOT met';
}

/**
 * Asks each endpoint `alone` times one request at a time (paths by a stride of 31, so a list of
 * paths is sampled across), reading the server's and the database backends' CPU over the lot:
 * { ms (median), matches (median), serverCpu, databaseCpu (ms a request), loop (held ms), statuses }.
 */
export async function aloneRun({ base, monitor, serverPid, loopFile = null }, { paths, cookie }, alone = 40) {
  const samples = [];
  const from = Date.now();
  const before = await cpuSnapshot(monitor, serverPid);
  for (let i = 0; i < alone; i += 1) samples.push(await probe(base, paths[(i * 31) % paths.length], cookie));
  const cpu = cpuSpent(before, await cpuSnapshot(monitor, serverPid));
  return {
    ms: median(samples.map((s) => s.ms)),
    matches: median(samples.map((s) => s.matches)),
    serverCpu: cpu.server / alone,
    databaseCpu: cpu.database / alone,
    loop: loopDelay(loopFile, from, Date.now()),
    non2xx: samples.filter((s) => s.status < 200 || s.status > 299).length,
    firstRefused: samples.find((s) => s.status < 200 || s.status > 299) ?? null,
  };
}

/**
 * One endpoint under load for `seconds` with the CPU it cost (per request) and the event loop's
 * held time, then waits for the server to drain.
 */
export async function loadRun({ base, monitor, serverPid, loopFile = null, measure }, { paths, cookie }, seconds) {
  const from = Date.now();
  const before = await cpuSnapshot(monitor, serverPid);
  const r = await measure(paths, cookie, seconds);
  const cpu = cpuSpent(before, await cpuSnapshot(monitor, serverPid));
  const loop = loopDelay(loopFile, from, Date.now());
  await drained(base);
  const perRequest = (ms) => (r.requests.total > 0 ? ms / r.requests.total : 0);
  return {
    rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, total: r.requests.total, non2xx: r.non2xx,
    errors: r.errors + r.timeouts, refused: r.refused, serverCpu: perRequest(cpu.server), databaseCpu: perRequest(cpu.database), loop,
  };
}

/**
 * The whole run of a list of endpoints ({ name, paths, cookie, budgeted }): a probe of each (its
 * status printed, so a route that refuses says so plainly), a warm-up of `warmSeconds` each (JIT,
 * PostgreSQL's caches and plans; not reported), the requests alone, then the load of each in turn.
 * Returns one row per endpoint: { name, budgeted, alone: aloneRun's, ...loadRun's }.
 */
export async function runEndpoints(context, endpoints, { seconds, warmSeconds = 2 }) {
  const { base, databaseUrl } = context;
  for (const e of endpoints) {
    const p = await probe(base, e.paths[0], e.cookie);
    console.log(`probe ${e.name}: ${e.paths[0]} -> ${p.status} in ${p.ms.toFixed(0)} ms${p.matches !== null ? `, ${p.matches} found` : ''}${p.status >= 300 ? ` ${p.body}` : ''}`);
  }
  for (const e of endpoints.filter((x) => !x.name.includes('select 1'))) await context.measure(e.paths, e.cookie, Math.min(warmSeconds, seconds));
  await drained(base);
  const monitor = new pg.Client({ connectionString: databaseUrl });
  await monitor.connect();
  try {
    const withMonitor = { ...context, monitor };
    const alone = [];
    for (const e of endpoints) alone.push(await aloneRun(withMonitor, e));
    const rows = [];
    for (const [i, e] of endpoints.entries()) rows.push({ name: e.name, budgeted: e.budgeted, alone: alone[i], ...(await loadRun(withMonitor, e, seconds)) });
    return rows;
  } finally {
    await monitor.end();
  }
}
