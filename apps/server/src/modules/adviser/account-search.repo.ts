import { sql, type SQL } from 'drizzle-orm';
import type { AccountSearchPlan } from '@tasman/domain/adviser/account-search-plan';
import type { ProductType } from '@tasman/domain';
import type { Db } from '../../db/client.js';
import { nameMatches, nameRelevance } from '../../db/name-search.js';
import { accountHolders, accounts } from '../../db/schema/index.js';

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
 * is a hot path: DESIGN §9, p99 ≤ 5 × select 1). The accounts found are gathered once (a
 * materialised CTE); the total counts them and the page takes its top rows from them, so the count
 * and the page never disagree and a page past the end still answers the real total.
 */
export async function searchAccounts(db: Db, plan: AccountSearchPlan): Promise<AccountSearchPage> {
  const { where, relevance, order } = searchClauses(plan);
  const result = (await db.execute(sql`
    with found as materialized (
      select ${accounts.accountNumber} as account_number,
             ${accounts.accountNumberAlternative} as account_number_alternative,
             ${accounts.accountName} as account_name,
             ${accounts.productType} as product_type,
             ${accounts.accountStatus} as account_status,
             ${accounts.searchName} as search_name,
             ${relevance} as relevance
      from ${accounts}
      where ${where}
    )
    select total.n::int as "totalAccounts",
           page.account_number as "accountNumber",
           page.account_number_alternative as "accountNumberAlternative",
           page.account_name as "accountName",
           page.product_type as "productType",
           page.account_status as "accountStatus"
    from (select count(*) as n from found) total
    left join lateral (select * from found order by ${order} limit ${plan.limit} offset ${plan.offset}) page on true
    order by ${order}`)) as unknown as { rows: PageRow[] };
  const first = result.rows[0];
  return {
    totalAccounts: first ? Number(first.totalAccounts) : 0,
    rows: result.rows.flatMap((row) =>
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

/** The filters of a plan as SQL on accounts, and the order of the found rows (in found's column names). */
function searchClauses(plan: AccountSearchPlan): { where: SQL; relevance: SQL; order: SQL } {
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

  const byName = sql`search_name, account_name, account_number`;
  const term = plan.searchTerm;
  if (term === '') return { where: sql.join(filters, sql` and `), relevance: sql`null::real`, order: byName };

  if (plan.searchBy === 'number') {
    filters.push(numberStartsWith(plan, term));
    const order =
      plan.numberColumns === 'alternative-or-number'
        ? sql`coalesce(account_number_alternative, account_number), account_number`
        : sql`account_number`;
    return { where: sql.join(filters, sql` and `), relevance: sql`null::real`, order };
  }

  // A term with no word in it (only punctuation) names nobody.
  filters.push(nameMatches(accounts.searchName, term) ?? sql`false`);
  return {
    where: sql.join(filters, sql` and `),
    relevance: nameRelevance(accounts.searchName, term),
    order: sql`relevance desc, ${byName}`,
  };
}

/**
 * Numbers starting with the term (LIKE 'term%', served by the text_pattern_ops indexes), as typed
 * or upper-cased (AU alternative numbers are 'TAU…'; typing 'tau12' finds them). On the AU portal
 * the alternative number, which its screens show, is searched as well as the account number.
 */
function numberStartsWith(plan: AccountSearchPlan, term: string): SQL {
  const patterns = [...new Set([term, term.toUpperCase()])].map((t) => `${likeLiteral(t)}%`);
  const columns =
    plan.numberColumns === 'alternative-or-number' ? [accounts.accountNumberAlternative, accounts.accountNumber] : [accounts.accountNumber];
  const tests = columns.flatMap((column) => patterns.map((pattern) => sql`${column} like ${pattern}`));
  return sql`(${sql.join(tests, sql` or `)})`;
}

/** A term as a LIKE pattern's literal part: %, _ and the escape character itself escaped. */
function likeLiteral(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}
