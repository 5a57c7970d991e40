import { and, eq, ne, sql } from 'drizzle-orm';
import type { AuditEventType, Channel } from '@tasman/domain';
import type { Db } from '../../db/client.js';
import { executeNamed } from '../../db/named-statement.js';
import { arrayParam } from '../../db/sql-array.js';
import { sessionsChanged } from './session-cache.js';
import { accountHolders, accounts, auditEvents, clients, sessions, unknownUsernameFailures, users } from '../../db/schema/index.js';

export async function findUserByUsername(db: Db, username: string) {
  const rows = await db.select().from(users).where(eq(users.username, username.toLowerCase())).limit(1);
  return rows[0] ?? null;
}

export async function findUserById(db: Db, userId: string) {
  const rows = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return rows[0] ?? null;
}

/** Counts a failed sign-in and locks the user at the limit, in one statement (no lost updates). */
export async function recordFailedSignIn(db: Db, userId: string, limit: number) {
  const rows = await db
    .update(users)
    .set({
      failedSignIns: sql`${users.failedSignIns} + 1`,
      lockedAt: sql`case when ${users.failedSignIns} + 1 >= ${limit} then coalesce(${users.lockedAt}, now()) else ${users.lockedAt} end`,
    })
    .where(eq(users.id, userId))
    .returning({ failedSignIns: users.failedSignIns, lockedAt: users.lockedAt });
  return rows[0] ?? null;
}

/** Whether a username nobody has is locked, like a user's locked_at (issue 9 item 23). */
export async function isUnknownUsernameLocked(db: Db, username: string): Promise<boolean> {
  const rows = await db
    .select({ lockedAt: unknownUsernameFailures.lockedAt })
    .from(unknownUsernameFailures)
    .where(eq(unknownUsernameFailures.username, username.toLowerCase()))
    .limit(1);
  return !!rows[0]?.lockedAt;
}

/** Counts a failed sign-in for a username nobody has and locks it at the limit, as recordFailedSignIn does. */
export async function recordUnknownUsernameFailure(db: Db, username: string, limit: number) {
  const rows = await db
    .insert(unknownUsernameFailures)
    .values({ username: username.toLowerCase(), failedSignIns: 1, lockedAt: limit <= 1 ? sql`now()` : null })
    .onConflictDoUpdate({
      target: unknownUsernameFailures.username,
      set: {
        failedSignIns: sql`${unknownUsernameFailures.failedSignIns} + 1`,
        lockedAt: sql`case when ${unknownUsernameFailures.failedSignIns} + 1 >= ${limit} then coalesce(${unknownUsernameFailures.lockedAt}, now()) else ${unknownUsernameFailures.lockedAt} end`,
        lastFailedAt: sql`now()`,
      },
    })
    .returning({ failedSignIns: unknownUsernameFailures.failedSignIns, lockedAt: unknownUsernameFailures.lockedAt });
  return rows[0] ?? null;
}

/** Staff unlock of a name nobody has: clears its count, as unlockUser does for a user. */
export async function unlockUnknownUsername(db: Db, username: string): Promise<void> {
  await db.delete(unknownUsernameFailures).where(eq(unknownUsernameFailures.username, username.toLowerCase()));
}

export async function recordSuccessfulSignIn(db: Db, userId: string) {
  await db.update(users).set({ failedSignIns: 0, lastSignInAt: new Date() }).where(eq(users.id, userId));
}

export async function ignoreTwoFactorPrompt(db: Db, userId: string) {
  await db.update(users).set({ ignore2faPrompt: true }).where(eq(users.id, userId));
}

export async function unlockUser(db: Db, userId: string) {
  await db.update(users).set({ failedSignIns: 0, lockedAt: null }).where(eq(users.id, userId));
}

export type SessionStageInDb = 'active' | 'two-factor' | 'two-factor-setup';

export async function insertSession(
  db: Db,
  session: {
    id: string;
    userId: string;
    channel: Channel;
    stage?: SessionStageInDb;
    expiresAt: Date;
    ip: string;
    userAgent: string | null;
  },
) {
  await db.insert(sessions).values(session);
}

export async function deleteSession(db: Db, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
  sessionsChanged({ sessionIds: [sessionId] });
}

/** Ends the session a cookie names on this portal, whatever its stage; answers whose it was. */
export async function endSession(db: Db, sessionId: string, channel: Channel) {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.channel, channel)))
    .returning({ userId: sessions.userId, stage: sessions.stage });
  sessionsChanged({ sessionIds: [sessionId] });
  const row = rows[0];
  if (!row) return null;
  const user = await findUserById(db, row.userId);
  return { userId: row.userId, username: user?.username ?? null, stage: row.stage };
}

/**
 * Replaces a session by a new id at the given stage, keeping its user, portal and absolute expiry
 * (a rotation must not lengthen a session's life); the old id stops working in the same transaction.
 */
export async function rotateSession(
  db: Db,
  oldSessionId: string,
  newSessionId: string,
  stage: SessionStageInDb,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [old] = await tx.delete(sessions).where(eq(sessions.id, oldSessionId)).returning();
    sessionsChanged({ sessionIds: [oldSessionId] });
    if (!old) return false;
    await tx.insert(sessions).values({
      id: newSessionId,
      userId: old.userId,
      channel: old.channel,
      stage,
      expiresAt: old.expiresAt,
      ip: old.ip,
      userAgent: old.userAgent,
    });
    return true;
  });
}

/**
 * The session and its user, or null when missing, past its absolute expiry or at a stage the caller
 * does not accept (a sign-in still owed a code is never accepted here).
 */
export async function findSignedInSession(
  db: Db,
  sessionId: string,
  now: Date,
  stages: ReadonlyArray<'active' | 'two-factor-setup'>,
) {
  return findSessionAtStages(db, sessionId, now, stages);
}

/** The live, full session and its user, or null. */
export async function findActiveSession(db: Db, sessionId: string, now: Date) {
  return findSessionAtStages(db, sessionId, now, ['active']);
}

/** A sign-in still owed its two-factor code, or null. */
export async function findTwoFactorSession(db: Db, sessionId: string, now: Date) {
  return findSessionAtStages(db, sessionId, now, ['two-factor']);
}

/** A live session and its user, as every signed-in request needs them (and the session cache keeps them). */
export interface SignedInSession {
  sessionId: string;
  channel: Channel;
  stage: string;
  lastSeenAt: Date;
  expiresAt: Date;
  userId: string;
  username: string;
  userType: 'Client' | 'Staff' | 'Intermediary';
  clientId: string | null;
  adviserId: string | null;
}

/**
 * The session's row and its user's, if the session is live at one of the stages. Every signed-in
 * request not answered by the session cache asks this first, so it is a named statement (planned once
 * per pooled connection); the times leave as epoch milliseconds, the same number on PostgreSQL and PGlite.
 */
async function findSessionAtStages<S extends SessionStageInDb>(
  db: Db,
  sessionId: string,
  now: Date,
  stages: ReadonlyArray<S>,
): Promise<(SignedInSession & { stage: S }) | null> {
  const rows = await executeNamed<
    Omit<SignedInSession, 'lastSeenAt' | 'expiresAt'> & { lastSeenMs: number | string; expiresMs: number | string }
  >(
    db,
    sql`select s.id as "sessionId", s.channel, s.stage, (extract(epoch from s.last_seen_at) * 1000)::float8 as "lastSeenMs",
          (extract(epoch from s.expires_at) * 1000)::float8 as "expiresMs",
          u.id as "userId", u.username, u.user_type as "userType", u.client_id as "clientId", u.adviser_id as "adviserId"
        from sessions s join users u on u.id = s.user_id
        where s.id = ${sessionId} and s.stage = any(${arrayParam(stages, 'text')}) and s.expires_at > ${now.toISOString()}::timestamptz
        limit 1`,
    'session_at_stages',
  );
  const row = rows[0];
  if (!row) return null;
  const { lastSeenMs, expiresMs, ...rest } = row;
  return { ...rest, lastSeenAt: new Date(Number(lastSeenMs)), expiresAt: new Date(Number(expiresMs)), stage: row.stage as S };
}

/**
 * Accepts a TOTP time step only if it is later than the last one accepted, in one statement, so the
 * same code can never sign in twice, even from two requests at once.
 */
export async function claimTwoFactorStep(db: Db, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ twoFactorLastStep: step })
    .where(
      and(
        eq(users.id, userId),
        sql`(${users.twoFactorLastStep} is null or ${users.twoFactorLastStep} < ${step})`,
      ),
    )
    .returning({ id: users.id });
  return rows.length === 1;
}

/** Ends every session of a user but one; answers how many ended. */
export async function deleteOtherSessions(db: Db, userId: string, keepSessionId: string): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  sessionsChanged({ sessionIds: rows.map((r) => r.id) });
  return rows.length;
}

export async function touchSession(db: Db, sessionId: string, now: Date) {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
  sessionsChanged({ sessionIds: [sessionId] });
}

export async function findClient(db: Db, clientId: string) {
  const rows = await db.select().from(clients).where(eq(clients.id, clientId)).limit(1);
  return rows[0] ?? null;
}

/** Every account the client holds, owned or related, with what the shell needs to decide menus. */
export async function findHeldAccounts(db: Db, clientId: string) {
  return db
    .select({
      productType: accounts.productType,
      accountStatus: accounts.accountStatus,
      ownershipType: accountHolders.ownershipType,
    })
    .from(accountHolders)
    .innerJoin(accounts, eq(accounts.id, accountHolders.accountId))
    .where(eq(accountHolders.clientId, clientId));
}

export async function insertAuditEvent(
  db: Db,
  event: { userId?: string | null; username?: string | null; channel: string; ip: string; event: AuditEventType; detail?: string },
) {
  await db.insert(auditEvents).values(event);
}

/** Where a security event happened: the database to record it in, the portal and the caller's address. */
export interface AuditPlace {
  db: Db;
  channel: string;
  ip: string;
}

/** Records a security event about a user (or a username that matched nobody): who, what, when, where. */
export function recordAudit(
  at: AuditPlace,
  who: { id: string | null; username: string | null },
  event: AuditEventType,
  detail?: string,
): Promise<void> {
  return insertAuditEvent(at.db, {
    userId: who.id,
    username: who.username,
    channel: at.channel,
    ip: at.ip,
    event,
    ...(detail === undefined ? {} : { detail }),
  });
}
