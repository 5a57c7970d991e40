import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorBody } from '@tasman/domain';
import {
  EmailDepositInstructionsBody,
  EmailDepositInstructionsResponse,
  GovernmentContributionPath,
  GovernmentContributionResponse,
} from '@tasman/domain/contracts/government-contribution';
import { emailDepositInstructions, governmentContributionData } from './government-contribution.service.js';

/** spec 002 §7 'Government contribution data' and 'Email deposit instructions' (paths not shown: ours). */
export async function governmentContributionRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/v1/accounts/:accountNumber/government-contribution',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['kiwisaver'],
        summary: "The member's government contribution for the current contribution year (spec 002 §3, §4, §7)",
        params: GovernmentContributionPath,
        response: { 200: GovernmentContributionResponse, 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return governmentContributionData(app.database.db, request.auth!, request.params.accountNumber);
    },
  );

  api.post(
    '/api/v1/government-contribution/deposit-instructions',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['kiwisaver'],
        summary: 'E-mails the member how to top up by bank transfer (spec 002 §7 Email deposit instructions)',
        body: EmailDepositInstructionsBody,
        response: {
          200: EmailDepositInstructionsResponse,
          400: ApiErrorBody,
          401: ApiErrorBody,
          403: ApiErrorBody,
          404: ApiErrorBody,
        },
      },
    },
    async (request) => emailDepositInstructions(app.database.db, app.env, request.auth!, request.body),
  );
}
