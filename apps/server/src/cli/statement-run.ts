import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CHANNELS, isCalendarDate, type Channel } from '@tasman/domain';
import { parseEnv } from '../config/env.js';
import { databaseTargetOf, openDatabase } from '../db/client.js';
import { prepareDatabase } from '../db/prepare.js';
import { startJobEngine, stopJobEngine } from '../jobs/engine/index.js';
import { findRecentRuns, startStatementJobs, startStatementRun, statementTotals } from '../jobs/statements/index.js';
import { createDocumentStorage, storageConfigFromEnv } from '../storage/document-storage.js';

const USAGE = `Usage:
  npx tsx apps/server/src/cli/statement-run.ts --as-at yyyy-mm-dd [--channel NZ|AU] [--kind scheduled|recorded]
                                               [--concurrency N] [--processes N]
  Runs the statement job for the date on this machine (the database of DATABASE_URL, else the data
  directory's embedded one while no server holds it) and waits until every account is done; prints
  counts, a checksum over the issued statements and the elapsed time. Run again after a kill: it
  carries on where the first stopped. --processes N (PostgreSQL only) adds N-1 worker processes, as
  rendering a PDF is CPU work and one Node process uses one core.`;

async function run(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      'as-at': { type: 'string' },
      channel: { type: 'string' },
      kind: { type: 'string', default: 'scheduled' },
      concurrency: { type: 'string', default: '2' },
      processes: { type: 'string', default: '1' },
      'worker-only': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const asAt = values['as-at'];
  const concurrency = Number(values.concurrency);
  const processes = Number(values.processes);
  const channels: Channel[] = values.channel ? [values.channel.toUpperCase() as Channel] : [...CHANNELS];
  if (
    values.help ||
    !asAt ||
    !isCalendarDate(asAt) ||
    !channels.every((c) => CHANNELS.includes(c)) ||
    !['scheduled', 'recorded'].includes(values.kind) ||
    !Number.isInteger(concurrency) ||
    concurrency < 1 ||
    !Number.isInteger(processes) ||
    processes < 1
  ) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  const kind = values.kind as 'scheduled' | 'recorded';
  const env = parseEnv();
  if (processes > 1 && !env.DATABASE_URL) {
    console.error('--processes needs PostgreSQL (DATABASE_URL): the embedded database belongs to one process.');
    return 2;
  }
  const database = await openDatabase(databaseTargetOf(env));
  await prepareDatabase(database, async () => undefined);
  const storage = createDocumentStorage(storageConfigFromEnv(env));
  const boss = await startJobEngine(database, { workers: true, pollingIntervalSeconds: 1, maintenanceIntervalSeconds: 15 });
  await startStatementJobs(boss, database.db, { storage, concurrency });

  const children = values['worker-only']
    ? []
    : Array.from({ length: processes - 1 }, () =>
        fork(fileURLToPath(import.meta.url), [...argv, '--worker-only'], { stdio: 'inherit', execArgv: process.execArgv }),
      );
  const started = Date.now();
  const before = new Map<Channel, Awaited<ReturnType<typeof statementTotals>>>();
  const runIds = new Set<string>();
  if (!values['worker-only']) {
    for (const channel of channels) {
      before.set(channel, await statementTotals(database.db, channel, asAt));
      const { runId, queued } = await startStatementRun(boss, database.db, channel, { asAt, kind });
      runIds.add(runId);
      console.log(`${channel} ${asAt} (${kind}): ${queued} accounts queued`);
    }
  }
  // Wait until no account of the runs is queued (failed accounts have used their retries).
  let failedAccounts: number;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const runs = (await Promise.all(channels.map((c) => findRecentRuns(database.db, c, 20)))).flat().filter((r) => r.asAt === asAt && r.kind === kind);
    if (runs.length === 0) continue;
    const queued = runs.reduce((sum, r) => sum + r.queued, 0);
    const done = runs.reduce((sum, r) => sum + r.done, 0);
    const failed = runs.reduce((sum, r) => sum + r.failed, 0);
    if (!values['worker-only']) {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`${seconds} s: ${done} accounts done, ${failed} failed, ${queued} to go`);
    }
    failedAccounts = failed;
    if (queued === 0) break;
  }
  await stopJobEngine(boss);
  if (!values['worker-only']) {
    await Promise.all(children.map((child) => new Promise((resolve) => child.once('exit', resolve))));
    const elapsed = (Date.now() - started) / 1000;
    for (const channel of channels) {
      const totals = await statementTotals(database.db, channel, asAt);
      const earlier = before.get(channel)!;
      console.log(
        `${channel}: ${totals.recorded} statements recorded by ${asAt}, ${totals.issued} issued (${totals.issued - earlier.issued} in this run); checksum ${totals.checksum}`,
      );
    }
    console.log(`elapsed ${elapsed.toFixed(1)} s with ${processes} process(es) × ${concurrency} worker(s)`);
  }
  await database.close();
  // A scheduler reads the exit code: accounts that failed for good (their retries used) make it 1.
  if (failedAccounts > 0 && !values['worker-only']) {
    console.error(`${failedAccounts} account(s) failed after their retries; run again to retry them`);
    return 1;
  }
  return 0;
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
