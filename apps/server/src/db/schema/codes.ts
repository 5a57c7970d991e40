/**
 * Code lists shared by several schema files. Not re-exported from schema/index.ts: the Drizzle
 * schema object holds tables only.
 */

/** spec 000 §1 product types; accounts.product_type uses the same list. */
export const PRODUCT_CODES = ['KS', 'UT', 'UT-AUS', 'PW', 'PE'] as const;
export type ProductCode = (typeof PRODUCT_CODES)[number];

export const CURRENCY_CODES = ['NZD', 'AUD'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export const CHANNEL_CODES = ['NZ', 'AU'] as const;

/** spec 001 §3 Security holding 'investmentCategory' (Income, otherwise growth). */
export const INVESTMENT_CATEGORIES = ['Growth', 'Income'] as const;
export type InvestmentCategory = (typeof INVESTMENT_CATEGORIES)[number];

/**
 * spec 001 §3: the ordered asset classes, plus 'Cash at Bank' (wealth-management strategies, spec 001
 * §5) and 'Australian Fixed Interest', a sub-class the spec merges into International Fixed Interest.
 * Stored as text, not a database enum: a data provider may send other sub-classes.
 */
export const ASSET_CLASSES = [
  'Other',
  'Commodities',
  'Unlisted Property',
  'Listed Property',
  'International Equities',
  'Australian Equities',
  'New Zealand Equities',
  'International Fixed Interest',
  'Australian Fixed Interest',
  'New Zealand Fixed Interest',
  'Cash and Cash Equivalents',
  'Effective Cash',
  'Cash at Bank',
] as const;
export type AssetClass = (typeof ASSET_CLASSES)[number];
