import { z } from 'zod';
import { IsoDate } from './common.js';

/** spec 001 §3 'Fund list entry'. */
export const FundListEntry = z.object({
  name: z.string(),
  msID: z.string(),
  code: z.string(),
  isDIMS: z.boolean(),
  /** The strategy a fund list entry stands for; funds themselves have none (null). */
  portfolioAssetAllocation: z.string().nullable(),
});
export type FundListEntry = z.infer<typeof FundListEntry>;
export const FundListResponse = z.array(FundListEntry);
export type FundListResponse = z.infer<typeof FundListResponse>;

const ReturnPercent = z.number().nullable();

/** Trailing returns in percent to AsAtDate; M1–Y1 cumulative, Y3 and Y5 annualised, SinceInception annualised past a year. */
export const FundMarketIndexReturns = z.object({
  AsAtDate: IsoDate,
  M1: ReturnPercent,
  M3: ReturnPercent,
  M6: ReturnPercent,
  Y1: ReturnPercent,
  Y3: ReturnPercent,
  Y5: ReturnPercent,
  SinceInception: ReturnPercent,
  SinceInceptionPerAnnum: z.boolean(),
});
export type FundMarketIndexReturns = z.infer<typeof FundMarketIndexReturns>;

/** spec 001 §3 'Fund details' (the daily history is its own call: DailyFundPerformanceResponse). */
export const FundDetailsResponse = z.object({
  SecurityID: z.string(),
  /** 'Share': a directly held listed share — a price history and returns, no fund facts (Fee, fund size, holdings, objective are null or empty). */
  SecurityType: z.enum(['Fund', 'Share']),
  Name: z.string(),
  LegalName: z.string(),
  /** The date of the fund's published portfolio facts: its top investments' as-at date. */
  PublishDate: IsoDate.nullable(),
  InceptionDate: IsoDate.nullable(),
  /** Annual management fee in percent. */
  Fee: z.number().nullable(),
  /** The latest unit price, to 4 decimals as priced. */
  UnitPrice: z.number().nullable(),
  UnitPriceAsAtDate: IsoDate.nullable(),
  FundNetAssetValues: z.object({ MonthEndValue: z.number(), MonthEndDate: IsoDate }).nullable(),
  /** The fund's own returns (distributions reinvested); null while it has no prices. */
  MonMarketIndexReturns: FundMarketIndexReturns.nullable(),
  /** The same periods for the fund's market index (benchmark), when it has one. */
  BenchmarkMarketIndexReturns: FundMarketIndexReturns.nullable(),
  TopInvestments: z.array(z.object({ name: z.string(), Type: z.string(), Percentage: z.number() })),
  /** HTML, sanitised by the server. */
  FundObjective: z.string().nullable(),
  /** The market index's id for GET /api/v1/benchmarks/{benchmarkId}. */
  SecondaryBenchmarkID: z.string().nullable(),
  BenchmarkName: z.string().nullable(),
});
export type FundDetailsResponse = z.infer<typeof FundDetailsResponse>;

export const FundAllocationEntry = z.object({ assetClass: z.string(), weight: z.number(), asAtDate: IsoDate });
export type FundAllocationEntry = z.infer<typeof FundAllocationEntry>;
export const FundGrowthIncomeSplit = z.object({ growth_asset: z.number(), income_asset: z.number() });
export type FundGrowthIncomeSplit = z.infer<typeof FundGrowthIncomeSplit>;

/** spec 001 §3 'Asset allocation (fund or strategy)', for a fund. */
export const FundAssetBreakdownResponse = z.object({
  /** Grouped classes in spec order, Cash at Bank apart; empty when the fund has no allocation. */
  assetAllocation: z.array(FundAllocationEntry),
  publishDate: IsoDate.nullable(),
  /** Of the fund's neutral (target) mix and of its latest actual mix. */
  target: FundGrowthIncomeSplit.nullable(),
  actual: FundGrowthIncomeSplit.nullable(),
  totalCashAtBankPercentage: z.number(),
});
export type FundAssetBreakdownResponse = z.infer<typeof FundAssetBreakdownResponse>;

/** spec 001 §3 'Benchmark data' (PriceFeed.PriceData). */
export const BenchmarkResponse = z.object({
  PriceFeed: z.object({
    BenchmarkID: z.string(),
    Name: z.string(),
    PriceData: z.array(z.object({ CloseDate: IsoDate, ReturnIndex: z.number() })),
  }),
});
export type BenchmarkResponse = z.infer<typeof BenchmarkResponse>;

export const BenchmarkRangeQuery = z.object({ from: IsoDate.optional(), to: IsoDate.optional() });
export const DailyFundPerformanceQuery = z.object({ start: IsoDate, end: IsoDate });

/** spec 001 §7 'Daily fund performance': entries (EndDate, Value), growth of 10,000 from the start. */
export const DailyFundPerformanceResponse = z.object({
  SecurityID: z.string(),
  HistoryDetail: z.array(z.object({ EndDate: IsoDate, Value: z.number() })),
});
export type DailyFundPerformanceResponse = z.infer<typeof DailyFundPerformanceResponse>;

/** spec 001 §3 'Strategy data' with the allocation figures of 'Asset allocation (fund or strategy)'. */
export const StrategyAllocationResponse = z.object({
  StrategyName: z.string(),
  /** The date of the latest tactical weights. */
  PublishDate: IsoDate.nullable(),
  /** The portfolio's current (tactical) mix, grouped classes in spec order, Cash at Bank apart. */
  TacticalAssetAllocation: z.array(FundAllocationEntry),
  /** The portfolio's long-term (strategic) mix, likewise. */
  AssetAllocation: z.array(FundAllocationEntry),
  /** Growth/income split of the strategic mix (target) and the tactical mix (actual). */
  target: FundGrowthIncomeSplit.nullable(),
  actual: FundGrowthIncomeSplit.nullable(),
  /** Cash at Bank of the tactical mix. */
  totalCashAtBankPercentage: z.number(),
  /** Cash at Bank of the strategic mix: with AssetAllocation, exactly 100. */
  strategicCashAtBankPercentage: z.number(),
});
export type StrategyAllocationResponse = z.infer<typeof StrategyAllocationResponse>;
