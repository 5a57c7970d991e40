import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/**
 * SQL of the wealth (PW) reports (spec 002 §3 'Cash summary', 'Amount contributed summary', 'Cash
 * transactions'): the cash account (cash_transactions, amount positive, debit_credit the direction)
 * and the security transfers of the units ledger.
 */

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as Rows<T>).rows;

const SIGNED = sql`case when c.debit_credit = 'C' then c.amount else -c.amount end`;
/** Currencies NZD before AUD (compareCurrencies in the domain; the same rank here). */
const CURRENCY_RANK = sql`case c.currency_code when 'NZD' then 0 when 'AUD' then 1 else 2 end`;

/** The cash balance per currency at the end of a day. */
export function findCashBalances(db: Db, accountId: string, asAt: string) {
  return rowsOf<{ currencyCode: string; balance: string }>(
    db,
    sql`select c.currency_code as "currencyCode", sum(${SIGNED})::text as "balance"
        from cash_transactions c where c.account_id = ${accountId}::uuid and c.event_date <= ${asAt}::date
        group by c.currency_code`,
  );
}

/** The currencies the account's cash has ever moved in. */
export async function findCashCurrencies(db: Db, accountId: string): Promise<string[]> {
  const rows = await rowsOf<{ currencyCode: string }>(
    db,
    sql`select distinct c.currency_code as "currencyCode" from cash_transactions c where c.account_id = ${accountId}::uuid`,
  );
  return rows.map((r) => r.currencyCode);
}

/** The range's movements per activity and currency, credits positive. */
export function findCashByActivity(db: Db, accountId: string, periodStart: string, periodEnd: string) {
  return rowsOf<{ activity: string; currencyCode: string; value: string }>(
    db,
    sql`select c.activity, c.currency_code as "currencyCode", sum(${SIGNED})::text as "value"
        from cash_transactions c
        where c.account_id = ${accountId}::uuid and c.event_date between ${periodStart}::date and ${periodEnd}::date
        group by c.activity, c.currency_code order by c.activity`,
  );
}

/** The cash activities that count as money contributed to or withdrawn from the account. */
export const CONTRIBUTED_ACTIVITIES = ['Deposit'] as const;
export const WITHDRAWN_ACTIVITIES = ['Withdrawal'] as const;

export interface ContributionRow {
  eventDate: string;
  securityName: string | null;
  activity: string;
  kind: 'contributed' | 'withdrawn' | 'transferIn' | 'transferOut';
  /** Positive: the amount deposited or withdrawn, or the value of the units transferred (signed for transfers). */
  amount: string;
}

/**
 * Deposits and withdrawals of the portal's currency (money paid in or out, not a currency's cash
 * settling a trade) and security transfers of the range, oldest first.
 */
export function findContributions(db: Db, accountId: string, periodStart: string, periodEnd: string, currency: string) {
  const contributed = sql.join(CONTRIBUTED_ACTIVITIES.map((a) => sql`${a}`), sql`, `);
  const withdrawn = sql.join(WITHDRAWN_ACTIVITIES.map((a) => sql`${a}`), sql`, `);
  return rowsOf<ContributionRow & { sortKey: string }>(
    db,
    sql`select * from (
          select c.event_date::text as "eventDate", null::text as "securityName", c.activity,
                 case when c.activity in (${contributed}) then 'contributed' else 'withdrawn' end as "kind",
                 c.amount::text as "amount", c.id::text as "sortKey"
          from cash_transactions c
          where c.account_id = ${accountId}::uuid and c.event_date between ${periodStart}::date and ${periodEnd}::date
            and c.activity in (${contributed}, ${withdrawn}) and c.currency_code = ${currency}
          union all
          select t.trade_date::text, s.name, case t.transaction_type when 'TransferIn' then 'Transfer in' else 'Transfer out' end,
                 case t.transaction_type when 'TransferIn' then 'transferIn' else 'transferOut' end,
                 t.value::text, t.id::text
          from transactions t join securities s on s.id = t.security_id
          where t.account_id = ${accountId}::uuid and t.trade_date between ${periodStart}::date and ${periodEnd}::date
            and t.transaction_type in ('TransferIn', 'TransferOut') and not t.is_pending
        ) x order by "eventDate", "sortKey"`,
  );
}

export interface CashTransactionKey {
  currencyRank: number;
  eventDate: string;
  bookedAt: string;
  id: string;
}

export interface CashTransactionDbRow extends CashTransactionKey {
  interestDate: string;
  securityName: string | null;
  activity: string;
  debitCredit: 'D' | 'C';
  amount: string;
  rollingBalance: string;
  currencyCode: string;
}

/**
 * A batch of the range's cash movements after `after`, NZD before AUD and oldest first, each with the
 * balance of its currency after it (over every activity, so a filtered list still shows the account's
 * real balance). The window runs over the account's whole cash history up to the end date.
 */
export function findCashTransactionBatch(
  db: Db,
  filter: { accountId: string; periodStart: string; periodEnd: string; activity: string | null },
  after: CashTransactionKey | null,
  size: number,
) {
  const activity = filter.activity === null ? sql`` : sql` and x."activity" = ${filter.activity}`;
  const keyset =
    after === null
      ? sql``
      : sql` and (x."currencyRank", x."eventDate", x."bookedAt", x."id") > (${after.currencyRank}, ${after.eventDate}::date, ${after.bookedAt}::timestamptz, ${after.id}::uuid)`;
  return rowsOf<CashTransactionDbRow>(
    db,
    sql`select x."currencyRank", x."eventDate"::text as "eventDate", x."bookedAt"::text as "bookedAt", x."id"::text as "id",
               x."interestDate"::text as "interestDate", x."securityName", x."activity", x."debitCredit", x."amount"::text as "amount",
               x."rollingBalance"::text as "rollingBalance", x."currencyCode"
        from (
          select ${CURRENCY_RANK} as "currencyRank", c.event_date as "eventDate", c.booked_at as "bookedAt", c.id as "id",
                 c.interest_date as "interestDate", s.name as "securityName", c.activity as "activity",
                 c.debit_credit as "debitCredit", c.amount as "amount", c.currency_code as "currencyCode",
                 sum(${SIGNED}) over (partition by c.currency_code order by c.event_date, c.booked_at, c.id) as "rollingBalance"
          from cash_transactions c left join securities s on s.id = c.security_id
          where c.account_id = ${filter.accountId}::uuid and c.event_date <= ${filter.periodEnd}::date
        ) x
        where x."eventDate" >= ${filter.periodStart}::date${activity}${keyset}
        order by x."currencyRank", x."eventDate", x."bookedAt", x."id"
        limit ${size}`,
  );
}

/** The distinct activity names of the account's cash movements. */
export async function findCashActivities(db: Db, accountId: string): Promise<string[]> {
  const rows = await rowsOf<{ activity: string }>(
    db,
    sql`select distinct c.activity from cash_transactions c where c.account_id = ${accountId}::uuid order by c.activity`,
  );
  return rows.map((r) => r.activity);
}
