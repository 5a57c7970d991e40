import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBody } from '@tasman/domain';
import { REPORT_ROUTES, ReportIdPath, ReportPage, ReportsDownloadBody, ReportsQuery } from '@tasman/domain/contracts/reports';
import { contentDisposition } from '@tasman/domain/reports/content-disposition';
import { listReports, reportFile, reportsZip } from './reports.service.js';

/** The zip of several reports is named after the account. */
const zipName = (accountNumber: string) => `Reports ${accountNumber}.zip`;

const binary = (contentType: string, description: string) => ({
  description,
  content: { [contentType]: { schema: z.string().meta({ format: 'binary' }) } },
});

/** spec 002 §2.1 Reports & Statements: the list, one report's PDF, and several as a zip. */
export async function reportsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    REPORT_ROUTES.list,
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['reports'],
        summary: "A page of the account's reports and statements dated in the range, newest first (spec 002 §7 'Reports')",
        querystring: ReportsQuery,
        response: { 200: ReportPage, 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request) => listReports(app.readDb(), request.auth!, request.query),
  );

  // Declared through the untyped app: the reply is a stream, which the zod type provider would type
  // as the documented binary string. The params and body are still validated by their zod schemas.
  app.get<{ Params: ReportIdPath }>(
    REPORT_ROUTES.file,
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['reports'],
        summary: "One report or statement as its PDF, issued on first download (spec 002 §7 'Report by id')",
        params: ReportIdPath,
        response: { 200: binary('application/pdf', 'The PDF'), 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const file = await reportFile(app.database.db, app.storage, request.auth!, request.params.reportId);
      return reply
        .header('Content-Type', file.statement.contentType)
        .header('Content-Disposition', contentDisposition(file.statement.fileName))
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-SHA256', file.statement.sha256)
        .send(file.bytes);
    },
  );

  app.post<{ Body: ReportsDownloadBody }>(
    REPORT_ROUTES.download,
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['reports'],
        summary: 'Several reports of one account as one zip, each named as its own download',
        body: ReportsDownloadBody,
        response: { 200: binary('application/zip', 'The zip'), 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const zip = await reportsZip(app.database.db, app.storage, request.auth!, request.body);
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', contentDisposition(zipName(request.body.accountNumber)))
        .header('Cache-Control', 'private, no-store')
        .send(zip);
    },
  );
}
