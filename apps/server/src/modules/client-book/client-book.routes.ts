import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localDateIn } from '@tasman/domain';
import { AdviserOptionsResponse, ApiErrorBody, ClientBookAccountsResponse, ClientBookQuery, ClientBookResponse } from '@tasman/domain';
import { adviserOptions, clientBookAccounts, clientBookPage, clientBookRows } from './client-book.service.js';
import { clientBookCsv } from './client-book.csv.js';

/** A client id in a path: a uuid, so nothing else reaches a query. */
const ClientIdParams = z.object({ clientId: z.uuid('Not a client id') });

/** The export takes the list's filters and sort; it is the whole book, so there is no page. */
const ClientBookExportQuery = ClientBookQuery.omit({ pageNo: true });

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody } as const;

/** Routes of the client book (issue 10): the adviser's and staff's list of clients, with totals and an export. */
export async function clientBookRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/v1/client-book',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['client-book'],
        summary: "A page of the caller's client book (staff: the portal's, or one adviser's) and the whole book's totals",
        querystring: ClientBookQuery,
        response: { 200: ClientBookResponse, ...errors },
      },
    },
    async (request) => clientBookPage(app.readDb(), request.auth!, request.query),
  );

  // Declared through the untyped app (as the top-holdings PDF): the reply is a stream, which the zod
  // type provider would type as the documented string. The query is still validated by the zod schema.
  app.get<{ Querystring: z.infer<typeof ClientBookExportQuery> }>(
    '/api/v1/client-book.csv',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['client-book'],
        summary: 'The whole client book as CSV (same filters and order as the list), streamed',
        querystring: ClientBookExportQuery,
        response: {
          200: { description: 'A CSV file (UTF-8 with a byte-order mark)', content: { 'text/csv': { schema: z.string() } } },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const rows = await clientBookRows(app.readDb(), request.auth!, request.query);
      const today = localDateIn(app.channel);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="client-book-${today}.csv"`)
        .header('Cache-Control', 'private, no-store')
        .send(clientBookCsv(rows));
    },
  );

  api.get(
    '/api/v1/client-book/advisers',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['client-book'],
        summary: "The advisers whose book the caller may choose (staff: the portal's; an adviser: themselves)",
        response: { 200: AdviserOptionsResponse, 401: ApiErrorBody, 403: ApiErrorBody },
      },
    },
    async (request) => adviserOptions(app.readDb(), request.auth!),
  );

  api.get(
    '/api/v1/client-book/:clientId/accounts',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['client-book'],
        summary: "A client of the caller's book with the accounts (open and closed) they own in it",
        params: ClientIdParams,
        response: { 200: ClientBookAccountsResponse, ...errors },
      },
    },
    async (request) => clientBookAccounts(app.readDb(), request.auth!, request.params.clientId),
  );
}
