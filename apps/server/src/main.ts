import cluster from 'node:cluster';
import { parseEnv } from './config/env.js';
import { superviseWebProcesses, webProcessCount } from './web-processes.js';

/**
 * `npm start`: two portals, NZ and AU, on one database (DESIGN §4), served by one process per core
 * on PostgreSQL (web-processes.ts). This process then only supervises them and loads nothing of the
 * server; each of them, or this process when it is the only one, runs portal-process.ts.
 */
async function main() {
  const env = parseEnv();
  const processes = webProcessCount(env.WEB_PROCESSES, env.DATABASE_URL ? 'postgres' : 'pglite');
  if (env.WEB_PROCESSES && env.WEB_PROCESSES > 1 && processes === 1) {
    console.log('WEB_PROCESSES is ignored: the embedded database belongs to one process.');
  }
  if (cluster.isPrimary && processes > 1) return superviseWebProcesses(processes, env.DATABASE_NAMED_POOL_SIZE);
  const { runPortal } = await import('./portal-process.js');
  await runPortal(env, processes);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
