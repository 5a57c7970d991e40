import { and, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { targetOf } from '../../db/read-replica.js';
import { executeNamed } from '../../db/named-statement.js';
import { arrayParam } from '../../db/sql-array.js';
import { SIGNED_CASH_AMOUNT } from './flows.repo.js';
import {
  accountHolders,
  accounts,
  accountValuationSummaries,
  cashTransactions,
  fundAssetAllocations,
  securities,
  strategies,
  transactions,
} from '../../db/schema/index.js';

/** Built once per database handle and prepared, with the valuation summaries the cards show. */
function accountsOfClientQuery(db: Db) {
  return db
    .select({
      accountId: accounts.id,
      accountNumber: accounts.accountNumber,
      accountNumberAlternative: accounts.accountNumberAlternative,
      accountName: accounts.accountName,
      productType: accounts.productType,
      accountType: accounts.accountType,
      accountStatus: accounts.accountStatus,
      signupDate: accounts.signupDate,
      isDims: accounts.isDims,
      pir: accounts.pir,
      strategyName: strategies.name,
      ownershipType: accountHolders.ownershipType,
      summary: accountValuationSummaries,
      queued: sql<boolean>`exists(select 1 from valuation_queue q where q.account_id = ${accounts.id})`,
    })
    .from(accountHolders)
    .innerJoin(accounts, eq(accounts.id, accountHolders.accountId))
    .leftJoin(strategies, eq(strategies.id, accounts.strategyId))
    .leftJoin(accountValuationSummaries, eq(accountValuationSummaries.accountId, accounts.id))
    .where(eq(accountHolders.clientId, sql.placeholder('clientId')))
    .prepare('accounts_of_client');
}

const preparedAccountsOfClient = new WeakMap<Db, ReturnType<typeof accountsOfClientQuery>>();

/**
 * The accounts a client holds, owned or related, each with its valuation summary (null before its
 * first valuation) and whether it waits in the valuation queue: the account list in one query.
 */
export async function findAccountsOfClient(db: Db, clientId: string) {
  const target = targetOf(db);
  let query = preparedAccountsOfClient.get(target);
  if (!query) preparedAccountsOfClient.set(target, (query = accountsOfClientQuery(target)));
  return query.execute({ clientId });
}

/** What a held security is, read with its units and price (the holdings, top holdings and asset class screens). */
export type HeldSecurity = Pick<
  typeof securities.$inferSelect,
  'name' | 'msSecurityId' | 'assetClass' | 'code' | 'isin' | 'xRayProxy' | 'investmentCategory' | 'securityType' | 'currencyCode'
>;

/**
 * One row of the valuation statement: 'H' a holding (units held, its last price on or before the date,
 * null before the first price, and what the security is), 'C' an account's Cash at Bank, 'B' the
 * as-at date of the first account's valuation on the bound date, 'A' one line of a held fund's
 * latest 'Actual' look-through allocation on or before the date (securityId, the weight as text in
 * amount, the asset class in assetClass), 'T' one line of a held fund's latest top-holdings list on
 * or before the date (securityId, the weight as text in amount, the list's date in priceDate, its
 * rank in unitPrice, the holding's name and country in name and assetClass), 'X' the account an access
 * check in the statement found (its json in amount; findValuationRows).
 */
export interface ValuationRow extends Partial<HeldSecurity> {
  kind: 'H' | 'C' | 'B' | 'A' | 'T' | 'X';
  accountId: string | null;
  securityId: string | null;
  /** Units held ('H'), the cash balance ('C'), the bound's as-at date ('B') or the weight ('A'), as text. */
  amount: string | null;
  priceDate: string | null;
  unitPrice: string | null;
}

/** The valuation statement's 'A' rows: each held security's latest 'Actual' allocation on or before the date. */
function allocationsOfHeld(asAt: string): SQL {
  return sql`
    union all
    select 'A', null, a.security_id::text, a.weight::text, null, null, null, null, a.asset_class, null, null, null, null, null, null
    from (select distinct security_id from held) h
    cross join lateral (
      select max(as_at_date) as d from fund_asset_allocations
      where security_id = h.security_id and allocation_kind = 'Actual' and as_at_date <= ${asAt}::date
    ) latest
    join fund_asset_allocations a
      on a.security_id = h.security_id and a.allocation_kind = 'Actual' and a.as_at_date = latest.d`;
}

/** The valuation statement's 'T' rows: each held fund's latest top-holdings list on or before the date, every line. */
function topHoldingsOfHeld(asAt: string): SQL {
  return sql`
    union all
    select 'T', null, l.security_id::text, l.weight::text, l.as_at_date::text, l.rank::text, l.name, null, l.country,
           null, null, null, null, null, null
    from (select distinct held.security_id from held join securities s on s.id = held.security_id where s.security_type = 'Fund') h
    cross join lateral (
      select max(as_at_date) as d from fund_top_holdings where security_id = h.security_id and as_at_date <= ${asAt}::date
    ) latest
    join fund_top_holdings l on l.security_id = h.security_id and l.as_at_date = latest.d`;
}

/** The valuation statement's 'X' row: the account its access check found (accessCte's json), null when none. */
const ACCESSED_ACCOUNT_ROW = sql`
    union all
    select 'X', null, null, (select account from acc), null, null, null, null, null, null, null, null, null, null, null`;

/**
 * Everything a valuation of accounts on a date reads, in ONE prepared statement (issue 15: a round
 * trip costs ~0.2 ms of server CPU plus PostgreSQL's parse and plan): the units held per account and
 * security (findUnitsHeld), each one's last price on or before the date (findLatestPrices, one index
 * probe each), the securities' descriptions, each account's Cash at Bank (findCashBalances) and,
 * when `boundOn` is given, the as-at date of the first account's valuation on that day
 * (findValuationAsAtDate, the holdings screen's date bound) and, with `allocations`, the held
 * securities' latest look-through allocations on or before the date (findLatestAllocations, the
 * asset class summary's) and, with `topHoldings`, the held funds' latest top-holdings lists on or
 * before it (top-holdings.repo findLatestTopHoldings). Same sums, prices and lists as those queries,
 * so the same figures. Given an access check (account-access.ts accessCte) in place of account ids,
 * it values the one account the check finds, and says which in an 'X' row (the check's json in amount).
 */
export async function findValuationRows(
  db: Db,
  accounts: readonly string[] | { access: SQL },
  asAt: string,
  boundOn: string | null = null,
  allocations = false,
  topHoldings = false,
) {
  const access = 'access' in accounts ? accounts.access : null;
  const accountIds = 'access' in accounts ? [] : accounts;
  if (!access && accountIds.length === 0) return [];
  const accountIn = access ? sql`in (select id from acc)` : sql`= any(${arrayParam(accountIds, 'uuid')})`;
  const bound =
    boundOn === null
      ? sql``
      : sql`
    union all
    select 'B', null, null, (
      select max(p.price_date)::text from (
        select security_id from transactions
        where account_id = ${access ? sql`(select id from acc)` : sql`${accountIds[0]}::uuid`} and not is_pending and trade_date <= ${boundOn}::date and units is not null
        group by security_id having sum(units) <> 0
      ) b
      cross join lateral (
        select price_date from unit_prices where security_id = b.security_id and price_date <= ${boundOn}::date
        order by price_date desc limit 1
      ) p
    ), null, null, null, null, null, null, null, null, null, null, null`;
  return executeNamed<ValuationRow>(
    targetOf(db),
    sql`
    with ${access ? sql`${access}, ` : sql``}held as (
      select account_id, security_id, sum(units) as units from transactions
      where account_id ${accountIn} and not is_pending and trade_date <= ${asAt}::date
      group by account_id, security_id having sum(units) <> 0
    )
    select 'H' as "kind", h.account_id::text as "accountId", h.security_id::text as "securityId", h.units::text as "amount",
           p.price_date::text as "priceDate", p.unit_price::text as "unitPrice",
           s.name as "name", s.ms_security_id as "msSecurityId", s.asset_class as "assetClass", s.code as "code", s.isin as "isin",
           s.x_ray_proxy as "xRayProxy", s.investment_category as "investmentCategory", s.security_type as "securityType",
           s.currency_code as "currencyCode"
    from held h
    join securities s on s.id = h.security_id
    left join lateral (
      select price_date, unit_price from unit_prices
      where security_id = h.security_id and price_date <= ${asAt}::date order by price_date desc limit 1
    ) p on true
    union all
    select 'C', account_id::text, null, sum(${sql.raw(SIGNED_CASH_AMOUNT)})::text,
           null, null, null, null, null, null, null, null, null, null, null
    from cash_transactions where account_id ${accountIn} and event_date <= ${asAt}::date
    group by account_id${bound}${access ? ACCESSED_ACCOUNT_ROW : sql``}${allocations ? allocationsOfHeld(asAt) : sql``}${topHoldings ? topHoldingsOfHeld(asAt) : sql``}`,
    'account_valuation',
  );
}

/** Units held per account and security on a date: the sum of settled units traded up to it. */
export async function findUnitsHeld(db: Db, accountIds: readonly string[], asAt: string) {
  if (accountIds.length === 0) return [];
  const units = sql<string>`sum(${transactions.units})`;
  return db
    .select({
      accountId: transactions.accountId,
      securityId: transactions.securityId,
      name: securities.name,
      msSecurityId: securities.msSecurityId,
      assetClass: securities.assetClass,
      units,
    })
    .from(transactions)
    .innerJoin(securities, eq(securities.id, transactions.securityId))
    .where(
      and(
        inArray(transactions.accountId, [...accountIds]),
        eq(transactions.isPending, false),
        lte(transactions.tradeDate, asAt),
      ),
    )
    .groupBy(transactions.accountId, transactions.securityId, securities.name, securities.msSecurityId, securities.assetClass)
    .having(sql`sum(${transactions.units}) <> 0`);
}

/** The last unit price of each security on or before a date. */
export async function findLatestPrices(db: Db, securityIds: readonly string[], asAt: string) {
  if (securityIds.length === 0) return [];
  // One index probe per security (newest first, limit 1) instead of sorting every earlier price.
  const ids = sql.join(
    securityIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    select p.security_id as "securityId", p.price_date::text as "priceDate", p.unit_price::text as "unitPrice"
    from unnest(array[${ids}]) as s(id)
    cross join lateral (
      select security_id, price_date, unit_price from unit_prices
      where security_id = s.id and price_date <= ${asAt} order by price_date desc limit 1
    ) p`)) as unknown as { rows: Array<{ securityId: string; priceDate: string; unitPrice: string }> };
  return result.rows;
}

/**
 * The as-at date of an account's valuation on `asAt` (account-balances.ts 'balanceAsAtDate'): the
 * latest price date, on or before it, of the securities it holds then; null when it holds nothing
 * priced. One query for the holdings screen's date bound instead of valuing the account (issue 15).
 */
export async function findValuationAsAtDate(db: Db, accountId: string, asAt: string): Promise<string | null> {
  const result = (await db.execute(sql`
    select max(p.price_date)::text as "asAt"
    from (
      select security_id from transactions
      where account_id = ${accountId} and not is_pending and trade_date <= ${asAt} and units is not null
      group by security_id having sum(units) <> 0
    ) h
    cross join lateral (
      select price_date from unit_prices
      where security_id = h.security_id and price_date <= ${asAt} order by price_date desc limit 1
    ) p`)) as unknown as { rows: Array<{ asAt: string | null }> };
  return result.rows[0]?.asAt ?? null;
}

/** Cash at Bank of wealth-management accounts on a date: credits less debits. */
export async function findCashBalances(db: Db, accountIds: readonly string[], asAt: string) {
  if (accountIds.length === 0) return [];
  return db
    .select({
      accountId: cashTransactions.accountId,
      balance: sql<string>`sum(case when ${cashTransactions.debitCredit} = 'C' then ${cashTransactions.amount} else -${cashTransactions.amount} end)`,
    })
    .from(cashTransactions)
    .where(and(inArray(cashTransactions.accountId, [...accountIds]), lte(cashTransactions.eventDate, asAt)))
    .groupBy(cashTransactions.accountId);
}

/**
 * An account of a portal by number, with its strategy's name, its valuation summary and — when a
 * client asks — that client's relation to it (null when they hold no part of it): one query for the
 * access check, which the account header also reads its figures from.
 */
const NO_CLIENT = '00000000-0000-0000-0000-000000000000';

/** Built once per database handle and prepared: every account-scoped call runs it. */
function accountByNumberQuery(db: Db) {
  return db
    .select({
      account: accounts,
      strategyName: strategies.name,
      ownershipType: accountHolders.ownershipType,
      summary: accountValuationSummaries,
      queued: sql<boolean>`exists(select 1 from valuation_queue q where q.account_id = ${accounts.id})`,
    })
    .from(accounts)
    .leftJoin(strategies, eq(strategies.id, accounts.strategyId))
    .leftJoin(accountValuationSummaries, eq(accountValuationSummaries.accountId, accounts.id))
    .leftJoin(
      accountHolders,
      and(eq(accountHolders.accountId, accounts.id), eq(accountHolders.clientId, sql.placeholder('clientId'))),
    )
    .where(and(eq(accounts.accountNumber, sql.placeholder('accountNumber')), eq(accounts.channel, sql.placeholder('channel'))))
    .limit(1)
    .prepare('account_by_number');
}

const preparedAccountByNumber = new WeakMap<Db, ReturnType<typeof accountByNumberQuery>>();

export async function findAccountByNumber(db: Db, accountNumber: string, channel: 'NZ' | 'AU', clientId: string | null = null) {
  // Keyed by the handle the query goes to, not a request's read handle (a new object per request).
  const target = targetOf(db);
  let query = preparedAccountByNumber.get(target);
  if (!query) preparedAccountByNumber.set(target, (query = accountByNumberQuery(target)));
  const rows = await query.execute({ accountNumber, channel, clientId: clientId ?? NO_CLIENT });
  const row = rows[0];
  return row
    ? {
        ...row.account,
        strategyName: row.strategyName,
        ownershipType: row.ownershipType,
        /** The valuation summary, read in the same query for the account header. */
        valuation: row.summary ? { summary: row.summary, queued: row.queued } : null,
      }
    : null;
}

/** Each fund's latest 'Actual' look-through allocation published on or before a date. */
export async function findLatestAllocations(db: Db, securityIds: readonly string[], asAt: string) {
  if (securityIds.length === 0) return [];
  const latest = db
    .select({ securityId: fundAssetAllocations.securityId, asAtDate: sql<string>`max(${fundAssetAllocations.asAtDate})`.as('latest_date') })
    .from(fundAssetAllocations)
    .where(
      and(
        inArray(fundAssetAllocations.securityId, [...securityIds]),
        eq(fundAssetAllocations.allocationKind, 'Actual'),
        lte(fundAssetAllocations.asAtDate, asAt),
      ),
    )
    .groupBy(fundAssetAllocations.securityId)
    .as('latest');
  return db
    .select({ securityId: fundAssetAllocations.securityId, assetClass: fundAssetAllocations.assetClass, weight: fundAssetAllocations.weight })
    .from(fundAssetAllocations)
    .innerJoin(
      latest,
      and(eq(latest.securityId, fundAssetAllocations.securityId), eq(latest.asAtDate, fundAssetAllocations.asAtDate)),
    )
    .where(eq(fundAssetAllocations.allocationKind, 'Actual'));
}

