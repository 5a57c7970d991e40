import { byStageOrder, factFindStages, type FactFindListQuery, type FactFindListResponse } from '@tasman/domain';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../plugins/api-error.js';
import type { AuthContext } from '../auth/auth-context.js';
import * as repo from './fact-finds.repo.js';

/**
 * The signed-in client's own fact-finds (spec 000 §7 'Fact-find list'), in stage order. Another
 * client's id answers exactly as an unknown one; staff and advisers have no fact-finds of their own.
 */
export async function listFactFinds(db: Db, auth: AuthContext, query: FactFindListQuery): Promise<FactFindListResponse> {
  const clientId = ownClientId(auth, query.clientId);
  const rows = await repo.findFactFinds(db, clientId, query.productType, factFindStages(query.stage));
  const list = rows.map((row) => ({
    factFindId: row.id,
    clientId: row.clientId,
    productType: row.productType,
    factFindStageCode: row.stageCode,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
  return { list: byStageOrder(list) };
}

/** The session's client, when the id asked for (if any) is theirs. */
export function ownClientId(auth: AuthContext, asked: string | undefined): string {
  if (auth.userType !== 'Client' || !auth.clientId) throw new ApiError('Forbidden', 'Only a client can read their own fact-finds and applications.');
  if (asked !== undefined && asked !== auth.clientId) throw new ApiError('NotFound');
  return auth.clientId;
}
