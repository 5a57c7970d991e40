import type Decimal from 'decimal.js';
import { roundedShares } from '../allocation/rounded-shares.js';

/** Each value as a percentage of their total, to 2 decimals (spec 001 §9), adding up to exactly 100 (the one rounding rule). */
export function percentagesOfTotal(values: readonly Decimal.Value[]): Decimal[] {
  return roundedShares(values);
}
