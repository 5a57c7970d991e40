import Decimal from 'decimal.js';

/**
 * The one rounding rule for every allocation we show (issue 9 item 9): each value's share of
 * `total` (100 by default: percentages) to `decimals` places, adding up to exactly `total` —
 * Hamilton's largest-remainder method: every share is rounded down to the displayed step and the
 * steps still missing go, one each, to the largest remainders (ties to the earlier value). All
 * zeros when the values add up to zero. Rounding each share on its own would show 98% or 100.01%.
 */
export function roundedShares(values: readonly Decimal.Value[], total: Decimal.Value = 100, decimals = 2): Decimal[] {
  const amounts = values.map((value) => new Decimal(value));
  const whole = amounts.reduce((sum, amount) => sum.plus(amount), new Decimal(0));
  if (whole.isZero()) return amounts.map(() => new Decimal(0));
  const target = new Decimal(total).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP);
  const step = new Decimal(10).pow(-decimals);
  const exact = amounts.map((amount) => amount.times(target).div(whole));
  const floored = exact.map((share) => share.toDecimalPlaces(decimals, Decimal.ROUND_FLOOR));
  const missing = target
    .minus(floored.reduce((sum, share) => sum.plus(share), new Decimal(0)))
    .div(step)
    .round()
    .toNumber();
  const byRemainder = exact
    .map((share, index) => ({ index, remainder: share.minus(floored[index]!) }))
    .sort((a, b) => b.remainder.comparedTo(a.remainder) || a.index - b.index);
  for (const { index } of byRemainder.slice(0, Math.max(0, missing))) floored[index] = floored[index]!.plus(step);
  return floored;
}
