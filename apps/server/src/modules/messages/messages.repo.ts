import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { messages } from '../../db/schema/index.js';

/** A client's messages, newest first. */
export async function findMessagesOfClient(db: Db, clientId: string) {
  return db
    .select({ id: messages.id, status: messages.status, subject: messages.subject, body: messages.body, sentAt: messages.sentAt })
    .from(messages)
    .where(eq(messages.clientId, clientId))
    .orderBy(desc(messages.sentAt), desc(messages.id));
}

/** Sets one of the client's messages read or unread; answers false when the client has no such message. */
export async function updateMessageStatus(db: Db, messageId: string, clientId: string, status: 'read' | 'unread'): Promise<boolean> {
  const updated = await db
    .update(messages)
    .set({ status })
    .where(and(eq(messages.id, messageId), eq(messages.clientId, clientId)))
    .returning({ id: messages.id });
  return updated.length === 1;
}
