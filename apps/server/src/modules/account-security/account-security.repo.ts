import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Channel } from '@tasman/domain';
import type { Db } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';
import { sessionsChanged } from '../auth/session-cache.js';

/** SQL of the security settings: the user's password hash, a new username, their live sessions. */

export async function findPasswordHash(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.passwordHash ?? null;
}

/** Whether any user, on either portal, has this (lower-case) username. */
export async function usernameExists(db: Db, username: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
  return rows.length > 0;
}

/** Renames a user; a username taken meanwhile fails on the unique index (isUniqueViolation). */
export async function setUsername(db: Db, userId: string, username: string): Promise<void> {
  await db.update(users).set({ username }).where(eq(users.id, userId));
  sessionsChanged({ userId });
}

/** PostgreSQL's unique_violation (23505), however the driver wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * A user's signed-in sessions on a portal that are still live: inside their absolute lifetime and used
 * within the idle timeout (the session plugin's own test), newest activity first. A sign-in still owed
 * its two-factor code is not a session yet and is not listed.
 */
export async function findLiveSessions(db: Db, userId: string, channel: Channel, now: Date, idleMinutes: number) {
  const idleSince = new Date(now.getTime() - idleMinutes * 60_000);
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        eq(sessions.channel, channel),
        inArray(sessions.stage, ['active', 'two-factor-setup']),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, idleSince),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/** Ends one session of a user; false when it is not (or no longer) theirs. */
export async function deleteUsersSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  sessionsChanged({ sessionIds: [sessionId] });
  return rows.length === 1;
}
