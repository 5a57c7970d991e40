import Decimal from 'decimal.js';
import { compareAssetClasses } from './asset-class-order.js';
import { groupedAssetClass } from './grouped-asset-class.js';
import { investmentCategoryOf } from './investment-category.js';
import { roundedShares } from './rounded-shares.js';

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
 * reported separately, and the classes come in the spec's order. The classes and Cash at Bank are
 * shown to 2 decimals by the one rounding rule, so they add up to exactly 100 (issue 9 item 9),
 * and the growth/income split is the sum of the rows as shown, so it matches them.
 */
export function allocationByAssetClass(rows: readonly AllocationRow[]): AllocationByAssetClass {
  const byClass = new Map<string, Decimal>();
  let cashAtBank = new Decimal(0);
  for (const row of rows) {
    if (row.weight === null || row.weight === undefined || row.weight === '') continue;
    const weight = new Decimal(row.weight);
    if (weight.isZero()) continue;
    const assetClass = groupedAssetClass(row.assetClass);
    if (assetClass.toLowerCase() === CASH_AT_BANK) cashAtBank = cashAtBank.plus(weight);
    else byClass.set(assetClass, (byClass.get(assetClass) ?? new Decimal(0)).plus(weight));
  }
  const classes = [...byClass].filter(([, weight]) => !weight.isZero()).sort(([a], [b]) => compareAssetClasses(a, b));
  const shown = roundedShares([...classes.map(([, weight]) => weight), cashAtBank]);
  const shownCash = shown[classes.length]!;
  let income = shownCash;
  let growth = new Decimal(0);
  classes.forEach(([assetClass], index) => {
    if (investmentCategoryOf(assetClass) === 'Income') income = income.plus(shown[index]!);
    else growth = growth.plus(shown[index]!);
  });
  return {
    classes: classes.map(([assetClass], index) => ({ assetClass, weight: shown[index]!.toNumber() })),
    totalCashAtBankPercentage: shownCash.toNumber(),
    split: { growth: growth.toNumber(), income: income.toNumber() },
  };
}
