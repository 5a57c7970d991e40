import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AccountListResponse,
  AccountSummary,
  ApiErrorBody,
  AssetClassSummaryResponse,
  FundPerformanceSummaryResponse,
  HoldingsQuery,
  HoldingsResponse,
  PerformanceByFundResponse,
  PerformanceQuery,
  PerformanceResponse,
} from '@tasman/domain';
import { getAccount, listAccounts } from './accounts.service.js';
import { assetClassSummary } from './asset-class-summary.js';
import { servedFundPerformanceSummary, servedPerformanceByFund } from './fund-performance.service.js';
import { holdingsAt } from './holdings.service.js';
import { servedPerformance } from './performance.service.js';
import { figuresReply } from './stored-figures.js';

/** An account number in a path: short and plain, so nothing odd reaches a query. */
const AccountNumberParams = z.object({ accountNumber: z.string().regex(/^[A-Za-z0-9-]{1,32}$/, 'Not an account number') });

export async function accountsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // spec 001 §7: the path as the spec names it.
  api.get(
    '/api/v1/Account/AssetClassSummary/:accountNumber',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['accounts'],
        summary: "An account's current value by asset class, Cash at Bank apart",
        params: AccountNumberParams,
        response: { 200: AssetClassSummaryResponse, 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request, reply) => figuresReply(reply, await assetClassSummary(app.readDb(), request.auth!, request.params.accountNumber)),
  );

  api.get(
    '/api/v1/accounts',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['accounts'],
        summary: 'Accounts the signed-in client owns or is related to',
        response: { 200: AccountListResponse, 401: ApiErrorBody },
      },
    },
    async (request) => listAccounts(app.readDb(), request.auth!),
  );

  const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody } as const;

  api.get(
    '/api/v1/accounts/:accountNumber',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['accounts'],
        summary: 'One account the caller may see, with its balance and returns (spec 001 §7 Account by id)',
        params: AccountNumberParams,
        response: { 200: AccountSummary, ...errors },
      },
    },
    async (request) => getAccount(app.readDb(), request.auth!, request.params.accountNumber),
  );

  api.get(
    '/api/v1/accounts/:accountNumber/securities',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['accounts'],
        summary: 'Holdings valued at a date (default: current, with PIE tax), sorted by percent of portfolio',
        params: AccountNumberParams,
        querystring: HoldingsQuery,
        response: { 200: HoldingsResponse, ...errors },
      },
    },
    async (request) => holdingsAt(app.readDb(), request.auth!, request.params.accountNumber, request.query.date),
  );

  api.get(
    '/api/v1/accounts/:accountNumber/performance',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['accounts'],
        summary: 'Returns and the value bridge over a period (time-weighted after fees, before PIE tax; money-weighted)',
        params: AccountNumberParams,
        querystring: PerformanceQuery,
        response: { 200: PerformanceResponse, ...errors },
      },
    },
    async (request, reply) => figuresReply(reply, await servedPerformance(app.readDb(), request.auth!, request.params.accountNumber, request.query)),
  );

  api.get(
    '/api/v1/accounts/:accountNumber/performance/by-fund',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['accounts'],
        summary: 'Performance of each fund over a period (spec 001 §3 Performance by fund)',
        params: AccountNumberParams,
        querystring: PerformanceQuery,
        response: { 200: PerformanceByFundResponse, ...errors },
      },
    },
    async (request, reply) =>
      figuresReply(reply, await servedPerformanceByFund(app.readDb(), request.auth!, request.params.accountNumber, request.query)),
  );

  api.get(
    '/api/v1/accounts/:accountNumber/fund-performance-summary',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['accounts'],
        summary: 'Wealth management: portfolio and fund returns over 3, 6 and 12 months',
        params: AccountNumberParams,
        response: { 200: FundPerformanceSummaryResponse, ...errors },
      },
    },
    async (request, reply) => figuresReply(reply, await servedFundPerformanceSummary(app.readDb(), request.auth!, request.params.accountNumber)),
  );
}
