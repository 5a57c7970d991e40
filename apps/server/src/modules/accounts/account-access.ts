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
  if (!account) throw new ApiError('NotFound');
  const allowed =
    auth.userType === 'Staff' ||
    (auth.userType === 'Intermediary' && auth.adviserId !== null && account.adviserId === auth.adviserId) ||
    (auth.userType === 'Client' && account.ownershipType !== null);
  if (!allowed) throw new ApiError('NotFound');
  return account;
}
