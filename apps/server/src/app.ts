import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import websocket from '@fastify/websocket';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Channel } from '@tasman/domain';
import type { Env } from './config/env.js';
import type { Database } from './db/client.js';
import { readHandle, type ReadReplica } from './db/read-replica.js';
import { accessPlugin } from './plugins/access.plugin.js';
import { csrfPlugin } from './plugins/csrf.plugin.js';
import { errorsPlugin, frameworkErrorReply } from './plugins/errors.plugin.js';
import { serializeRequest } from './plugins/log-redaction.js';
import { openapiPlugin } from './plugins/openapi.plugin.js';
import { rateLimitPlugin } from './plugins/rate-limit.plugin.js';
import { responseSerializerCompiler } from './plugins/response-serializer.js';
import { securityHeadersPlugin } from './plugins/security-headers.plugin.js';
import { sessionPlugin } from './plugins/session.plugin.js';
import { webAppPlugin } from './plugins/web-app.plugin.js';
import { wellFormedTextPlugin } from './plugins/well-formed-text.plugin.js';
import { storagePlugin } from './plugins/storage.plugin.js';
import { statementRunsRoutes } from './modules/statement-runs/statement-runs.routes.js';
import { notificationPublishingRoutes } from './modules/notification-publishing/notification-publishing.routes.js';
import { accountsRoutes } from './modules/accounts/accounts.routes.js';
import { accountProfilesRoutes } from './modules/account-profiles/account-profiles.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { credentialsRoutes } from './modules/credentials/credentials.routes.js';
import { twoFactorRoutes } from './modules/two-factor/two-factor.routes.js';
import { mailboxRoutes } from './modules/email/mailbox.routes.js';
import { fundsRoutes } from './modules/funds/funds.routes.js';
import { documentsRoutes } from './modules/documents/documents.routes.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { messagesRoutes } from './modules/messages/messages.routes.js';
import { peopleRoutes } from './modules/people/people.routes.js';
import { privateEquityRoutes } from './modules/private-equity/private-equity.routes.js';
import { topHoldingsRoutes } from './modules/top-holdings/top-holdings.routes.js';
import { accountSearchRoutes } from './modules/adviser/account-search.routes.js';
import { clientBookRoutes } from './modules/client-book/client-book.routes.js';
import { reportsRoutes } from './modules/reports/reports.routes.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { transactionsRoutes } from './modules/transactions/transactions.routes.js';
import { governmentContributionRoutes } from './modules/government-contribution/government-contribution.routes.js';
import { kiwiSaverToolsRoutes } from './modules/kiwisaver-tools/kiwisaver-tools.routes.js';
import { factFindsRoutes } from './modules/fact-finds/fact-finds.routes.js';
import { wealthApplicationsRoutes } from './modules/wealth-applications/wealth-applications.routes.js';
import { valueOfAdviceRoutes } from './modules/value-of-advice/value-of-advice.routes.js';
import { commsPreferencesRoutes } from './modules/comms-preferences/comms-preferences.routes.js';
import { accountSecurityRoutes } from './modules/account-security/account-security.routes.js';
import { insightsRoutes } from './modules/insights/insights.routes.js';
import { profileRoutes } from './modules/profile/profile.routes.js';
import { PortalStatusHub } from './modules/portal/portal-status-hub.js';
import { signOutAfterMaintenanceCountdown } from './modules/portal/maintenance-sign-out.js';
import { portalRoutes } from './modules/portal/portal.routes.js';
import { statusSocketRoutes } from './modules/portal/status-socket.routes.js';
import { controlRoutes } from './modules/portal/control.routes.js';
import { locationRoutes } from './modules/location/location.routes.js';
import { businessDeskRoutes } from './modules/business-desk/business-desk.routes.js';
import { toolsRoutes } from './modules/tools/tools.routes.js';

export interface BuildAppOptions {
  env: Env;
  channel: Channel;
  database: Database;
  /** A read replica for the account reads (DATABASE_READ_URL); without one they read the primary. */
  readReplica?: ReadReplica | null;
  /** Shared by both portals of one process; a test app without one gets its own. */
  statusHub?: PortalStatusHub;
  logger?: boolean;
  /** How long after a switch into maintenance the sessions of non-staff end (default: the 30 s countdown). */
  maintenanceSignOutMs?: number;
  /** Token of the local control channel the CLI uses while this process holds the embedded database. */
  controlToken?: string;
  /**
   * Pages of account screens come with the server's first view when the web build has its module
   * (plugins/first-view.ts). portal-process.ts turns it on; tests build apps without it unless they say so.
   */
  firstViews?: boolean;
}

/** A hop count as Fastify applies it (its types omit the number form): trust the nearest `hops` proxies. */
function fastifyTrustProxy(trust: Env['TRUST_PROXY']): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** Builds one portal (NZ or AU). portal-process.ts builds two on one database; tests build them the same way. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env, channel, database } = options;
  const app = Fastify({
    logger: options.logger
      ? {
          level: env.LOG_LEVEL,
          redact: { paths: ['req.headers.cookie', 'req.headers["x-csrf-token"]', 'res.headers["set-cookie"]'], remove: true },
          serializers: { req: serializeRequest },
        }
      : false,
    bodyLimit: 64 * 1024,
    // Only the configured proxies may name the client (issue 9 item 21); by default nobody can.
    trustProxy: fastifyTrustProxy(env.TRUST_PROXY),
    frameworkErrors: frameworkErrorReply,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ check: env.NODE_ENV === 'test' }));

  const ownsHub = !options.statusHub;
  const statusHub = options.statusHub ?? new PortalStatusHub(database);
  if (ownsHub) await statusHub.start();
  app.decorate('env', env);
  app.decorate('channel', channel);
  app.decorate('database', database);
  // Each call is one request's handle for its account reads: the replica while usable (db/read-replica.ts).
  const readReplica = options.readReplica ?? null;
  app.decorate('readDb', () => readHandle(database.db, readReplica));
  app.decorate('statusHub', statusHub);
  if (ownsHub) app.addHook('onClose', async () => statusHub.stop());
  const stopMaintenanceSignOut = signOutAfterMaintenanceCountdown(statusHub, database.db, channel, {
    ...(options.maintenanceSignOutMs === undefined ? {} : { afterMs: options.maintenanceSignOutMs }),
  });
  app.addHook('onClose', async () => stopMaintenanceSignOut());

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(cookie);
  await app.register(rateLimitPlugin);
  await app.register(websocket, { options: { maxPayload: 1024 } });
  await app.register(openapiPlugin);
  await app.register(accessPlugin);
  await app.register(sessionPlugin);
  await app.register(csrfPlugin);
  await app.register(wellFormedTextPlugin);
  await app.register(storagePlugin);

  await app.register(portalRoutes);
  await app.register(statusSocketRoutes);
  await app.register(authRoutes);
  await app.register(credentialsRoutes);
  await app.register(twoFactorRoutes);
  await app.register(mailboxRoutes);
  await app.register(peopleRoutes);
  await app.register(accountsRoutes);
  await app.register(accountProfilesRoutes);
  await app.register(fundsRoutes);
  await app.register(documentsRoutes);
  await app.register(privateEquityRoutes);
  await app.register(topHoldingsRoutes);
  await app.register(notificationsRoutes);
  await app.register(messagesRoutes);
  await app.register(accountSearchRoutes);
  await app.register(clientBookRoutes);
  await app.register(reportsRoutes);
  await app.register(auditRoutes);
  await app.register(statementRunsRoutes);
  await app.register(notificationPublishingRoutes);
  await app.register(transactionsRoutes);
  await app.register(governmentContributionRoutes);
  await app.register(kiwiSaverToolsRoutes);
  await app.register(factFindsRoutes);
  await app.register(wealthApplicationsRoutes);
  await app.register(valueOfAdviceRoutes);
  await app.register(commsPreferencesRoutes);
  await app.register(accountSecurityRoutes);
  await app.register(insightsRoutes);
  await app.register(profileRoutes);
  await app.register(locationRoutes);
  await app.register(businessDeskRoutes);
  await app.register(toolsRoutes);
  if (options.controlToken) await app.register(controlRoutes, { token: options.controlToken });
  await app.register(webAppPlugin, options.firstViews ? {} : { firstView: false });
  return app;
}
