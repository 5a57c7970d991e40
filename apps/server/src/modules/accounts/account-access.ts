import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../plugins/api-error.js';
import type { AuthContext } from '../auth/auth-context.js';
import * as repo from './accounts.repo.js';

/**
 * The one access check of every account-scoped call (DESIGN §6, STYLE 'decided once'): the account's
 * owner or related holders, the account's adviser, and staff may see it, on its own portal. Anyone
 * else gets exactly the answer for an account that does not exist, so numbers cannot be probed.
 */
export async function requireAccountAccess(db: Db, auth: AuthContext, accountNumber: string) {
  // A client's own relation to the account (OWNER or RELATED) comes with it; null for staff and advisers.
  const account = await repo.findAccountByNumber(
    db,
    accountNumber,
    auth.channel,
    auth.userType === 'Client' ? auth.clientId : null,
  );
  if (!account || !mayRead(auth, account)) throw new ApiError('NotFound');
  return account;
}

/** Who may read an account of their own portal (requireAccountAccess; accessCte says the same in SQL). */
function mayRead(auth: AuthContext, account: { adviserId: string | null; ownershipType: string | null }): boolean {
  return (
    auth.userType === 'Staff' ||
    (auth.userType === 'Intermediary' && auth.adviserId !== null && account.adviserId === auth.adviserId) ||
    (auth.userType === 'Client' && account.ownershipType !== null)
  );
}

/** An account row as the access check returns it. */
type AccessRow = NonNullable<Awaited<ReturnType<typeof repo.findAccountByNumber>>>;

/**
 * What a read whose statement carries its own access check (accessCte) knows of the account: seven
 * of the row's fields, and whether its stored series is current (it has a valuation summary and does
 * not wait in the valuation queue; the row's `valuation`).
 */
export type AccessedAccount = Pick<
  AccessRow,
  'id' | 'accountNumber' | 'accountNumberAlternative' | 'accountName' | 'channel' | 'productType' | 'signupDate'
> & { seriesCurrent: boolean };

/**
 * The access check inside a read's own statement (issue 15: a read that sent the check and then its
 * data as two statements paid a fifth of its CPU for the first, bench/README.md 'twentieth pass'):
 * a CTE `acc` with one row, the account's id and `account` (AccessedAccount as json text), when the
 * caller may read it, and none otherwise. The read takes its account id from `acc`, so an account the
 * caller may not read costs no more than one that does not exist, and answers the same (accessedAccount).
 * The rule is requireAccountAccess's mayRead, with the caller's side worked out here: staff read any
 * account of their portal, an adviser the accounts that name them, a client those they hold
 * (account-access.api.test.ts checks the two agree for every role and account).
 */
export function accessCte(auth: AuthContext, accountNumber: string): SQL {
  const staff = auth.userType === 'Staff';
  const adviserId = auth.userType === 'Intermediary' ? auth.adviserId : null;
  const clientId = auth.userType === 'Client' ? auth.clientId : null;
  return sql`acc as (
    select a.id, json_build_object('id', a.id, 'accountNumber', a.account_number,
             'accountNumberAlternative', a.account_number_alternative, 'accountName', a.account_name,
             'channel', a.channel, 'productType', a.product_type, 'signupDate', a.signup_date,
             'seriesCurrent', exists (select 1 from account_valuation_summaries s where s.account_id = a.id)
               and not exists (select 1 from valuation_queue q where q.account_id = a.id))::text as account
    from accounts a
    where a.account_number = ${accountNumber} and a.channel = ${auth.channel}
      and (${staff}::boolean
        or a.adviser_id = ${adviserId}::uuid
        or exists (select 1 from account_holders h where h.account_id = a.id and h.client_id = ${clientId}::uuid)))`;
}

/**
 * A read's one-row parameter table `p` (a statement's values, each given once) whose account `a` is
 * the one accessCte found, with `values` beside it and `pw`, whether it is a wealth account: no row
 * when the caller may not read the account, so the read does nothing (a custom range's reads).
 */
export const accessedParams = (values: SQL): SQL => sql`acc cross join lateral (select acc.id as a, ${values},
    (select t.product_type = 'PW' from accounts t where t.id = acc.id) as pw) p`;

/** The columns that bring back what accessCte found: the account (its json) and its latest valuation day. */
export const ACCESSED_COLUMNS = sql`acc.account, (select s.latest_date::text from account_valuation_summaries s where s.account_id = acc.id) as latest`;

/** The account accessCte found, or the answer for an account that does not exist. */
export function accessedAccount(account: string | null | undefined): AccessedAccount {
  if (!account) throw new ApiError('NotFound');
  return JSON.parse(account) as AccessedAccount;
}
