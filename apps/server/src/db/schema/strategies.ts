import { date, index, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CHANNEL_CODES, INVESTMENT_CATEGORIES } from './codes.js';
import { securities } from './funds.js';

/**
 * Model portfolios of wealth-management (PW, DIMS) accounts: spec 001 §3 'portfolioAssetAllocation
 * (strategy name)' and 'Strategy data'. accounts.strategy_id points here.
 */
export const strategies = pgTable('strategies', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  /** E.g. 'Balanced Portfolio'; the screen title drops 'Portfolio' (spec 001 §9). */
  name: text('name').notNull().unique(),
  channel: text('channel', { enum: CHANNEL_CODES }).notNull(),
  description: text('description'),
});

/**
 * spec 001 §3 'Strategy data': PublishDate, AssetAllocation (Strategic) and TacticalAssetAllocation
 * (Tactical), by asset class including 'Cash at Bank'. The weights of one strategy, kind and
 * as_at_date add up to 100.
 */
export const strategyWeights = pgTable(
  'strategy_weights',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    strategyId: uuid('strategy_id')
      .notNull()
      .references(() => strategies.id, { onDelete: 'cascade' }),
    asAtDate: date('as_at_date').notNull(),
    weightType: text('weight_type', { enum: ['Strategic', 'Tactical'] }).notNull(),
    assetClass: text('asset_class').notNull(),
    investmentCategory: text('investment_category', { enum: INVESTMENT_CATEGORIES }).notNull(),
    /** Percent of the portfolio. */
    weight: numeric('weight', { precision: 9, scale: 4 }).notNull(),
  },
  (t) => [
    uniqueIndex('strategy_weights_uq').on(t.strategyId, t.weightType, t.asAtDate, t.assetClass),
    index('strategy_weights_strategy_date_idx').on(t.strategyId, t.asAtDate),
  ],
);

/**
 * The funds a model portfolio holds, from as_at_date until the next date of the same strategy
 * (DESIGN §5 'strategies'). Weights of one date add up to 100 minus the strategy's Cash at Bank.
 */
export const strategyFundWeights = pgTable(
  'strategy_fund_weights',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    strategyId: uuid('strategy_id')
      .notNull()
      .references(() => strategies.id, { onDelete: 'cascade' }),
    securityId: uuid('security_id')
      .notNull()
      .references(() => securities.id),
    asAtDate: date('as_at_date').notNull(),
    weight: numeric('weight', { precision: 9, scale: 4 }).notNull(),
  },
  (t) => [uniqueIndex('strategy_fund_weights_uq').on(t.strategyId, t.asAtDate, t.securityId)],
);
