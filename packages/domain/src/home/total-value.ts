import Decimal from 'decimal.js';

export interface ValuedAccount {
  accountIsOpen: boolean;
  balance: number | null;
  /** 'yyyy-mm-dd', or null when there is no balance. */
  balanceAsAtDate: string | null;
}

export interface TotalValue {
  /** The sum of the open accounts' balances, or null when any of them has none (never a partial sum). */
  amount: number | null;
  /** The latest of the balances' as-at dates, or null when there is no amount. */
  asAtDate: string | null;
}

/**
 * The total value on the client home (spec 000 §2.5, §3 'Derived: ... total value'): the open
 * accounts' balances added up exactly (in decimal, so 0.1 + 0.2 is 0.3). A missing balance makes
 * the total unknown rather than smaller. Each balance is the account valued at its latest price on
 * or before its as-at date, so the total is as at the latest of those dates.
 */
export function totalValue(accounts: readonly ValuedAccount[]): TotalValue {
  const open = accounts.filter((account) => account.accountIsOpen);
  if (open.some((account) => account.balance === null)) return { amount: null, asAtDate: null };
  const amount = open.reduce((sum, account) => sum.plus(account.balance ?? 0), new Decimal(0));
  // 'yyyy-mm-dd' dates sort as text.
  const dates = open.map((account) => account.balanceAsAtDate).filter((date): date is string => date !== null);
  const asAtDate = dates.length > 0 ? dates.reduce((latest, date) => (date > latest ? date : latest)) : null;
  return { amount: amount.toNumber(), asAtDate };
}
