import { sql } from 'drizzle-orm';
import type { AccountDays } from '@tasman/domain';
import type { Db } from '../../db/client.js';
import { executeNamed } from '../../db/named-statement.js';
import type { StoredDayRow } from './valuation.repo.js';

/** The last day of a stored series: what a recompute continues from and what the summary may need. */
export type SeriesEnd = Pick<AccountDays, 'dates' | 'valueCents' | 'netIndex' | 'grossIndex' | 'cumFlowCents' | 'cumTaxCents'>;

/** The SQL columns of that last day, for a query over account_valuation_years. */
const SERIES_END_COLUMNS = `dates[cardinality(dates)]::text as date, value_cents[cardinality(value_cents)]::text as value_cents,
  net_index[cardinality(net_index)] as net_index, gross_index[cardinality(gross_index)] as gross_index,
  cum_flow_cents[cardinality(cum_flow_cents)]::text as cum_flow_cents, cum_tax_cents[cardinality(cum_tax_cents)]::text as cum_tax_cents`;

/** A StoredDayRow as one-day arrays. */
export function seriesEndOf(row: StoredDayRow): SeriesEnd {
  return {
    dates: [row.date],
    valueCents: [Number(row.value_cents)],
    netIndex: [Number(row.net_index)],
    grossIndex: [Number(row.gross_index)],
    cumFlowCents: [Number(row.cum_flow_cents)],
    cumTaxCents: [Number(row.cum_tax_cents)],
  };
}

/**
 * The last stored day before `year`, as one-day arrays: only the arrays' last elements leave the
 * database (reading the whole year row made the driver parse six arrays of a year's days).
 */
export async function findSeriesEndBefore(db: Db, accountId: string, year: number): Promise<SeriesEnd | null> {
  const [row] = await executeNamed<StoredDayRow>(
    db,
    sql`select ${sql.raw(SERIES_END_COLUMNS)}
        from account_valuation_years where account_id = ${accountId} and year < ${year}
        order by year desc limit 1`,
    'series_end_before',
  );
  return row ? seriesEndOf(row) : null;
}
