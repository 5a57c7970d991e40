import { sql, type SQL } from 'drizzle-orm';
import { addDays } from '@tasman/domain';
import type { Db } from '../../db/client.js';
import { json, type Json } from '../../db/json-column.js';
import { executeNamed } from '../../db/named-statement.js';
import { ACCESSED_COLUMNS, accessedParams } from './account-access.js';
import { pointOnOrBeforeSql, storedDayOf, type StoredDayRow } from '../../jobs/valuations/valuation.repo.js';
import { BEFORE_INCEPTION, type SeriesPoint } from './account-series.js';
import { holdingPointsJson, holdingPointsOf, type HoldingPoint, type HoldingPointRow } from './holding-points.repo.js';
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
 * request sends costs a round trip and a write to PostgreSQL's socket, on this kind of machine the
 * largest single cost of a read, bench/serial-profile.mjs; a performance read once sent seven):
 * - the account's last stored day before the range (the opening) and its last on or before the
 *   range's end (the closing), each from a probe (the year row by its key, the day by `width_bucket`);
 * - the range's stored days, only the four figures the history and the money-weighted return read,
 *   cut to the range in PostgreSQL (not whole years from the year before): every day for a range
 *   shown day by day, or only its anchor days for a longer one (each month's last day and each day
 *   its flows changed, stored in the year's row: domain valuation/anchor-days.ts), then its closing;
 * - the range's unit flows, distributions paid out (unit trusts and KiwiSaver) or cash movements
 *   (wealth management): flows.repo.ts's queries, as they are;
 * - each fund with its fee rate and its stored day before the range and at its end, with their
 *   running cent-days, for the fee estimate (holding-points.repo.ts, nested as a json column).
 */
export interface PerformanceInputs {
  /** The last stored day before the range (BEFORE_INCEPTION when none). */
  opening: SeriesPoint;
  /** The last stored day on or before the range's end, when it lies in the range. */
  closing: SeriesPoint | undefined;
  /** The range's stored days (every one, or its anchor days and its closing), ascending. */
  days: StoredRangeDays;
  units: UnitFlowTotal[];
  paidOut: PaidOutRow[];
  cash: CashFlowRow[];
  /** Each fund held in the same window, at its last stored day before the range and at its last on or before the range's end. */
  holdings: Array<{ securityId: string; name: string; feePercent: string | null; opening: HoldingPoint | null; closing: HoldingPoint | null }>;
}

/** Days of a range as parallel arrays: the domain's RangeDays (performance/range-days.ts) with the figures the history shows. */
export interface StoredRangeDays {
  dates: string[];
  valueCents: number[];
  netIndex: number[];
  cumFlowCents: number[];
}

/** Which of the range's stored days to read: all of them, or the anchor days (and the closing). */
export type DaysRead = 'every' | 'anchors';

interface Row {
  opening: Json<StoredDayRow> | null;
  closing: Json<StoredDayRow> | null;
  dates: string | null;
  value_cents: string | null;
  net_index: string | null;
  cum_flow_cents: string | null;
  units: Json<UnitFlowRow[]> | null;
  paid_out: Json<PaidOutRow[]> | null;
  cash: Json<CashFlowRow[]> | null;
  holdings: Json<HoldingPointRow[]> | null;
}

const texts = (text: string | null) => (text === null || text === '' ? [] : text.split(','));
const numbers = (text: string | null) => texts(text).map(Number);

/** The last stored day on or before `date` (an SQL expression) as a json row (valuation.repo.ts). */
const probe = (date: string) => `(select row_to_json(e) from (${pointOnOrBeforeSql('p.a', date)}) e)`;

/**
 * The range's stored days, four columns of them (the year rows' days, or their anchor days): each
 * year's arrays cut to the range (its first and last index from `width_bucket`, a binary search over
 * the year's dates) and joined in year order. A year row without anchors (written by a version before
 * them, during a rolling upgrade, until the job rewrites it) gives all its days instead: a superset of
 * its anchors, from which the month ends and the flows come out the same.
 */
const rangeDaysSql = (days: DaysRead) => {
  const column = (name: string) =>
    days === 'every' ? `y.${name}` : `(case when cardinality(y.anchor_dates) > 0 then y.anchor_${name} else y.${name} end)`;
  return (
    ['dates', 'value_cents', 'net_index', 'cum_flow_cents']
      .map((name) => `string_agg(array_to_string(${column(name)}[w.lo : w.hi], ','), ',' order by y.year) as ${name}`)
      .join(', ') +
    ` from account_valuation_years y
    cross join lateral (select width_bucket(p.d0 - 1, ${column('dates')}) + 1 as lo, width_bucket(p.d1, ${column('dates')}) as hi) w`
  );
};
const RANGE_DAYS_SQL: Record<DaysRead, string> = { every: rangeDaysSql('every'), anchors: rangeDaysSql('anchors') };

/**
 * Whose inputs to read: an account already checked (its id, and whether it is a wealth account with
 * Cash at Bank), or the one a caller asks for by number with the access check in the same statement
 * (account-access.ts accessCte, as `acc`: a custom range's read, whose range is the caller's own).
 */
export type InputsOf = { accountId: string; hasCashAccount: boolean } | { access: SQL };

/** With an access check in the statement: the account it found (accessCte's json) and its latest stored day, null when none. */
export interface AccessedInputs {
  account: string | null;
  latest: string | null;
}

export async function readPerformanceInputs(
  db: Db,
  of: { accountId: string; hasCashAccount: boolean },
  range: { from: string; to: string },
  daysRead: DaysRead,
): Promise<PerformanceInputs>;
export async function readPerformanceInputs(
  db: Db,
  of: { access: SQL },
  range: { from: string; to: string },
  daysRead: DaysRead,
): Promise<PerformanceInputs & AccessedInputs>;
export async function readPerformanceInputs(
  db: Db,
  of: InputsOf,
  range: { from: string; to: string },
  daysRead: DaysRead,
): Promise<PerformanceInputs | (PerformanceInputs & AccessedInputs)> {
  const fromYear = Number(range.from.slice(0, 4));
  const toYear = Number(range.to.slice(0, 4));
  // The parameters as a one-row table the subqueries refer to (each given once, whatever uses it).
  const p = { account: 'p.a', from: 'p.d0', to: 'p.d1' };
  const dayBefore = addDays(range.from, -1);
  const values = sql`${fromYear}::int as y0, ${toYear}::int as y1, ${range.from}::date as d0, ${range.to}::date as d1`;
  // With the access check, the account comes from `acc` (no row when the caller may not read it: no row at all).
  const params = 'access' in of ? accessedParams(values) : sql`(select ${of.accountId}::uuid as a, ${values}, ${of.hasCashAccount}::boolean as pw) p`;
  const accessed = 'access' in of ? sql`${ACCESSED_COLUMNS},` : sql``;
  const [row] = await executeNamed<Row & Partial<AccessedInputs>>(
    db,
    sql`${'access' in of ? sql`with ${of.access} ` : sql``}select ${accessed} r.*, q.* from ${params},
      lateral (select ${sql.raw(RANGE_DAYS_SQL[daysRead])}
        where y.account_id = p.a and y.year >= p.y0 and y.year <= p.y1 and w.hi >= w.lo) r,
      lateral (select ${sql.raw(probe('(p.d0 - 1)'))} as opening, ${sql.raw(probe('p.d1'))} as closing,
        (select json_agg(u) from (${sql.raw(unitFlowsSql(p))}) u) as units,
        case when p.pw then null else (select json_agg(x) from (${sql.raw(distributionsPaidOutSql(p))}) x) end as paid_out,
        case when p.pw then (select json_agg(c) from (${sql.raw(cashFlowsSql(p))}) c) end as cash,
        ${holdingPointsJson(sql`p.a`, [dayBefore, range.to], { from: fromYear - 1, to: toYear }, { netIndex: false, centDays: true, next: false })} as holdings
      ) q`,
    'access' in of ? 'performance_inputs_accessed' : 'performance_inputs',
  );
  const points = holdingPointsOf(json(row?.holdings ?? null, []));
  const opening = json(row?.opening ?? null, null);
  const closing = json(row?.closing ?? null, null);
  const holdings = [...points.values()].map(({ security, probes }) => ({
    securityId: security.id,
    name: security.name,
    feePercent: security.feePercent,
    opening: probes.get(dayBefore)?.point ?? null,
    closing: probes.get(range.to)?.point ?? null,
  }));
  const closingDay = closing && closing.date >= range.from ? storedDayOf(closing) : undefined;
  const days: StoredRangeDays = {
    dates: texts(row?.dates ?? null),
    valueCents: numbers(row?.value_cents ?? null),
    netIndex: numbers(row?.net_index ?? null),
    cumFlowCents: numbers(row?.cum_flow_cents ?? null),
  };
  // The anchors end at the range's last month end or flow day; its closing may come after them.
  if (closingDay?.date && days.dates.at(-1) !== closingDay.date) {
    days.dates.push(closingDay.date);
    days.valueCents.push(closingDay.valueCents);
    days.netIndex.push(closingDay.netIndex);
    days.cumFlowCents.push(closingDay.cumFlowCents);
  }
  const inputs: PerformanceInputs = {
    opening: opening ? storedDayOf(opening) : BEFORE_INCEPTION,
    closing: closingDay,
    days,
    units: json(row?.units ?? null, []).map(unitFlowOf),
    paidOut: json(row?.paid_out ?? null, []),
    cash: json(row?.cash ?? null, []),
    holdings,
  };
  return 'access' in of ? { ...inputs, account: row?.account ?? null, latest: row?.latest ?? null } : inputs;
}
