import { addMonths, addYears, endOfMonth, type IsoDate } from './calendar.js';
import { roundToHundred, targetAllocationAt } from './fund-allocations.js';
import { fundByCode } from './fund-catalogue.js';
import type { Rng } from './prng.js';

/** A model portfolio version: fund weights and Cash at Bank in percent, adding up to 100. */
export interface ModelVersion {
  from: 'inception' | 'review';
  cashAtBank: number;
  funds: Record<string, number>;
}

export interface ModelPortfolio {
  code: string;
  name: string;
  description: string;
  versions: ModelVersion[];
}

/** The three DIMS strategies (spec 001 'portfolioAssetAllocation'), revised once five years ago. */
export const MODEL_PORTFOLIOS: readonly ModelPortfolio[] = [
  {
    code: 'CONSERVATIVE',
    name: 'Conservative Portfolio',
    description: 'Mostly income assets, for investors who want steadier returns over three years or more.',
    versions: [
      {
        from: 'inception',
        cashAtBank: 3,
        funds: { TCASH: 12, TNZFI: 27, TGBF: 28, TDINC: 14, TTTE: 5, TGEQ: 8, TPROP: 3 },
      },
      {
        from: 'review',
        cashAtBank: 3,
        funds: { TCASH: 10, TNZFI: 25, TGBF: 30, TDINC: 10, TTTE: 6, TGEQ: 12, TPROP: 4 },
      },
    ],
  },
  {
    code: 'BALANCED',
    name: 'Balanced Portfolio',
    description: 'A balance of growth and income assets, for investors with a horizon of five years or more.',
    versions: [
      {
        from: 'inception',
        cashAtBank: 2,
        funds: { TCASH: 6, TNZFI: 16, TGBF: 18, TDINC: 12, TTTE: 14, TGEQ: 25, TPROP: 7 },
      },
      {
        from: 'review',
        cashAtBank: 2,
        funds: { TCASH: 5, TNZFI: 14, TGBF: 20, TDINC: 9, TTTE: 14, TGEQ: 28, TPROP: 8 },
      },
    ],
  },
  {
    code: 'GROWTH',
    name: 'Growth Portfolio',
    description: 'Mostly growth assets, for investors with a horizon of seven years or more.',
    versions: [
      {
        from: 'inception',
        cashAtBank: 2,
        funds: { TCASH: 3, TNZFI: 8, TGBF: 10, TDINC: 7, TTTE: 22, TGEQ: 38, TPROP: 10 },
      },
      {
        from: 'review',
        cashAtBank: 2,
        funds: { TCASH: 2, TNZFI: 6, TGBF: 10, TDINC: 5, TTTE: 22, TGEQ: 43, TPROP: 10 },
      },
    ],
  },
];

export function modelVersionDate(version: ModelVersion, historyStart: IsoDate, today: IsoDate): IsoDate {
  return version.from === 'inception' ? historyStart : endOfMonth(addYears(today, -5));
}

/** The model in force on a date. */
export function modelOn(model: ModelPortfolio, date: IsoDate, historyStart: IsoDate, today: IsoDate): ModelVersion {
  let current = model.versions[0] as ModelVersion;
  for (const version of model.versions) if (modelVersionDate(version, historyStart, today) <= date) current = version;
  return current;
}

/** Strategic weights by asset class: the look-through of the fund weights, plus Cash at Bank. */
export function strategicWeights(version: ModelVersion, date: IsoDate, today: IsoDate): Map<string, number> {
  const weights = new Map<string, number>([['Cash at Bank', version.cashAtBank]]);
  for (const [code, fundWeight] of Object.entries(version.funds)) {
    const target = targetAllocationAt(fundByCode(code), date, today);
    const total = [...target.values()].reduce((s, w) => s + w, 0);
    for (const [assetClass, w] of target)
      weights.set(assetClass, (weights.get(assetClass) ?? 0) + (fundWeight * w) / total);
  }
  return roundToHundred(weights);
}

export interface StrategyWeightPoint {
  asAtDate: IsoDate;
  weightType: 'Strategic' | 'Tactical';
  weights: Map<string, number>;
}

/**
 * Strategic weights at each model version; tactical weights at the same dates and then every
 * quarter for the last three years: the strategic weights with equity and fixed-interest tilts.
 */
export function buildStrategyWeights(
  model: ModelPortfolio,
  historyStart: IsoDate,
  today: IsoDate,
  rng: Rng,
): StrategyWeightPoint[] {
  const points: StrategyWeightPoint[] = [];
  for (const version of model.versions) {
    const date = modelVersionDate(version, historyStart, today);
    const strategic = strategicWeights(version, date, today);
    points.push({ asAtDate: date, weightType: 'Strategic', weights: strategic });
    points.push({ asAtDate: date, weightType: 'Tactical', weights: strategic });
  }
  for (let q = 12; q >= 1; q--) {
    const asAtDate = endOfMonth(addMonths(today, -3 * q));
    const strategic = strategicWeights(modelOn(model, asAtDate, historyStart, today), asAtDate, today);
    const tilt = rng.between(-3, 3);
    const tactical = new Map<string, number>();
    for (const [assetClass, weight] of strategic) {
      const isEquity = assetClass.endsWith('Equities');
      const isFixedInterest = assetClass.endsWith('Fixed Interest');
      const share = isEquity ? tilt * (weight / 60) : isFixedInterest ? -tilt * (weight / 45) : 0;
      tactical.set(assetClass, Math.max(0, weight + share));
    }
    points.push({ asAtDate, weightType: 'Tactical', weights: roundToHundred(tactical) });
  }
  return points;
}
