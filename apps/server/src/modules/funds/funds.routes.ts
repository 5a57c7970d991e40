import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorBody,
  BenchmarkRangeQuery,
  BenchmarkResponse,
  DailyFundPerformanceQuery,
  DailyFundPerformanceResponse,
  FundAssetBreakdownResponse,
  FundDetailsResponse,
  FundListResponse,
  StrategyAllocationResponse,
} from '@tasman/domain';
import { fundAssetBreakdown, strategyAllocation } from './fund-allocation.js';
import { benchmarkPrices, dailyFundPerformance, fundDetails, listFunds } from './funds.service.js';

/** Provider ids in a path (msSecurityId / msID, benchmark ids): short and plain, so nothing odd reaches a query. */
const providerId = (what: string) => z.string().regex(/^[A-Za-z0-9]{1,20}$/, `Not a ${what} id`);
const FundIdParams = z.object({ fundId: providerId('fund') });
const BenchmarkIdParams = z.object({ benchmarkId: providerId('benchmark') });
/** A strategy name as accounts carry it (portfolioAssetAllocation), e.g. 'Balanced Portfolio'. */
const StrategyNameParams = z.object({
  strategyName: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9 &'()-]{0,79}$/, 'Not a strategy name'),
});

const refusals = { 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody };

/** spec 001 §7 'Fund details', 'Fund asset breakdown', 'Fund benchmark', 'Daily fund performance', 'Strategy allocation'. */
export async function fundsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  api.get(
    '/api/v1/funds',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['funds'],
        summary: "The funds of the caller's portal, cash and third-party index funds left out",
        response: { 200: FundListResponse, 401: ApiErrorBody },
      },
    },
    async (request) => listFunds(db(), request.auth!),
  );

  api.get(
    '/api/v1/funds/:fundId',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['funds'],
        summary: 'A fund: prices, returns to the latest month end, top investments, objective',
        params: FundIdParams,
        response: { 200: FundDetailsResponse, ...refusals },
      },
    },
    async (request) => fundDetails(db(), request.auth!, request.params.fundId),
  );

  api.get(
    '/api/v1/funds/:fundId/asset-breakdown',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['funds'],
        summary: "A fund's latest asset allocation and growth/income split",
        params: FundIdParams,
        response: { 200: FundAssetBreakdownResponse, ...refusals },
      },
    },
    async (request) => fundAssetBreakdown(db(), request.auth!, request.params.fundId),
  );

  api.get(
    '/api/v1/funds/:fundId/daily-performance',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['funds'],
        summary: 'Growth of 10,000 in the fund from start to end (yyyy-mm-dd), distributions reinvested',
        params: FundIdParams,
        querystring: DailyFundPerformanceQuery,
        response: { 200: DailyFundPerformanceResponse, ...refusals },
      },
    },
    async (request) => dailyFundPerformance(db(), request.auth!, request.params.fundId, request.query),
  );

  api.get(
    '/api/v1/benchmarks/:benchmarkId',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['funds'],
        summary: "A fund benchmark's ReturnIndex closes, from the last close on or before `from`",
        params: BenchmarkIdParams,
        querystring: BenchmarkRangeQuery,
        response: { 200: BenchmarkResponse, ...refusals },
      },
    },
    async (request) => benchmarkPrices(db(), request.auth!, request.params.benchmarkId, request.query),
  );

  api.get(
    '/api/v1/strategies/:strategyName/allocation',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['funds'],
        summary: "A wealth-management strategy's tactical and strategic asset allocation",
        params: StrategyNameParams,
        response: { 200: StrategyAllocationResponse, ...refusals },
      },
    },
    async (request) => strategyAllocation(db(), request.auth!, request.params.strategyName),
  );
}
