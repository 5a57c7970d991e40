import { sql, type SQL } from 'drizzle-orm';
import type { CentDaysPoint } from '@tasman/domain/performance/fund-charges';
import type { Db } from '../../db/client.js';
import { json, type Json } from '../../db/json-column.js';
import { executeNamed } from '../../db/named-statement.js';
import { ACCESSED_COLUMNS, accessedParams } from './account-access.js';
import { arrayParam } from '../../db/sql-array.js';
import { pointOnOrBeforeSql, storedDayOf, type StoredDay, type StoredDayRow } from '../../jobs/valuations/valuation.repo.js';
import {
  cashBalancesSql,
  cashFlowsSql,
  unitFlowOf,
  unitFlowsSql,
  type CashBalancesRow,
  type CashFlowRow,
  type UnitFlowRow,
  type UnitFlowTotal,
} from './flows.repo.js';

/** A holding's stored day: its value, its growth index and its running cent-days. */
export interface HoldingPoint extends CentDaysPoint {
  netIndex: number;
}

/** A holding at one of the dates asked: its last stored day on or before it, and its first stored day after it. */
export interface HoldingProbe {
  point: HoldingPoint | null;
  next: string | null;
}

/** What the fund is, read with its probes. */
export interface SecurityInfo {
  id: string;
  name: string;
  code: string;
  msSecurityId: string;
  assetClass: string;
  /** Annual management fee in percent, as text; null when the fund has none on record. */
  feePercent: string | null;
}

/** Each holding's fund and its probes by date. */
export type HoldingPoints = Map<string, { security: SecurityInfo; probes: Map<string, HoldingProbe> }>;

/** A row of holdingPointsSql: a holding probed at one date. */
export interface HoldingPointRow {
  security_id: string;
  name: string;
  code: string;
  ms_security_id: string;
  asset_class: string;
  fee_percent: string | null;
  at: string;
  date: string | null;
  value_cents: string | null;
  net_index: number | null;
  cent_days: string | null;
  next: string | null;
}

/**
 * What a read takes of each probe beyond the day and its value: the growth index (a fund's return),
 * the running cent-days (the fee estimate) and the first stored day after the date (when a holding
 * started inside a range). Each is left out where unused: each index or cent-days is one more array
 * decompressed and printed per probe (before migration 0021 kept the arrays in the row, one more
 * fetch from the TOAST table, about five buffers). A figure left out reads as NaN.
 */
export interface ProbeExtras {
  netIndex: boolean;
  centDays: boolean;
  next: boolean;
}

/**
 * Each holding the account had in the years `years.from` to `years.to`, probed at each date of `at`:
 * the last stored day on or before the date and (with `extras.next`) the first stored day after it.
 * Index probes per holding and date (issue 15): a year row is found by the primary key and the day
 * inside it by width_bucket, a binary search over the row's ascending dates, so a period's opening
 * and closing cost the same for a month as for ten years, and no day between them leaves the
 * database. Each holding comes with its fund's name, codes, asset class and fee rate. `account` is
 * the account's id as an SQL expression, so that a statement that has it already can nest this
 * (holdingPointsJson).
 */
function holdingPointsSql(account: SQL, at: readonly string[], years: { from: number; to: number }, extras: ProbeExtras): SQL {
  const netIndex = extras.netIndex ? sql`y.net_index[w.i]` : sql`null::float8`;
  const centDays = extras.centDays ? sql`y.cum_value_days[w.i]::text` : sql`null::text`;
  const next = extras.next
    ? sql`left join lateral (
          select y.dates[w.i + 1]::text as next
          from holding_valuation_years y cross join lateral (select width_bucket(x.d, y.dates) as i) w
          where y.account_id = ${account} and y.security_id = s.security_id
            and y.year >= extract(year from x.d)::int and w.i < cardinality(y.dates)
          order by y.year limit 1) n on true`
    : sql`cross join (select null::text as next) n`;
  return sql`select s.security_id, f.name, f.code, f.ms_security_id, f.asset_class, f.fee_percent::text as fee_percent,
               x.d::text as at, h.date, h.value_cents, h.net_index, h.cent_days, n.next
        from (select distinct security_id from holding_valuation_years
              where account_id = ${account} and year >= ${years.from}::int and year <= ${years.to}::int) s
        join securities f on f.id = s.security_id
        cross join unnest(${arrayParam(at, 'date')}) as x(d)
        left join lateral (
          select y.dates[w.i]::text as date, y.value_cents[w.i]::text as value_cents, ${netIndex} as net_index,
                 ${centDays} as cent_days
          from holding_valuation_years y cross join lateral (select width_bucket(x.d, y.dates) as i) w
          where y.account_id = ${account} and y.security_id = s.security_id
            and y.year <= extract(year from x.d)::int and w.i > 0
          order by y.year desc limit 1) h on true
        ${next}`;
}

/**
 * holdingPointsSql as one json column, for a statement that reads more beside it (holdingPointsOf
 * turns it back into rows). The subquery's alias must not be a column of the outer query (`p.a`
 * would be aggregated instead).
 */
export const holdingPointsJson = (account: SQL, at: readonly string[], years: { from: number; to: number }, extras: ProbeExtras): SQL =>
  sql`(select json_agg(h) from (${holdingPointsSql(account, at, years, extras)}) h)`;

/** A wealth account's Cash at Bank over a range: its balance before the range and at its end, and its movements in it by activity. */
export type CashOverRange = CashBalancesRow & { flows: CashFlowRow[] };

/**
 * The holding probes and the range's unit flows (flows.repo.ts) in one statement: a by-fund read
 * needs both, and each statement a request sends costs node a write to PostgreSQL's socket, on
 * this kind of machine the largest single cost of a read (bench/serial-profile.mjs), and a pooled
 * connection of its own. With `cash` (a wealth account's Cash at Bank row), its balances and
 * movements too, in the same statement rather than three more.
 *
 * Given an access check (account-access.ts accessCte, as `acc`) in place of an account id (a custom
 * range's read, whose range is the caller's own), the account is the one it finds, and comes back
 * with its latest stored day; the Cash at Bank's figures are read when it is a wealth account.
 */
export async function findHoldingPointsAndUnitFlows(
  db: Db,
  of: { accountId: string; cash: boolean } | { access: SQL },
  at: readonly string[],
  years: { from: number; to: number },
  range: { from: string; to: string },
): Promise<{ points: HoldingPoints; unitFlows: UnitFlowTotal[]; cash: CashOverRange | null; account?: string | null; latest?: string | null }> {
  const p = { account: 'p.a', from: 'p.d0', to: 'p.d1' };
  const accessed = 'access' in of;
  const values = sql`${range.from}::date as d0, ${range.to}::date as d1`;
  const params = accessed ? accessedParams(values) : sql`(select ${of.accountId}::uuid as a, ${values}, ${of.cash}::boolean as pw) p`;
  const withCash = accessed || of.cash;
  const cashColumns = withCash
    ? sql`, case when p.pw then (select row_to_json(b) from (${sql.raw(cashBalancesSql(p))}) b) end as cash_balances,
          case when p.pw then (select json_agg(c) from (${sql.raw(cashFlowsSql(p))}) c) end as cash_flows, p.pw`
    : sql``;
  const [row] = await executeNamed<{
    account?: string | null;
    latest?: string | null;
    pw?: boolean;
    points: Json<HoldingPointRow[]> | null;
    units: Json<UnitFlowRow[]> | null;
    cash_balances?: Json<CashBalancesRow> | null;
    cash_flows?: Json<CashFlowRow[]> | null;
  }>(
    db,
    sql`${accessed ? sql`with ${of.access} ` : sql``}select ${accessed ? sql`${ACCESSED_COLUMNS}, ` : sql``}${holdingPointsJson(sql`p.a`, at, years, { netIndex: true, centDays: false, next: true })} as points,
               (select json_agg(u) from (${sql.raw(unitFlowsSql(p))}) u) as units${cashColumns}
        from ${params}`,
    accessed ? 'holding_points_flows_accessed' : withCash ? 'holding_points_flows_cash' : 'holding_points_flows',
  );
  const balances = json(row?.cash_balances ?? null, { before: '0', after: '0' });
  const found = {
    points: holdingPointsOf(json(row?.points ?? null, [])),
    unitFlows: json(row?.units ?? null, []).map(unitFlowOf),
    cash: row?.pw === true ? { ...balances, flows: json(row?.cash_flows ?? null, []) } : null,
  };
  return accessed ? { ...found, account: row?.account ?? null, latest: row?.latest ?? null } : found;
}

/**
 * The account's last stored day on or before each of `at` (valuation.repo.ts's probe; a date before
 * the first stored day is absent) and its holdings probed at the same dates, in one statement: the
 * fund performance summary needs both (one statement rather than two: see
 * findHoldingPointsAndUnitFlows).
 */
export async function findAccountAndHoldingPoints(
  db: Db,
  accountId: string,
  at: readonly string[],
  years: { from: number; to: number },
): Promise<{ account: Map<string, StoredDay>; points: HoldingPoints }> {
  const [row] = await executeNamed<{ account: Json<Array<StoredDayRow & { at: string }>> | null; points: Json<HoldingPointRow[]> | null }>(
    db,
    // (json_agg takes its subquery's alias, which must not be a column of p: p.a would be aggregated.)
    sql`select (select json_agg(day) from (select x.d::text as at, h.* from unnest(${arrayParam(at, 'date')}) as x(d)
                 cross join lateral (${sql.raw(pointOnOrBeforeSql('p.a', 'x.d'))}) h) day) as account,
               ${holdingPointsJson(sql`p.a`, at, years, { netIndex: true, centDays: false, next: false })} as points
        from (select ${accountId}::uuid as a) p`,
    'account_holding_points',
  );
  return {
    account: new Map(json(row?.account ?? null, []).map((day) => [day.at, storedDayOf(day)])),
    points: holdingPointsOf(json(row?.points ?? null, [])),
  };
}

/** holdingPointsSql's rows as each holding's fund and its probes by date (cent-days 0 and no next day where the read left them out). */
export function holdingPointsOf(found: readonly HoldingPointRow[]): HoldingPoints {
  const result: HoldingPoints = new Map();
  for (const row of found) {
    let holding = result.get(row.security_id);
    if (!holding) {
      const security = {
        id: row.security_id,
        name: row.name,
        code: row.code,
        msSecurityId: row.ms_security_id,
        assetClass: row.asset_class,
        feePercent: row.fee_percent,
      };
      result.set(row.security_id, (holding = { security, probes: new Map() }));
    }
    holding.probes.set(row.at, {
      point:
        row.date === null
          ? null
          : {
              date: row.date,
              valueCents: Number(row.value_cents),
              netIndex: row.net_index === null ? Number.NaN : row.net_index,
              centDays: row.cent_days === null ? Number.NaN : Number(row.cent_days),
            },
      next: row.next,
    });
  }
  return result;
}
