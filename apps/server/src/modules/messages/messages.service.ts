import type { MessageInboxResponse } from '@tasman/domain';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../plugins/api-error.js';
import type { AuthContext } from '../auth/auth-context.js';
import * as repo from './messages.repo.js';

/** spec 000 §7 'Message inbox': the signed-in client's messages; a user with no client record has none. */
export async function inbox(db: Db, auth: AuthContext): Promise<MessageInboxResponse> {
  if (!auth.clientId) return { messages: [] };
  const rows = await repo.findMessagesOfClient(db, auth.clientId);
  return {
    messages: rows.map((row) => ({
      messageId: row.id,
      status: row.status,
      subject: row.subject,
      body: row.body,
      sentAt: row.sentAt.toISOString(),
    })),
  };
}

/**
 * spec 000 §7 'Message status' and §4 'Message status: mark read or unread'. Only the signed-in
 * client's own message; another client's, an unknown id, or a user with no client record: 404 alike.
 */
export async function setMessageStatus(db: Db, auth: AuthContext, messageId: string, status: 'read' | 'unread'): Promise<true> {
  const updated = auth.clientId ? await repo.updateMessageStatus(db, messageId, auth.clientId, status) : false;
  if (!updated) throw new ApiError('NotFound', 'Message not found.');
  return true;
}
