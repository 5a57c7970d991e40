import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AmountContributedQuery,
  AmountContributedResponse,
  ApiErrorBody,
  CashActivitiesQuery,
  CashActivitiesResponse,
  CashSummaryResponse,
  CashTransactionsQuery,
  CashTransactionsResponse,
  TRANSACTION_ROUTES,
  WealthReportQuery,
} from '@tasman/domain';
import { attachment } from './transactions.csv.js';
import {
  amountContributedCsv,
  amountContributedPdf,
  cashSummaryCsv,
  cashSummaryPdf,
  cashTransactionsCsv,
  cashTransactionsPdf,
} from './wealth-transactions.export.js';
import {
  amountContributed,
  cashActivities,
  cashCurrencyList,
  cashSummary,
  cashTransactionRows,
  cashTransactions,
  wealthRequest,
} from './wealth-transactions.service.js';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody };
const CSV = { description: 'A CSV file (UTF-8 with a byte-order mark)', content: { 'text/csv': { schema: z.string() } } };
const PDF = { description: 'A PDF file', content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } } };

function sendFile(reply: FastifyReply, kind: 'csv' | 'pdf', body: Readable) {
  return reply
    .header('Content-Type', kind === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf')
    .header('Content-Disposition', attachment(kind))
    .header('Cache-Control', 'private, no-store')
    .send(body);
}

/** The wealth (PW) view's reports (spec 002 §2.2): Cash Summary, Amount Contributed, Cash Transactions, each as JSON, CSV and PDF. */
export async function wealthTransactionsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // The account reads (a read replica when configured, db/read-replica.ts); these reports never write.
  const db = () => app.readDb();
  const tags = ['transactions'];
  const signedIn = { access: 'signed-in' as const };

  api.get(
    TRANSACTION_ROUTES.cashSummary,
    { config: signedIn, schema: { tags, summary: "A wealth account's cash summary (spec 002 §3 Cash summary)", querystring: WealthReportQuery, response: { 200: CashSummaryResponse, ...errors } } },
    async (request) => cashSummary(db(), await wealthRequest(db(), request.auth!, request.query)),
  );
  api.get(
    TRANSACTION_ROUTES.amountContributed,
    {
      config: signedIn,
      schema: { tags, summary: "A wealth account's contributions and withdrawals (spec 002 §3 Amount contributed summary)", querystring: AmountContributedQuery, response: { 200: AmountContributedResponse, ...errors } },
    },
    async (request) => amountContributed(db(), await wealthRequest(db(), request.auth!, request.query), request.query.filter),
  );
  api.get(
    TRANSACTION_ROUTES.cashTransactions,
    {
      config: signedIn,
      schema: { tags, summary: "A wealth account's cash transactions with rolling balances (spec 002 §3 Cash transactions)", querystring: CashTransactionsQuery, response: { 200: CashTransactionsResponse, ...errors } },
    },
    async (request) => cashTransactions(db(), await wealthRequest(db(), request.auth!, request.query), request.query.activity ?? null),
  );
  api.get(
    TRANSACTION_ROUTES.cashActivities,
    { config: signedIn, schema: { tags, summary: 'The activity names of a wealth account’s cash transactions, for the filter', querystring: CashActivitiesQuery, response: { 200: CashActivitiesResponse, ...errors } } },
    async (request) => cashActivities(db(), request.auth!, request.query.accountNumber),
  );

  // Files through the untyped app (as the client-book CSV): the reply is a stream. Queries are still validated by zod.
  const file = (summary: string, querystring: z.ZodType, kind: 'csv' | 'pdf') => ({
    config: signedIn,
    schema: { tags, summary, querystring, response: { 200: kind === 'csv' ? CSV : PDF, ...errors } },
  });

  app.get<{ Querystring: WealthReportQuery }>(TRANSACTION_ROUTES.cashSummaryCsv, file('Cash Summary as CSV', WealthReportQuery, 'csv'), async (request, reply) => {
    const wealth = await wealthRequest(db(), request.auth!, request.query);
    return sendFile(reply, 'csv', cashSummaryCsv(await cashSummary(db(), wealth)));
  });
  app.get<{ Querystring: WealthReportQuery }>(TRANSACTION_ROUTES.cashSummaryPdf, file('Cash Summary as PDF', WealthReportQuery, 'pdf'), async (request, reply) => {
    const wealth = await wealthRequest(db(), request.auth!, request.query);
    return sendFile(reply, 'pdf', cashSummaryPdf(wealth, await cashSummary(db(), wealth)));
  });
  app.get<{ Querystring: AmountContributedQuery }>(
    TRANSACTION_ROUTES.amountContributedCsv,
    file('Amount Contributed as CSV', AmountContributedQuery, 'csv'),
    async (request, reply) => {
      const wealth = await wealthRequest(db(), request.auth!, request.query);
      return sendFile(reply, 'csv', amountContributedCsv(await amountContributed(db(), wealth, request.query.filter)));
    },
  );
  app.get<{ Querystring: AmountContributedQuery }>(
    TRANSACTION_ROUTES.amountContributedPdf,
    file('Amount Contributed as PDF', AmountContributedQuery, 'pdf'),
    async (request, reply) => {
      const wealth = await wealthRequest(db(), request.auth!, request.query);
      return sendFile(reply, 'pdf', amountContributedPdf(wealth, await amountContributed(db(), wealth, request.query.filter)));
    },
  );
  app.get<{ Querystring: CashTransactionsQuery }>(
    TRANSACTION_ROUTES.cashTransactionsCsv,
    file('Cash Transactions as CSV, streamed', CashTransactionsQuery, 'csv'),
    async (request, reply) => {
      const wealth = await wealthRequest(db(), request.auth!, request.query);
      return sendFile(reply, 'csv', cashTransactionsCsv(cashTransactionRows(db(), wealth, request.query.activity ?? null)));
    },
  );
  app.get<{ Querystring: CashTransactionsQuery }>(
    TRANSACTION_ROUTES.cashTransactionsPdf,
    file('Cash Transactions as PDF, streamed', CashTransactionsQuery, 'pdf'),
    async (request, reply) => {
      const wealth = await wealthRequest(db(), request.auth!, request.query);
      const activity = request.query.activity ?? null;
      const currencies = await cashCurrencyList(db(), wealth);
      return sendFile(reply, 'pdf', cashTransactionsPdf(wealth, currencies, activity, cashTransactionRows(db(), wealth, activity)));
    },
  );
}
