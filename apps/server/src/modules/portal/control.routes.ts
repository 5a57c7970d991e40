import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorBody, PortalStatusResponse, SetPortalStatusRequest } from '@tasman/domain';
import { ApiError } from '../../plugins/api-error.js';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The local control channel of the `portal` CLI. On the embedded database only one process may open
 * the data directory, so while the server runs the CLI asks it, from this machine, with the token
 * the server wrote into the data directory (readable by the same OS user only).
 */
export async function controlRoutes(app: FastifyInstance, options: { token: string }) {
  const expected = Buffer.from(options.token);
  app.withTypeProvider<ZodTypeProvider>().put(
    '/control/portal-status',
    {
      config: { access: 'public' },
      schema: { hide: true, body: SetPortalStatusRequest, response: { 200: PortalStatusResponse, 403: ApiErrorBody } },
      preHandler: async (request) => {
        const given = Buffer.from(String(request.headers['x-control-token'] ?? ''));
        const ok = given.length === expected.length && timingSafeEqual(given, expected);
        if (!ok || !LOOPBACK.has(request.ip)) throw new ApiError('Forbidden');
      },
    },
    async (request) => {
      await app.statusHub.set(request.body.channel, request.body.live, 'cli');
      return app.statusHub.current();
    },
  );
}
