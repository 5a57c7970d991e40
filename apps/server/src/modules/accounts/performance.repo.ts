import { sql } from 'drizzle-orm';
import type { AccountDays } from '@tasman/domain';
import type { Db } from '../../db/client.js';
import { executeNamed } from '../../db/named-statement.js';
import {
  cashFlowsSql,
  distributionsPaidOutSql,
  unitFlowOf,
  unitFlowsSql,
  type CashFlowRow,
  type PaidOutRow,
  type UnitFlowRow,
  type UnitFlowTotal,
} from './flows.repo.js';

/**
 * Everything a performance read needs from the database, in one statement (issue 15: each query a
 * request sends costs a round trip and a kernel write; a performance read sent seven): the account's
 * stored days from the year before the range through its end, joined across years in PostgreSQL;
 * the last stored day before those years; the range's unit flows, distributions paid out (unit
 * trusts and KiwiSaver) or cash movements (wealth management); and each fund's stored values with
 * its fee rate, for the fee estimate. The flows are flows.repo.ts's queries, as they are.
 */
export interface PerformanceInputs {
  series: AccountDays;
  /** The last stored day before the year before the range (one-day arrays); null when none. */
  older: AccountDays | null;
  units: UnitFlowTotal[];
  paidOut: PaidOutRow[];
  cash: CashFlowRow[];
  /** Each fund's stored years in the same window, in fund and year order. */
  holdings: Array<{ securityId: string; name: string; feePercent: string | null; dates: string[]; valueCents: number[] }>;
}

interface Row {
  dates: string | null;
  value_cents: string | null;
  net_index: string | null;
  gross_index: string | null;
  cum_flow_cents: string | null;
  cum_tax_cents: string | null;
  older: Json<{ date: string; value_cents: string; net_index: number; gross_index: number; cum_flow_cents: string; cum_tax_cents: string }> | null;
  units: Json<UnitFlowRow[]> | null;
  paid_out: Json<PaidOutRow[]> | null;
  cash: Json<CashFlowRow[]> | null;
  holdings: Json<Array<{ security_id: string; name: string; fee_percent: string | null; dates: string; value_cents: string }>> | null;
}

/** A json column: parsed by node-postgres, text on some PGlite paths. */
type Json<T> = T | string;
const json = <T>(value: Json<T> | null, empty: T): T => (value === null ? empty : typeof value === 'string' ? (JSON.parse(value) as T) : value);

const numbers = (text: string | null) => (text === null || text === '' ? [] : text.split(',').map(Number));
const texts = (text: string | null) => (text === null || text === '' ? [] : text.split(','));

/** A series column over the window's years, joined in year order (years with no day left out). */
const joined = (column: string) =>
  sql.raw(`(select string_agg(array_to_string(y.${column}, ','), ',' order by y.year) from account_valuation_years y
      where y.account_id = p.a and y.year >= p.y0 and y.year <= p.y1 and cardinality(y.dates) > 0) as ${column}`);

export async function readPerformanceInputs(
  db: Db,
  accountId: string,
  hasCashAccount: boolean,
  range: { from: string; to: string },
): Promise<PerformanceInputs> {
  const fromYear = Number(range.from.slice(0, 4)) - 1;
  const toYear = Number(range.to.slice(0, 4));
  // The parameters as a one-row table the subqueries refer to (each given once, whatever uses it).
  const p = { account: 'p.a', from: 'p.d0', to: 'p.d1' };
  const [row] = await executeNamed<Row>(
    db,
    sql`select q.* from (select ${accountId}::uuid as a, ${fromYear}::int as y0, ${toYear}::int as y1,
          ${range.from}::date as d0, ${range.to}::date as d1, ${hasCashAccount}::boolean as pw) p, lateral (select
      ${joined('dates')}, ${joined('value_cents')}, ${joined('net_index')}, ${joined('gross_index')},
      ${joined('cum_flow_cents')}, ${joined('cum_tax_cents')},
      (select row_to_json(e) from (
        select dates[cardinality(dates)]::text as date, value_cents[cardinality(value_cents)]::text as value_cents,
          net_index[cardinality(net_index)] as net_index, gross_index[cardinality(gross_index)] as gross_index,
          cum_flow_cents[cardinality(cum_flow_cents)]::text as cum_flow_cents, cum_tax_cents[cardinality(cum_tax_cents)]::text as cum_tax_cents
        from account_valuation_years where account_id = p.a and year < p.y0 and cardinality(dates) > 0
        order by year desc limit 1) e) as older,
      (select json_agg(u) from (${sql.raw(unitFlowsSql(p))}) u) as units,
      case when p.pw then null else (select json_agg(x) from (${sql.raw(distributionsPaidOutSql(p))}) x) end as paid_out,
      case when p.pw then (select json_agg(c) from (${sql.raw(cashFlowsSql(p))}) c) end as cash,
      (select json_agg(h order by h.security_id, h.year) from (
        select h.security_id, h.year, s.name, s.fee_percent::text as fee_percent,
          array_to_string(h.dates, ',') as dates, array_to_string(h.value_cents, ',') as value_cents
        from holding_valuation_years h join securities s on s.id = h.security_id
        where h.account_id = p.a and h.year >= p.y0 and h.year <= p.y1) h) as holdings
    ) q`,
    'performance_inputs',
  );
  const older = json(row?.older ?? null, null);
  const holdingYears = json(row?.holdings ?? null, []);
  const holdings: PerformanceInputs['holdings'] = [];
  for (const year of holdingYears) {
    let fund = holdings.at(-1);
    if (fund?.securityId !== year.security_id) {
      fund = { securityId: year.security_id, name: year.name, feePercent: year.fee_percent, dates: [], valueCents: [] };
      holdings.push(fund);
    }
    fund.dates.push(...texts(year.dates));
    fund.valueCents.push(...numbers(year.value_cents));
  }
  return {
    series: {
      dates: texts(row?.dates ?? null),
      valueCents: numbers(row?.value_cents ?? null),
      netIndex: numbers(row?.net_index ?? null),
      grossIndex: numbers(row?.gross_index ?? null),
      cumFlowCents: numbers(row?.cum_flow_cents ?? null),
      cumTaxCents: numbers(row?.cum_tax_cents ?? null),
    },
    older: older && {
      dates: [older.date],
      valueCents: [Number(older.value_cents)],
      netIndex: [Number(older.net_index)],
      grossIndex: [Number(older.gross_index)],
      cumFlowCents: [Number(older.cum_flow_cents)],
      cumTaxCents: [Number(older.cum_tax_cents)],
    },
    units: json(row?.units ?? null, []).map(unitFlowOf),
    paidOut: json(row?.paid_out ?? null, []),
    cash: json(row?.cash ?? null, []),
    holdings,
  };
}

/**
 * Everything the by-fund table needs, in one statement: each fund's stored days (value and index)
 * from the year before the range through its end, the last stored point of each fund held only
 * before that, the range's unit flows, what the funds are, and for a wealth account its Cash at
 * Bank at the end of the day before the range and at its end, with the range's cash movements.
 */
export interface ByFundInputs {
  holdingYears: Array<{ securityId: string; dates: string[]; valueCents: number[]; netIndex: number[] }>;
  earlier: Array<{ security_id: string; value_cents: string; net_index: number }>;
  units: UnitFlowTotal[];
  securities: Array<{ id: string; name: string; code: string; msSecurityId: string; assetClass: string }>;
  cashBefore: string | null;
  cashAtEnd: string | null;
  cash: CashFlowRow[];
}

interface ByFundRow {
  holdings: Json<Array<{ security_id: string; dates: string; value_cents: string; net_index: string }>> | null;
  earlier: Json<ByFundInputs['earlier']> | null;
  units: Json<UnitFlowRow[]> | null;
  securities: Json<ByFundInputs['securities']> | null;
  cash_before: string | null;
  cash_at_end: string | null;
  cash: Json<CashFlowRow[]> | null;
}

const cashBalanceOn = (date: string) =>
  `(select sum(case when debit_credit = 'C' then amount else -amount end)::text from cash_transactions
    where account_id = p.a and event_date <= ${date})`;

export async function readByFundInputs(
  db: Db,
  accountId: string,
  hasCashAccount: boolean,
  range: { from: string; to: string },
): Promise<ByFundInputs> {
  const fromYear = Number(range.from.slice(0, 4)) - 1;
  const toYear = Number(range.to.slice(0, 4));
  const p = { account: 'p.a', from: 'p.d0', to: 'p.d1' };
  const [row] = await executeNamed<ByFundRow>(
    db,
    sql`select q.* from (select ${accountId}::uuid as a, ${fromYear}::int as y0, ${toYear}::int as y1,
          ${range.from}::date as d0, ${range.to}::date as d1, ${hasCashAccount}::boolean as pw) p, lateral (select
      (select json_agg(h order by h.security_id, h.year) from (
        select security_id, year, array_to_string(dates, ',') as dates, array_to_string(value_cents, ',') as value_cents,
          array_to_string(net_index, ',') as net_index
        from holding_valuation_years where account_id = p.a and year >= p.y0 and year <= p.y1) h) as holdings,
      (select json_agg(o) from (
        select distinct on (security_id) security_id, value_cents[cardinality(value_cents)]::text as value_cents,
          net_index[cardinality(net_index)] as net_index
        from holding_valuation_years where account_id = p.a and year < p.y0
        order by security_id, year desc) o) as earlier,
      (select json_agg(u) from (${sql.raw(unitFlowsSql(p))}) u) as units,
      (select json_agg(s) from (
        select id, name, code, ms_security_id as "msSecurityId", asset_class as "assetClass" from securities
        where id in (select security_id from holding_valuation_years where account_id = p.a
                     union select security_id from transactions where account_id = p.a and trade_date >= p.d0 and trade_date <= p.d1)) s) as securities,
      case when p.pw then ${sql.raw(cashBalanceOn('p.d0 - 1'))} end as cash_before,
      case when p.pw then ${sql.raw(cashBalanceOn('p.d1'))} end as cash_at_end,
      case when p.pw then (select json_agg(c) from (${sql.raw(cashFlowsSql(p))}) c) end as cash
    ) q`,
    'by_fund_inputs',
  );
  const holdingYears: ByFundInputs['holdingYears'] = [];
  for (const year of json(row?.holdings ?? null, [])) {
    let fund = holdingYears.at(-1);
    if (fund?.securityId !== year.security_id) {
      fund = { securityId: year.security_id, dates: [], valueCents: [], netIndex: [] };
      holdingYears.push(fund);
    }
    fund.dates.push(...texts(year.dates));
    fund.valueCents.push(...numbers(year.value_cents));
    fund.netIndex.push(...numbers(year.net_index));
  }
  return {
    holdingYears,
    earlier: json(row?.earlier ?? null, []),
    units: json(row?.units ?? null, []).map(unitFlowOf),
    securities: json(row?.securities ?? null, []),
    cashBefore: row?.cash_before ?? null,
    cashAtEnd: row?.cash_at_end ?? null,
    cash: json(row?.cash ?? null, []),
  };
}
