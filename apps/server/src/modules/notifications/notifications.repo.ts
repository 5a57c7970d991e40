import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts, notifications } from '../../db/schema/index.js';

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
