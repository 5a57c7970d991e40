import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { json, type Json } from '../../db/json-column.js';
import { executeNamed } from '../../db/named-statement.js';
import { arrayParam } from '../../db/sql-array.js';
import { accountValuationSummaries, valuationQueue, type accountValuationYears, type holdingValuationYears } from '../../db/schema/index.js';
import { SIGNED_CASH_AMOUNT } from '../../modules/accounts/flows.repo.js';
import { holdingKey, type SeriesChanges, type StoredDigests } from './row-digest.js';

/** SQL of the valuation job and of the calls that read its series. Dates are text, as stored. */

type Rows<T> = { rows: T[] };
async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}

/**
 * The reads of the account screens, as named statements on PostgreSQL (db/named-statement.ts): each
 * pooled connection plans each shape once. Every date leaves as text, as drizzle's own reads give it.
 */
const read = <T>(db: Db, query: ReturnType<typeof sql>, name: string): Promise<T[]> => executeNamed<T>(db, query, name);

/** Takes the oldest queued account, skipping any another instance holds; null when the queue is empty. */
export async function claimNextQueued(db: Db): Promise<{ accountId: string; fromDate: string } | null> {
  const [row] = await rows<{ account_id: string; from_date: string }>(
    db,
    sql`delete from valuation_queue
        where account_id = (select account_id from valuation_queue order by queued_at limit 1 for update skip locked)
        returning account_id, from_date::text as from_date`,
  );
  return row ? { accountId: row.account_id, fromDate: row.from_date } : null;
}

/** Takes one account's queue entry, waiting if another instance is computing it; null when it is fresh. */
export async function claimQueued(db: Db, accountId: string): Promise<string | null> {
  const [row] = await rows<{ from_date: string }>(
    db,
    sql`delete from valuation_queue where account_id = ${accountId} returning from_date::text as from_date`,
  );
  return row?.from_date ?? null;
}

/** Whether any account is queued for revaluation (one indexed probe). */
export async function anyQueued(db: Db): Promise<boolean> {
  const result = (await db.execute(sql`select exists(select 1 from valuation_queue) as queued`)) as unknown as Rows<{ queued: boolean }>;
  return result.rows[0]?.queued === true;
}

export async function queuedAmong(db: Db, accountIds: readonly string[]): Promise<string[]> {
  if (accountIds.length === 0) return [];
  const found = await db
    .select({ accountId: valuationQueue.accountId })
    .from(valuationQueue)
    .where(inArray(valuationQueue.accountId, [...accountIds]));
  return found.map((r) => r.accountId);
}

export async function findAccountForValuation(db: Db, accountId: string) {
  const [row] = await rows<{
    product_type: string;
    channel: 'NZ' | 'AU';
    signup_date: string;
    first_date: string | null;
    digests: Json<StoredDigestRow[]> | null;
  }>(
    db,
    // With every stored year row's fingerprint (row-digest.ts), which the recompute filters by the year
    // it starts from: a statement of their own cost each recompute a round trip, and under load the
    // workers wait on round trips more than on CPU (issue 15, tenth pass: the price correction under
    // load took 5-8 s longer with one).
    sql`select a.product_type, a.channel, a.signup_date::text as signup_date,
          least((select min(trade_date) from transactions where account_id = a.id and not is_pending),
                (select min(event_date) from cash_transactions where account_id = a.id))::text as first_date,
          (select json_agg(r) from (
            select null::uuid as s, year as y, digest::text as d from account_valuation_years where account_id = a.id
            union all
            select security_id, year, digest::text from holding_valuation_years where account_id = a.id
          ) r) as digests
        from accounts a where a.id = ${accountId}`,
  );
  return row
    ? {
        productType: row.product_type,
        channel: row.channel,
        signupDate: row.signup_date,
        firstDate: row.first_date,
        /** The fingerprints of the stored year rows from `year` on. */
        storedDigestsFrom: (year: number) => storedDigests(json(row.digests, []), year),
      }
    : null;
}

/** A stored year row's key and fingerprint: `s` the security (null for the account's row), `y` the year, `d` the digest. */
interface StoredDigestRow {
  s: string | null;
  y: number;
  d: string | null;
}

function storedDigests(found: readonly StoredDigestRow[], fromYear: number): StoredDigests {
  const accounts = new Map<number, number | null>();
  const holdings = new Map<string, number | null>();
  for (const row of found) {
    if (row.y < fromYear) continue;
    const digest = row.d === null ? null : Number(row.d);
    if (row.s === null) accounts.set(row.y, digest);
    else holdings.set(holdingKey(row.s, row.y), digest);
  }
  return { accounts, holdings };
}

/**
 * Units per security, the cash balance and each security's last dealing price at the end of the day
 * before `date`, in one statement (each statement of a recompute costs node a write to PostgreSQL's
 * socket, half of the job's own CPU in its profile; this was three). The dealing price is one
 * backward probe of the (account, security, date) index per security, not a sort of every earlier
 * transaction (2.8 → 0.4 ms on the 20-fund bench account's 3,762). The subqueries' aliases must not
 * be columns of `p` (`json_agg(d)` would aggregate `p.d`).
 */
export async function findHoldingsBefore(db: Db, accountId: string, date: string) {
  const [row] = await rows<{
    units: Json<Array<{ security_id: string; units: string }>> | null;
    balance: string | null;
    dealing: Json<Array<{ security_id: string; unit_price: string }>> | null;
  }>(
    db,
    sql`select
        (select json_agg(u) from (
          select security_id, sum(units)::text as units from transactions
          where account_id = p.a and not is_pending and trade_date < p.d and units is not null
          group by security_id having sum(units) <> 0) u) as units,
        (select sum(${sql.raw(SIGNED_CASH_AMOUNT)})::text
          from cash_transactions where account_id = p.a and event_date < p.d) as balance,
        (select json_agg(dl) from (
          select s.security_id, x.unit_price::text as unit_price
          from (select distinct security_id from transactions where account_id = p.a and trade_date < p.d) s
          cross join lateral (
            select unit_price from transactions t
            where t.account_id = p.a and t.security_id = s.security_id and t.trade_date < p.d
              and not t.is_pending and t.unit_price > 0
            order by t.trade_date desc limit 1
          ) x) dl) as dealing
      from (select ${accountId}::uuid as a, ${date}::date as d) p`,
  );
  return {
    units: json(row?.units ?? null, []),
    cashBalance: row?.balance ?? '0',
    dealing: json(row?.dealing ?? null, []),
  };
}

export async function findTransactionsFrom(db: Db, accountId: string, from: string, to: string) {
  return rows<{
    trade_date: string;
    security_id: string;
    transaction_type: string;
    units: string | null;
    value: string;
    unit_price: string | null;
    tax: string;
  }>(
    db,
    sql`select trade_date::text as trade_date, security_id, transaction_type, units::text as units, value::text as value,
          unit_price::text as unit_price, tax::text as tax
        from transactions
        where account_id = ${accountId} and not is_pending and trade_date >= ${from} and trade_date <= ${to}
        order by trade_date`,
  );
}

export async function findCashFrom(db: Db, accountId: string, from: string, to: string) {
  return rows<{ event_date: string; activity: string; debit_credit: 'D' | 'C'; amount: string }>(
    db,
    sql`select event_date::text as event_date, activity, debit_credit, amount::text as amount from cash_transactions
        where account_id = ${accountId} and event_date >= ${from} and event_date <= ${to}
        order by event_date`,
  );
}

/**
 * Prices from `from` to `to`, plus the last one before `from`, per security in date order: one row
 * per security with its dates and prices joined by commas (a fraction of the rows and parsing).
 */
export async function findPrices(db: Db, securityIds: readonly string[], from: string, to: string) {
  if (securityIds.length === 0) return [];
  const ids = sql.join(
    securityIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return rows<{ security_id: string; dates: string; prices: string }>(
    db,
    sql`select security_id, string_agg(price_date::text, ',' order by price_date) as dates,
          string_agg(unit_price::text, ',' order by price_date) as prices
        from (
          select security_id, price_date, unit_price from unit_prices
          where security_id in (${ids}) and price_date >= ${from} and price_date <= ${to}
          union all
          select p.security_id, p.price_date, p.unit_price
          from unnest(array[${ids}]) as s(id)
          cross join lateral (
            select security_id, price_date, unit_price from unit_prices
            where security_id = s.id and price_date < ${from} order by price_date desc limit 1
          ) p
        ) x group by security_id`,
  );
}

/** Each holding's last stored day before `year`: what a recompute from `year` continues from. */
export async function findHoldingYearsBefore(db: Db, accountId: string, year: number) {
  return read<{ security_id: string; date: string; value_cents: string; net_index: number; cum_value_days: string }>(
    db,
    // The last elements are taken outside the DISTINCT ON: inside it, every earlier year's arrays were
    // read to be thrown away (then from TOAST, since migration 0021 decompressed from the row; 0.45 →
    // 0.09 ms for a typical account, 2.8 → 0.9 ms for the 20-fund one).
    sql`select h.security_id, h.dates[cardinality(h.dates)]::text as date,
          h.value_cents[cardinality(h.value_cents)]::text as value_cents, h.net_index[cardinality(h.net_index)] as net_index,
          h.cum_value_days[cardinality(h.cum_value_days)]::text as cum_value_days
        from (select distinct on (security_id) security_id, dates, value_cents, net_index, cum_value_days
              from holding_valuation_years where account_id = ${accountId} and year < ${year}
              order by security_id, year desc) h`,
    'holding_years_before',
  );
}

/** A year row as the job writes it: its anchor days always with it (the columns' defaults are for rows written before them). */
export type AccountYearRow = typeof accountValuationYears.$inferInsert &
  Required<Pick<typeof accountValuationYears.$inferInsert, 'anchorDates' | 'anchorValueCents' | 'anchorNetIndex' | 'anchorCumFlowCents'>>;
export type HoldingYearRow = typeof holdingValuationYears.$inferInsert;

const arrayLiteral = (values: ReadonlyArray<string | number>) => `{${values.join(',')}}`;

/**
 * The one statement that deletes the stored year rows a recompute replaces or no longer computes,
 * in both tables (a data-modifying CTE): one write to the connection.
 */
export function deleteChangedRows(accountId: string, changes: SeriesChanges): SQL {
  const years = `{${changes.deletedAccountYears.join(',')}}`;
  const holdings = arrayParam(changes.deletedHoldingYears, 'text');
  // A filter over the account's rows (its key's index), not a join with the list: cheaper to plan. The
  // key is row-digest.ts holdingKey's.
  return sql`with a as (delete from account_valuation_years where account_id = ${accountId} and year = any(${years}::int[]))
    delete from holding_valuation_years where account_id = ${accountId}
      and security_id::text || ':' || year = any(${holdings})`;
}

/**
 * Writes a recompute's changes (row-digest.ts seriesChanges): the changed stored rows deleted, the
 * new ones inserted with their fingerprints, the arrays sent as PostgreSQL array literals (dates and
 * numbers need no quoting). PGlite's writer; on PostgreSQL series-writer.ts copies the rows in binary.
 */
export async function writeSeriesChanges(db: Db, accountId: string, changes: SeriesChanges) {
  if (changes.deletedAccountYears.length > 0 || changes.deletedHoldingYears.length > 0) {
    await db.execute(deleteChangedRows(accountId, changes));
  }
  const { accountRows, holdingRows } = changes;
  if (accountRows.length > 0) {
    const values = sql.join(
      accountRows.map(
        (r) => sql`(${accountId}::uuid, ${r.year}, ${arrayLiteral(r.dates)}::date[], ${arrayLiteral(r.valueCents)}::bigint[],
          ${arrayLiteral(r.netIndex)}::float8[], ${arrayLiteral(r.grossIndex)}::float8[],
          ${arrayLiteral(r.cumFlowCents)}::bigint[], ${arrayLiteral(r.cumTaxCents)}::bigint[],
          ${arrayLiteral(r.anchorDates)}::date[], ${arrayLiteral(r.anchorValueCents)}::bigint[],
          ${arrayLiteral(r.anchorNetIndex)}::float8[], ${arrayLiteral(r.anchorCumFlowCents)}::bigint[], ${r.digest ?? null}::bigint)`,
      ),
      sql`, `,
    );
    await db.execute(sql`insert into account_valuation_years
      (account_id, year, dates, value_cents, net_index, gross_index, cum_flow_cents, cum_tax_cents,
       anchor_dates, anchor_value_cents, anchor_net_index, anchor_cum_flow_cents, digest) values ${values}`);
  }
  for (let i = 0; i < holdingRows.length; i += 200) {
    const values = sql.join(
      holdingRows.slice(i, i + 200).map(
        (r) => sql`(${accountId}::uuid, ${r.securityId}::uuid, ${r.year}, ${arrayLiteral(r.dates)}::date[],
          ${arrayLiteral(r.unitsMicro)}::bigint[], ${arrayLiteral(r.valueCents)}::bigint[], ${arrayLiteral(r.netIndex)}::float8[],
          ${arrayLiteral(r.cumValueDays ?? [])}::bigint[], ${r.digest ?? null}::bigint)`,
      ),
      sql`, `,
    );
    await db.execute(sql`insert into holding_valuation_years
      (account_id, security_id, year, dates, units_micro, value_cents, net_index, cum_value_days, digest) values ${values}`);
  }
}

/** The last stored valuation day of one account, or null before its first money. */
export async function findLatestValuationDate(db: Db, accountId: string): Promise<string | null> {
  const [row] = await rows<{ latest: string }>(
    db,
    sql`select dates[cardinality(dates)]::text as latest from account_valuation_years
        where account_id = ${accountId} order by year desc limit 1`,
  );
  return row?.latest ?? null;
}

/** A holding's stored year with the series a caller asked for (the others are left empty). */
export interface HoldingYear {
  securityId: string;
  year: number;
  dates: string[];
  unitsMicro: number[];
  valueCents: number[];
  netIndex: number[];
}

type HoldingSeries = 'unitsMicro' | 'valueCents' | 'netIndex';
const HOLDING_COLUMN: Record<HoldingSeries, string> = { unitsMicro: 'units_micro', valueCents: 'value_cents', netIndex: 'net_index' };

/**
 * The account's holding years from `fromYear` to `toYear`, by security and year, with only the
 * series named in `series`, read as comma-joined text: the driver's array parser was most of the
 * by-fund and fee reads' time (issue 15), and a column not sent is neither detoasted nor parsed.
 */
export async function findHoldingYears(
  db: Db,
  accountId: string,
  fromYear: number,
  toYear: number,
  series: readonly HoldingSeries[] = ['unitsMicro', 'valueCents', 'netIndex'],
): Promise<HoldingYear[]> {
  const columns = sql.raw(series.map((name) => `array_to_string(${HOLDING_COLUMN[name]}, ',') as "${name}"`).join(', '));
  const found = await read<{ security_id: string; year: number; dates: string } & Partial<Record<HoldingSeries, string>>>(
    db,
    sql`select security_id, year, array_to_string(dates, ',') as dates, ${columns}
        from holding_valuation_years
        where account_id = ${accountId} and year >= ${fromYear} and year <= ${toYear}
        order by security_id, year`,
    'holding_years',
  );
  const numbers = (text: string | undefined) => (text === undefined || text === '' ? [] : text.split(',').map(Number));
  return found.map((r) => ({
    securityId: r.security_id,
    year: Number(r.year),
    dates: r.dates === '' ? [] : r.dates.split(','),
    unitsMicro: numbers(r.unitsMicro),
    valueCents: numbers(r.valueCents),
    netIndex: numbers(r.netIndex),
  }));
}

/** Every account that has a transaction or a cash movement, queued from its first day (a full rebuild). */
export async function queueEveryAccount(db: Db): Promise<void> {
  await db.execute(sql`
    insert into valuation_queue (account_id, from_date)
    select account_id, min(d) from (
      select account_id, min(trade_date) as d from transactions group by account_id
      union all
      select account_id, min(event_date) from cash_transactions group by account_id
    ) x group by account_id
    on conflict (account_id) do update set from_date = least(valuation_queue.from_date, excluded.from_date)`);
}

export interface StoredPoint {
  date: string;
  valueCents: number;
  netIndex: number;
  cumFlowCents: number;
  cumTaxCents: number;
}

/** A stored day of the account's series, with its gross index. */
export interface StoredDay extends StoredPoint {
  grossIndex: number;
}

/** A stored day as its columns leave PostgreSQL (bigints as text). */
export interface StoredDayRow {
  date: string;
  value_cents: string;
  net_index: number;
  gross_index: number;
  cum_flow_cents: string;
  cum_tax_cents: string;
}

/**
 * The account's last stored day on or before a date, as an SQL select of StoredDayRow's columns (the
 * account and the date are SQL expressions): one probe, the year row by primary key and the day in it
 * by width_bucket (a binary search over the row's ascending dates), so a point costs the same
 * whatever the range's length (issue 15). No row before the account's first day.
 */
export const pointOnOrBeforeSql = (account: string, date: string) =>
  `select y.dates[w.i]::text as date, y.value_cents[w.i]::text as value_cents, y.net_index[w.i] as net_index,
          y.gross_index[w.i] as gross_index, y.cum_flow_cents[w.i]::text as cum_flow_cents, y.cum_tax_cents[w.i]::text as cum_tax_cents
   from account_valuation_years y cross join lateral (select width_bucket(${date}, y.dates) as i) w
   where y.account_id = ${account} and y.year <= extract(year from ${date})::int and w.i > 0
   order by y.year desc limit 1`;

export const storedDayOf = (row: StoredDayRow): StoredDay => ({
  date: row.date,
  valueCents: Number(row.value_cents),
  netIndex: Number(row.net_index),
  grossIndex: Number(row.gross_index),
  cumFlowCents: Number(row.cum_flow_cents),
  cumTaxCents: Number(row.cum_tax_cents),
});

/** The account's last stored day on or before each of `dates`, by date (absent where none): one probe per date. */
export async function findPointsOnOrBefore(db: Db, accountId: string, dates: readonly string[]): Promise<Map<string, StoredDay>> {
  const found = await read<StoredDayRow & { at: string }>(
    db,
    sql`select x.d::text as at, h.* from (select ${accountId}::uuid as a) p, unnest(${arrayParam(dates, 'date')}) as x(d)
        cross join lateral (${sql.raw(pointOnOrBeforeSql('p.a', 'x.d'))}) h`,
    'account_points',
  );
  return new Map(found.map((row) => [row.at, storedDayOf(row)]));
}

/** The last stored day on or before `date`, or null before the first. */
export async function findPointOnOrBefore(db: Db, accountId: string, date: string): Promise<StoredPoint | null> {
  return (await findPointsOnOrBefore(db, accountId, [date])).get(date) ?? null;
}

/** Writes (or, with no latest day, removes) the account's summary row. */
export async function saveSummary(db: Db, accountId: string, latest: StoredPoint | null, opening: StoredPoint | null) {
  if (!latest) {
    await db.delete(accountValuationSummaries).where(eq(accountValuationSummaries.accountId, accountId));
    return;
  }
  const values = {
    accountId,
    latestDate: latest.date,
    latestValueCents: latest.valueCents,
    latestNetIndex: latest.netIndex,
    latestCumFlowCents: latest.cumFlowCents,
    latestCumTaxCents: latest.cumTaxCents,
    openingDate: opening?.date ?? null,
    openingValueCents: opening?.valueCents ?? null,
    openingNetIndex: opening?.netIndex ?? null,
    openingCumFlowCents: opening?.cumFlowCents ?? null,
    openingCumTaxCents: opening?.cumTaxCents ?? null,
    computedAt: new Date(),
  };
  await db.insert(accountValuationSummaries).values(values).onConflictDoUpdate({ target: accountValuationSummaries.accountId, set: values });
}

/** The accounts' summary rows, and whether each account is waiting in the valuation queue. */
export async function findSummaries(db: Db, accountIds: readonly string[]) {
  if (accountIds.length === 0) return [];
  return db
    .select({
      summary: accountValuationSummaries,
      queued: sql<boolean>`exists(select 1 from valuation_queue q where q.account_id = ${accountValuationSummaries.accountId})`,
    })
    .from(accountValuationSummaries)
    .where(inArray(accountValuationSummaries.accountId, [...accountIds]));
}
