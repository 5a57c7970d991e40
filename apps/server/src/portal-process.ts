import type { FastifyInstance } from 'fastify';
import { CHANNELS, localDateIn, type Channel } from '@tasman/domain';
import { buildApp } from './app.js';
import type { Env } from './config/env.js';
import { databaseTargetOf, openDatabase } from './db/client.js';
import { prepareDatabase } from './db/prepare.js';
import { openReadReplicaFor } from './db/read-replica.js';
import { DEMO_PASSWORD, hasAnyUser, seedDemoData, type DemoSeedSummary } from './db/seed/demo-seed.js';
import { DEMO_TWO_FACTOR_SECRET } from './db/seed/demo-world.js';
import { startJobEngine, stopJobEngine } from './jobs/engine/index.js';
import { startEmailJobs } from './jobs/email/index.js';
import { startPublicationJobs } from './jobs/notifications/index.js';
import { drainValuationQueue, startValuationJobs, VALUATION_WORKERS } from './jobs/valuations/index.js';
import { startStoredFigureJobs, STORED_FIGURE_WORKERS, STORED_FIGURES_QUEUE } from './jobs/figures/index.js';
import { startStatementJobs, statementRunQueue } from './jobs/statements/index.js';
import { fundDocumentQueue, startFundDocumentJobs } from './jobs/fact-sheets/index.js';
import { DEMO_BUSINESS_DESK_FEED, startBusinessDeskJobs } from './jobs/business-desk/index.js';
import { PortalStatusHub } from './modules/portal/portal-status-hub.js';
import { encryptPlaintextSecrets, totpKey } from './modules/two-factor/secret-box.js';
import { DEMO_REGISTER_EXAMPLES } from './db/seed/demo-registrable-clients.js';
import { demoMailboxEnabled } from './modules/email/demo-mailbox.js';
import { removeControlFile, writeControlFile } from './cli/control-file.js';
import { READY_MESSAGE, webProcessIndex } from './web-processes.js';

/**
 * One portal process: both portals, NZ and AU, on one database (DESIGN §4), with the background jobs
 * where PORTAL_WORKERS allows. main.ts runs it in its own process, or in each process of several on
 * PostgreSQL (web-processes.ts; `processes` says how many the instance has).
 */
export async function runPortal(env: Env, processes: number): Promise<void> {
  // Stops start-up in production without a key, or with a malformed one (docs/decisions.md). With
  // several processes the first makes the key file alone, before the others start.
  const secretKey = totpKey(env);
  const processIndex = webProcessIndex();
  const database = await openDatabase(databaseTargetOf(env));
  // Concurrent valuation workers on PostgreSQL; PGlite's one connection runs one transaction at a time.
  const valuationWorkers = database.kind === 'postgres' ? VALUATION_WORKERS : 1;
  const storedFigureWorkers = database.kind === 'postgres' ? STORED_FIGURE_WORKERS : 1;
  const seeded = await prepareDatabase(database, async (): Promise<DemoSeedSummary | null> => {
    // Two-factor secrets stored before they were encrypted at rest are encrypted now.
    await encryptPlaintextSecrets(database.db, secretKey);
    if (!env.PORTAL_DEMO || (await hasAnyUser(database.db))) return null;
    const summary = await seedDemoData(database.db, { totpKey: secretKey });
    // The demo's daily valuations, before the portals open, so the first screens have their figures.
    await drainValuationQueue(database.jobs, { workers: valuationWorkers });
    return summary;
  });

  // The account reads go to a read replica when DATABASE_READ_URL names one (PostgreSQL only).
  const readReplica = await openReadReplicaFor(env, database);
  if (env.DATABASE_READ_URL && !readReplica) console.log('DATABASE_READ_URL is ignored: the embedded database has no replica.');

  // While this process holds the embedded database, the CLI reaches it through a local control channel.
  const control = database.kind === 'pglite' ? writeControlFile(env.dataDir, env.NZ_PORT) : null;
  const statusHub = new PortalStatusHub(database);
  await statusHub.start();
  const ports: Record<Channel, number> = { NZ: env.NZ_PORT, AU: env.AU_PORT };
  const apps: FastifyInstance[] = [];
  for (const channel of CHANNELS) {
    const app = await buildApp({
      env,
      channel,
      database,
      readReplica,
      statusHub,
      logger: true,
      firstViews: true,
      ...(control ? { controlToken: control.token } : {}),
    });
    await app.listen({ port: ports[channel], host: env.HOST });
    apps.push(app);
  }

  // Background work on the job engine (pg-boss on this database): e-mail, revaluation, statements.
  // PORTAL_WORKERS=false makes a web-only instance; the jobs then run on the instances that have workers.
  const log = apps[0]?.log;
  const engine = await startJobEngine(database, { workers: env.PORTAL_WORKERS, ...(log ? { log } : {}) });
  let stopEmailJobs: (() => void) | null = null;
  let stopPublicationJobs: (() => void) | null = null;
  // Aborted at shutdown, so the long jobs (a drain or a figures pass over thousands of accounts) stop
  // after the account in hand, within the engine's grace period, instead of running on after the
  // database has closed (their next query then failed as an unhandled rejection).
  const stopping = new AbortController();
  if (env.PORTAL_WORKERS) {
    // Later changes to transactions and prices are revalued in the background (DESIGN §5).
    // Then the stored responses of the performance buttons of the accounts it revalued (jobs/figures).
    await startStoredFigureJobs(engine, database.jobs, { workers: storedFigureWorkers, stopping: stopping.signal, ...(log ? { log } : {}) });
    await startValuationJobs(engine, database.jobs, {
      workers: valuationWorkers,
      stopping: stopping.signal,
      onRevalued: () => engine.send(STORED_FIGURES_QUEUE, {}),
      ...(log ? { log } : {}),
    });
    // Queued e-mails go out (or, without SMTP_URL, stay in the outbox as the demo mailbox), off the request path.
    stopEmailJobs = await startEmailJobs(engine, database.db, env, log ? { log } : {});
    // Notifications staff scheduled are delivered at their time, one job each (issue 12).
    stopPublicationJobs = await startPublicationJobs(engine, database.db, log ? { log } : {});
    // Statements: the quarter-end runs by cron; with demo data, the recorded statements are issued now in
    // the background, so downloads are ready (a download before that issues its statement on demand).
    const storage = apps[0]!.storage;
    await startStatementJobs(engine, database.db, { storage, ...(log ? { log } : {}) });
    if (env.PORTAL_DEMO && env.PORTAL_DEMO_STATEMENTS) {
      for (const channel of CHANNELS) {
        await engine.send(statementRunQueue(channel), { asAt: localDateIn(channel), kind: 'recorded' });
      }
    }
    // Fund fact sheets (monthly) and fund updates (quarterly, NZ) by cron; with demo data, the latest
    // ones are made now in the background, under the same switch as the statements (a download
    // before that renders its document on demand).
    await startFundDocumentJobs(engine, database.db, { storage, ...(log ? { log } : {}) });
    if (env.PORTAL_DEMO && env.PORTAL_DEMO_STATEMENTS) {
      for (const channel of CHANNELS) await engine.send(fundDocumentQueue(channel), {});
    }
    // The business desk feed (BUSINESS_DESK_FEED_URL, else the demo's stored feed) every 15 minutes, and
    // once now, so a fresh portal has items; a feed that fails keeps the items it had (issue 14).
    await startBusinessDeskJobs(engine, database.db, { source: env.BUSINESS_DESK_FEED_URL ?? DEMO_BUSINESS_DESK_FEED, ...(log ? { log } : {}) });
  }

  if (!processIndex) {
    const where = env.DATABASE_URL ? `PostgreSQL; ${processes} ${processes === 1 ? 'process' : 'processes'}` : env.dataDir;
    printWelcome(env.nzPublicUrl, env.auPublicUrl, database.kind, where, seeded, demoMailboxEnabled(env));
  }
  // A process of several tells the supervisor it is ready; after the first, the others start.
  if (processIndex !== null) process.send?.(READY_MESSAGE);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`\n${signal} received: closing the portals`);
    stopping.abort();
    await Promise.allSettled(apps.map((app) => app.close()));
    await stopJobEngine(engine);
    stopEmailJobs?.();
    stopPublicationJobs?.();
    await statusHub.stop();
    if (control) removeControlFile(env.dataDir);
    await readReplica?.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

function printWelcome(
  nzUrl: string,
  auUrl: string,
  kind: string,
  where: string,
  seeded: DemoSeedSummary | null,
  mailbox: boolean,
) {
  const register = DEMO_REGISTER_EXAMPLES.map((example) =>
    example.channel === 'NZ'
      ? `  NZ  e-mail ${example.email}, IRD number ${example.irdNumber}`
      : `  AU  e-mail ${example.email}, date of birth ${example.dateOfBirth}`,
  );
  const lines = [
    '',
    'Tasman Portal is running',
    `  NZ portal: ${nzUrl}`,
    `  AU portal: ${auUrl}`,
    `  Database:  ${kind} (${where})${seeded ? ', demo data loaded just now' : ''}`,
    '',
    `Demo sign-ins (password ${DEMO_PASSWORD}):`,
    '  NZ  demo.client      client with KiwiSaver, Investment Funds, Wealth Management and Private Equity',
    `  NZ  demo.twofactor   client with two-factor sign-in enabled (TOTP secret ${DEMO_TWO_FACTOR_SECRET})`,
    '  NZ  demo.prospect    prospect (no accounts)',
    '  NZ  demo.joint       joint holder with demo.twofactor, without two-factor',
    '  NZ  demo.saver       KiwiSaver member aged 38, one fund: Forecast My Balance',
    '  NZ  demo.retiree     KiwiSaver member aged 68: Spend My KiwiSaver',
    '  NZ  demo.related     related-accounts-only user',
    '  NZ  demo.adviser     adviser: the client book and account search of 30+ accounts',
    '  NZ  demo.staff       staff: every account, the staff console',
    '  NZ  demo.newstaff    staff who must set up two-factor at first sign-in (cannot skip)',
    '  AU  demo.auclient    Australian unit trust client',
    '  AU  demo.auadviser   Australian adviser (UT-AUS book)',
    '  AU  demo.austaff     Australian staff',
    '',
    'Register a login (Login page, Register) as a client who has none:',
    ...register,
    ...(mailbox
      ? ['', `E-mails the portal sends (reset and set-up links, usernames): ${nzUrl}/mailbox and ${auUrl}/mailbox`]
      : []),
    '',
    'Change the portal status: npm run portal -- status off|on --channel NZ|AU',
    '',
  ];
  console.log(lines.join('\n'));
}
