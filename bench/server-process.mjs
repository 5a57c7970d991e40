// The server side of the bench scripts (history-api.mjs, export-csv.mjs, accounts-api.mjs,
// adviser-api.mjs, account-reads.mjs, price-correction.mjs): start a real
// server process on the bench database, on loopback ports of its own, and read what it spends from
// Linux /proc: CPU time of the server and of the database's backends, and the server's memory.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Starts `apps/server/src/main.ts` with node itself and tsx's loader (its pid is the server's, or on
 * PostgreSQL the supervisor's, with the serving processes under it: processTree), refusing when
 * something answers on the port already. `heapFile`: the server also loads bench/heap-probe.mjs,
 * which writes its process.memoryUsage() there every 50 ms. `loopFile`: it loads
 * bench/loop-probe.mjs, which appends the event loop's delay there every 100 ms. `cpuProfileDir`: node
 * writes the server's CPU profile there (--cpu-prof) as it exits; `stop()` waits for that. `ready`
 * resolves once every one of the server's processes serves (see below).
 */
export async function startServer({ port, databaseUrl, heapFile = null, loopFile = null, cpuProfileDir = null, env = {} }) {
  const base = `http://127.0.0.1:${port}`;
  // Another server on the port would answer instead of ours (and with other users): refuse to start.
  if (await fetch(`${base}/cache/status`).then(() => true, () => false)) throw new Error(`port ${port} is in use; set BENCH_PORT`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tasman-bench-'));
  const preload = [
    ...(heapFile ? ['--import', path.join(root, 'bench/heap-probe.mjs')] : []),
    ...(loopFile ? ['--import', path.join(root, 'bench/loop-probe.mjs')] : []),
  ];
  // node refuses --cpu-prof in NODE_OPTIONS, so it goes on the command line.
  const profile = cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [];
  const child = spawn(process.execPath, [...profile, ...preload, '--import', 'tsx', 'apps/server/src/main.ts'], {
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
      ...(heapFile ? { BENCH_HEAP_FILE: heapFile } : {}),
      ...(loopFile ? { BENCH_LOOP_FILE: loopFile } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // On PostgreSQL the server runs WEB_PROCESSES processes (default: the cores) under a supervisor,
  // which says when all of them serve (apps/server/src/web-processes.ts allServingLine). The first
  // answers on the port before the others have started: a bench that measured from then would charge
  // their start-up to its first endpoint and find their loop held by it. `ready` waits for the line
  // (its text as allServingLine writes it; the count as webProcessCount works it out for PostgreSQL).
  const processes = databaseUrl ? Number(env.WEB_PROCESSES ?? process.env.WEB_PROCESSES ?? os.availableParallelism()) : 1;
  const ready = new Promise((resolve, reject) => {
    if (processes <= 1) {
      child.stdout.resume();
      resolve();
      return;
    }
    let seen = '';
    const onData = (chunk) => {
      seen += chunk;
      if (!seen.includes(`All ${processes} portal processes are serving.`)) return;
      child.stdout.off('data', onData);
      child.stdout.resume();
      resolve();
    };
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', onData);
    exited.then(() => reject(new Error('the server exited before all its processes served')));
  });
  ready.catch(() => {}); // a caller that never awaits it is not left with an unhandled rejection
  // Stopping the bench (Ctrl-C, kill) stops its server too, which would otherwise go on alone.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, () => {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(128 + os.constants.signals[signal]);
    });
  }
  async function stop() {
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { base, child, ready, stop };
}

const tickMs = 1000 / Number((() => { try { return execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim(); } catch { return '100'; } })());

/** user + system CPU of a process in ms, null when it is gone (or this is not Linux). */
export function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * tickMs;
  } catch {
    return null;
  }
}

/** Resident memory of a process in bytes (VmRSS), null when it is gone. */
export function rssBytes(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** A process and every process under it (pids). */
export function processTree(rootPid) {
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
  const tree = new Set([rootPid]);
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

/** CPU ms per process of a process tree and of the database's client backends (the monitor's own left out). */
export async function cpuSnapshot(monitor, rootPid) {
  const backends = (
    await monitor.query("select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'")
  ).rows.map((r) => r.pid);
  const read = (pids) => new Map(pids.map((pid) => [pid, cpuMs(pid)]).filter(([, ms]) => ms !== null));
  return { server: read(processTree(rootPid)), database: read(backends) };
}

/** CPU ms spent between two snapshots (a process that started in between counts from 0). */
export function cpuSpent(before, after) {
  const spent = (a, b) => [...b].reduce((sum, [pid, ms]) => sum + ms - (a.get(pid) ?? 0), 0);
  return { server: spent(before.server, after.server), database: spent(before.database, after.database) };
}

/**
 * The CPU of the database backends whose application_name is `application` (a bench's own pool, so
 * other work on the same database is not charged to it). `sample()` reads each backend's total while
 * it lives (its /proc entry goes when it closes), so call it now and then; `spent()` is the ms spent
 * since the first sample, a backend opened later counting from 0.
 */
export function applicationBackendsCpu(monitor, application) {
  const latest = new Map();
  let atStart = null;
  const sample = async () => {
    const { rows } = await monitor.query('select pid from pg_stat_activity where datname = current_database() and application_name = $1', [application]);
    for (const { pid } of rows) {
      const ms = cpuMs(pid);
      if (ms !== null && ms > 0) latest.set(pid, ms);
    }
    atStart ??= new Map(latest);
  };
  const spent = () => [...latest].reduce((sum, [pid, ms]) => sum + ms - (atStart?.get(pid) ?? 0), 0);
  return { sample, spent };
}

export const median = (values) => {
  const sorted = values.filter((v) => v !== null && v !== undefined).sort((a, b) => a - b);
  return sorted.length === 0 ? null : sorted[Math.floor(sorted.length / 2)];
};
