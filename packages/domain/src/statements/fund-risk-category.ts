import type { FundRiskCategory } from './retirement-assumptions.js';

/** Income assets (cash and fixed interest); every other class (shares, property, commodities, other) is a growth asset. */
const INCOME_ASSET_CLASSES = new Set([
  'Cash and Cash Equivalents',
  'Effective Cash',
  'Cash at Bank',
  'New Zealand Fixed Interest',
  'International Fixed Interest',
  'Australian Fixed Interest',
]);

/**
 * A fund's type for the retirement projection from its asset mix (weights in any unit, e.g. percent):
 * the FMA's bands of growth assets — Defensive under 10%, Conservative 10% to under 35%, Balanced
 * 35% to under 63%, Growth 63% to under 90%, Aggressive 90% and over.
 */
export function fundRiskCategory(mix: Readonly<Record<string, number>>): FundRiskCategory {
  let total = 0;
  let growth = 0;
  for (const [assetClass, weight] of Object.entries(mix)) {
    total += weight;
    if (!INCOME_ASSET_CLASSES.has(assetClass)) growth += weight;
  }
  const share = total > 0 ? (growth / total) * 100 : 0;
  if (share < 10) return 'Defensive';
  if (share < 35) return 'Conservative';
  if (share < 63) return 'Balanced';
  if (share < 90) return 'Growth';
  return 'Aggressive';
}
