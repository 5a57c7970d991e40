import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdvisersResponse, ApiErrorBody, ClientResponse, ProfileResponse } from '@tasman/domain';
import { getAdvisers, getClientByKey, getProfile } from './people.service.js';

export async function peopleRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { access: 'signed-in' as const };

  api.get(
    '/api/v1/profile',
    { config: signedIn, schema: { tags: ['people'], response: { 200: ProfileResponse, 401: ApiErrorBody } } },
    async (request) => getProfile(app.database.db, request.auth!),
  );

  api.get(
    '/api/v1/client/:clientKey',
    {
      config: signedIn,
      schema: {
        tags: ['people'],
        params: z.object({ clientKey: z.string().min(1).max(64) }),
        response: { 200: ClientResponse, 401: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request) => getClientByKey(app.database.db, request.auth!, request.params.clientKey),
  );

  api.get(
    '/api/v1/advisers',
    { config: signedIn, schema: { tags: ['people'], response: { 200: AdvisersResponse, 401: ApiErrorBody } } },
    async (request) => getAdvisers(app.database.db, request.auth!),
  );
}
