import { sql } from 'drizzle-orm';
import type { CentDaysPoint } from '@tasman/domain/performance/fund-charges';
import type { Db } from '../../db/client.js';
import { executeNamed } from '../../db/named-statement.js';
import { arrayParam } from '../../db/sql-array.js';

/** A holding's stored day: its value, its growth index and its running cent-days. */
export interface HoldingPoint extends CentDaysPoint {
  netIndex: number;
}

/** A holding at one of the dates asked: its last stored day on or before it, and its first stored day after it. */
export interface HoldingProbe {
  point: HoldingPoint | null;
  next: string | null;
}

interface Row {
  security_id: string;
  at: string;
  date: string | null;
  value_cents: string | null;
  net_index: number | null;
  cent_days: string | null;
  next: string | null;
}

/**
 * Each holding the account had in the years `years.from` to `years.to`, probed at each date of `at`:
 * the last stored day on or before the date and the first stored day after it. Two index probes per
 * holding and date (issue 15): a year row is found by the primary key and the day inside it by
 * width_bucket, a binary search over the row's ascending dates, so a period's opening and closing
 * cost the same for a month as for ten years, and no day between them leaves the database.
 */
export async function findHoldingPoints(
  db: Db,
  accountId: string,
  at: readonly string[],
  years: { from: number; to: number },
): Promise<Map<string, Map<string, HoldingProbe>>> {
  const found = await executeNamed<Row>(
    db,
    sql`select s.security_id, x.d::text as at, h.date, h.value_cents, h.net_index, h.cent_days, n.next
        from (select distinct security_id from holding_valuation_years
              where account_id = ${accountId}::uuid and year >= ${years.from}::int and year <= ${years.to}::int) s
        cross join unnest(${arrayParam(at, 'date')}) as x(d)
        left join lateral (
          select y.dates[w.i]::text as date, y.value_cents[w.i]::text as value_cents, y.net_index[w.i] as net_index,
                 y.cum_value_days[w.i]::text as cent_days
          from holding_valuation_years y cross join lateral (select width_bucket(x.d, y.dates) as i) w
          where y.account_id = ${accountId}::uuid and y.security_id = s.security_id
            and y.year <= extract(year from x.d)::int and w.i > 0
          order by y.year desc limit 1) h on true
        left join lateral (
          select y.dates[w.i + 1]::text as next
          from holding_valuation_years y cross join lateral (select width_bucket(x.d, y.dates) as i) w
          where y.account_id = ${accountId}::uuid and y.security_id = s.security_id
            and y.year >= extract(year from x.d)::int and w.i < cardinality(y.dates)
          order by y.year limit 1) n on true`,
    'holding_points',
  );
  const result = new Map<string, Map<string, HoldingProbe>>();
  for (const row of found) {
    let probes = result.get(row.security_id);
    if (!probes) result.set(row.security_id, (probes = new Map()));
    probes.set(row.at, {
      point:
        row.date === null
          ? null
          : { date: row.date, valueCents: Number(row.value_cents), netIndex: Number(row.net_index), centDays: Number(row.cent_days) },
      next: row.next,
    });
  }
  return result;
}
