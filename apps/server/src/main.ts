import type { FastifyInstance } from 'fastify';
import { CHANNELS, type Channel } from '@tasman/domain';
import { buildApp } from './app.js';
import { parseEnv } from './config/env.js';
import { openDatabase } from './db/client.js';
import { prepareDatabase } from './db/prepare.js';
import { DEMO_PASSWORD, hasAnyUser, seedDemoData, type DemoSeedSummary } from './db/seed/demo-seed.js';
import { DEMO_TWO_FACTOR_SECRET } from './db/seed/demo-world.js';
import { drainValuationQueue, ValuationWorker } from './jobs/valuations/index.js';
import { PortalStatusHub } from './modules/portal/portal-status-hub.js';
import { removeControlFile, writeControlFile } from './cli/control-file.js';

/** One process, two portals: NZ and AU, on one database (DESIGN §4). */
async function main() {
  const env = parseEnv();
  const database = await openDatabase(
    env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: env.dataDir },
  );
  const seeded = await prepareDatabase(database, async (): Promise<DemoSeedSummary | null> => {
    if (!env.PORTAL_DEMO || (await hasAnyUser(database.db))) return null;
    const summary = await seedDemoData(database.db);
    // The demo's daily valuations, before the portals open, so the first screens have their figures.
    await drainValuationQueue(database.db);
    return summary;
  });

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
      statusHub,
      logger: true,
      ...(control ? { controlToken: control.token } : {}),
    });
    await app.listen({ port: ports[channel], host: env.HOST });
    apps.push(app);
  }

  // Later changes to transactions and prices are revalued in the background (DESIGN §5).
  const valuationWorker = new ValuationWorker(database.db, apps[0]?.log);
  valuationWorker.start();

  printWelcome(env.nzPublicUrl, env.auPublicUrl, database.kind, env.DATABASE_URL ? 'PostgreSQL' : env.dataDir, seeded);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`\n${signal} received: closing the portals`);
    await Promise.allSettled(apps.map((app) => app.close()));
    await valuationWorker.stop();
    await statusHub.stop();
    if (control) removeControlFile(env.dataDir);
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
) {
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
    '  NZ  demo.related     related-accounts-only user',
    '  NZ  demo.adviser     adviser with 30+ client accounts',
    '  NZ  demo.staff       staff',
    '  AU  demo.auclient    Australian unit trust client',
    '',
    'Change the portal status: npm run portal -- status off|on --channel NZ|AU',
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
