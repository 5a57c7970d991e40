import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.js';

/**
 * The NOTIFY channel that says 'these clients' notifications changed' (issue 12). Every instance
 * LISTENs on it (NotificationsLiveHub) and pushes `{"event":"notifications-changed"}` to the sockets
 * of those clients. The payload only names clients: each browser then reloads its own list.
 */
export const NOTIFICATIONS_NOTIFY_CHANNEL = 'notifications_changed';

/**
 * PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. A uuid in the JSON array costs 39 bytes,
 * so 150 ids (about 5.9 kB) fit with room to spare.
 */
export const IDS_PER_NOTIFY = 150;

/**
 * Above this many clients one change is announced as 'everyone look again' instead of as hundreds of
 * NOTIFYs: a segment send to the whole book makes every signed-in socket reload once, which is what
 * it would have done anyway for almost all of them.
 */
export const ANNOUNCE_ALL_ABOVE = 3_000;

/** What travels on NOTIFICATIONS_NOTIFY_CHANNEL. */
export type NotificationsChangedPayload = { clientIds: string[] } | { all: true };

/** The NOTIFY payloads announcing a change for these clients (deduplicated, chunked under the limit). */
export function announcementPayloads(clientIds: readonly string[]): string[] {
  const unique = [...new Set(clientIds)];
  if (unique.length === 0) return [];
  if (unique.length > ANNOUNCE_ALL_ABOVE) return [JSON.stringify({ all: true } satisfies NotificationsChangedPayload)];
  const payloads: string[] = [];
  for (let at = 0; at < unique.length; at += IDS_PER_NOTIFY) {
    payloads.push(JSON.stringify({ clientIds: unique.slice(at, at + IDS_PER_NOTIFY) } satisfies NotificationsChangedPayload));
  }
  return payloads;
}

/** Reads a payload; anything malformed is ignored (null), never trusted. */
export function parseAnnouncement(payload: string): NotificationsChangedPayload | null {
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== 'object' || value === null) return null;
    if ('all' in value && value.all === true) return { all: true };
    if ('clientIds' in value && Array.isArray(value.clientIds) && value.clientIds.every((id) => typeof id === 'string')) {
      return { clientIds: value.clientIds as string[] };
    }
    return null;
  } catch {
    return null;
  }
}

/**
 * Tells every instance that these clients' notifications changed. Call it after the change has
 * committed (a NOTIFY sent on another connection is delivered at once, and a browser reloading before
 * the commit would read the old list). Inside a transaction, use announceInTransaction instead.
 */
export async function announceNotificationsChanged(database: Database, clientIds: readonly string[]): Promise<void> {
  for (const payload of announcementPayloads(clientIds)) await database.notify(NOTIFICATIONS_NOTIFY_CHANNEL, payload);
}

/**
 * The same announcement sent on the given connection or transaction: PostgreSQL delivers a NOTIFY made
 * inside a transaction only when it commits, and never if it rolls back, so listeners cannot see the
 * announcement before the rows.
 */
export async function announceInTransaction(db: Db, clientIds: readonly string[]): Promise<void> {
  for (const payload of announcementPayloads(clientIds)) {
    await db.execute(sql`select pg_notify(${NOTIFICATIONS_NOTIFY_CHANNEL}, ${payload})`);
  }
}
