import type { IsoDate } from '../calendar/iso-date.js';

/** spec 001 §9: private-equity pricing is monthly from 01 September 2018, quarterly before. */
export const PE_MONTHLY_PRICING_FROM: IsoDate = '2018-09-01';

/**
 * The date a private-equity holding is valued at for a chosen date (spec 001 §9). From 1 September
 * 2018 the fund is priced every month, so a month end is valued as it is. Before that it was priced
 * only at quarter ends (31 March, 30 June, 30 September, 31 December), so a date is valued at the
 * last quarter end on or before it: 31 August 2018 at 30 June 2018. Units, capital and the price
 * (the last one on or before this date) are all taken at the date returned, so a valuation never
 * mixes units of one date with a price of another.
 */
export function pePricingDate(date: IsoDate): IsoDate {
  if (date >= PE_MONTHLY_PRICING_FROM) return date;
  const year = Number(date.slice(0, 4));
  const monthDay = date.slice(5);
  if (monthDay >= '12-31') return `${year}-12-31`;
  if (monthDay >= '09-30') return `${year}-09-30`;
  if (monthDay >= '06-30') return `${year}-06-30`;
  if (monthDay >= '03-31') return `${year}-03-31`;
  return `${year - 1}-12-31`;
}
