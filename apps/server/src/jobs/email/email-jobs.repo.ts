import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { emailOutbox } from '../../db/schema/index.js';
import type { OutboxRow } from '../../modules/email/outbox.repo.js';

/** Every message still waiting to go out: each becomes one send job (its id the job's id). */
export async function findQueuedEmailIds(db: Db): Promise<string[]> {
  const rows = await db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.status, 'queued')).orderBy(emailOutbox.createdAt);
  return rows.map((row) => row.id);
}

export async function findEmail(db: Db, id: string): Promise<OutboxRow | null> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row ?? null;
}
