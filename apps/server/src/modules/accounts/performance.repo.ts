import { sql } from 'drizzle-orm';
import { addDays, type AccountDays } from '@tasman/domain';
import type { Db } from '../../db/client.js';
import { executeNamed } from '../../db/named-statement.js';
import { SERIES_END_COLUMNS, seriesEndOf, type SeriesEndRow } from '../../jobs/valuations/series-start.js';
import { findHoldingPoints, type HoldingPoint } from './holding-points.repo.js';
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
 * Everything a performance read needs from the database, in two statements sent together (issue 15:
 * each query a request sends costs a round trip and a kernel write; a performance read sent seven):
 * the account's stored days from the year before the range through its end, joined across years in
 * PostgreSQL; the last stored day before those years; the range's unit flows, distributions paid out
 * (unit trusts and KiwiSaver) or cash movements (wealth management); beside it, each fund with its
 * fee rate and its stored day before the range and at its end, with their running cent-days, for the
 * fee estimate (holding-points.repo.ts). The flows are flows.repo.ts's queries, as they are.
 */
export interface PerformanceInputs {
  series: AccountDays;
  /** The last stored day before the year before the range (one-day arrays); null when none. */
  older: AccountDays | null;
  units: UnitFlowTotal[];
  paidOut: PaidOutRow[];
  cash: CashFlowRow[];
  /** Each fund held in the same window, at its last stored day before the range and at its last on or before the range's end. */
  holdings: Array<{ securityId: string; name: string; feePercent: string | null; opening: HoldingPoint | null; closing: HoldingPoint | null }>;
}

interface Row {
  dates: string | null;
  value_cents: string | null;
  net_index: string | null;
  gross_index: string | null;
  cum_flow_cents: string | null;
  cum_tax_cents: string | null;
  older: Json<SeriesEndRow> | null;
  units: Json<UnitFlowRow[]> | null;
  paid_out: Json<PaidOutRow[]> | null;
  cash: Json<CashFlowRow[]> | null;
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
  const dayBefore = addDays(range.from, -1);
  const [[row], points] = await Promise.all([
    executeNamed<Row>(
      db,
      sql`select q.* from (select ${accountId}::uuid as a, ${fromYear}::int as y0, ${toYear}::int as y1,
            ${range.from}::date as d0, ${range.to}::date as d1, ${hasCashAccount}::boolean as pw) p, lateral (select
        ${joined('dates')}, ${joined('value_cents')}, ${joined('net_index')}, ${joined('gross_index')},
        ${joined('cum_flow_cents')}, ${joined('cum_tax_cents')},
        (select row_to_json(e) from (
          select ${sql.raw(SERIES_END_COLUMNS)}
          from account_valuation_years where account_id = p.a and year < p.y0 and cardinality(dates) > 0
          order by year desc limit 1) e) as older,
        (select json_agg(u) from (${sql.raw(unitFlowsSql(p))}) u) as units,
        case when p.pw then null else (select json_agg(x) from (${sql.raw(distributionsPaidOutSql(p))}) x) end as paid_out,
        case when p.pw then (select json_agg(c) from (${sql.raw(cashFlowsSql(p))}) c) end as cash
      ) q`,
      'performance_inputs',
    ),
    findHoldingPoints(db, accountId, [dayBefore, range.to], { from: fromYear, to: toYear }),
  ]);
  const older = json(row?.older ?? null, null);
  const holdings = [...points.values()].map(({ security, probes }) => ({
    securityId: security.id,
    name: security.name,
    feePercent: security.feePercent,
    opening: probes.get(dayBefore)?.point ?? null,
    closing: probes.get(range.to)?.point ?? null,
  }));
  return {
    series: {
      dates: texts(row?.dates ?? null),
      valueCents: numbers(row?.value_cents ?? null),
      netIndex: numbers(row?.net_index ?? null),
      grossIndex: numbers(row?.gross_index ?? null),
      cumFlowCents: numbers(row?.cum_flow_cents ?? null),
      cumTaxCents: numbers(row?.cum_tax_cents ?? null),
    },
    older: older && seriesEndOf(older),
    units: json(row?.units ?? null, []).map(unitFlowOf),
    paidOut: json(row?.paid_out ?? null, []),
    cash: json(row?.cash ?? null, []),
    holdings,
  };
}
