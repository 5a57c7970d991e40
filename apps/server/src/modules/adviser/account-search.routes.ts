import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AccountSearchQuery, AccountSearchResult, ApiErrorBody } from '@tasman/domain';
import { ApiError } from '../../plugins/api-error.js';
import { searchAccounts } from './account-search.service.js';

/** Routes of the account search (issue 10). */
export async function accountSearchRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/v1/account-search',
    {
      config: { access: 'signed-in' },
      // The query's refusals carry the contract's own words ('Page must be at least 1'), not only
      // the generic 'The request is not valid.': the screen and a tester can act on them.
      attachValidation: true,
      schema: {
        tags: ['adviser'],
        summary:
          'Accounts the caller may see by number prefix or name (typo-tolerant), 20 a page: staff their portal, an adviser their accounts, a client the accounts they hold (spec 001 §2)',
        querystring: AccountSearchQuery,
        response: { 200: AccountSearchResult, 400: ApiErrorBody, 401: ApiErrorBody },
      },
    },
    async (request) => {
      refuseInvalidQuery(request);
      return searchAccounts(app.readDb(), request.auth!, request.query);
    },
  );
}

/** A query the contract refuses: 400 ValidationFailed with the first refusal's message. */
function refuseInvalidQuery(request: FastifyRequest) {
  const problem = request.validationError?.validation?.[0];
  if (request.validationError) throw new ApiError('ValidationFailed', problem?.message ?? undefined);
}
