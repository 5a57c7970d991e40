import { sql, type SQL } from 'drizzle-orm';
import type { Channel, ClientBookSort, ProductType } from '@tasman/domain';
import type { Db } from '../../db/client.js';
import { nameMatches } from '../../db/name-search.js';

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
 * The open accounts of the scope with each of their owners and latest valuation (migration 0007's
 * tables; account_valuation_summaries holds one small row per valued account). A joint account
 * appears once per owner.
 */
const ownedOpenAccounts = (scope: BookScope): SQL => sql`
  select h.client_id, a.id as account_id, a.product_type, v.latest_value_cents, v.latest_date
  from accounts a
  join account_holders h on h.account_id = a.id and h.ownership_type = 'OWNER'
  left join account_valuation_summaries v on v.account_id = a.id
  where a.channel = ${scope.channel} and a.account_status = 'O' and ${adviserCondition(scope)}`;

/** One row per client of the book, with the sort keys (folded names in C collation: the same order on every server). */
const bookClients = (scope: BookScope, searchTerm: string): SQL => {
  const matches = nameMatches(sql`c.search_name`, searchTerm);
  return sql`
  select b.client_id, b.account_count, b.value_cents, b.as_at, b.products,
         c.first_name, c.known_as, c.last_name,
         search_text(c.last_name) collate "C" as last_key,
         search_text(coalesce(nullif(btrim(c.known_as), ''), c.first_name)) collate "C" as first_key
  from (
    select o.client_id,
           count(*)::int as account_count,
           coalesce(sum(o.latest_value_cents), 0) as value_cents,
           max(o.latest_date) as as_at,
           array_agg(distinct o.product_type) as products
    from owned o
    group by o.client_id
  ) b
  join clients c on c.id = b.client_id and c.channel = ${scope.channel}
  where ${matches ?? sql`true`}`;
};

/** The order of the book: the chosen key, then the name, then the client id, so pages never overlap. */
function orderBy(filter: Pick<BookFilter, 'sort' | 'direction'>, prefix: SQL = sql``): SQL {
  const dir = filter.direction === 'asc' ? sql`asc` : sql`desc`;
  const name = (d: SQL) => sql`${prefix}last_key ${d}, ${prefix}first_key ${d}`;
  switch (filter.sort) {
    case 'name':
      return sql`${name(dir)}, ${prefix}client_id asc`;
    case 'accounts':
      return sql`${prefix}account_count ${dir}, ${name(sql`asc`)}, ${prefix}client_id asc`;
    case 'value':
      return sql`${prefix}value_cents ${dir}, ${name(sql`asc`)}, ${prefix}client_id asc`;
  }
}

interface RawRow {
  client_id: string;
  first_name: string;
  known_as: string | null;
  last_name: string;
  account_count: number;
  value_cents: string;
  as_at: string | null;
  products: ProductType[];
}

const toBookRow = (r: RawRow): BookRow => ({
  clientId: r.client_id,
  firstName: r.first_name,
  knownAs: r.known_as,
  lastName: r.last_name,
  accountCount: Number(r.account_count),
  valueCents: String(r.value_cents),
  asAtDate: r.as_at,
  productTypes: r.products,
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
  const result = (await db.execute(sql`
    with owned as (${ownedOpenAccounts(scope)}),
    matched as (${bookClients(scope, filter.searchTerm)}),
    page as (
      select m.*, row_number() over (order by ${orderBy(filter, sql`m.`)}) as position
      from matched m
      order by ${orderBy(filter, sql`m.`)}
      limit ${page.limit} offset ${page.offset}
    ),
    by_product as (
      select d.product_type, count(*)::int as account_count, coalesce(sum(d.latest_value_cents), 0)::text as value_cents
      from (select distinct account_id, product_type, latest_value_cents from owned) d
      group by d.product_type
    )
    select
      (select count(*) from matched)::int as "totalClients",
      (select count(distinct client_id) from owned)::int as "bookClients",
      (select coalesce(json_agg(${rowJson(sql`p`)} order by p.position), '[]'::json) from page p) as "rows",
      (select coalesce(json_agg(json_build_object('productType', t.product_type, 'accountCount', t.account_count, 'valueCents', t.value_cents)), '[]'::json) from by_product t) as "byProduct"
  `)) as unknown as { rows: Array<{ totalClients: number; bookClients: number; rows: RawRow[] | string; byProduct: BookProductTotal[] | string }> };
  const row = result.rows[0]!;
  const rows = (typeof row.rows === 'string' ? JSON.parse(row.rows) : row.rows) as RawRow[];
  const byProduct = (typeof row.byProduct === 'string' ? JSON.parse(row.byProduct) : row.byProduct) as BookProductTotal[];
  return { totalClients: Number(row.totalClients), bookClients: Number(row.bookClients), rows: rows.map(toBookRow), byProduct };
}

/**
 * A batch of the book for the export, in the book's order: the same clients and figures as the
 * pages, without the totals. Called with growing offsets until a batch comes back short.
 */
export async function findBookBatch(db: Db, scope: BookScope, filter: BookFilter, batch: { limit: number; offset: number }): Promise<BookRow[]> {
  const result = (await db.execute(sql`
    with owned as (${ownedOpenAccounts(scope)}),
    matched as (${bookClients(scope, filter.searchTerm)})
    select m.client_id, m.first_name, m.known_as, m.last_name, m.account_count, m.value_cents::text as value_cents,
           m.as_at::text as as_at, m.products
    from matched m
    order by ${orderBy(filter, sql`m.`)}
    limit ${batch.limit} offset ${batch.offset}
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
