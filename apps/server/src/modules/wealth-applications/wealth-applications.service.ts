import type { InfoRequiredQuery, InfoRequiredResponse } from '@tasman/domain';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../plugins/api-error.js';
import type { AuthContext } from '../auth/auth-context.js';
import { ownClientId } from '../fact-finds/fact-finds.service.js';
import * as repo from './wealth-applications.repo.js';

/**
 * spec 000 §7 'Info required' (accountId, clientId → list) with the application's progress
 * (edosProgress): only for an account the signed-in client owns on this portal; any other account
 * answers as one that does not exist.
 */
export async function infoRequired(db: Db, auth: AuthContext, query: InfoRequiredQuery): Promise<InfoRequiredResponse> {
  const clientId = ownClientId(auth, query.clientId);
  const account = await repo.findOwnedAccount(db, query.accountId, clientId, auth.channel);
  if (!account) throw new ApiError('NotFound');
  const items = await repo.findInfoRequired(db, account.id, clientId);
  return {
    accountId: account.id,
    accountNumber: account.accountNumber,
    edosProgress: account.edosProgress ?? null,
    list: items.map((item) => ({
      itemCode: item.itemCode,
      description: item.description,
      status: item.status,
      requestedAt: item.requestedAt.toISOString(),
      resolvedAt: item.resolvedAt?.toISOString() ?? null,
    })),
  };
}
