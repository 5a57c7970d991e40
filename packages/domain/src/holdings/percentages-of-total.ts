import Decimal from 'decimal.js';

/**
 * Each value as a percentage of their total, to 2 decimals (spec 001 §9), adding up to exactly
 * 100.00: every share is rounded down to the hundredth and the hundredths still missing go to the
 * largest remainders (Hamilton's largest-remainder method; ties to the earlier value). All zeros
 * when the total is zero.
 */
export function percentagesOfTotal(values: readonly Decimal.Value[]): Decimal[] {
  const amounts = values.map((value) => new Decimal(value));
  const total = amounts.reduce((sum, amount) => sum.plus(amount), new Decimal(0));
  if (total.isZero()) return amounts.map(() => new Decimal(0));
  const exact = amounts.map((amount) => amount.times(100).div(total));
  const floored = exact.map((share) => share.toDecimalPlaces(2, Decimal.ROUND_FLOOR));
  const missing = new Decimal(100)
    .minus(floored.reduce((sum, share) => sum.plus(share), new Decimal(0)))
    .times(100)
    .round()
    .toNumber();
  const byRemainder = exact
    .map((share, index) => ({ index, remainder: share.minus(floored[index]!) }))
    .sort((a, b) => b.remainder.comparedTo(a.remainder) || a.index - b.index);
  for (const { index } of byRemainder.slice(0, Math.max(0, missing))) floored[index] = floored[index]!.plus('0.01');
  return floored;
}
