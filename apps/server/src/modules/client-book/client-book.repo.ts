import { sql, type SQL } from 'drizzle-orm';
import type { Channel, ClientBookSort, ProductType } from '@tasman/domain';
import type { Db } from '../../db/client.js';
import { nameMatches, searchWords } from '../../db/name-search.js';
import { executeNamed } from '../../db/named-statement.js';

/**
 * The accounts a caller's book is made of: the portal's accounts, or one adviser's. The service
 * decides it (an adviser's own id, a staff member's chosen adviser, or none for the whole portal).
 */
export interface BookScope {
  channel: Channel;
  /** null: every adviser's accounts (staff); otherwise only the accounts this adviser advises. */
  adviserId: string | null;
}

export interface BookFilter {
  searchTerm: string;
  sort: ClientBookSort;
  direction: 'asc' | 'desc';
}

export interface BookRow {
  clientId: string;
  firstName: string;
  knownAs: string | null;
  lastName: string;
  accountCount: number;
  /** Integer cents as decimal text (a sum of bigints), so nothing is rounded on the way. */
  valueCents: string;
  asAtDate: string | null;
  productTypes: ProductType[];
}

export interface BookProductTotal {
  productType: ProductType;
  accountCount: number;
  valueCents: string;
}

export interface BookPage {
  /** Clients that match the search term. */
  totalClients: number;
  /** Clients of the whole book, whatever the search term. */
  bookClients: number;
  rows: BookRow[];
  byProduct: BookProductTotal[];
}

const adviserCondition = (scope: BookScope): SQL => (scope.adviserId === null ? sql`true` : sql`a.adviser_id = ${scope.adviserId}::uuid`);

/**
 * For one adviser's book (a few hundred accounts), `offset 0` keeps each lookup below a per-row
 * index probe (account_holders, account_valuation_summaries and clients by primary key) instead of
 * letting the planner hash whole tables (~27k rows each), which it prefers at that size but which
 * cost several times as much (EXPLAIN on the bench data). For the whole portal the hash joins are right.
 */
const perRow = (scope: BookScope): SQL => (scope.adviserId === null ? sql`` : sql`offset 0`);

/**
 * The open accounts of the scope with each of their owners and latest valuation (one small row per
 * valued account in account_valuation_summaries). A joint account appears once per owner.
 */
const ownedOpenAccounts = (scope: BookScope): SQL => sql`
  select h.client_id, a.id as account_id, a.product_type, v.latest_value_cents, v.latest_date
  from accounts a
  cross join lateral (
    select h.client_id from account_holders h where h.account_id = a.id and h.ownership_type = 'OWNER' ${perRow(scope)}
  ) h
  left join lateral (
    select v.latest_value_cents, v.latest_date from account_valuation_summaries v where v.account_id = a.id ${perRow(scope)}
  ) v on true
  where a.channel = ${scope.channel} and a.account_status = 'O' and ${adviserCondition(scope)}`;

/** Bits of the products a client holds (bit_or in SQL is cheaper than a sorted array_agg per client). */
const PRODUCT_BITS: Record<ProductType, number> = { PW: 1, UT: 2, KS: 4, PE: 8, 'UT-AUS': 16 };

const productsOf = (mask: number): ProductType[] =>
  (Object.keys(PRODUCT_BITS) as ProductType[]).filter((product) => (mask & PRODUCT_BITS[product]) !== 0);

const productBit = sql.raw(
  `case o.product_type ${Object.entries(PRODUCT_BITS)
    .map(([product, bit]) => `when '${product}' then ${bit}`)
    .join(' ')} else 0 end`,
);

/** One row per client of the book: their open accounts in scope counted, valued and dated. */
const bookOfClients = sql`
  select o.client_id,
         count(*)::int as account_count,
         coalesce(sum(o.latest_value_cents), 0) as value_cents,
         max(o.latest_date) as as_at,
         bit_or(${productBit})::int as products
  from owned o
  group by o.client_id`;

/** A client's names for a row of `alias` (by primary key). */
const clientNames = (scope: BookScope, alias: SQL): SQL => sql`
  cross join lateral (
    select c.first_name, c.known_as, c.last_name, c.search_name from clients c
    where c.id = ${alias}.client_id and c.channel = ${scope.channel} ${perRow(scope)}
  ) c`;

/**
 * Whether the names are needed before the page is cut (to search or to sort by them). Otherwise
 * only the page's twenty clients are looked up, after it is cut.
 */
const namesFirst = (filter: BookFilter): boolean => filter.sort === 'name' || searchWords(filter.searchTerm).length > 0;

/**
 * The clients of the book that match the search term, with the name sort keys when sorting by
 * name: folded (case, accents and macrons ignored) and in C collation, the same order on every server.
 */
const matchedClients = (scope: BookScope, filter: BookFilter): SQL => {
  const matches = nameMatches(sql`c.search_name`, filter.searchTerm);
  const keys =
    filter.sort === 'name'
      ? sql`, search_text(c.last_name) collate "C" as last_key,
           search_text(coalesce(nullif(btrim(c.known_as), ''), c.first_name)) collate "C" as first_key`
      : sql``;
  return sql`
  select b.*, c.first_name, c.known_as, c.last_name ${keys}
  from book b ${clientNames(scope, sql`b`)}
  where ${matches ?? sql`true`}`;
};

/** The order of the book: the chosen key, then the client id, so pages never overlap or skip. */
function orderBy(filter: Pick<BookFilter, 'sort' | 'direction'>): SQL {
  const dir = filter.direction === 'asc' ? sql`asc` : sql`desc`;
  switch (filter.sort) {
    case 'name':
      return sql`m.last_key ${dir}, m.first_key ${dir}, m.client_id asc`;
    case 'accounts':
      return sql`m.account_count ${dir}, m.client_id asc`;
    case 'value':
      return sql`m.value_cents ${dir}, m.client_id asc`;
  }
}

/**
 * The CTEs every read of the book starts from: owned, book and matched (the clients the term
 * matches). Without a term or a name sort, matched is the book itself, not a copy of it.
 */
const bookCtes = (scope: BookScope, filter: BookFilter): SQL =>
  namesFirst(filter)
    ? sql`
  owned as (${ownedOpenAccounts(scope)}),
  book as (${bookOfClients}),
  matched as (${matchedClients(scope, filter)})`
    : sql`
  owned as (${ownedOpenAccounts(scope)}),
  matched as (${bookOfClients})`;

/** A slice of the matched clients in the book's order, with their names and `position` in it. */
function slice(scope: BookScope, filter: BookFilter, range: { limit: number; offset: number }): SQL {
  // Cut first (a top-N sort), then number the few rows cut: numbering the whole book would sort all of it.
  const cut = sql`
    select m.*, row_number() over (order by ${orderBy(filter)}) as position
    from (select m.* from matched m order by ${orderBy(filter)} limit ${range.limit} offset ${range.offset}) m`;
  if (namesFirst(filter)) return cut;
  return sql`select p.*, c.first_name, c.known_as, c.last_name from (${cut}) p ${clientNames(scope, sql`p`)}`;
}

interface RawRow {
  client_id: string;
  first_name: string;
  known_as: string | null;
  last_name: string;
  account_count: number;
  value_cents: string;
  as_at: string | null;
  /** PRODUCT_BITS of the products held. */
  products: number;
}

const toBookRow = (r: RawRow): BookRow => ({
  clientId: r.client_id,
  firstName: r.first_name,
  knownAs: r.known_as,
  lastName: r.last_name,
  accountCount: Number(r.account_count),
  valueCents: String(r.value_cents),
  asAtDate: r.as_at,
  productTypes: productsOf(Number(r.products)),
});

/** The columns a page row carries out of the statement, as text where exactness or format matters. */
const rowJson = (alias: SQL) => sql`json_build_object(
  'client_id', ${alias}.client_id, 'first_name', ${alias}.first_name, 'known_as', ${alias}.known_as,
  'last_name', ${alias}.last_name, 'account_count', ${alias}.account_count, 'value_cents', ${alias}.value_cents::text,
  'as_at', ${alias}.as_at::text, 'products', ${alias}.products)`;

/**
 * One page of the book and the book's totals in one statement: the clients matching the term
 * (counted before the page is cut), the page itself, and the open accounts of the whole book by
 * product (each account once, however many owners it has).
 */
export async function findBookPage(db: Db, scope: BookScope, filter: BookFilter, page: { limit: number; offset: number }): Promise<BookPage> {
  // A named statement on PostgreSQL: planning these CTEs cost more than running them for an
  // adviser's book (bench notes, issue 10).
  const rows = await executeNamed<{ totalClients: number; bookClients: number; rows: RawRow[] | string; byProduct: BookProductTotal[] | string }>(
    db,
    sql`
    with ${bookCtes(scope, filter)},
    page as (${slice(scope, filter, page)}),
    by_product as (
      select d.product_type, count(*)::int as account_count, coalesce(sum(d.latest_value_cents), 0)::text as value_cents
      from (select distinct account_id, product_type, latest_value_cents from owned) d
      group by d.product_type
    )
    select
      (select count(*) from matched)::int as "totalClients",
      (select count(*) from ${namesFirst(filter) ? sql`book` : sql`matched`})::int as "bookClients",
      (select coalesce(json_agg(${rowJson(sql`p`)} order by p.position), '[]'::json) from page p) as "rows",
      (select coalesce(json_agg(json_build_object('productType', t.product_type, 'accountCount', t.account_count, 'valueCents', t.value_cents)), '[]'::json) from by_product t) as "byProduct"
  `,
    'client_book_page',
    // Planned once, with a search term too: its words, folded once per statement (name-search.ts
    // folded), reach the trigram index in a generic plan.
  );
  const row = rows[0]!;
  const pageRows = (typeof row.rows === 'string' ? JSON.parse(row.rows) : row.rows) as RawRow[];
  const byProduct = (typeof row.byProduct === 'string' ? JSON.parse(row.byProduct) : row.byProduct) as BookProductTotal[];
  return { totalClients: Number(row.totalClients), bookClients: Number(row.bookClients), rows: pageRows.map(toBookRow), byProduct };
}

/**
 * A batch of the book for the export, in the book's order: the same clients and figures as the
 * pages, without the totals. Called with growing offsets until a batch comes back short.
 */
export async function findBookBatch(db: Db, scope: BookScope, filter: BookFilter, batch: { limit: number; offset: number }): Promise<BookRow[]> {
  const result = (await db.execute(sql`
    with ${bookCtes(scope, filter)}
    select p.client_id, p.first_name, p.known_as, p.last_name, p.account_count, p.value_cents::text as value_cents,
           p.as_at::text as as_at, p.products
    from (${slice(scope, filter, batch)}) p
    order by p.position
  `)) as unknown as { rows: RawRow[] };
  return result.rows.map(toBookRow);
}

export interface BookAccountRow {
  clientId: string;
  firstName: string;
  knownAs: string | null;
  lastName: string;
  accountNumber: string;
  accountNumberAlternative: string | null;
  accountName: string;
  productType: ProductType;
  accountStatus: string;
  valueCents: string | null;
  asAtDate: string | null;
}

/** The accounts (open and closed) a client owns within the scope; none when the client is outside it. */
export async function findClientAccounts(db: Db, scope: BookScope, clientId: string): Promise<BookAccountRow[]> {
  const result = (await db.execute(sql`
    select c.id as "clientId", c.first_name as "firstName", c.known_as as "knownAs", c.last_name as "lastName",
           a.account_number as "accountNumber", a.account_number_alternative as "accountNumberAlternative",
           a.account_name as "accountName", a.product_type as "productType", a.account_status as "accountStatus",
           v.latest_value_cents::text as "valueCents", v.latest_date::text as "asAtDate"
    from account_holders h
    join clients c on c.id = h.client_id and c.channel = ${scope.channel}
    join accounts a on a.id = h.account_id
    left join account_valuation_summaries v on v.account_id = a.id
    where h.client_id = ${clientId}::uuid and h.ownership_type = 'OWNER'
      and a.channel = ${scope.channel} and ${adviserCondition(scope)}
  `)) as unknown as { rows: BookAccountRow[] };
  return result.rows;
}

export interface AdviserRow {
  id: string;
  firstName: string;
  lastName: string;
}

/** An adviser of a portal, or undefined. */
export async function findAdviser(db: Db, channel: Channel, adviserId: string): Promise<AdviserRow | undefined> {
  const result = (await db.execute(sql`
    select id, first_name as "firstName", last_name as "lastName" from advisers
    where id = ${adviserId}::uuid and channel = ${channel}
  `)) as unknown as { rows: AdviserRow[] };
  return result.rows[0];
}

/** The advisers of a portal, in the order their names read (first name, then last name). */
export async function findAdvisers(db: Db, channel: Channel): Promise<AdviserRow[]> {
  const result = (await db.execute(sql`
    select id, first_name as "firstName", last_name as "lastName" from advisers
    where channel = ${channel}
    order by search_text(first_name) collate "C", search_text(last_name) collate "C", id
  `)) as unknown as { rows: AdviserRow[] };
  return result.rows;
}
