import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorBody, KiwiSaverMemberPath, KiwiSaverMemberResponse } from '@tasman/domain';
import { kiwiSaverMember } from './kiwisaver-tools.service.js';

/** The member data of the KiwiSaver calculators (issue 14: Forecast My Balance, Spend My KiwiSaver). */
export async function kiwiSaverToolsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/v1/tools/kiwisaver-member/:memberClientId',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['kiwisaver'],
        summary: "A member's date of birth, today, and their KiwiSaver accounts (balance, funds with FMA fund type, last 12 months' contributions by kind)",
        params: KiwiSaverMemberPath,
        response: { 200: KiwiSaverMemberResponse, 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return kiwiSaverMember(app.database.db, request.auth!, request.params.memberClientId);
    },
  );
}
