/**
 * What a transaction or a cash movement is to the value bridge and the returns (spec 001 §3
 * 'Performance response', DESIGN §5). One table, read by the daily valuation builder and by the
 * performance queries, so a figure and its return always count a flow the same way.
 */

/**
 * What happened to units of a security in an account. Flows into or out of the account:
 * Contribution, EmployerContribution, GovernmentContribution, Withdrawal, TransferIn, TransferOut,
 * CapitalCall (PE). Between securities of the account: SwitchIn/SwitchOut (same day, same value,
 * same switch_id), Purchase/Sale (PW, against the cash account). Income: Distribution (declared,
 * no units), DistributionReinvested (units issued for it). Costs: Fee, Tax (PIE tax), TaxRebate.
 */
export const TRANSACTION_TYPES = [
  'Contribution',
  'EmployerContribution',
  'GovernmentContribution',
  'Withdrawal',
  'TransferIn',
  'TransferOut',
  'SwitchIn',
  'SwitchOut',
  'Purchase',
  'Sale',
  'Distribution',
  'DistributionReinvested',
  'Fee',
  'Tax',
  'TaxRebate',
  'CapitalCall',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export type FlowCategory =
  | 'contribution'
  | 'withdrawal'
  | 'transferIn'
  | 'transferOut'
  | 'switchIn'
  | 'switchOut'
  | 'purchase'
  | 'sale'
  | 'distributionDeclared'
  | 'distributionReinvested'
  | 'fee'
  | 'tax'
  | 'taxRebate';

/** A capital call is the investor's money going in, so it is a contribution (spec 001 §3 capitalContributed). */
export const TRANSACTION_CATEGORY: Readonly<Record<TransactionType, FlowCategory>> = {
  Contribution: 'contribution',
  EmployerContribution: 'contribution',
  GovernmentContribution: 'contribution',
  CapitalCall: 'contribution',
  Withdrawal: 'withdrawal',
  TransferIn: 'transferIn',
  TransferOut: 'transferOut',
  SwitchIn: 'switchIn',
  SwitchOut: 'switchOut',
  Purchase: 'purchase',
  Sale: 'sale',
  Distribution: 'distributionDeclared',
  DistributionReinvested: 'distributionReinvested',
  Fee: 'fee',
  Tax: 'tax',
  TaxRebate: 'taxRebate',
};

/**
 * At fund level every movement of value in or out of the holding is a flow, except fees (so a
 * fund's return is after fees). A declared distribution leaves the holding (it is income the
 * holding earned), and a reinvested one comes back in as new units.
 */
export type FundFlow = 'inflow' | 'outflow' | 'fee';
export const FUND_FLOW: Readonly<Record<FlowCategory, FundFlow>> = {
  contribution: 'inflow',
  transferIn: 'inflow',
  switchIn: 'inflow',
  purchase: 'inflow',
  distributionReinvested: 'inflow',
  taxRebate: 'inflow',
  withdrawal: 'outflow',
  transferOut: 'outflow',
  switchOut: 'outflow',
  sale: 'outflow',
  distributionDeclared: 'outflow',
  tax: 'outflow',
  fee: 'fee',
};

/**
 * A wealth-management cash account movement (spec 002 §3 'Cash transactions'): deposits and
 * withdrawals cross the account's edge; fees and brokerage are costs; purchases, sales, income
 * paid to cash and interest stay inside the account (interest is earnings).
 */
export type CashCategory = 'contribution' | 'withdrawal' | 'fee' | 'internal';

export function cashCategory(activity: string): CashCategory {
  if (activity === 'Deposit') return 'contribution';
  if (activity === 'Withdrawal') return 'withdrawal';
  if (activity === 'Brokerage' || /\bfee\b/i.test(activity)) return 'fee';
  return 'internal';
}
