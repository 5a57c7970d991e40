/**
 * The arithmetic of drawing a balance down by a level withdrawal at the end of each period while the
 * rest earns a rate per period (an ordinary annuity, paid in arrears):
 * - the level amount that runs B to zero in n periods: W = B × i / (1 − (1 + i)^−n) (W = B / n at i = 0);
 * - how many full withdrawals B pays: the first n where the balance left is less than W; the balance
 *   left then, grown for one more period, is the last, smaller withdrawal.
 * Rates are per period; the caller turns yearly assumptions into them (spend-my-kiwisaver.ts).
 */

/** The level withdrawal at each period's end that leaves exactly nothing after `periods` withdrawals. */
export function levelWithdrawalFor(balance: number, ratePerPeriod: number, periods: number): number {
  if (periods <= 0) return balance;
  if (ratePerPeriod === 0) return balance / periods;
  return (balance * ratePerPeriod) / (1 - (1 + ratePerPeriod) ** -periods);
}

export interface WithdrawalRun {
  /** Full withdrawals paid; null when the balance never runs out within `maxPeriods`. */
  fullWithdrawals: number | null;
  /** The last, smaller withdrawal one period after the last full one (0 when it came out exactly). */
  finalWithdrawal: number;
  /** The balance at the end of each period, after that period's withdrawal, from period 1. */
  balances: number[];
}

/** Cents: below this the balance counts as spent (binary noise of the doubles). */
const SPENT = 0.005;

/**
 * Runs a level withdrawal against a balance period by period, up to `maxPeriods`. A withdrawal the
 * balance's own earnings cover (W ≤ B × i) never runs out.
 */
export function runLevelWithdrawal(balance: number, ratePerPeriod: number, withdrawal: number, maxPeriods: number): WithdrawalRun {
  const balances: number[] = [];
  let value = balance;
  for (let period = 1; period <= maxPeriods; period++) {
    const grown = value * (1 + ratePerPeriod);
    if (grown + SPENT < withdrawal) {
      balances.push(0);
      return { fullWithdrawals: period - 1, finalWithdrawal: grown, balances };
    }
    value = grown - withdrawal;
    if (value < SPENT) {
      balances.push(0);
      return { fullWithdrawals: period, finalWithdrawal: 0, balances };
    }
    balances.push(value);
  }
  return { fullWithdrawals: null, finalWithdrawal: 0, balances };
}
