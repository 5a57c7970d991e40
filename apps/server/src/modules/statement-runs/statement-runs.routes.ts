import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorBody, StatementRunsResponse } from '@tasman/domain';
import { listStatementRuns } from './statement-runs.service.js';

/** The statement runs' progress for the Staff Console (issue 11 'progress a staff user can see'). */
export async function statementRunsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/v1/staff/statement-runs',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staff'],
        summary: "This portal's recent statement runs, newest first: accounts queued, done and failed, statements issued (staff only)",
        response: { 200: StatementRunsResponse, 401: ApiErrorBody, 403: ApiErrorBody },
      },
    },
    async () => listStatementRuns(app.database.db, app.channel),
  );
}
