import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AccountListResponse, ApiErrorBody, AssetClassSummaryResponse } from '@tasman/domain';
import { listAccounts } from './accounts.service.js';
import { assetClassSummary } from './asset-class-summary.js';

/** An account number in a path: short and plain, so nothing odd reaches a query. */
const AccountNumberParams = z.object({ accountNumber: z.string().regex(/^[A-Za-z0-9-]{1,32}$/, 'Not an account number') });

export async function accountsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // spec 001 §7: the path as the spec names it.
  api.get(
    '/api/v1/Account/AssetClassSummary/:accountNumber',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['accounts'],
        summary: "An account's current value by asset class, Cash at Bank apart",
        params: AccountNumberParams,
        response: { 200: AssetClassSummaryResponse, 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request) => assetClassSummary(app.database.db, request.auth!, request.params.accountNumber),
  );

  api.get(
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
