import { sql, type SQL } from 'drizzle-orm';
import type { AccountSearchPlan } from '@tasman/domain/adviser/account-search-plan';
import type { ProductType } from '@tasman/domain';
import type { Db } from '../../db/client.js';
import { likeLiteral, nameMatches, nameRelevance, searchWords, wordPattern } from '../../db/name-search.js';
import { accountHolders, accounts } from '../../db/schema/index.js';
import { executeNamed } from '../../db/named-statement.js';

export interface AccountSearchRowData {
  accountNumber: string;
  accountNumberAlternative: string | null;
  accountName: string;
  productType: ProductType;
  accountStatus: string;
}

export interface AccountSearchPage {
  rows: AccountSearchRowData[];
  totalAccounts: number;
}

/** One row of the statement: the total, and one account of the page (all null past the last page). */
interface PageRow {
  totalAccounts: number | string;
  accountNumber: string | null;
  accountNumberAlternative: string | null;
  accountName: string | null;
  productType: ProductType | null;
  accountStatus: string | null;
}

/**
 * One page of an account search and the number of accounts it found, in ONE statement (the search
 * is a hot path: DESIGN §9, p99 ≤ 5 × select 1), prepared once per shape and connection. The
 * accounts found are gathered once (materialised CTEs); the total counts them and the page takes its
 * top rows from them, so the count and the page never disagree and a page past the end still
 * answers the real total.
 */
export async function searchAccounts(db: Db, plan: AccountSearchPlan): Promise<AccountSearchPage> {
  const { found, order } = foundAccounts(plan);
  const rows = await executeNamed<PageRow>(
    db,
    sql`
    with ${found}
    select total.n::int as "totalAccounts",
           page.account_number as "accountNumber",
           page.account_number_alternative as "accountNumberAlternative",
           page.account_name as "accountName",
           page.product_type as "productType",
           page.account_status as "accountStatus"
    from (select count(*) as n from found) total
    left join lateral (select * from found order by ${order} limit ${plan.limit} offset ${plan.offset}) page on true
    order by ${order}`,
    'account_search',
    // A number prefix across the portal is planned with its value: the pattern index needs the prefix
    // at planning. A name is planned once: its words' patterns, folded once per statement
    // (name-search.ts wordPattern), reach the trigram index in a generic plan too, and planning
    // these CTEs with the words cost up to 3 ms a search (a misspelt two-word name). A book's
    // accounts are each tested (searchedColumns), whatever the term.
    plan.scope.kind === 'portal' && plan.searchBy === 'number' ? 'custom' : 'generic',
  );
  const first = rows[0];
  return {
    totalAccounts: first ? Number(first.totalAccounts) : 0,
    rows: rows.flatMap((row) =>
      row.accountNumber === null
        ? []
        : [
            {
              accountNumber: row.accountNumber,
              accountNumberAlternative: row.accountNumberAlternative,
              accountName: row.accountName!,
              productType: row.productType!,
              accountStatus: row.accountStatus!,
            },
          ],
    ),
  };
}

/** The columns every found row carries, with a relevance (higher first) to order a name search by. */
function foundColumns(relevance: SQL): SQL {
  return sql`${accounts.accountNumber} as account_number,
             ${accounts.accountNumberAlternative} as account_number_alternative,
             ${accounts.accountName} as account_name,
             ${accounts.productType} as product_type,
             ${accounts.accountStatus} as account_status,
             ${accounts.searchName} as search_name,
             (${relevance})::real as relevance`;
}

/**
 * The CTEs that end in `found` (the accounts the search finds) and the order of its rows, in
 * found's column names.
 */
function foundAccounts(plan: AccountSearchPlan): { found: SQL; order: SQL } {
  const filters = scopeAndFilters(plan);
  const searched = searchedColumns(plan);
  const byName = sql`search_name, account_name, account_number`;
  const term = plan.searchTerm;
  const all = (extra: SQL[]) => sql.join([...filters, ...extra], sql` and `);
  const plain = (where: SQL) => sql`found as materialized (select ${foundColumns(sql`null`)} from ${accounts} where ${where})`;

  if (term === '') return { found: plain(all([])), order: byName };
  if (plan.searchBy === 'number') {
    const order =
      plan.numberColumns === 'alternative-or-number'
        ? sql`coalesce(account_number_alternative, account_number), account_number`
        : sql`account_number`;
    return { found: plain(all([numberStartsWith(searched.numbers, term)])), order };
  }

  const words = searchWords(term);
  // A term with no word in it (only punctuation) names nobody.
  if (words.length === 0) return { found: plain(sql`false`), order: byName };
  // Names holding every word as typed (accents and case aside), closest first: a word of the name
  // that is the term's word counts 2, one that starts with it 1, the word inside a longer one 0. Only
  // when no name holds them all are close misspellings looked for (pg_trgm word similarity, ordered
  // by it): a correctly typed fragment never pays for the fuzzy scan, the expensive part (notes).
  const name = searched.name;
  const inside = words.map((word) => sql`${name} like ${wordPattern('%', word, '%')}`);
  // A word that is the term's word also starts with it, so the whole-word test runs only where a
  // word starts with it: most names a fragment finds hold it inside a longer word, and each test is a
  // LIKE over every name found (a tenth of a short fragment's search in PostgreSQL: bench/README.md,
  // issue 15 twenty-second pass).
  const closeness = words.map(
    (word) =>
      sql`(case when (' ' || ${name}) like ${wordPattern('% ', word, '%')}
                then 1 + ((' ' || ${name} || ' ') like ${wordPattern('% ', word, ' %')})::int else 0 end)`,
  );
  const fuzzy = nameMatches(name, term)!;
  return {
    found: sql`exact as materialized (
        select ${foundColumns(sql.join(closeness, sql` + `))} from ${accounts} where ${all(inside)}
      ),
      near as materialized (
        select ${foundColumns(nameRelevance(name, term))} from ${accounts}
        where ${all([fuzzy])} and not exists (select 1 from exact)
      ),
      found as not materialized (select * from exact union all select * from near)`,
    order: sql`relevance desc, ${byName}`,
  };
}

/**
 * The columns a term is looked for in. Across the portal (staff), the trigram and number-pattern
 * indexes find the few matching accounts among 25,000. A book (an adviser's, a client's) is small
 * and has its own index, so there each of its accounts is tested instead: the columns are wrapped
 * (`|| ''`) so the planner cannot pick the portal-wide index scan it misjudges (on the scale data,
 * the busiest adviser's misspelt-name search spent 9 ms of 10 in the portal's trigram index and a
 * number search 23 ms in the portal's number index, against well under 1 ms for 141 accounts).
 */
function searchedColumns(plan: AccountSearchPlan): { name: SQL | typeof accounts.searchName; numbers: SQL[] } {
  const numberColumns =
    plan.numberColumns === 'alternative-or-number' ? [accounts.accountNumberAlternative, accounts.accountNumber] : [accounts.accountNumber];
  if (plan.scope.kind === 'portal') return { name: accounts.searchName, numbers: numberColumns.map((column) => sql`${column}`) };
  return { name: sql`(${accounts.searchName} || '')`, numbers: numberColumns.map((column) => sql`(${column} || '')`) };
}

/** Whose accounts (the scope), on the caller's own portal, with the product and status filters. */
function scopeAndFilters(plan: AccountSearchPlan): SQL[] {
  const filters: SQL[] = [sql`${accounts.channel} = ${plan.channel}`];
  const scope = plan.scope;
  if (scope.kind === 'adviser') filters.push(sql`${accounts.adviserId} = ${scope.adviserId}`);
  if (scope.kind === 'holder') {
    filters.push(
      sql`${accounts.id} in (select ${accountHolders.accountId} from ${accountHolders} where ${accountHolders.clientId} = ${scope.clientId})`,
    );
  }
  if (scope.kind === 'nothing') filters.push(sql`false`);
  if (plan.productType) filters.push(sql`${accounts.productType} = ${plan.productType}`);
  // spec 000 §3: account status 'O' is open; anything else is closed.
  if (plan.accountIsOpen === true) filters.push(sql`${accounts.accountStatus} = 'O'`);
  if (plan.accountIsOpen === false) filters.push(sql`${accounts.accountStatus} <> 'O'`);
  return filters;
}

/**
 * Numbers starting with the term (LIKE 'term%', served by the text_pattern_ops indexes), as typed
 * or upper-cased (AU alternative numbers are 'TAU…'; typing 'tau12' finds them). On the AU portal
 * the alternative number, which its screens show, is searched as well as the account number.
 */
function numberStartsWith(columns: SQL[], term: string): SQL {
  const patterns = [...new Set([term, term.toUpperCase()])].map((t) => `${likeLiteral(t)}%`);
  const tests = columns.flatMap((column) => patterns.map((pattern) => sql`${column} like ${pattern}`));
  return sql`(${sql.join(tests, sql` or `)})`;
}
