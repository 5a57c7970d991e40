import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { sqlExecutor } from './sql-executor.js';

/** The job engine's PostgreSQL schema; pg-boss creates and migrates it at start. */
export const JOB_SCHEMA = 'pgboss';

export interface JobEngineOptions {
  /**
   * Run workers, cron and maintenance in this process (PORTAL_WORKERS). An engine without them can
   * still send jobs, for a web-only instance.
   */
  workers: boolean;
  log?: FastifyBaseLogger;
  /** How often an idle worker looks for work (pg-boss's default is 2 s; tests use less). */
  pollingIntervalSeconds?: number;
  /** How often maintenance fails jobs whose worker died (expired) so they are retried (pg-boss default 120 s). */
  maintenanceIntervalSeconds?: number;
}

/**
 * Starts pg-boss on the portal's database (docs/decisions.md: pg-boss 10, as v11+ needs Node 22).
 * Jobs live in the `pgboss` schema beside the portal's tables; several instances share them, and
 * pg-boss's SKIP LOCKED fetch gives each job to one worker.
 */
export async function startJobEngine(database: Database, options: JobEngineOptions): Promise<PgBoss> {
  const boss = new PgBoss({
    db: sqlExecutor(database),
    schema: JOB_SCHEMA,
    migrate: true,
    // Cron and maintenance only where workers run: one scheduler is enough, and pg-boss keeps
    // several from sending the same cron slot twice.
    schedule: options.workers,
    supervise: options.workers,
    ...(options.pollingIntervalSeconds === undefined ? {} : { pollingIntervalSeconds: options.pollingIntervalSeconds }),
    ...(options.maintenanceIntervalSeconds === undefined ? {} : { maintenanceIntervalSeconds: options.maintenanceIntervalSeconds }),
  });
  boss.on('error', (error) => {
    if (options.log) options.log.error({ err: error }, 'job engine error');
    else console.error('job engine error', error);
  });
  await boss.start();
  return boss;
}

/**
 * Stops the engine: workers finish the job in hand (up to `timeoutMs`), then nothing more is fetched.
 * The database stays open (it is the portal's; portal-process.ts closes it afterwards).
 */
export async function stopJobEngine(boss: PgBoss, timeoutMs = 30_000): Promise<void> {
  await boss.stop({ graceful: true, close: false, wait: true, timeout: timeoutMs });
}
