import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the routes' zod schemas, served at /api/docs (DESIGN §6). */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Tasman Portal API', version: '1' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'tasman_session_nz' } } },
    },
    transform: jsonSchemaTransform,
  });
  // The docs page lives under the portal's own CSP (helmet); swagger-ui's static one adds
  // upgrade-insecure-requests, which breaks the page on plain-http localhost.
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
});
