import type { AccountSearchQuery, AccountSearchResult } from '@tasman/domain';
import { accountSearchPlan } from '@tasman/domain/adviser/account-search-plan';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../auth/auth-context.js';
import * as repo from './account-search.repo.js';

/**
 * The account search (spec 001 §2 'Adviser account search', issue 10). Who may see what is decided
 * here from the session, never from the query: staff every account of their portal, an adviser the
 * accounts they advise, a client the accounts they hold — owned or related, so a related-only user
 * sees exactly the accounts they are related to — and nobody an account of the other portal.
 */
export async function searchAccounts(db: Db, auth: AuthContext, query: AccountSearchQuery): Promise<AccountSearchResult> {
  const plan = accountSearchPlan(auth, query);
  const page =
    plan.scope.kind === 'nothing' ? { rows: [], totalAccounts: 0 } : await repo.searchAccounts(db, plan);
  return {
    list: page.rows.map((row) => ({
      accountNumber: row.accountNumber,
      accountNumberAlternative: row.accountNumberAlternative,
      accountName: row.accountName,
      productType: row.productType,
      // spec 000 §3: account status 'O' is open.
      accountIsOpen: row.accountStatus === 'O',
    })),
    totalAccounts: page.totalAccounts,
    pageSize: plan.limit,
    pageNo: query.pageNo,
  };
}
