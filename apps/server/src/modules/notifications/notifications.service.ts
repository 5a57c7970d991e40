import type { Notification, NotificationsResponse } from '@tasman/domain';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../auth/auth-context.js';
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
