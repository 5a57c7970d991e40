import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AccountListResponse, ApiErrorBody } from '@tasman/domain';
import { listAccounts } from './accounts.service.js';

export async function accountsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/accounts',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['accounts'],
        summary: 'Accounts the signed-in client owns or is related to',
        response: { 200: AccountListResponse, 401: ApiErrorBody },
      },
    },
    async (request) => listAccounts(app.database.db, request.auth!),
  );
}
