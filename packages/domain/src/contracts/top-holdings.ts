import { z } from 'zod';
import { IsoDate } from './common.js';

/** spec 001 §7: the list call answers the top twenty; the PDF lists the top hundred. */
export const TOP_HOLDINGS_LIST_SIZE = 20;
export const TOP_HOLDINGS_PDF_SIZE = 100;
/** spec 001 §4, §9: the section shows 10 rows until View More. */
export const TOP_HOLDINGS_SHORT_VIEW = 10;

/** spec 001 §3 'Top holdings' underlyHoldings: one underlying holding, weight in percent of the account (2 dp). */
export const UnderlyingHolding = z.object({
  name: z.string(),
  country: z.string(),
  weight: z.number(),
});
export type UnderlyingHolding = z.infer<typeof UnderlyingHolding>;

/**
 * GET /api/v1/accounts/{accountNumber}/top-holdings (spec 001 §3 'Top holdings', §7 'Top twenty
 * holdings'), flattened from the provider's morningstarResponse: cachedDate is the valuation date
 * the fund weights were taken on, portfolioDate the latest date of the funds' holdings lists used;
 * both null when the account holds nothing to look through.
 */
export const TopHoldingsResponse = z.object({
  cachedDate: IsoDate.nullable(),
  portfolioDate: IsoDate.nullable(),
  underlyHoldings: z.array(UnderlyingHolding),
});
export type TopHoldingsResponse = z.infer<typeof TopHoldingsResponse>;
