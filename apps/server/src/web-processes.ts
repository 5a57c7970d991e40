import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';

/**
 * One portal process per core (issue 15). A Node process runs its JavaScript on one core: under the
 * read bench's load the server's one thread was busy 95 % of the time while PostgreSQL used half of
 * the other core, so the reads waited for node, not for the database. On PostgreSQL an instance
 * therefore runs `WEB_PROCESSES` processes (default: the machine's cores), each serving both portals
 * on the same two ports (node's cluster module hands each new connection to one of them). They share
 * nothing but the database, as separate instances behind a load balancer do (docs/scaling.md §1).
 * The embedded database (PGlite) belongs to one process, so on it the portal stays one process.
 */
export function webProcessCount(requested: number | undefined, database: 'postgres' | 'pglite', cores = availableParallelism()): number {
  if (database === 'pglite') return 1;
  return requested ?? cores;
}

/**
 * Connections of each process's pool for the account reads' named statements, when
 * DATABASE_NAMED_POOL_SIZE does not say: the machine's cores shared among the processes (at least
 * one each), so that the whole instance keeps as many busy PostgreSQL backends as there are cores
 * (db/client.ts openPostgresPool; decisions 2026-11-29).
 */
export function namedPoolPerProcess(processes: number, cores = availableParallelism()): number {
  return Math.max(1, Math.floor(cores / processes));
}

/** The environment variable that tells a forked process which of the instance's processes it is. */
const PROCESS_INDEX = 'PORTAL_WEB_PROCESS';

/**
 * Which of the instance's processes this is: 0 for the first (it prepares the database, runs the
 * background jobs when PORTAL_WORKERS allows, and prints the welcome), 1… for the others; null when
 * the portal runs as one process.
 */
export function webProcessIndex(): number | null {
  const value = process.env[PROCESS_INDEX];
  return cluster.isWorker && value !== undefined ? Number(value) : null;
}

/** What a forked process tells the supervisor once its portals listen. */
export const READY_MESSAGE = 'portal-ready';

/**
 * What the supervisor prints once every process of the instance has told it it is ready: the first
 * process's welcome comes before the others listen, and a bench or a deploy script that measures or
 * switches traffic from that moment would find some of them still starting.
 */
export const allServingLine = (processes: number) => `All ${processes} portal processes are serving.`;

/** How long a process that exited on its own waits before it is started again. */
const RESTART_DELAY_MS = 1_000;
/** How long the processes have to close at shutdown before they are killed. */
const SHUTDOWN_GRACE_MS = 45_000;

/**
 * The supervising process of an instance that runs several (cluster primary): it starts the first
 * process and waits for it to be ready (migrations, demo data, listening), so that the others start
 * on a prepared database and only one prints the welcome; then the others, as web-only processes
 * (PORTAL_WORKERS=false: the jobs run once per instance, in the first). A process that exits on its
 * own is started again after a second, with the same index. SIGINT or SIGTERM is passed on to every
 * process, each closes as a single-process portal does, and the supervisor exits when all have.
 * Start-up failure of the first process ends the supervisor with its exit code.
 */
export function superviseWebProcesses(processes: number, namedPoolSize: number | undefined): void {
  const env = (index: number): Record<string, string> => ({
    [PROCESS_INDEX]: String(index),
    WEB_PROCESSES: String(processes),
    DATABASE_NAMED_POOL_SIZE: String(namedPoolSize ?? namedPoolPerProcess(processes)),
    ...(index > 0 ? { PORTAL_WORKERS: 'false' } : {}),
  });
  const running = new Map<number, Worker>();
  /**
   * The processes that have said they are ready as the instance starts; once all have, the supervisor
   * says so, once. The first in it is process 0, after which the others start.
   */
  const ready = new Set<number>();
  const started = () => ready.has(0);
  let stopping = false;

  const start = (index: number) => {
    const worker = cluster.fork(env(index));
    running.set(index, worker);
    worker.on('message', (message: unknown) => {
      if (message !== READY_MESSAGE || ready.size === processes) return;
      const first = !started();
      ready.add(index);
      if (first) for (let other = 1; other < processes; other++) start(other);
      if (ready.size === processes) console.log(allServingLine(processes));
    });
    worker.on('exit', (code, signal) => {
      running.delete(index);
      if (stopping) {
        if (running.size === 0) process.exit(0);
        return;
      }
      if (index === 0 && !started()) process.exit(code ?? 1); // the first process could not start: nor can the instance
      console.error(`portal process ${index} exited (${signal ?? `code ${code}`}); starting it again`);
      setTimeout(() => {
        if (!stopping) start(index);
      }, RESTART_DELAY_MS);
    });
  };

  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of running.values()) worker.process.kill(signal);
    if (running.size === 0) process.exit(0);
    setTimeout(() => {
      for (const worker of running.values()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  start(0);
}
