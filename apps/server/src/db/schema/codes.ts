import { CHANNELS, PRODUCT_TYPES, type ProductType } from '@tasman/domain';

/**
 * Code lists shared by several schema files. Not re-exported from schema/index.ts: the Drizzle
 * schema object holds tables only.
 */

/** spec 000 §1 product types; accounts.product_type uses the same list (the domain's). */
export const PRODUCT_CODES = PRODUCT_TYPES;
export type ProductCode = ProductType;

export const CURRENCY_CODES = ['NZD', 'AUD'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export const CHANNEL_CODES = CHANNELS;

/** spec 001 §3 Security holding 'investmentCategory' (Income, otherwise growth). */
export const INVESTMENT_CATEGORIES = ['Growth', 'Income'] as const;
export type InvestmentCategory = (typeof INVESTMENT_CATEGORIES)[number];

/** spec 001 §3 asset classes: one list, the domain's. */
export { ASSET_CLASSES, type AssetClass } from '@tasman/domain';

/** What happened to units of a security in an account: the domain's list (valuation/transaction-categories.ts). */
export { TRANSACTION_TYPES, type TransactionType } from '@tasman/domain';

/** spec 000 §4 'Fact-find and applications': the stage codes, in stage order (the home's rule owns the list). */
export { FACT_FIND_STAGE_ORDER as FACT_FIND_STAGES } from '@tasman/domain';

/** Delivery channels of communications: Email and Push on the NZ portal, Email only on AU (spec 002 §6). */
export const COMMS_CHANNEL_CODES = ['Email', 'Push'] as const;
