import type { IsoDate } from '../calendar/iso-date.js';

export interface PricePoint {
  date: IsoDate;
  /** Unit price on the date (ex-distribution on an ex date). */
  price: number | string;
}

export interface DistributionPoint {
  exDate: IsoDate;
  /** Amount paid per unit, in the price's currency units (not cents). */
  amountPerUnit: number | string;
}

export interface IndexPoint {
  date: IsoDate;
  value: number;
}

/**
 * A fund's total return index from its unit prices, distributions reinvested on the ex date (the
 * way fund managers and the market-data provider publish performance): 1 on the first price, then
 * each day chain-linked by (P_t + D_t) / P_(t−1), where D_t is the distribution per unit going ex
 * after the previous price and on or before day t. Prices are taken in date order. Because unit
 * prices fall by the distribution on the ex date, a price-only series would understate the return
 * of a distributing fund.
 */
export function totalReturnIndex(prices: readonly PricePoint[], distributions: readonly DistributionPoint[] = []): IndexPoint[] {
  const sorted = [...prices].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const payouts = [...distributions].sort((a, b) => (a.exDate < b.exDate ? -1 : a.exDate > b.exDate ? 1 : 0));
  const index: IndexPoint[] = [];
  let next = 0;
  let previous: { date: IsoDate; price: number } | undefined;
  let value = 1;
  for (const point of sorted) {
    const price = Number(point.price);
    if (!(price > 0)) throw new RangeError(`A unit price is positive: ${point.date} ${point.price}`);
    let paid = 0;
    while (next < payouts.length && payouts[next]!.exDate <= point.date) {
      // A distribution going ex before the first price was paid before the series starts.
      if (previous !== undefined && payouts[next]!.exDate > previous.date) paid += Number(payouts[next]!.amountPerUnit);
      next += 1;
    }
    if (previous !== undefined) value *= (price + paid) / previous.price;
    index.push({ date: point.date, value });
    previous = { date: point.date, price };
  }
  return index;
}
