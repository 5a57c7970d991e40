import Decimal from 'decimal.js';
import { percentagesOfTotal } from '../holdings/percentages-of-total.js';

/** A private-equity fund the account holds: its value on the date and its underlying assets then. */
export interface PeFundHolding {
  fundName: string;
  /** The account's holding in the fund, to the cent. */
  value: Decimal.Value;
  /** The fund's underlying assets (its published top holdings) with their weights in percent. */
  assets: ReadonlyArray<{ name: string; weight: Decimal.Value }>;
}

/** spec 001 §3 'Private equity top-asset valuation' list row. */
export interface TopAsset {
  assetName: string;
  assetValue: Decimal;
  percentOfValue: Decimal;
}

/** The part of a fund its listed assets do not cover. */
export const OTHER_ASSETS = 'Other assets';

/**
 * The account's private-equity valuation spread over the funds' underlying assets (spec 001 §3,
 * §7 'Top assets for PE'). Each asset is worth its weight of the account's holding; the weights
 * that do not reach 100 % are 'Other assets'; weights adding to more than 100 % are scaled down to
 * it. The cents are shared by largest remainder, so the asset values add up to the valuation
 * exactly, and percentOfValue (2 decimals) adds up to 100 by the holdings rule. A fund without
 * published assets is one row under its own name. Largest first, 'Other assets' last; the same
 * asset held through two funds is one row.
 */
export function topAssets(funds: readonly PeFundHolding[]): TopAsset[] {
  const byName = new Map<string, Decimal>();
  const add = (name: string, amount: Decimal) => byName.set(name, (byName.get(name) ?? new Decimal(0)).plus(amount));
  for (const fund of funds) {
    const value = new Decimal(fund.value);
    if (value.lte(0)) continue;
    const assets = fund.assets.filter((a) => new Decimal(a.weight).gt(0));
    if (assets.length === 0) {
      add(fund.fundName, value);
      continue;
    }
    const weights = assets.map((a) => new Decimal(a.weight));
    const covered = weights.reduce((sum, w) => sum.plus(w), new Decimal(0));
    const whole = Decimal.max(100, covered);
    const amounts = shareCents(value, [...weights, whole.minus(covered)]);
    assets.forEach((asset, i) => add(asset.name, amounts[i]!));
    const other = amounts[assets.length]!;
    if (other.gt(0)) add(OTHER_ASSETS, other);
  }
  const rows = [...byName]
    .map(([assetName, assetValue]) => ({ assetName, assetValue }))
    .sort(
      (a, b) =>
        Number(a.assetName === OTHER_ASSETS) - Number(b.assetName === OTHER_ASSETS) ||
        b.assetValue.comparedTo(a.assetValue) ||
        a.assetName.localeCompare(b.assetName),
    );
  const percentages = percentagesOfTotal(rows.map((r) => r.assetValue));
  return rows.map((row, i) => ({ ...row, percentOfValue: percentages[i]! }));
}

/**
 * A whole-cent amount shared in proportion to weights (all >= 0, not all zero): each share rounded
 * down to the cent, the cents still missing to the largest remainders, ties to the earlier weight.
 */
function shareCents(amount: Decimal, weights: readonly Decimal[]): Decimal[] {
  const totalCents = amount.times(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
  const totalWeight = weights.reduce((sum, w) => sum.plus(w), new Decimal(0));
  const exact = weights.map((w) => totalCents.times(w).div(totalWeight));
  const floored = exact.map((e) => e.floor());
  const missing = totalCents.minus(floored.reduce((sum, f) => sum.plus(f), new Decimal(0))).toNumber();
  const order = exact
    .map((e, index) => ({ index, remainder: e.minus(floored[index]!) }))
    .sort((a, b) => b.remainder.comparedTo(a.remainder) || a.index - b.index);
  for (const { index } of order.slice(0, missing)) floored[index] = floored[index]!.plus(1);
  return floored.map((c) => c.div(100));
}
