import type { IsoDate } from '../calendar/iso-date.js';

/**
 * The last price dated on or before a date, in whatever order the prices come; none when the date
 * is before the first price (DESIGN §5: holdings use the price of the last business day on or
 * before the date — prices exist only on business days, so the last price is that day's).
 */
export function priceOnOrBefore<T extends { date: IsoDate }>(prices: readonly T[], date: IsoDate): T | undefined {
  let found: T | undefined;
  for (const price of prices) {
    if (price.date <= date && (found === undefined || price.date > found.date)) found = price;
  }
  return found;
}
