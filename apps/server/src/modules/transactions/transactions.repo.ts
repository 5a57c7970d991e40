import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { executeNamed } from '../../db/named-statement.js';
import { targetOf } from '../../db/read-replica.js';
import { pointOnOrBeforeSql } from '../../jobs/valuations/valuation.repo.js';

/**
 * SQL of the retail and private-equity Transaction History (spec 002 §2.2). Rows come in the
 * order of compareTransactions (domain transactions/compare-transactions.ts): pending first, newest
 * trade date first, then id — the order of transactions_account_history_idx, walked backwards.
 */

export interface HistoryFilter {
  accountId: string;
  periodStart: string;
  periodEnd: string;
  /** The security's own id (securities.id), or null for every security. */
  securityId: string | null;
}

/** A ledger row as text, exactly as stored (numeric columns keep their scale). */
export interface HistoryRow {
  id: string;
  tradeDate: string;
  isPending: boolean;
  description: string;
  units: string | null;
  unitPrice: string | null;
  value: string;
  tax: string;
  netValue: string;
  securityId: string;
  msSecurityId: string;
  securityName: string;
}

/** The rows' position in the history's order, to continue after (keyset). */
export interface HistoryKey {
  isPending: boolean;
  tradeDate: string;
  id: string;
}

type Rows<T> = { rows: T[] };

const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as Rows<T>).rows;

/** A filter whose account is the one its statement's access check finds (account-access.ts accessCte, as `acc`). */
export type AccessedHistoryFilter = Omit<HistoryFilter, 'accountId'> & { access: SQL };

/** The account a filter reads, as SQL: its id, or the access check's. */
const accountOf = (filter: HistoryFilter | AccessedHistoryFilter): SQL =>
  'access' in filter ? sql`(select id from acc)` : sql`${filter.accountId}::uuid`;

function where(filter: HistoryFilter | AccessedHistoryFilter): SQL {
  const security = filter.securityId === null ? sql`` : sql` and t.security_id = ${filter.securityId}::uuid`;
  return sql`t.account_id = ${accountOf(filter)} and t.trade_date between ${filter.periodStart}::date and ${filter.periodEnd}::date${security}`;
}

const COLUMNS = sql`t.id::text as "id", t.trade_date::text as "tradeDate", t.is_pending as "isPending", t.description,
  t.units::text as "units", t.unit_price::text as "unitPrice", t.value::text as "value", t.tax::text as "tax",
  t.net_value::text as "netValue", s.id::text as "securityId", s.ms_security_id as "msSecurityId", s.name as "securityName"`;

const ORDER = sql`order by t.is_pending desc, t.trade_date desc, t.id desc`;

export async function countHistory(db: Db, filter: HistoryFilter): Promise<number> {
  const [row] = await rowsOf<{ count: string | number }>(db, sql`select count(*) as "count" from transactions t where ${where(filter)}`);
  return Number(row?.count ?? 0);
}

/**
 * One page of the history (pageNo from 1). The page is cut inside, on transactions alone, so the
 * planner walks transactions_account_history_idx backwards and stops at the page, and joins only
 * those rows to their securities (bench: page 271 of the largest account 200 ms → 20-30 ms).
 */
export function findHistoryPage(db: Db, filter: HistoryFilter, pageNo: number, pageSize: number): Promise<HistoryRow[]> {
  return rowsOf<HistoryRow>(
    db,
    sql`select ${COLUMNS} from (select t.* from transactions t where ${where(filter)} ${ORDER}
        limit ${pageSize} offset ${(pageNo - 1) * pageSize}) t join securities s on s.id = t.security_id ${ORDER}`,
  );
}

/**
 * The account's stored closing value (account_valuation_years, cents) on the last stored day on or
 * before `date`, 0 before its first day: the summary's probe (valuation.repo.ts pointOnOrBeforeSql,
 * the year row by key and the day by `width_bucket`), so no array is walked whatever the account's age.
 */
function storedValueOn(account: SQL, date: string): SQL {
  return sql`coalesce((select v.value_cents::bigint from (select ${account} as a, ${date}::date as d) q
    cross join lateral (${sql.raw(pointOnOrBeforeSql('q.a', 'q.d'))}) v), 0)`;
}

/** A page of the history with its total and the account's stored values on two days: one statement. */
export interface HistoryPageRead {
  totalRecords: number;
  /** Cents on the opening and closing days (storedValueOn), when asked for. */
  openingCents: number | null;
  closingCents: number | null;
  rows: HistoryRow[];
  /** With an access check in the statement: the account it found (accessCte's json), null when none. */
  accessed: string | null;
}

type PageReadRow = {
  totalRecords: string | number;
  openingCents: string | number | null;
  closingCents: string | number | null;
  accessed: string | null;
} & {
  [K in keyof HistoryRow]: HistoryRow[K] | null;
};

/**
 * countHistory, findHistoryPage and (with `balancesOn`) the stored account values on the opening and
 * closing days, in ONE prepared statement (issue 15: each round trip costs server CPU and a parse
 * and plan): the page is cut on transactions alone as in findHistoryPage, the count is the same
 * count, the values are storedValueOn's.
 */
export async function readHistoryPage(
  db: Db,
  filter: HistoryFilter | AccessedHistoryFilter,
  pageNo: number,
  pageSize: number,
  balancesOn: { opening: string; closing: string } | null,
): Promise<HistoryPageRead> {
  const account = accountOf(filter);
  const balances = balancesOn
    ? sql`${storedValueOn(account, balancesOn.opening)} as "openingCents", ${storedValueOn(account, balancesOn.closing)} as "closingCents"`
    : sql`null::bigint as "openingCents", null::bigint as "closingCents"`;
  const access = 'access' in filter ? filter.access : null;
  const rows = await executeNamed<PageReadRow>(
    targetOf(db),
    sql`${access ? sql`with ${access} ` : sql``}select b."totalRecords", b."openingCents", b."closingCents", b."accessed", r.*
        from (select (select count(*) from transactions t where ${where(filter)}) as "totalRecords", ${balances},
                     ${access ? sql`(select account from acc)` : sql`null::text`} as "accessed") b
        left join lateral (
          select ${COLUMNS} from (select t.* from transactions t where ${where(filter)} ${ORDER}
            limit ${pageSize} offset ${(pageNo - 1) * pageSize}) t join securities s on s.id = t.security_id
        ) r on true
        order by r."isPending" desc, r."tradeDate" desc, r."id" desc`,
    'history_page',
  );
  const first = rows[0];
  const cents = (value: string | number | null | undefined) => (value === null || value === undefined ? null : Number(value));
  return {
    totalRecords: Number(first?.totalRecords ?? 0),
    openingCents: cents(first?.openingCents),
    closingCents: cents(first?.closingCents),
    rows: rows.filter((row) => row.id !== null) as HistoryRow[],
    accessed: first?.accessed ?? null,
  };
}

/** The batch after `after` (or the first batch), in the history's order. */
export function findHistoryBatch(db: Db, filter: HistoryFilter, after: HistoryKey | null, size: number): Promise<HistoryRow[]> {
  // One row comparison in the index's column order: every key descending, so "after" is "less than".
  const keyset =
    after === null ? sql`` : sql` and (t.is_pending, t.trade_date, t.id) < (${after.isPending}, ${after.tradeDate}::date, ${after.id}::uuid)`;
  return rowsOf<HistoryRow>(
    db,
    sql`select ${COLUMNS} from (select t.* from transactions t where ${where(filter)}${keyset} ${ORDER} limit ${size}) t
        join securities s on s.id = t.security_id ${ORDER}`,
  );
}

/** Exports read the ledger in batches of this many rows (spec 002 §9 'Exports fetch pages of 1000 rows'). */
export const EXPORT_BATCH_SIZE = 1000;

/**
 * Every row of the range, in order, a batch at a time by keyset: memory holds two batches however
 * long the history. The next batch is read while the current one is written (one batch of
 * read-ahead, so the database and the formatting overlap instead of taking turns), and no further:
 * a slow reader holds the export back (a stream's backpressure). Keyset pages work on PGlite and
 * PostgreSQL alike (no server-side cursor needed).
 */
export async function* historyRows(db: Db, filter: HistoryFilter, batchSize = EXPORT_BATCH_SIZE): AsyncGenerator<HistoryRow> {
  const read = (after: HistoryKey | null) => {
    const batch = findHistoryBatch(db, filter, after, batchSize);
    // Handled now, so a read that fails while the consumer is still busy (or has gone: a cancelled
    // download) is never an unhandled rejection; awaiting it below still throws its error.
    batch.catch(() => undefined);
    return batch;
  };
  let next: Promise<HistoryRow[]> | null = read(null);
  while (next) {
    const batch: HistoryRow[] = await next;
    const last = batch.length === batchSize ? batch[batch.length - 1]! : null;
    next = last ? read({ isPending: last.isPending, tradeDate: last.tradeDate, id: last.id }) : null;
    yield* batch;
  }
}

/** The securities an account has held (any transaction on or before `asAt`), by name. */
export function findAccountSecurities(db: Db, accountId: string, asAt: string | null) {
  const until = asAt === null ? sql`` : sql` and t.trade_date <= ${asAt}::date`;
  return rowsOf<{ id: string; msSecurityId: string; name: string; currencyCode: string }>(
    db,
    sql`select s.id::text as "id", s.ms_security_id as "msSecurityId", s.name, s.currency_code as "currencyCode"
        from securities s
        where exists (select 1 from transactions t where t.security_id = s.id and t.account_id = ${accountId}::uuid${until})
        order by s.name, s.ms_security_id`,
  );
}

/** The names of an account's holders (owners first), for the PDF's addressee. */
export function findAccountHolderNames(db: Db, accountId: string) {
  return rowsOf<{ name: string; ownershipType: string }>(
    db,
    sql`select trim(concat_ws(' ', c.title, c.first_name, c.last_name)) as "name", h.ownership_type as "ownershipType"
        from account_holders h join clients c on c.id = h.client_id
        where h.account_id = ${accountId}::uuid
        order by h.ownership_type = 'OWNER' desc, c.last_name, c.first_name`,
  );
}
