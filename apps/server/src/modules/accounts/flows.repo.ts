import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { executeNamed } from '../../db/named-statement.js';

/** The flows of an account over a date range, summed in SQL (numeric) for the value bridge and the by-fund table. */

/** Named statements on PostgreSQL (db/named-statement.ts): planned once per pooled connection. */
const rows = <T>(db: Db, query: ReturnType<typeof sql>, name: string): Promise<T[]> => executeNamed<T>(db, query, name);

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

/** Settled units transactions by security, type and group label. */
export async function sumUnitFlows(db: Db, accountId: string, from: string, to: string): Promise<UnitFlowTotal[]> {
  const found = await rows<{
    security_id: string;
    name: string;
    transaction_type: string;
    group_label: string | null;
    total: string;
    tax_withheld: string;
  }>(
    db,
    sql`select t.security_id, s.name, t.transaction_type, t.group_label, sum(t.value)::text as total,
          sum(t.tax)::text as tax_withheld
        from transactions t join securities s on s.id = t.security_id
        where t.account_id = ${accountId} and not t.is_pending and t.trade_date >= ${from} and t.trade_date <= ${to}
        group by t.security_id, s.name, t.transaction_type, t.group_label`,
    'unit_flows',
  );
  return found.map((r) => ({
    securityId: r.security_id,
    securityName: r.name,
    transactionType: r.transaction_type,
    groupLabel: r.group_label,
    total: r.total,
    taxWithheld: r.tax_withheld,
  }));
}

/**
 * Distributions paid to the bank, per security: on each day, what was declared less what was
 * reinvested (the daily series' rule); a reinvestment beyond the day's declaration is money in.
 */
export async function sumDistributionsPaidOut(db: Db, accountId: string, from: string, to: string) {
  return rows<{ security_id: string; paid_out: string; reinvested_extra: string }>(
    db,
    sql`select security_id, sum(greatest(d, 0))::text as paid_out, sum(greatest(-d, 0))::text as reinvested_extra from (
          select security_id, trade_date,
            sum(case when transaction_type = 'Distribution' then value else -value end) as d
          from transactions
          where account_id = ${accountId} and not is_pending and trade_date >= ${from} and trade_date <= ${to}
            and transaction_type in ('Distribution', 'DistributionReinvested')
          group by security_id, trade_date
        ) x group by security_id`,
    'distributions_paid_out',
  );
}

/** A wealth account's cash movements by activity, credits positive. */
export async function sumCashFlows(db: Db, accountId: string, from: string, to: string) {
  return rows<{ activity: string; total: string }>(
    db,
    sql`select activity, sum(case when debit_credit = 'C' then amount else -amount end)::text as total
        from cash_transactions where account_id = ${accountId} and event_date >= ${from} and event_date <= ${to}
        group by activity`,
    'cash_flows',
  );
}
