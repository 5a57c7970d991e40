import type { AssetClass } from '../schema/codes.js';

export interface AssetClassAssumption {
  /** Long-run compound (geometric) return a year, before fees, in the fund's currency (0.075 = 7.5%). */
  annualReturn: number;
  /** Annualised standard deviation of returns. */
  annualVolatility: number;
  /** Correlation of its shocks with global equities, the common growth factor (drawdowns come with it). */
  equityCorrelation: number;
  /** Correlation of its shocks with global bonds, the common interest-rate factor. */
  bondCorrelation: number;
}

/**
 * The long-run return and volatility of each asset class that the demo's benchmarks and funds are
 * built from (issue 9 item 12, decisions.md 'Demo returns from capital-market assumptions').
 *
 * Round figures inside the range of published ten-year capital-market assumptions: the consensus
 * survey Horizon Actuarial Services, 'Survey of Capital Market Assumptions', 2024 edition (averages
 * of some forty advisers: developed equities about 7–7.5% compound with 16–17% volatility, core
 * bonds about 4.5–5% with 5–6%, cash about 3–3.5% with about 1%; figures rounded, to be checked
 * against the publication before anyone quotes them). New Zealand and Australian equities, property
 * and the rest are our own placing beside those (equities a few points above bonds, bonds above
 * cash). They are assumptions for believable demo data, not forecasts: what matters is that
 * each class earns its risk — cash < bonds < property < equities — so a growth mix beats a balanced
 * one in expectation and a conservative one earns least.
 */
export const ASSET_CLASS_ASSUMPTIONS: Record<AssetClass, AssetClassAssumption> = {
  'Cash and Cash Equivalents': {
    annualReturn: 0.03,
    annualVolatility: 0.003,
    equityCorrelation: 0,
    bondCorrelation: 0,
  },
  'Effective Cash': {
    annualReturn: 0.03,
    annualVolatility: 0.003,
    equityCorrelation: 0,
    bondCorrelation: 0,
  },
  'Cash at Bank': {
    annualReturn: 0.025,
    annualVolatility: 0.002,
    equityCorrelation: 0,
    bondCorrelation: 0,
  },
  'New Zealand Fixed Interest': {
    annualReturn: 0.045,
    annualVolatility: 0.045,
    equityCorrelation: 0,
    bondCorrelation: 0.8,
  },
  'International Fixed Interest': {
    annualReturn: 0.045,
    annualVolatility: 0.045,
    equityCorrelation: 0,
    bondCorrelation: 1,
  },
  'Australian Fixed Interest': {
    annualReturn: 0.045,
    annualVolatility: 0.045,
    equityCorrelation: 0,
    bondCorrelation: 0.8,
  },
  'International Equities': {
    annualReturn: 0.075,
    annualVolatility: 0.16,
    equityCorrelation: 1,
    bondCorrelation: 0,
  },
  'Australian Equities': {
    annualReturn: 0.075,
    annualVolatility: 0.17,
    equityCorrelation: 0.75,
    bondCorrelation: 0,
  },
  'New Zealand Equities': {
    annualReturn: 0.07,
    annualVolatility: 0.15,
    equityCorrelation: 0.6,
    bondCorrelation: 0.1,
  },
  'Listed Property': {
    annualReturn: 0.065,
    annualVolatility: 0.17,
    equityCorrelation: 0.6,
    bondCorrelation: 0.2,
  },
  'Unlisted Property': {
    annualReturn: 0.06,
    annualVolatility: 0.1,
    equityCorrelation: 0.3,
    bondCorrelation: 0.1,
  },
  Commodities: {
    annualReturn: 0.045,
    annualVolatility: 0.17,
    equityCorrelation: 0.3,
    bondCorrelation: 0,
  },
  Other: {
    annualReturn: 0.06,
    annualVolatility: 0.1,
    equityCorrelation: 0.4,
    bondCorrelation: 0,
  },
};

/** Drawdowns of the common equity factor: a fall of about 22% once every four years or so. */
export const EQUITY_FACTOR_DRAWDOWNS = {
  perYear: 0.25,
  depth: 0.22,
  minSteps: 15,
  maxSteps: 60,
} as const;

/** A mix's expected compound return: the weighted assumptions (a lower bound; rebalancing adds a little). */
export function expectedReturnOf(mix: Partial<Record<AssetClass, number>>): number {
  const entries = Object.entries(mix) as Array<[AssetClass, number]>;
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  return entries.reduce(
    (sum, [assetClass, weight]) => sum + (weight / total) * ASSET_CLASS_ASSUMPTIONS[assetClass].annualReturn,
    0,
  );
}
