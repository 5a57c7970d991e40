import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorBody, FactFindListQuery, FactFindListResponse } from '@tasman/domain';
import { listFactFinds } from './fact-finds.service.js';

/** spec 000 §7 'Fact-find list' (clientId, product type, optional type filter → list). */
export async function factFindsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/v1/fact-finds',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['home'],
        summary: "The signed-in client's fact-finds of one product type, in stage order (spec 000 §7 'Fact-find list')",
        querystring: FactFindListQuery,
        response: { 200: FactFindListResponse, 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request) => listFactFinds(app.database.db, request.auth!, request.query),
  );
}
