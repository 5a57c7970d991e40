import type { Notification, NotificationList, NotificationsResponse } from '@tasman/domain';
import type { Database, Db } from '../../db/client.js';
import { ApiError } from '../../plugins/api-error.js';
import type { AuthContext } from '../auth/auth-context.js';
import { announceNotificationsChanged } from './notifications-live.js';
import * as repo from './notifications.repo.js';

type Row = Awaited<ReturnType<typeof repo.findNotificationsOfClient>>[number];

function toNotification(row: Row): Notification {
  const hasCallToAction = row.ctaLabel !== null || row.ctaLinkToCode !== null;
  return {
    portalNotificationId: row.id,
    notificationTypeCode: row.typeCode,
    notificationPriorityCode: row.priorityCode,
    notificationStatusCode: row.statusCode as Notification['notificationStatusCode'],
    subject: row.subject,
    bodyText: row.bodyText,
    dateSent: row.dateSent.toISOString(),
    notificationDismissible: row.dismissible,
    accountId: row.accountId,
    accountNumber: row.accountNumber,
    callToAction: hasCallToAction
      ? { label: row.ctaLabel, linkToCode: row.ctaLinkToCode, linkToId: row.ctaLinkToId, linkToUrl: row.ctaLinkToUrl }
      : null,
  };
}

/**
 * spec 000 §3 'Notification counts'. Alerts are the RequireAction notifications; the rest are
 * general. newMessageCount counts every unread one.
 */
export async function listNotifications(db: Db, auth: AuthContext): Promise<NotificationsResponse> {
  const rows = auth.clientId ? await repo.findNotificationsOfClient(db, auth.clientId) : [];
  const all = rows.map(toNotification);
  const alerts = all.filter((n) => n.notificationPriorityCode === 'RequireAction');
  const general = all.filter((n) => n.notificationPriorityCode !== 'RequireAction');
  const unread = (list: Notification[]) => list.filter((n) => n.notificationStatusCode === 'Unread').length;
  return {
    newMessageCount: unread(all),
    unreadAlertsNotificationTotal: unread(alerts),
    unreadGeneralNotificationTotal: unread(general),
    alertsNotifications: alerts,
    generalNotifications: general,
  };
}

const notFound = () => new ApiError('NotFound', 'Notification not found.');

/**
 * spec 000 §7 'toggle status (id, new status)': Read, Unread, or Dismissed when the notification is
 * dismissible (§2.6). Only the signed-in client's own notification on this portal: anything else —
 * another client's, a dismissed one, an unknown id, a user with no client record — is 404. A change
 * is announced to the client's other sockets (issue 12); answers the lists and counts after it.
 */
export async function setNotificationStatus(
  database: Database,
  auth: AuthContext,
  notificationId: string,
  status: 'Read' | 'Unread' | 'Dismissed',
): Promise<NotificationsResponse> {
  if (!auth.clientId) throw notFound();
  const found = await repo.findLiveNotificationOfClient(database.db, notificationId, auth.clientId);
  if (!found) throw notFound();
  if (status === 'Dismissed' && !found.dismissible) throw new ApiError('NotDismissible');
  const changed = await repo.updateNotificationStatus(database.db, notificationId, auth.clientId, status);
  if (changed) await announceNotificationsChanged(database, [auth.clientId]);
  return listNotifications(database.db, auth);
}

/** spec 000 §2.6 'Mark all as read' for all, the alerts or the general list; answers the lists and counts after it. */
export async function markAllRead(database: Database, auth: AuthContext, list: NotificationList): Promise<NotificationsResponse> {
  if (auth.clientId) {
    const changed = await repo.markUnreadAsRead(database.db, auth.clientId, list);
    if (changed > 0) await announceNotificationsChanged(database, [auth.clientId]);
  }
  return listNotifications(database.db, auth);
}
