import Decimal from 'decimal.js';
import { roundedShares } from './rounded-shares.js';

export interface AccountShares {
  /** Each investment's percent of the whole account, in the order given. */
  investments: Decimal[];
  /** Cash at Bank's percent of the whole account. */
  cashAtBank: Decimal;
}

/**
 * Percentages of a wealth-management account (issue 9 item 7): the account is its investments
 * plus Cash at Bank, so Cash at Bank's share is decided first, from the two totals, and the
 * investments share the rest. Every view that splits the account's investments differently (by
 * fund in the holdings table, by asset class in the allocation card) then shows the same Cash at
 * Bank percentage, and each adds up to exactly 100 by the one rounding rule.
 */
export function accountShares(investments: readonly Decimal.Value[], cashAtBank: Decimal.Value): AccountShares {
  const invested = investments.reduce<Decimal>((sum, value) => sum.plus(value), new Decimal(0));
  const [investedShare, cashShare] = roundedShares([invested, cashAtBank]);
  return { investments: roundedShares(investments, investedShare!), cashAtBank: cashShare! };
}
