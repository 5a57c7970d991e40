import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBody, DocumentFileParams, DocumentFileQuery, DocumentListQuery, DocumentListResponse } from '@tasman/domain';
import { FUND_DOCUMENT_KINDS, FUND_DOCUMENT_PATH } from '@tasman/domain/documents/fund-document-kinds';
import { contentDisposition } from '@tasman/domain/reports/content-disposition';
import { fundDocumentFile, listFundDocuments } from './documents.service.js';
import { ifNoneMatchMatches, sendCacheableJson } from '../../http/cacheable.js';

const KIND_NAMES = { FactSheet: 'fact sheets', FundUpdate: 'fund updates' } as const;

/**
 * Fund documents (spec 002 §7 'Documents'): public, as fund fact sheets and fund updates are the
 * manager's published information (a fund update must be publicly available under the FMC
 * Regulations); each portal serves its own products only.
 */
export async function documentsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  for (const kind of FUND_DOCUMENT_KINDS) {
    const path = `/cache/documents/${FUND_DOCUMENT_PATH[kind]}`;
    api.get(
      path,
      {
        config: { access: 'public' },
        schema: {
          tags: ['documents'],
          summary: `The latest ${KIND_NAMES[kind]} of the funds listed under the product codes, optionally only the fund ids (MSIDs); cash and third-party index funds left out`,
          querystring: DocumentListQuery,
          response: { 200: DocumentListResponse, 400: ApiErrorBody },
        },
      },
      async (request, reply) => {
        const list = DocumentListResponse.parse(await listFundDocuments(db(), app.channel, kind, request.query));
        return sendCacheableJson(request, reply, list, { scope: 'public', maxAgeSeconds: 300 });
      },
    );

    // Untyped route: the reply is a stream. Params are still validated by their zod schema.
    app.get<{ Params: z.infer<typeof DocumentFileParams>; Querystring: z.infer<typeof DocumentFileQuery> }>(
      `${path}/:fundId`,
      {
        config: { access: 'public' },
        schema: {
          tags: ['documents'],
          summary: `One fund's ${KIND_NAMES[kind].slice(0, -1)} as at a period end (asAt, yyyy-mm-dd; the latest without it), rendered from the fund's data on first request`,
          params: DocumentFileParams,
          querystring: DocumentFileQuery,
          response: {
            200: { description: 'The PDF', content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } } },
            400: ApiErrorBody,
            404: ApiErrorBody,
            503: ApiErrorBody,
          },
        },
      },
      async (request, reply) => {
        const file = await fundDocumentFile(db(), app.storage, app.channel, kind, request.params.fundId, request.query.asAt);
        // The stored file's SHA-256 is its ETag: a revalidation costs a 304, and the stream is not read.
        const etag = `"${file.document.sha256}"`;
        reply.header('Cache-Control', 'public, max-age=86400').header('ETag', etag).header('X-Content-SHA256', file.document.sha256);
        if (ifNoneMatchMatches(request.headers['if-none-match'], etag)) {
          file.bytes.destroy();
          return reply.code(304).send();
        }
        return reply.header('Content-Type', 'application/pdf').header('Content-Disposition', contentDisposition(file.document.fileName)).send(file.bytes);
      },
    );
  }
}
