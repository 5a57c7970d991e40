import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBody, TOP_HOLDINGS_LIST_SIZE, TOP_HOLDINGS_PDF_SIZE, TopHoldingsResponse } from '@tasman/domain';
import { buildTopHoldingsPdf } from './top-holdings.pdf.js';
import { accountTopHoldings, asResponse } from './top-holdings.service.js';

/** An account number in a path: short and plain, so nothing odd reaches a query or a header. */
const AccountNumberParams = z.object({ accountNumber: z.string().regex(/^[A-Za-z0-9-]{1,32}$/, 'Not an account number') });

export async function topHoldingsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/v1/accounts/:accountNumber/top-holdings',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['accounts'],
        summary: "The account's top twenty underlying holdings, seen through its funds (spec 001 §7)",
        params: AccountNumberParams,
        response: { 200: TopHoldingsResponse, 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request) =>
      asResponse(await accountTopHoldings(app.readDb(), request.auth!, request.params.accountNumber, TOP_HOLDINGS_LIST_SIZE)),
  );

  // Declared through the untyped app: the reply is a Buffer, which the zod type provider would
  // type as the documented binary string. The params are still validated by the zod schema.
  app.get<{ Params: z.infer<typeof AccountNumberParams> }>(
    '/api/v1/accounts/:accountNumber/top-holdings.pdf',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['accounts'],
        summary: "The account's top hundred underlying holdings as a PDF (spec 001 §7)",
        params: AccountNumberParams,
        response: {
          200: { description: 'A PDF file', content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } } },
          400: ApiErrorBody,
          401: ApiErrorBody,
          404: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const holdings = await accountTopHoldings(app.readDb(), request.auth!, request.params.accountNumber, TOP_HOLDINGS_PDF_SIZE);
      const pdf = await buildTopHoldingsPdf(holdings);
      const fileNumber = holdings.account.shownAccountNumber.replace(/[^A-Za-z0-9-]/g, '-');
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="top-holdings-${fileNumber}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );
}
