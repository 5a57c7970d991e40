import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LocationResponse } from '@tasman/domain/contracts/tools';
import { locateRequest, type LocationSettings } from './location.service.js';

export async function locationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const settings: LocationSettings = {
    trustProxy: app.env.TRUST_PROXY,
    countryHeader: app.env.LOCATION_COUNTRY_HEADER,
    privateAsNz: app.env.LOCATION_PRIVATE_AS_NZ ?? !app.env.production,
  };

  // spec 002 §7 'Location': GET {cache}/loc → { Location }; the tools page asks before showing tiles.
  api.get(
    '/cache/loc',
    {
      config: { access: 'public' },
      schema: {
        tags: ['tools'],
        summary: "The caller's country for the tools ('NZ' for New Zealand, 'ZZ' when unknown)",
        response: { 200: LocationResponse },
      },
    },
    async (request, reply) => {
      const Location = await locateRequest(
        settings,
        { peer: request.socket.remoteAddress, ip: request.ip, headers: request.headers },
        request.log,
      );
      // The answer depends on the caller: a browser may keep it a while, a shared cache never.
      reply.header('cache-control', 'private, max-age=300');
      return { Location };
    },
  );
}
