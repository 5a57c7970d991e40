import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { addDays } from '@tasman/domain';
import { BEFORE_INCEPTION, type SeriesPoint } from '../modules/accounts/account-series.js';

/**
 * A test's reference for the reads of the stored daily series: every stored year of one account,
 * read whole with plain SQL and walked day by day in order, so that the probes and cut arrays the
 * screens use (valuation.repo.ts, performance.repo.ts) are checked against something that shares
 * none of their SQL. Answers the range's opening (the last day before `from`), its days and its
 * closing (the last day on or before `to`, when that lies in the range).
 */
export async function storedRange(db: Db, accountId: string, from: string, to: string) {
  const result = (await db.execute(
    sql`select dates::text[] as dates, value_cents::text[] as value_cents, net_index, gross_index,
               cum_flow_cents::text[] as cum_flow_cents, cum_tax_cents::text[] as cum_tax_cents
        from account_valuation_years where account_id = ${accountId} order by year`,
  )) as unknown as {
    rows: Array<{ dates: string[]; value_cents: string[]; net_index: number[]; gross_index: number[]; cum_flow_cents: string[]; cum_tax_cents: string[] }>;
  };
  const dayBefore = addDays(from, -1);
  let opening: SeriesPoint = BEFORE_INCEPTION;
  const days: SeriesPoint[] = [];
  for (const year of result.rows) {
    year.dates.forEach((date, i) => {
      const point = {
        date,
        valueCents: Number(year.value_cents[i]),
        netIndex: Number(year.net_index[i]),
        grossIndex: Number(year.gross_index[i]),
        cumFlowCents: Number(year.cum_flow_cents[i]),
        cumTaxCents: Number(year.cum_tax_cents[i]),
      };
      if (date <= dayBefore) opening = point;
      else if (date <= to) days.push(point);
    });
  }
  return { opening, days, closing: days.at(-1) };
}
