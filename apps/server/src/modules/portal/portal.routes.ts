import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  ApiErrorBody,
  type Channel,
  localDateIn,
  LoginNoticesSettings,
  PortalInfoResponse,
  PortalSettingsResponse,
  PortalStatusResponse,
  SetLoginNoticesRequest,
  SetPortalStatusRequest,
} from '@tasman/domain';
import { ApiError } from '../../plugins/api-error.js';
import { demoMailboxEnabled } from '../email/demo-mailbox.js';
import { recordAudit } from '../auth/auth.repo.js';
import { activeDistributionPeriod, readPortalSettings, updateLoginNotices } from './portal-settings.repo.js';

const HealthResponse = z.object({ status: z.literal('ok') });

export async function portalRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  /** Staff switch and configure their own portal only (issue 9 item 25); the CLI's control channel may do either. */
  const refuseOtherPortal = (channel: Channel) => {
    if (channel !== app.channel) throw new ApiError('Forbidden');
  };

  api.get(
    '/api/v1/portal/info',
    {
      config: { access: 'public' },
      schema: { tags: ['portal'], summary: 'Which portal this is', response: { 200: PortalInfoResponse } },
    },
    async () => {
      const settings = await readPortalSettings(app.database.db, app.channel);
      const today = localDateIn(app.channel);
      return {
        channel: app.channel,
        version: app.env.PORTAL_VERSION,
        environment: app.env.PORTAL_ENVIRONMENT,
        production: app.env.production,
        otherPortalUrl: app.channel === 'NZ' ? app.env.auPublicUrl : app.env.nzPublicUrl,
        loginNotices: {
          maintenanceAlert: settings.maintenanceAlertEnabled,
          updateNotice: settings.updateNotice,
          distributionPeriod: activeDistributionPeriod(settings, today),
        },
        demoMailbox: demoMailboxEnabled(app.env),
      };
    },
  );

  // For load balancers, and the baseline of every benchmark (DESIGN §9: 'a SELECT 1 endpoint').
  api.get(
    '/api/v1/health',
    {
      config: { access: 'public' },
      logLevel: 'warn',
      schema: {
        tags: ['portal'],
        summary: 'Liveness, with one round trip to the database (503 with Retry-After while it cannot be reached)',
        response: { 200: HealthResponse, 503: ApiErrorBody },
      },
    },
    async () => {
      await app.database.db.execute(sql`select 1`);
      return { status: 'ok' as const };
    },
  );

  // spec 000 §7 'Portal status poll': GET {cacheApi}/status, served from memory.
  // Untyped on purpose: it sends the hub's ready-made JSON text, which the serialiser passes through.
  app.get(
    '/cache/status',
    {
      config: { access: 'public' },
      // Every browser polls this; a log line per poll would cost more than the answer.
      logLevel: 'warn',
      schema: { tags: ['portal'], summary: 'Portal status of both channels', response: { 200: PortalStatusResponse } },
    },
    async (_request, reply) => {
      // The hub keeps the answer serialised, so a poll costs no serialisation at all.
      return reply.header('cache-control', 'no-store').type('application/json').send(app.statusHub.currentJson());
    },
  );

  api.put(
    '/api/v1/portal/status',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['portal'],
        summary: 'Switch a channel live or into maintenance (staff only)',
        body: SetPortalStatusRequest,
        response: { 200: PortalStatusResponse, 401: ApiErrorBody, 403: ApiErrorBody },
      },
    },
    async (request) => {
      refuseOtherPortal(request.body.channel);
      const staff = request.auth!;
      await app.statusHub.set(request.body.channel, request.body.live, `staff:${staff.username}`);
      await recordAudit(
        { db: app.database.db, channel: app.channel, ip: request.ip },
        { id: staff.userId, username: staff.username },
        'portal-status-changed',
        `${request.body.channel}: ${request.body.live ? 'live' : 'maintenance'}`,
      );
      return app.statusHub.current();
    },
  );

  // The staff console loads the notices as they stand before changing them (issue 10).
  api.get(
    '/api/v1/portal/login-notices',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['portal'],
        summary: "This portal's login notices as configured, whether or not shown today (staff only)",
        response: { 200: LoginNoticesSettings, 401: ApiErrorBody, 403: ApiErrorBody },
      },
    },
    async () => {
      const settings = await readPortalSettings(app.database.db, app.channel);
      return {
        channel: app.channel,
        maintenanceAlert: settings.maintenanceAlertEnabled,
        updateNotice: settings.updateNotice,
        distributionPeriodStart: settings.distributionPeriodStart,
        distributionPeriodEnd: settings.distributionPeriodEnd,
      };
    },
  );

  api.put(
    '/api/v1/portal/login-notices',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['portal'],
        summary: "Set a channel's login notices: Maintenance Alert, update notice, distribution period (staff only)",
        body: SetLoginNoticesRequest,
        response: { 200: LoginNoticesSettings, 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody },
      },
    },
    async (request) => {
      refuseOtherPortal(request.body.channel);
      const result = await updateLoginNotices(app.database.db, request.body);
      const staff = request.auth!;
      await recordAudit(
        { db: app.database.db, channel: app.channel, ip: request.ip },
        { id: staff.userId, username: staff.username },
        'login-notices-changed',
        `${request.body.channel}: ${Object.keys(request.body).filter((k) => k !== 'channel').join(', ')}`,
      );
      return result;
    },
  );

  api.get(
    '/api/v1/portal/settings',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['portal'], response: { 200: PortalSettingsResponse, 401: ApiErrorBody } },
    },
    async () => readPortalSettings(app.database.db, app.channel),
  );

  // The status socket /ws/status is served by status-socket.routes.ts (it also pushes notification changes).
}
