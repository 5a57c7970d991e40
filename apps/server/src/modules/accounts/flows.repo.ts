/**
 * The flows of an account over a date range, summed in SQL (numeric) for the value bridge and the by-fund table.
 * Each query's text takes its account and dates as SQL expressions, so that the performance and
 * by-fund reads (performance.repo.ts, holding-points.repo.ts) run the same queries inside their one
 * statement.
 */

/** Where a flows query finds its account (uuid) and its range's first and last dates (date). */
export interface FlowParams {
  account: string;
  from: string;
  to: string;
}

export interface UnitFlowTotal {
  securityId: string;
  securityName: string;
  transactionType: string;
  groupLabel: string | null;
  /** Signed, as stored (units issued positive, a declared distribution positive). */
  total: string;
  /** PIE tax withheld from these rows (≥ 0): part of `total` that went to Inland Revenue. */
  taxWithheld: string;
}

/**
 * Settled units transactions by security, type and group label, in that order. The rows are summed
 * first and the few sums then named from `securities`: joining every transaction to its fund's name
 * and sorting them all by text (the plan PostgreSQL kept for the performance read's generic plan) was
 * 0.39 of its 0.96 ms for a five-year range of 150 transactions, and summing first about half that
 * (issue 15, bench/README.md fourteenth pass). The order makes the json the same whichever way
 * PostgreSQL sums.
 */
export const unitFlowsSql = (p: FlowParams) =>
  `select t.security_id, s.name, t.transaction_type, t.group_label, t.total::text as total, t.tax_withheld::text as tax_withheld
   from (select security_id, transaction_type, group_label, sum(value) as total, sum(tax) as tax_withheld
         from transactions
         where account_id = ${p.account} and not is_pending and trade_date >= ${p.from} and trade_date <= ${p.to}
         group by security_id, transaction_type, group_label) t
   join securities s on s.id = t.security_id
   order by t.security_id, s.name, t.transaction_type, t.group_label`;

export type UnitFlowRow = { security_id: string; name: string; transaction_type: string; group_label: string | null; total: string; tax_withheld: string };

export const unitFlowOf = (r: UnitFlowRow): UnitFlowTotal => ({
  securityId: r.security_id,
  securityName: r.name,
  transactionType: r.transaction_type,
  groupLabel: r.group_label,
  total: r.total,
  taxWithheld: r.tax_withheld,
});

/**
 * Distributions paid to the bank, per security: on each day, what was declared less what was
 * reinvested (the daily series' rule); a reinvestment beyond the day's declaration is money in.
 */
export const distributionsPaidOutSql = (p: FlowParams) =>
  `select security_id, sum(greatest(d, 0))::text as paid_out, sum(greatest(-d, 0))::text as reinvested_extra from (
     select security_id, trade_date,
       sum(case when transaction_type = 'Distribution' then value else -value end) as d
     from transactions
     where account_id = ${p.account} and not is_pending and trade_date >= ${p.from} and trade_date <= ${p.to}
       and transaction_type in ('Distribution', 'DistributionReinvested')
     group by security_id, trade_date
   ) x group by security_id`;

export type PaidOutRow = { security_id: string; paid_out: string; reinvested_extra: string };

/** A cash movement of `cash_transactions` signed: credits positive, debits negative. */
export const SIGNED_CASH_AMOUNT = "case when debit_credit = 'C' then amount else -amount end";

/** A wealth account's cash movements by activity, credits positive. */
export const cashFlowsSql = (p: FlowParams) =>
  `select activity, sum(${SIGNED_CASH_AMOUNT})::text as total
   from cash_transactions where account_id = ${p.account} and event_date >= ${p.from} and event_date <= ${p.to}
   group by activity`;

export type CashFlowRow = { activity: string; total: string };

/** A wealth account's cash balance before the range (the day before its first) and at its end, in one pass over its movements. */
export const cashBalancesSql = (p: FlowParams) =>
  `select coalesce(sum(m.signed) filter (where m.event_date < ${p.from}), 0)::text as before, coalesce(sum(m.signed), 0)::text as after
   from (select event_date, ${SIGNED_CASH_AMOUNT} as signed
         from cash_transactions where account_id = ${p.account} and event_date <= ${p.to}) m`;

export type CashBalancesRow = { before: string; after: string };
