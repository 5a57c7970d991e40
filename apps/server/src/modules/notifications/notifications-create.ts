import type { Db } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';
import { announceInTransaction } from './notifications-live.js';

export type NotificationInsert = typeof notifications.$inferInsert;

/** Rows per INSERT: a segment send may address thousands of clients (PostgreSQL allows 65,535 parameters). */
const INSERT_BATCH = 1_000;

/**
 * The one way notifications are created (statements, staff publishing): inserts the rows and
 * announces the change for their clients on the same connection, so when `db` is a transaction the
 * announcement is delivered on commit and not at all on rollback. Answers the new ids in row order.
 */
export async function createNotifications(db: Db, rows: readonly NotificationInsert[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const ids: string[] = [];
  for (let at = 0; at < rows.length; at += INSERT_BATCH) {
    const inserted = await db
      .insert(notifications)
      .values(rows.slice(at, at + INSERT_BATCH))
      .returning({ id: notifications.id });
    ids.push(...inserted.map((row) => row.id));
  }
  await announceInTransaction(
    db,
    rows.map((row) => row.clientId),
  );
  return ids;
}
