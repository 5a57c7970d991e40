import { sql } from 'drizzle-orm';
import { bigint, date, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { securities } from './funds.js';
import { accounts } from './people.js';

/**
 * Materialised daily valuations (DESIGN §5 'Derived'): written by the valuation job
 * (jobs/valuations), read by the account and performance calls. One row per account and calendar
 * year holds that year's days as parallel arrays, so a 5-year range is 6 rows, and a change
 * rewrites the rows from the changed date's year onward. Money is integer cents (exact, and a
 * fraction of the size of numeric); growth indexes are doubles (DESIGN §5: returns are doubles).
 */
export const accountValuationYears = pgTable(
  'account_valuation_years',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    /** Each day with a price or a flow, ascending; the client's local dates. */
    dates: date('dates').array().notNull(),
    /** Closing value: holdings (units × price, each to 4 dp, to the cent) + Cash at Bank, gross of PIE tax. */
    valueCents: bigint('value_cents', { mode: 'number' }).array().notNull(),
    /** Time-weighted growth since inception, after fees and before PIE tax. */
    netIndex: doublePrecision('net_index').array().notNull(),
    /** The same, before fees and tax. */
    grossIndex: doublePrecision('gross_index').array().notNull(),
    /** Running total of money in − money out since inception (PIE tax is out). */
    cumFlowCents: bigint('cum_flow_cents', { mode: 'number' }).array().notNull(),
    /** Running total of PIE tax paid less rebates since inception. */
    cumTaxCents: bigint('cum_tax_cents', { mode: 'number' }).array().notNull(),
    /**
     * The year's anchor days (domain valuation/anchor-days.ts: its first day, each month's last and
     * each day the flows changed) with the figures a long range reads of them, a few dozen beside
     * the year's ~250 days and kept in the row itself, so a five-year performance read fetches no
     * day arrays (issue 15).
     */
    anchorDates: date('anchor_dates').array().notNull().default(sql`'{}'`),
    anchorValueCents: bigint('anchor_value_cents', { mode: 'number' }).array().notNull().default(sql`'{}'`),
    anchorNetIndex: doublePrecision('anchor_net_index').array().notNull().default(sql`'{}'`),
    anchorCumFlowCents: bigint('anchor_cum_flow_cents', { mode: 'number' }).array().notNull().default(sql`'{}'`),
    /**
     * A 53-bit fingerprint of the row's figures (jobs/valuations/row-digest.ts): a recompute leaves a
     * stored row whose fingerprint equals the new one's as it is instead of rewriting it. Null for a row
     * written before migration 0022, which the next recompute rewrites.
     */
    digest: bigint('digest', { mode: 'number' }),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.year] })],
);

/** The same per holding (account × security), for the by-fund table and the fund summary. */
export const holdingValuationYears = pgTable(
  'holding_valuation_years',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    securityId: uuid('security_id')
      .notNull()
      .references(() => securities.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    dates: date('dates').array().notNull(),
    /** Millionths of a unit (the ledger's 6 decimals). */
    unitsMicro: bigint('units_micro', { mode: 'number' }).array().notNull(),
    valueCents: bigint('value_cents', { mode: 'number' }).array().notNull(),
    /** Time-weighted growth since first held; switches are flows here; after fees, before tax. */
    netIndex: doublePrecision('net_index').array().notNull(),
    /**
     * Running cent-days: Σ over every calendar day since the holding was first held, through each
     * day, of the value standing that day (performance/fund-charges.ts cumulativeCentDays). A
     * period's fee estimate is two lookups (issue 15).
     */
    cumValueDays: bigint('cum_value_days', { mode: 'number' }).array().notNull().default(sql`'{}'`),
    /** As the account's (accountValuationYears.digest). */
    digest: bigint('digest', { mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.securityId, t.year] })],
);

/**
 * Accounts whose series must be recomputed from from_date onward. Filled by triggers on
 * transactions, cash_transactions and unit_prices (migration 0002), emptied by the job. No
 * foreign key: a row may name an account deleted since, which the job then drops.
 */
export const valuationQueue = pgTable(
  'valuation_queue',
  {
    accountId: uuid('account_id').primaryKey(),
    fromDate: date('from_date').notNull(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('valuation_queue_queued_idx').on(t.queuedAt)],
);

/**
 * Each account's latest valuation day and the day before its 12-month period, as the job last
 * computed them: what the account list and the account header read (one small row, no arrays).
 * Written with the series, in the same transaction.
 */
export const accountValuationSummaries = pgTable('account_valuation_summaries', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  latestDate: date('latest_date').notNull(),
  latestValueCents: bigint('latest_value_cents', { mode: 'number' }).notNull(),
  latestNetIndex: doublePrecision('latest_net_index').notNull(),
  latestCumFlowCents: bigint('latest_cum_flow_cents', { mode: 'number' }).notNull(),
  latestCumTaxCents: bigint('latest_cum_tax_cents', { mode: 'number' }).notNull(),
  /** The last day before the 12-month period that ends on latest_date; null when the account is younger. */
  openingDate: date('opening_date'),
  openingValueCents: bigint('opening_value_cents', { mode: 'number' }),
  openingNetIndex: doublePrecision('opening_net_index'),
  openingCumFlowCents: bigint('opening_cum_flow_cents', { mode: 'number' }),
  openingCumTaxCents: bigint('opening_cum_tax_cents', { mode: 'number' }),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row: a counter the unit_prices statement trigger bumps (migration 0016), so the valuation job
 * can keep each fund's whole price series in memory and know, with one indexed read, whether any
 * price has changed since it loaded them (jobs/valuations/price-cache.ts).
 */
export const priceGeneration = pgTable('price_generation', {
  id: integer('id').primaryKey(),
  generation: bigint('generation', { mode: 'number' }).notNull(),
});

/**
 * Stored figures (issue 15, twelfth pass): the responses of the performance screen's buttons (1, 3
 * and 5 years and since inception; the performance and the by-fund reads), of the wealth fund
 * performance summary and of the asset class summary (for the day it was made), made by the stored-figures job (jobs/figures) after the valuation job has
 * revalued an account, so that the read a client makes most is an indexed lookup instead of a
 * computation. A set is served only while it is current (modules/accounts/stored-figures.ts): its
 * account's valuation summary still has the `computed_at` it was made from, the account is not
 * queued, and `figure_generation` still has its generation (bumped by any change to the funds or to
 * an account's dates and product, which the figures also read). Otherwise the read computes.
 */
export const accountFigureSets = pgTable('account_figure_sets', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  /** The account's valuation summary's `computed_at` when the set was made. */
  valuationComputedAt: timestamp('valuation_computed_at', { withTimezone: true }).notNull(),
  /** `figure_generation.generation` when the set was made. */
  generation: bigint('generation', { mode: 'number' }).notNull(),
  madeAt: timestamp('made_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One stored response of a set: the JSON the route would have written, as text. */
export const accountFigures = pgTable(
  'account_figures',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accountFigureSets.accountId, { onDelete: 'cascade' }),
    /** Which read: 'performance', 'performance-by-fund', 'fund-performance-summary' or 'asset-class-summary'. */
    figure: text('figure').notNull(),
    /** The period's code (spec 001 §4); 'LATEST' for the fund performance summary's fixed ranges; the local date for the asset class summary. */
    period: text('period').notNull(),
    body: text('body').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.figure, t.period] })],
);

/** One row: bumped by statement triggers on securities, fund_asset_allocations and accounts' dates and product (migration 0023). */
export const figureGeneration = pgTable('figure_generation', {
  id: integer('id').primaryKey(),
  generation: bigint('generation', { mode: 'number' }).notNull(),
});
