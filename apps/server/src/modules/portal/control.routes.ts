import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorBody, LoginNoticesSettings, PortalStatusResponse, SetLoginNoticesRequest, SetPortalStatusRequest } from '@tasman/domain';
import { ApiError } from '../../plugins/api-error.js';
import { insertAuditEvent } from '../auth/auth.repo.js';
import { updateLoginNotices } from './portal-settings.repo.js';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The local control channel of the `portal` CLI. On the embedded database only one process may open
 * the data directory, so while the server runs the CLI asks it, from this machine, with the token
 * the server wrote into the data directory (readable by the same OS user only).
 */
export async function controlRoutes(app: FastifyInstance, options: { token: string }) {
  const expected = Buffer.from(options.token);
  const fromTheCli = async (request: FastifyRequest) => {
    const given = Buffer.from(String(request.headers['x-control-token'] ?? ''));
    const ok = given.length === expected.length && timingSafeEqual(given, expected);
    if (!ok || !LOOPBACK.has(request.ip)) throw new ApiError('Forbidden');
  };
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.put(
    '/control/portal-status',
    {
      config: { access: 'public' },
      schema: { hide: true, body: SetPortalStatusRequest, response: { 200: PortalStatusResponse, 403: ApiErrorBody } },
      preHandler: fromTheCli,
    },
    async (request) => {
      await app.statusHub.set(request.body.channel, request.body.live, 'cli');
      await insertAuditEvent(app.database.db, {
        channel: request.body.channel,
        ip: 'cli',
        event: 'portal-status-changed',
        detail: `${request.body.channel}: ${request.body.live ? 'live' : 'maintenance'} (by the portal command)`,
      });
      return app.statusHub.current();
    },
  );
  api.put(
    '/control/login-notices',
    {
      config: { access: 'public' },
      schema: { hide: true, body: SetLoginNoticesRequest, response: { 200: LoginNoticesSettings, 403: ApiErrorBody } },
      preHandler: fromTheCli,
    },
    async (request) => updateLoginNotices(app.database.db, request.body),
  );
}
