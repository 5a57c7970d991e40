import { z } from 'zod';
import { IsoDate } from './common.js';

/**
 * The private-equity account calls (spec 001 §7 'Top assets for PE', 'Transactions for PE calls')
 * and the account's PE fields (spec 001 §3). Money is a number rounded to the cent; percentages are
 * in percent (12.5 = 12.5 %).
 */

const Money = z.number();

/** ?date=yyyy-mm-dd: a month end between signup and the balance date (spec 001 §5); absent for the latest. */
export const PrivateEquitySummaryQuery = z.object({ date: IsoDate.optional() });
export type PrivateEquitySummaryQuery = z.infer<typeof PrivateEquitySummaryQuery>;

/** spec 001 §3 'Private equity top-asset valuation' list row. */
export const PrivateEquityTopAsset = z.object({
  assetName: z.string(),
  assetValue: Money,
  percentOfValue: z.number(),
});
export type PrivateEquityTopAsset = z.infer<typeof PrivateEquityTopAsset>;

/** A private-equity fund the account holds on the valuation date. */
export const PrivateEquityFundHolding = z.object({
  name: z.string(),
  units: z.number(),
  unitPrice: z.number(),
  priceAsAtDate: IsoDate,
  value: Money,
});
export type PrivateEquityFundHolding = z.infer<typeof PrivateEquityFundHolding>;

export const PrivateEquitySummaryResponse = z.object({
  accountNumber: z.string(),
  /** The month end asked for; null for the current valuation. */
  requestedDate: IsoDate.nullable(),
  /**
   * The date everything below is taken at: today for the current valuation; for a month end from
   * September 2018 that month end, before it the quarter end on or before it (spec 001 §9).
   */
  valuationDate: IsoDate,
  /** The date of the unit price used (the balance date); null when nothing is held or priced. */
  asAtDate: IsoDate.nullable(),
  /** Units × the last price on or before the valuation date, to the cent. */
  valuation: Money,
  holdings: z.array(PrivateEquityFundHolding),
  committedCapital: Money,
  calledCapital: Money,
  /** committedCapital − calledCapital. */
  uncalledCapital: Money,
  distributionsCashTotal: Money,
  transferInTotal: Money,
  transferOutTotal: Money,
  /** spec 001 §2: the units-transfer notice shows when either transfer total is nonzero. */
  showTransferNotice: z.boolean(),
  /** The valuation spread over the funds' underlying assets, largest first; adds up to valuation. */
  list: z.array(PrivateEquityTopAsset),
  /** The date of the underlying-asset weights used; null when none were published by the valuation date. */
  assetsAsAtDate: IsoDate.nullable(),
});
export type PrivateEquitySummaryResponse = z.infer<typeof PrivateEquitySummaryResponse>;

/** spec 001 §3 'PE call transaction'. */
export const PrivateEquityCall = z.object({
  transactionDate: IsoDate,
  unitPrice: z.number().nullable(),
  transactionValue: Money,
});
export type PrivateEquityCall = z.infer<typeof PrivateEquityCall>;

export const PrivateEquityCallsResponse = z.object({
  accountNumber: z.string(),
  /** The signup date, or 10 years before today when there is none (spec 001 §7, §9). */
  fromDate: IsoDate,
  toDate: IsoDate,
  /** Oldest first. */
  list: z.array(PrivateEquityCall),
  totalValue: Money,
});
export type PrivateEquityCallsResponse = z.infer<typeof PrivateEquityCallsResponse>;
