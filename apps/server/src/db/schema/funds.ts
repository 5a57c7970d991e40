import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CURRENCY_CODES, INVESTMENT_CATEGORIES, type ProductCode } from './codes.js';

/** spec 001 §3 'Benchmark data' (PriceFeed.PriceData) and the securityList's msBenchmarkId. */
export const benchmarks = pgTable('benchmarks', {
  id: uuid('id').primaryKey().defaultRandom(),
  msBenchmarkId: text('ms_benchmark_id').notNull().unique(),
  name: text('name').notNull(),
  currencyCode: text('currency_code', { enum: CURRENCY_CODES }).notNull(),
});

/** spec 001 §3 'Benchmark data': one ReturnIndex per CloseDate (a business day). */
export const benchmarkLevels = pgTable(
  'benchmark_levels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    benchmarkId: uuid('benchmark_id')
      .notNull()
      .references(() => benchmarks.id, { onDelete: 'cascade' }),
    closeDate: date('close_date').notNull(),
    returnIndex: numeric('return_index', { precision: 18, scale: 6 }).notNull(),
  },
  (t) => [uniqueIndex('benchmark_levels_benchmark_date_uq').on(t.benchmarkId, t.closeDate)],
);

/**
 * A fund or a directly held security. spec 001 §3 'Security holding', 'Fund details', 'Fund list
 * entry'; spec 002 §3 'Security' and 'Documents' (MSID).
 */
export const securities = pgTable(
  'securities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The market-data provider's id (msSecurityId, MSID, fund id in the per-fund routes). */
    msSecurityId: text('ms_security_id').notNull().unique(),
    /** securityCode: the manager's code for a fund, the exchange ticker for a direct security. */
    code: text('code').notNull().unique(),
    isin: text('isin').unique(),
    name: text('name').notNull(),
    legalName: text('legal_name'),
    /** The product types that offer this security (KS, UT, UT-AUS, PW, PE). */
    productCodes: text('product_codes').array().notNull().$type<ProductCode[]>(),
    securityType: text('security_type', { enum: ['Fund', 'Direct'] }).notNull(),
    /**
     * assetClassMilford: one of the spec 001 §3 classes, or 'Diversified' for a multi-asset fund
     * (whose look-through is in fund_asset_allocations).
     */
    assetClass: text('asset_class').notNull(),
    investmentCategory: text('investment_category', { enum: INVESTMENT_CATEGORIES }).notNull(),
    /** Offered inside discretionary (DIMS) wealth-management portfolios. */
    isDims: boolean('is_dims').notNull().default(false),
    /** Cash funds and third-party index funds are left out of fund lists (spec 001 §5, spec 002 §9). */
    isCash: boolean('is_cash').notNull().default(false),
    isVanguard: boolean('is_vanguard').notNull().default(false),
    currencyCode: text('currency_code', { enum: CURRENCY_CODES }).notNull(),
    inceptionDate: date('inception_date'),
    /** Annual management fee in percent (1.05 = 1.05% a year), as 'Fee' on the fund page. */
    feePercent: numeric('fee_percent', { precision: 7, scale: 4 }),
    /** FundObjective: HTML, sanitised by the server before it is sent. */
    objectiveHtml: text('objective_html'),
    benchmarkId: uuid('benchmark_id').references(() => benchmarks.id),
    /** xRayProxy sent with the holdings to the top-twenty look-through (spec 001 §7). */
    xRayProxy: text('x_ray_proxy'),
  },
  (t) => [index('securities_benchmark_idx').on(t.benchmarkId)],
);

/**
 * Daily unit prices (spec 001 §3 UnitPrice / UnitPriceAsAtDate; DESIGN §5). price_date is the
 * fund's local business day. Private-equity funds are priced monthly (quarterly before Sep 2018).
 */
export const unitPrices = pgTable(
  'unit_prices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    securityId: uuid('security_id')
      .notNull()
      .references(() => securities.id, { onDelete: 'cascade' }),
    priceDate: date('price_date').notNull(),
    unitPrice: numeric('unit_price', { precision: 18, scale: 6 }).notNull(),
  },
  (t) => [
    uniqueIndex('unit_prices_security_date_uq').on(t.securityId, t.priceDate),
    index('unit_prices_date_idx').on(t.priceDate),
    check('unit_prices_positive_chk', sql`${t.unitPrice} > 0`),
  ],
);

/**
 * Distributions a fund declared (spec 001 §3 'Performance by fund' hasDistribution,
 * distributionsDeclared). On the ex date the unit price drops by the amount per unit.
 */
export const securityDistributions = pgTable(
  'security_distributions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    securityId: uuid('security_id')
      .notNull()
      .references(() => securities.id, { onDelete: 'cascade' }),
    exDate: date('ex_date').notNull(),
    paymentDate: date('payment_date').notNull(),
    centsPerUnit: numeric('cents_per_unit', { precision: 12, scale: 6 }).notNull(),
  },
  (t) => [uniqueIndex('security_distributions_security_ex_uq').on(t.securityId, t.exDate)],
);

/** spec 001 §3 'Fund details' FundNetAssetValues.MonthEndValue: the fund's size at each month end. */
export const fundNetAssetValues = pgTable(
  'fund_net_asset_values',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    securityId: uuid('security_id')
      .notNull()
      .references(() => securities.id, { onDelete: 'cascade' }),
    monthEnd: date('month_end').notNull(),
    netAssetValue: numeric('net_asset_value', { precision: 20, scale: 2 }).notNull(),
  },
  (t) => [uniqueIndex('fund_net_asset_values_security_month_uq').on(t.securityId, t.monthEnd)],
);

/**
 * spec 001 §3 'Asset allocation (fund or strategy)': dated weights per asset class. 'Target' rows
 * are the fund's neutral (strategic) mix, 'Actual' rows what it held at as_at_date; summing
 * weights by investment_category gives the growth_asset / income_asset split.
 */
export const fundAssetAllocations = pgTable(
  'fund_asset_allocations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    securityId: uuid('security_id')
      .notNull()
      .references(() => securities.id, { onDelete: 'cascade' }),
    asAtDate: date('as_at_date').notNull(),
    publishDate: date('publish_date').notNull(),
    allocationKind: text('allocation_kind', { enum: ['Actual', 'Target'] }).notNull(),
    assetClass: text('asset_class').notNull(),
    investmentCategory: text('investment_category', { enum: INVESTMENT_CATEGORIES }).notNull(),
    /** Percent of the fund (25.5 = 25.5%). */
    weight: numeric('weight', { precision: 9, scale: 4 }).notNull(),
  },
  (t) => [
    uniqueIndex('fund_asset_allocations_uq').on(t.securityId, t.allocationKind, t.asAtDate, t.assetClass),
    index('fund_asset_allocations_security_date_idx').on(t.securityId, t.asAtDate),
  ],
);

/**
 * spec 001 §3 'Top holdings' (underlyHoldings: name, country, weight; portfolioDate) and 'Fund
 * details' TopInvestments (name, Type, Percentage). Cash-type rows have holding_type 'Cash'.
 */
export const fundTopHoldings = pgTable(
  'fund_top_holdings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    securityId: uuid('security_id')
      .notNull()
      .references(() => securities.id, { onDelete: 'cascade' }),
    asAtDate: date('as_at_date').notNull(),
    rank: integer('rank').notNull(),
    name: text('name').notNull(),
    country: text('country').notNull(),
    holdingType: text('holding_type').notNull(),
    sector: text('sector'),
    /** Percent of the fund. */
    weight: numeric('weight', { precision: 9, scale: 4 }).notNull(),
  },
  (t) => [uniqueIndex('fund_top_holdings_security_date_rank_uq').on(t.securityId, t.asAtDate, t.rank)],
);
