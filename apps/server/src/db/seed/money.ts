import Decimal from 'decimal.js';

/** decimal.js for every money sum of the seed (DESIGN §5), with its own settings. */
export const Money = Decimal.clone({ precision: 34, rounding: Decimal.ROUND_HALF_UP });
export type Money = Decimal;

export const ZERO = new Money(0);

/** To the cent. */
export function cents(value: Decimal.Value): Decimal {
  return new Money(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/** Units to 4 decimal places (spec 001 §9 'units 4'). */
export function units4(value: Decimal.Value): Decimal {
  return new Money(value).toDecimalPlaces(4, Decimal.ROUND_HALF_UP);
}

/** A numeric column value: fixed notation with the given decimals. */
export function fixed(value: Decimal.Value, decimals: number): string {
  return new Money(value).toFixed(decimals, Decimal.ROUND_HALF_UP);
}

/** Splits an amount across weights to the cent; the last share takes the rounding difference. */
export function splitByWeights(amount: Decimal, weights: readonly number[]): Decimal[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  const shares: Decimal[] = [];
  let allocated = ZERO;
  weights.forEach((weight, i) => {
    const share = i === weights.length - 1 ? amount.minus(allocated) : cents(amount.times(weight).dividedBy(total));
    shares.push(share);
    allocated = allocated.plus(share);
  });
  return shares;
}
