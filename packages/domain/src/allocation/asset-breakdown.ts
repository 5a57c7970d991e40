import Decimal from 'decimal.js';
import type { IsoDate } from '../calendar/iso-date.js';
import type { AllocationRow } from './allocation-by-asset-class.js';
import { accountShares } from './account-shares.js';
import { compareAssetClasses } from './asset-class-order.js';
import { groupedAssetClass } from './grouped-asset-class.js';
import { roundedShares } from './rounded-shares.js';

export interface HoldingForBreakdown {
  securityName: string;
  msSecurityId: string;
  /** Gross value on the as-at date. */
  value: Decimal.Value;
  /** The fund's look-through allocation in percent; a single-class security has one row of 100. */
  allocation: readonly AllocationRow[];
}

export interface BreakdownClass {
  assetClassLabel: string;
  totalAllocationValue: Decimal;
  /** Percent of the account. */
  totalAllocationPercent: Decimal;
  /** Each security's part of this class; allocationPercentage is its percent of the class. */
  securities: { securityName: string; msSecurityId: string; value: Decimal; allocationPercentage: Decimal }[];
}

/** spec 001 §3 'Asset breakdown', plus Cash at Bank shown separately (spec 001 §5). */
export interface AssetBreakdown {
  asAtDate: IsoDate;
  totalValue: Decimal;
  /** Sum of the class percentages: 100 less the Cash at Bank percentage. */
  totalPercentage: Decimal;
  assetClasses: BreakdownClass[];
  cashAtBank: { value: Decimal; percentage: Decimal };
}

const CASH_AT_BANK = 'Cash at Bank';
const zero = () => new Decimal(0);

/**
 * An account's value by asset class: each holding's value is spread over its fund's allocation
 * (rows with no weight ignored, weights normalised to the rows given), sub-classes merged, Cash at
 * Bank taken out and shown separately, classes in spec order (spec 001 §3, §5, §9). Amounts are to
 * the cent and each holding's parts add up to its value (the last part takes the rounding); a
 * holding with no allocation at all is shown under Other. Percentages are to 2 decimals and add up
 * to 100 by the one rounding rule: classes with Cash at Bank across the account (Cash at Bank's
 * share decided as in the holdings table, so the two agree), securities within their class.
 */
export function assetBreakdown(holdings: readonly HoldingForBreakdown[], asAtDate: IsoDate): AssetBreakdown {
  const parts = new Map<string, Map<string, { securityName: string; msSecurityId: string; value: Decimal }>>();
  let totalValue = zero();
  for (const holding of holdings) {
    const value = new Decimal(holding.value);
    totalValue = totalValue.plus(value);
    for (const [assetClass, part] of spread(value, holding.allocation)) {
      const securities = parts.get(assetClass) ?? new Map();
      const existing = securities.get(holding.msSecurityId);
      if (existing) existing.value = existing.value.plus(part);
      else securities.set(holding.msSecurityId, { securityName: holding.securityName, msSecurityId: holding.msSecurityId, value: part });
      parts.set(assetClass, securities);
    }
  }

  const cashAtBankValue = sum([...(parts.get(CASH_AT_BANK)?.values() ?? [])].map((part) => part.value));
  parts.delete(CASH_AT_BANK);
  const classes = [...parts].sort(([a], [b]) => compareAssetClasses(a, b));
  const classValues = classes.map(([, securities]) => sum([...securities.values()].map((part) => part.value)));
  const shares = accountShares(classValues, cashAtBankValue);

  const assetClasses = classes.map(([assetClassLabel, securities], index) => {
    const lines = [...securities.values()].sort((a, b) => b.value.comparedTo(a.value) || a.securityName.localeCompare(b.securityName));
    const inClass = roundedShares(lines.map((line) => line.value));
    return {
      assetClassLabel,
      totalAllocationValue: classValues[index]!,
      totalAllocationPercent: shares.investments[index]!,
      securities: lines.map((line, i) => ({ ...line, allocationPercentage: inClass[i]! })),
    };
  });
  return {
    asAtDate,
    totalValue,
    totalPercentage: sum(assetClasses.map((row) => row.totalAllocationPercent)),
    assetClasses,
    cashAtBank: { value: cashAtBankValue, percentage: shares.cashAtBank },
  };
}

/** A holding's value split over its grouped classes, to the cent, adding up to the value. */
function spread(value: Decimal, allocation: readonly AllocationRow[]): Map<string, Decimal> {
  const weights = new Map<string, Decimal>();
  for (const row of allocation) {
    if (row.weight === null || row.weight === undefined || row.weight === '') continue;
    const weight = new Decimal(row.weight);
    if (weight.isZero()) continue;
    const assetClass = groupedAssetClass(row.assetClass);
    weights.set(assetClass, (weights.get(assetClass) ?? zero()).plus(weight));
  }
  const totalWeight = sum([...weights.values()]);
  if (weights.size === 0 || totalWeight.isZero()) return new Map([['Other', value]]);
  const result = new Map<string, Decimal>();
  let allocated = zero();
  const entries = [...weights];
  entries.forEach(([assetClass, weight], index) => {
    const part =
      index === entries.length - 1
        ? value.minus(allocated)
        : value.times(weight).div(totalWeight).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    allocated = allocated.plus(part);
    result.set(assetClass, part);
  });
  return result;
}

function sum(values: readonly Decimal[]): Decimal {
  return values.reduce((total, value) => total.plus(value), zero());
}
