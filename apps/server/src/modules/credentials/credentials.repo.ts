import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Channel, LinkOperation } from '@tasman/domain';
import type { Db } from '../../db/client.js';
import { advisers, clients, credentialLinks, sessions, users } from '../../db/schema/index.js';
import { sessionsChanged } from '../auth/session-cache.js';

/** SQL of password links, password changes and credential recovery. */

/** A user with what an e-mail to them needs: the first name to greet and the address on file. */
const contactColumns = {
  id: users.id,
  username: users.username,
  channel: users.channel,
  userType: users.userType,
  passwordHash: users.passwordHash,
  clientFirstName: clients.firstName,
  clientEmail: clients.emailAddress,
  adviserFirstName: advisers.firstName,
  adviserEmail: advisers.emailAddress,
};

type ContactRow = {
  id: string;
  username: string;
  channel: Channel;
  userType: 'Client' | 'Staff' | 'Intermediary';
  passwordHash: string | null;
  clientFirstName: string | null;
  clientEmail: string | null;
  adviserFirstName: string | null;
  adviserEmail: string | null;
};

export interface UserContact {
  id: string;
  username: string;
  channel: Channel;
  userType: 'Client' | 'Staff' | 'Intermediary';
  hasPassword: boolean;
  /** The client's first name, else the adviser's, else the username. */
  firstName: string;
  /** A client's e-mail address, an adviser's for advisers; staff have none. */
  email: string | null;
}

function toContact(row: ContactRow): UserContact {
  const email = row.userType === 'Client' ? row.clientEmail : row.userType === 'Intermediary' ? row.adviserEmail : null;
  return {
    id: row.id,
    username: row.username,
    channel: row.channel,
    userType: row.userType,
    hasPassword: row.passwordHash !== null,
    firstName: row.clientFirstName ?? row.adviserFirstName ?? row.username,
    email: email && email.trim() !== '' ? email.trim() : null,
  };
}

function selectContacts(db: Db) {
  return db
    .select(contactColumns)
    .from(users)
    .leftJoin(clients, eq(clients.id, users.clientId))
    .leftJoin(advisers, eq(advisers.id, users.adviserId));
}

export async function findUserContact(db: Db, userId: string): Promise<UserContact | null> {
  const [row] = await selectContacts(db).where(eq(users.id, userId)).limit(1);
  return row ? toContact(row) : null;
}

export async function findUserContactByUsername(db: Db, username: string): Promise<UserContact | null> {
  const [row] = await selectContacts(db).where(eq(users.username, username.trim().toLowerCase())).limit(1);
  return row ? toContact(row) : null;
}

/** The link whose secret hashes to tokenHash, with its user, or null. */
export async function findLinkByHash(db: Db, tokenHash: string) {
  const [row] = await db.select().from(credentialLinks).where(eq(credentialLinks.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

/** Stores a new link; the user's older unused links of the same purpose stop working. */
export async function insertLink(
  db: Db,
  link: { userId: string; purpose: LinkOperation; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .update(credentialLinks)
    .set({ usedAt: sql`now()` })
    .where(and(eq(credentialLinks.userId, link.userId), eq(credentialLinks.purpose, link.purpose), isNull(credentialLinks.usedAt)));
  await db.insert(credentialLinks).values(link);
}

/**
 * Uses a link up, if it is still unused and unexpired, in one statement: of two requests with the
 * same link, exactly one gets true.
 */
export async function claimLink(db: Db, linkId: string): Promise<boolean> {
  const rows = await db
    .update(credentialLinks)
    .set({ usedAt: sql`now()` })
    .where(and(eq(credentialLinks.id, linkId), isNull(credentialLinks.usedAt), sql`${credentialLinks.expiresAt} > now()`))
    .returning({ id: credentialLinks.id });
  return rows.length === 1;
}

/** Every unused link of a user stops working. */
export async function retireOpenLinks(db: Db, userId: string): Promise<void> {
  await db
    .update(credentialLinks)
    .set({ usedAt: sql`now()` })
    .where(and(eq(credentialLinks.userId, userId), isNull(credentialLinks.usedAt)));
}

/** A new password: also clears failed attempts and the lockout (a reset is how a locked user gets back in). */
export async function setPassword(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, passwordSetAt: sql`now()`, failedSignIns: 0, lockedAt: null })
    .where(eq(users.id, userId));
}

/** Ends every session of a user; answers how many ended. */
export async function deleteAllSessions(db: Db, userId: string): Promise<number> {
  const rows = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  sessionsChanged({ userId });
  return rows.length;
}

export interface RecoveryClient {
  id: string;
  clientKey: string;
  firstName: string;
  email: string;
}

/**
 * Clients of a portal whose e-mail matches (case-insensitively) and whose IRD number (NZ, compared as
 * nine digits) or date of birth (AU, yyyy-mm-dd) matches. At most `limit`: the caller only needs to
 * tell none, one and several apart.
 */
export async function findRecoveryClients(
  db: Db,
  channel: Channel,
  email: string,
  identity: { irdNumber: string } | { dateOfBirth: string },
  limit = 2,
): Promise<RecoveryClient[]> {
  const identityMatches =
    'irdNumber' in identity
      ? sql`lpad(regexp_replace(${clients.irdNumber}, '[^0-9]', '', 'g'), 9, '0') = ${identity.irdNumber}`
      : eq(clients.dateOfBirth, identity.dateOfBirth);
  const rows = await db
    .select({ id: clients.id, clientKey: clients.clientKey, firstName: clients.firstName, email: clients.emailAddress })
    .from(clients)
    .where(
      and(
        eq(clients.channel, channel),
        sql`lower(trim(${clients.emailAddress})) = ${email.trim().toLowerCase()}`,
        identityMatches,
      ),
    )
    .orderBy(asc(clients.clientKey))
    .limit(limit);
  return rows.map((r) => ({ ...r, email: (r.email ?? '').trim() }));
}

/** The login of a client on a portal, the oldest if there are several; null when the client has none. */
export async function findClientUser(db: Db, clientId: string, channel: Channel) {
  const [row] = await db
    .select({ id: users.id, username: users.username, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.clientId, clientId), eq(users.channel, channel)))
    .orderBy(asc(users.createdAt))
    .limit(1);
  return row ?? null;
}

/** Holds the client's row until the transaction ends, so two registrations at once create one login. */
export async function lockClient(db: Db, clientId: string): Promise<void> {
  await db.execute(sql`select id from clients where id = ${clientId} for update`);
}

/** Creates a client's login with the first free username of `candidates`; null if none is free. */
export async function insertClientUser(
  db: Db,
  user: { clientId: string; channel: Channel; candidates: readonly string[] },
): Promise<{ id: string; username: string } | null> {
  for (const candidate of user.candidates) {
    const rows = await db
      .insert(users)
      .values({ username: candidate.toLowerCase(), channel: user.channel, userType: 'Client', clientId: user.clientId })
      .onConflictDoNothing({ target: users.username })
      .returning({ id: users.id, username: users.username });
    if (rows[0]) return rows[0];
  }
  return null;
}
