import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorBody, InfoRequiredQuery, InfoRequiredResponse } from '@tasman/domain';
import { infoRequired } from './wealth-applications.service.js';

/** spec 000 §7 'Info required' and §4 'Wealth management application'. */
export async function wealthApplicationsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/v1/wealth-applications/info-required',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['home'],
        summary: "What a wealth-management application of the signed-in client still needs, with its progress (spec 000 §7 'Info required')",
        querystring: InfoRequiredQuery,
        response: { 200: InfoRequiredResponse, 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request) => infoRequired(app.database.db, request.auth!, request.query),
  );
}
