import { and, desc, eq, exists, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts, notificationContents, notifications } from '../../db/schema/index.js';

/** A client's notifications, newest first; dismissed ones are gone from every list. */
export async function findNotificationsOfClient(db: Db, clientId: string) {
  return db
    .select({
      id: notifications.id,
      typeCode: notifications.notificationTypeCode,
      priorityCode: notifications.notificationPriorityCode,
      statusCode: notifications.notificationStatusCode,
      subject: notifications.subject,
      bodyText: notifications.bodyText,
      dateSent: notifications.dateSent,
      dismissible: notifications.dismissible,
      accountId: notifications.accountId,
      accountNumber: accounts.accountNumber,
      ctaLabel: notifications.ctaLabel,
      ctaLinkToCode: notifications.ctaLinkToCode,
      ctaLinkToId: notifications.ctaLinkToId,
      ctaLinkToUrl: notifications.ctaLinkToUrl,
    })
    .from(notifications)
    .leftJoin(accounts, eq(accounts.id, notifications.accountId))
    .where(and(eq(notifications.clientId, clientId), ne(notifications.notificationStatusCode, 'Dismissed')))
    .orderBy(desc(notifications.dateSent));
}

/**
 * One notification of a client, or null: another client's id, an unknown id and a dismissed one
 * (gone from every list) all answer null, so the caller cannot tell them apart.
 */
export async function findLiveNotificationOfClient(db: Db, notificationId: string, clientId: string) {
  const [row] = await db
    .select({ id: notifications.id, statusCode: notifications.notificationStatusCode, dismissible: notifications.dismissible })
    .from(notifications)
    .where(
      and(
        eq(notifications.id, notificationId),
        eq(notifications.clientId, clientId),
        ne(notifications.notificationStatusCode, 'Dismissed'),
      ),
    );
  return row ?? null;
}

/** Sets the status of one of the client's notifications; answers whether a row changed. */
export async function updateNotificationStatus(
  db: Db,
  notificationId: string,
  clientId: string,
  status: 'Read' | 'Unread' | 'Dismissed',
): Promise<boolean> {
  const updated = await db
    .update(notifications)
    .set({ notificationStatusCode: status })
    .where(
      and(
        eq(notifications.id, notificationId),
        eq(notifications.clientId, clientId),
        ne(notifications.notificationStatusCode, 'Dismissed'),
        ne(notifications.notificationStatusCode, status),
      ),
    )
    .returning({ id: notifications.id });
  return updated.length > 0;
}

/** Marks the client's unread notifications of one list read; answers how many changed. */
export async function markUnreadAsRead(db: Db, clientId: string, list: 'all' | 'alerts' | 'general'): Promise<number> {
  const priority =
    list === 'alerts'
      ? eq(notifications.notificationPriorityCode, 'RequireAction')
      : list === 'general'
        ? ne(notifications.notificationPriorityCode, 'RequireAction')
        : undefined;
  const updated = await db
    .update(notifications)
    .set({ notificationStatusCode: 'Read' })
    .where(and(eq(notifications.clientId, clientId), eq(notifications.notificationStatusCode, 'Unread'), priority))
    .returning({ id: notifications.id });
  return updated.length;
}

/**
 * A monthly review or blog the client was sent: the content exists and one of the client's own
 * notifications (any status) opens it through its BLOG or MONTHLYREVIEW call to action.
 */
export async function findContentSentToClient(db: Db, contentId: string, clientId: string) {
  const [row] = await db
    .select({ id: notificationContents.id, title: notificationContents.title, html: notificationContents.html })
    .from(notificationContents)
    .where(
      and(
        eq(notificationContents.id, contentId),
        exists(
          db
            .select({ one: sql`1` })
            .from(notifications)
            .where(
              and(
                eq(notifications.clientId, clientId),
                eq(notifications.ctaLinkToId, contentId),
                inArray(notifications.ctaLinkToCode, ['BLOG', 'MONTHLYREVIEW']),
              ),
            ),
        ),
      ),
    );
  return row ?? null;
}
