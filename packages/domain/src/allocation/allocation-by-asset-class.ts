import Decimal from 'decimal.js';
import { compareAssetClasses } from './asset-class-order.js';
import { groupedAssetClass } from './grouped-asset-class.js';
import { investmentCategoryOf } from './investment-category.js';

export interface AllocationRow {
  assetClass: string;
  /** Percent of the fund or strategy. */
  weight: number | string | null | undefined;
}

export interface AllocationByAssetClass {
  /** Grouped classes in spec order, without Cash at Bank. */
  classes: { assetClass: string; weight: number }[];
  /** spec 001 §3 totalCashAtBankPercentage. */
  totalCashAtBankPercentage: number;
  /** spec 001 §3 growth_asset / income_asset, of the whole allocation including Cash at Bank. */
  split: { growth: number; income: number };
}

const CASH_AT_BANK = 'cash at bank';

/**
 * A fund's or strategy's allocation as shown (spec 001 §5 and §9, spec 000 §9): rows with no weight
 * are ignored, sub-classes are merged into their grouped class, Cash at Bank is taken out and
 * reported separately, and the classes come in the spec's order. Weights are summed exactly and
 * shown to 2 decimals.
 */
export function allocationByAssetClass(rows: readonly AllocationRow[]): AllocationByAssetClass {
  const byClass = new Map<string, Decimal>();
  let cashAtBank = new Decimal(0);
  let growth = new Decimal(0);
  let income = new Decimal(0);
  for (const row of rows) {
    if (row.weight === null || row.weight === undefined || row.weight === '') continue;
    const weight = new Decimal(row.weight);
    if (weight.isZero()) continue;
    const assetClass = groupedAssetClass(row.assetClass);
    if (investmentCategoryOf(assetClass) === 'Income') income = income.plus(weight);
    else growth = growth.plus(weight);
    if (assetClass.toLowerCase() === CASH_AT_BANK) cashAtBank = cashAtBank.plus(weight);
    else byClass.set(assetClass, (byClass.get(assetClass) ?? new Decimal(0)).plus(weight));
  }
  const shown = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();
  return {
    classes: [...byClass]
      .filter(([, weight]) => !weight.isZero())
      .sort(([a], [b]) => compareAssetClasses(a, b))
      .map(([assetClass, weight]) => ({ assetClass, weight: shown(weight) })),
    totalCashAtBankPercentage: shown(cashAtBank),
    split: { growth: shown(growth), income: shown(income) },
  };
}
