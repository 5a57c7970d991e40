import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBody, AuditEventsFilter, AuditEventsQuery, AuditEventsResponse } from '@tasman/domain';
import { recordAudit } from '../auth/auth.repo.js';
import {
  auditCsvRecords,
  auditSearchOf,
  CSV_COLUMNS,
  describeExport,
  exportFileName,
  listAuditEvents,
} from './audit.service.js';

/**
 * The staff audit log (issue 10 'Staff console'): the security events of this portal, filtered and
 * paged, and the same filters as a CSV download. Staff only, own portal only.
 */
export async function auditRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody } as const;

  api.get(
    '/api/v1/staff/audit-events',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staff'],
        summary: "This portal's audit events, newest first, 50 a page: by part of a username, event type and local days (staff only)",
        querystring: AuditEventsQuery,
        response: { 200: AuditEventsResponse, ...errors },
      },
    },
    async (request) => listAuditEvents(app.database.db, app.channel, request.query),
  );

  // Declared through the untyped app: the reply is a stream, which the zod type provider would type as
  // the documented text. The query is still validated (and defaulted) by the zod schema.
  app.get<{ Querystring: AuditEventsFilter }>(
    '/api/v1/staff/audit-events.csv',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staff'],
        summary: 'The same events as CSV, every page, streamed; the export is itself audited (staff only)',
        querystring: AuditEventsFilter,
        response: {
          200: { description: 'A CSV file', content: { 'text/csv': { schema: z.string() } } },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const filter = request.query;
      const search = auditSearchOf(app.channel, filter);
      const staff = request.auth!;
      await recordAudit(
        { db: app.database.db, channel: app.channel, ip: request.ip },
        { id: staff.userId, username: staff.username },
        'audit-log-exported',
        describeExport(filter),
      );
      const csv = stringify({ header: true, columns: [...CSV_COLUMNS] });
      pipeline(Readable.from(auditCsvRecords(app.database.db, search)), csv, (error) => {
        if (error) request.log.error({ err: error }, 'audit log export failed part way');
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(app.channel, filter)}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
