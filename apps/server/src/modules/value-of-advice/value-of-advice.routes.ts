import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AccountNumberPath, ApiErrorBody, ValueOfAdviceResponse } from '@tasman/domain';
import { valueOfAdvice } from './value-of-advice.service.js';

/** The value-of-advice card of the client home (issue 12). */
export async function valueOfAdviceRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/v1/accounts/:accountNumber/value-of-advice',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['home'],
        summary: "An adviser-managed portfolio's return over the last year against its funds' benchmarks (issue 12 'value of advice')",
        params: AccountNumberPath,
        response: { 200: ValueOfAdviceResponse, 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request) => valueOfAdvice(app.database.db, request.auth!, request.params.accountNumber),
  );
}
