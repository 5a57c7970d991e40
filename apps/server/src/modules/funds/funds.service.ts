import Decimal from 'decimal.js';
import {
  channelConfig,
  ERRORS,
  fundList,
  localDateOf,
  parseIsoDate,
  topInvestments,
  type BenchmarkResponse,
  type DailyFundPerformanceResponse,
  type FundDetailsResponse,
  type FundListResponse,
  type FundMarketIndexReturns,
} from '@tasman/domain';
import { growthOf10000 } from '@tasman/domain/funds/growth-of-10000';
import { marketIndexReturns, returnsMonthEnd } from '@tasman/domain/funds/market-index-returns';
import { totalReturnIndex, type IndexPoint } from '@tasman/domain/funds/total-return-index';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../plugins/api-error.js';
import type { AuthContext } from '../auth/auth-context.js';
import { sanitiseFundObjective } from './fund-objective.js';
import * as repo from './funds.repo.js';

/** The caller's portal: its product types decide which funds exist for them, its zone what today is. */
export function portalOf(auth: AuthContext, now: Date) {
  const config = channelConfig(auth.channel);
  return { channel: config.channel, productTypes: config.productTypes, today: localDateOf(now, config.timeZone) };
}

/** A fund offered on the caller's portal; any other id — unknown or the other portal's — is 404. */
export async function requireOfferedFund(db: Db, auth: AuthContext, fundId: string) {
  const fund = await repo.findOfferedSecurity(db, fundId, channelConfig(auth.channel).productTypes);
  if (!fund) throw new ApiError('NotFound');
  return fund;
}

/** GET /api/v1/funds: spec 001 §3 'Fund list entry', cash and Vanguard funds left out (§5). */
export async function listFunds(db: Db, auth: AuthContext): Promise<FundListResponse> {
  const funds = fundList(await repo.findFundsOffered(db, channelConfig(auth.channel).productTypes));
  return funds.map((fund) => ({
    name: fund.name,
    msID: fund.msSecurityId,
    code: fund.code,
    isDIMS: fund.isDims,
    portfolioAssetAllocation: null,
  }));
}

/** Distributions are stored in cents per unit; the index wants the price's units. */
const perUnit = (centsPerUnit: string) => new Decimal(centsPerUnit).dividedBy(100).toNumber();

/**
 * GET /api/v1/funds/{fundId}: spec 001 §3 'Fund details'. Returns are measured from the fund's
 * own unit prices with distributions reinvested, to the latest month end its prices reach; its
 * market index gets the same periods from its ReturnIndex.
 */
export async function fundDetails(db: Db, auth: AuthContext, fundId: string, now: Date = new Date()): Promise<FundDetailsResponse> {
  const { channel, today } = portalOf(auth, now);
  const fund = await requireOfferedFund(db, auth, fundId);
  const prices = await repo.findPrices(db, fund.id, { to: today });
  const distributions = await repo.findDistributions(db, fund.id, { to: today });
  const nav = await repo.findLatestNetAssetValue(db, fund.id, today);
  const holdings = await repo.findLatestTopHoldings(db, fund.id, today);
  const levels = fund.benchmarkId ? await repo.findBenchmarkLevels(db, fund.benchmarkId, { to: today }) : [];

  const first = prices[0];
  const latest = prices.at(-1);
  let fundReturns: FundMarketIndexReturns | null = null;
  let benchmarkReturns: FundMarketIndexReturns | null = null;
  if (first && latest) {
    const asAt = returnsMonthEnd(latest.date, channel);
    const index = totalReturnIndex(
      prices,
      distributions.map((d) => ({ exDate: d.exDate, amountPerUnit: perUnit(d.centsPerUnit) })),
    );
    fundReturns = { AsAtDate: asAt, ...marketIndexReturns(index, asAt, first.date) };
    if (levels.length > 0) {
      const benchmarkIndex: IndexPoint[] = levels.map((l) => ({ date: l.closeDate, value: Number(l.returnIndex) }));
      benchmarkReturns = { AsAtDate: asAt, ...marketIndexReturns(benchmarkIndex, asAt, first.date) };
    }
  }

  // A directly held listed share has a price history and returns, but no fund facts: no
  // management fee, fund size, portfolio holdings or objective (issue 9 item 10).
  const isShare = fund.securityType === 'Direct';
  return {
    SecurityID: fund.msSecurityId,
    SecurityType: isShare ? 'Share' : 'Fund',
    Name: fund.name,
    LegalName: fund.legalName ?? fund.name,
    PublishDate: holdings[0]?.asAtDate ?? null,
    InceptionDate: fund.inceptionDate ?? first?.date ?? null,
    Fee: isShare || fund.feePercent === null ? null : Number(fund.feePercent),
    UnitPrice: latest ? new Decimal(latest.price).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toNumber() : null,
    UnitPriceAsAtDate: latest?.date ?? null,
    FundNetAssetValues: nav && !isShare
      ? { MonthEndValue: new Decimal(nav.netAssetValue).toDecimalPlaces(2).toNumber(), MonthEndDate: nav.monthEnd }
      : null,
    MonMarketIndexReturns: fundReturns,
    BenchmarkMarketIndexReturns: benchmarkReturns,
    // spec 001 §5: any whose type mentions cash dropped, at most 10.
    TopInvestments: isShare
      ? []
      : topInvestments(holdings.map((h) => ({ name: h.name, type: h.holdingType, percentage: Number(h.weight) }))).map((h) => ({
          name: h.name,
          Type: h.type,
          Percentage: h.percentage,
        })),
    FundObjective: isShare || fund.objectiveHtml === null ? null : sanitiseFundObjective(fund.objectiveHtml),
    SecondaryBenchmarkID: fund.msBenchmarkId,
    BenchmarkName: fund.benchmarkName,
  };
}

/** 400 for a date that is well-formed but not on the calendar, or a range that runs backwards. */
export function requireDateRange(from: string | undefined, to: string | undefined) {
  for (const date of [from, to]) {
    if (date === undefined) continue;
    try {
      parseIsoDate(date);
    } catch {
      throw invalid(`${date} is not a calendar date`);
    }
  }
  if (from !== undefined && to !== undefined && from > to) throw invalid('the start is after the end');
}

function invalid(reason: string) {
  return new ApiError('ValidationFailed', `${ERRORS.ValidationFailed.message} (${reason})`);
}

/**
 * GET /api/v1/funds/{fundId}/daily-performance (spec 001 §7): what 10,000 invested at the close of
 * the last price on or before `start` (or the first price, for a fund launched later) is worth on
 * each price date up to `end`, distributions reinvested. Nothing priced in the range: no entries.
 */
export async function dailyFundPerformance(
  db: Db,
  auth: AuthContext,
  fundId: string,
  range: { start: string; end: string },
): Promise<DailyFundPerformanceResponse> {
  requireDateRange(range.start, range.end);
  const fund = await requireOfferedFund(db, auth, fundId);
  const opening = await repo.findPriceOnOrBefore(db, fund.id, range.start);
  const from = opening?.date ?? range.start;
  const prices = await repo.findPrices(db, fund.id, { from, to: range.end });
  const distributions = await repo.findDistributions(db, fund.id, { from, to: range.end });
  const index = totalReturnIndex(
    prices,
    distributions.map((d) => ({ exDate: d.exDate, amountPerUnit: perUnit(d.centsPerUnit) })),
  );
  return {
    SecurityID: fund.msSecurityId,
    HistoryDetail: growthOf10000(index).map((point) => ({ EndDate: point.date, Value: point.value })),
  };
}

/**
 * GET /api/v1/benchmarks/{benchmarkId}: spec 001 §3 'Benchmark data'. A benchmark exists for the
 * caller when a security offered on their portal follows it. With `from`, the closes start at the
 * last one on or before it, so a chart can rebase on the same day as the fund.
 */
export async function benchmarkPrices(
  db: Db,
  auth: AuthContext,
  benchmarkId: string,
  range: { from?: string; to?: string },
  now: Date = new Date(),
): Promise<BenchmarkResponse> {
  requireDateRange(range.from, range.to);
  const { productTypes, today } = portalOf(auth, now);
  const benchmark = await repo.findOfferedBenchmark(db, benchmarkId, productTypes);
  if (!benchmark) throw new ApiError('NotFound');
  const to = range.to ?? today;
  if (range.from !== undefined && range.from > to) throw invalid('the start is after the end');
  const levels = await repo.findBenchmarkLevels(db, benchmark.id, { from: range.from, to });
  return {
    PriceFeed: {
      BenchmarkID: benchmark.msBenchmarkId,
      Name: benchmark.name,
      PriceData: levels.map((l) => ({ CloseDate: l.closeDate, ReturnIndex: Number(l.returnIndex) })),
    },
  };
}
