import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorBody } from '@tasman/domain';
import { AccountNumberPath } from '@tasman/domain/contracts/performance';
import {
  PrivateEquityCallsResponse,
  PrivateEquitySummaryQuery,
  PrivateEquitySummaryResponse,
} from '@tasman/domain/contracts/private-equity';
import { privateEquityCalls, privateEquitySummary } from './private-equity.service.js';

/** spec 001 §2 'private-equity/{accountNumber}': the calls behind the private-equity account screen. */
export async function privateEquityRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/v1/accounts/:accountNumber/private-equity/summary',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['private-equity'],
        summary: 'A private-equity account: valuation, capital figures and top assets, now or at a month end',
        params: AccountNumberPath,
        querystring: PrivateEquitySummaryQuery,
        response: { 200: PrivateEquitySummaryResponse, 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request) =>
      privateEquitySummary(app.database.db, request.auth!, request.params.accountNumber, request.query.date),
  );

  api.get(
    '/api/v1/accounts/:accountNumber/private-equity/calls',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['private-equity'],
        summary: 'The capital calls of a private-equity account, from signup to today',
        params: AccountNumberPath,
        response: { 200: PrivateEquityCallsResponse, 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request) => privateEquityCalls(app.database.db, request.auth!, request.params.accountNumber),
  );
}
