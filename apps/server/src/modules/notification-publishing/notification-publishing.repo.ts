import { and, count, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { PROSPECT_STATUS_CODES, type Audience, type Channel, type PublicationStatus } from '@tasman/domain';
import type { Db } from '../../db/client.js';
import { accountHolders, accounts, clients, notificationContents, notificationPublications, notifications, users } from '../../db/schema/index.js';

export type PublicationRow = typeof notificationPublications.$inferSelect;
export type PublicationInsert = typeof notificationPublications.$inferInsert;

/** The clients of one audience on one portal (domain isInAudience, in SQL). */
export interface ResolvedAudience {
  clientIds: string[];
  /** The account an 'account' audience names (its notifications carry it), else null. */
  accountId: string | null;
  /** The client's name for a 'client' audience, else null. */
  clientName: string | null;
}

/** An 'account' or 'client' audience that names nothing on this portal: null. */
export async function resolveAudience(db: Db, channel: Channel, audience: Audience): Promise<ResolvedAudience | null> {
  const value = audience.value?.trim() ?? '';
  switch (audience.kind) {
    case 'client': {
      const rows = await db
        .select({ id: clients.id, firstName: clients.firstName, lastName: clients.lastName, clientKey: clients.clientKey })
        .from(clients)
        .where(
          and(
            eq(clients.channel, channel),
            or(
              eq(clients.clientKey, value),
              inArray(clients.id, db.select({ id: users.clientId }).from(users).where(and(eq(users.username, value.toLowerCase()), eq(users.userType, 'Client')))),
            ),
          ),
        )
        .limit(2);
      // A client key and another client's username that are the same text: ambiguous, so nobody.
      if (rows.length !== 1) return null;
      const row = rows[0]!;
      return { clientIds: [row.id], accountId: null, clientName: `${row.firstName} ${row.lastName} (${row.clientKey})` };
    }
    case 'account': {
      const [account] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.accountNumber, value), eq(accounts.channel, channel)));
      if (!account) return null;
      const rows = await db
        .selectDistinct({ clientId: accountHolders.clientId })
        .from(accountHolders)
        .innerJoin(clients, eq(clients.id, accountHolders.clientId))
        .where(and(eq(accountHolders.accountId, account.id), eq(clients.channel, channel)));
      return { clientIds: rows.map((r) => r.clientId), accountId: account.id, clientName: null };
    }
    case 'product': {
      const rows = await db
        .selectDistinct({ clientId: accountHolders.clientId })
        .from(accountHolders)
        .innerJoin(accounts, eq(accounts.id, accountHolders.accountId))
        .innerJoin(clients, eq(clients.id, accountHolders.clientId))
        .where(
          and(
            eq(accounts.productType, value as (typeof accounts.productType.enumValues)[number]),
            eq(accounts.accountStatus, 'O'),
            eq(accounts.channel, channel),
            eq(clients.channel, channel),
          ),
        );
      return { clientIds: rows.map((r) => r.clientId), accountId: null, clientName: null };
    }
    case 'channel': {
      const rows = await db.select({ clientId: clients.id }).from(clients).where(eq(clients.channel, channel));
      return { clientIds: rows.map((r) => r.clientId), accountId: null, clientName: null };
    }
    case 'prospects': {
      const rows = await db
        .select({ clientId: clients.id })
        .from(clients)
        .where(and(eq(clients.channel, channel), inArray(clients.clientStatusCode, [...PROSPECT_STATUS_CODES])));
      return { clientIds: rows.map((r) => r.clientId), accountId: null, clientName: null };
    }
  }
}

/** Whether a monthly review or blog post of this id exists (BLOG and MONTHLYREVIEW calls to action open it). */
export async function contentExists(db: Db, id: string, contentType: 'BLOG' | 'MONTHLYREVIEW'): Promise<boolean> {
  const rows = await db
    .select({ id: notificationContents.id })
    .from(notificationContents)
    .where(and(eq(notificationContents.id, id), eq(notificationContents.contentType, contentType)));
  return rows.length > 0;
}

export async function insertPublication(db: Db, row: PublicationInsert): Promise<PublicationRow> {
  const [inserted] = await db.insert(notificationPublications).values(row).returning();
  return inserted!;
}

/** The publication, locked until the transaction ends, so delivery and withdrawal of one take turns. */
export async function lockPublication(db: Db, id: string): Promise<PublicationRow | null> {
  const [row] = await db.select().from(notificationPublications).where(eq(notificationPublications.id, id)).for('update');
  return row ?? null;
}

export async function findPublication(db: Db, id: string, channel: Channel): Promise<PublicationRow | null> {
  const [row] = await db
    .select()
    .from(notificationPublications)
    .where(and(eq(notificationPublications.id, id), eq(notificationPublications.channel, channel)));
  return row ?? null;
}

export async function setPublicationStatus(
  db: Db,
  id: string,
  values: { status: PublicationStatus; sentAt?: Date; recipientCount?: number; withdrawnAt?: Date; withdrawnByUsername?: string | null },
): Promise<PublicationRow> {
  const [row] = await db.update(notificationPublications).set(values).where(eq(notificationPublications.id, id)).returning();
  return row!;
}

/** Removes every client's copy of a publication; answers whose lists changed. */
export async function deleteCopies(db: Db, publicationId: string): Promise<string[]> {
  const rows = await db.delete(notifications).where(eq(notifications.publicationId, publicationId)).returning({ clientId: notifications.clientId });
  return rows.map((r) => r.clientId);
}

export async function countCopies(db: Db, publicationId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(eq(notifications.publicationId, publicationId));
  return row?.n ?? 0;
}

export async function listPublications(db: Db, channel: Channel, page: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notificationPublications)
      .where(eq(notificationPublications.channel, channel))
      .orderBy(desc(notificationPublications.createdAt), desc(notificationPublications.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(notificationPublications).where(eq(notificationPublications.channel, channel)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Scheduled publications whose time has come by `before` (null: send now, left by a failed request), oldest first. */
export async function findScheduledPublications(db: Db, before: Date | null): Promise<Array<{ id: string; scheduledFor: Date | null }>> {
  return db
    .select({ id: notificationPublications.id, scheduledFor: notificationPublications.scheduledFor })
    .from(notificationPublications)
    .where(
      and(
        eq(notificationPublications.status, 'scheduled'),
        before ? or(isNull(notificationPublications.scheduledFor), lte(notificationPublications.scheduledFor, before)) : sql`true`,
      ),
    )
    .orderBy(notificationPublications.scheduledFor);
}
