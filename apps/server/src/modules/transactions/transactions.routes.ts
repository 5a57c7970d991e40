import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AccountSecuritiesQuery,
  AccountSecuritiesResponse,
  ApiErrorBody,
  TRANSACTION_ROUTES,
  TransactionPage,
  TransactionsExportQuery,
  TransactionsQuery,
} from '@tasman/domain';
import { attachment, historyCsvRecords, PRIVATE_EQUITY_CSV_COLUMNS, RETAIL_CSV_COLUMNS, csvStream } from './transactions.csv.js';
import { historyPdf } from './transactions.pdf.js';
import { historyRows } from './transactions.repo.js';
import { accountSecurities, historyRequest, transactionPage } from './transactions.service.js';
import { wealthTransactionsRoutes } from './wealth-transactions.routes.js';

/** An account number in a path: short and plain, so nothing odd reaches a query or a header. */
const AccountNumberParams = z.object({ accountNumber: z.string().regex(/^[A-Za-z0-9-]{1,32}$/, 'Not an account number') });

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody };


export async function transactionsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  await app.register(wealthTransactionsRoutes);

  api.get(
    TRANSACTION_ROUTES.accountSecurities,
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['transactions'],
        summary: "The securities the account has held, up to ?date when given (spec 002 §7 'Securities for an account')",
        params: AccountNumberParams,
        querystring: AccountSecuritiesQuery,
        response: { 200: AccountSecuritiesResponse, ...errors },
      },
    },
    async (request) => accountSecurities(app.readDb(), request.auth!, request.params.accountNumber, request.query.date),
  );

  api.get(
    TRANSACTION_ROUTES.transactions,
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['transactions'],
        summary: 'A page of the transaction history of a KiwiSaver, investment-fund, AU unit-trust or private-equity account (spec 002 §3 Transaction page)',
        querystring: TransactionsQuery,
        response: { 200: TransactionPage, ...errors },
      },
    },
    async (request) => transactionPage(app.readDb(), request.auth!, request.query),
  );

  // Declared through the untyped app (as the client-book CSV): the reply is a stream, which the zod
  // type provider would type as the documented string. The query is still validated by the zod schema.
  app.get<{ Querystring: z.infer<typeof TransactionsExportQuery> }>(
    TRANSACTION_ROUTES.transactionsCsv,
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['transactions'],
        summary: "Every transaction of the range as 'Transaction Summary.csv', streamed in the history's order",
        querystring: TransactionsExportQuery,
        response: {
          200: { description: 'A CSV file (UTF-8 with a byte-order mark)', content: { 'text/csv': { schema: z.string() } } },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      // One read handle for the request: if the history had to recompute the account on the primary, the rows follow it there.
      const db = app.readDb();
      const history = await historyRequest(db, request.auth!, request.query);
      const columns = history.view === 'retail' ? RETAIL_CSV_COLUMNS : PRIVATE_EQUITY_CSV_COLUMNS;
      const records = historyCsvRecords(history.view, history.account.accountNumber, historyRows(db, history.filter));
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', attachment('csv'))
        .header('Cache-Control', 'private, no-store')
        .send(csvStream(columns, records));
    },
  );

  app.get<{ Querystring: z.infer<typeof TransactionsExportQuery> }>(
    TRANSACTION_ROUTES.transactionsPdf,
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['transactions'],
        summary:
          "The range as 'Transaction Summary.pdf': client, account, the transactions, and the opening and closing securities with their dates, streamed",
        querystring: TransactionsExportQuery,
        response: {
          200: { description: 'A PDF file', content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } } },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const pdf = await historyPdf(app.readDb(), request.auth!, request.query);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', attachment('pdf'))
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );
}
