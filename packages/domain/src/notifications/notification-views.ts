import type { Notification, NotificationsResponse } from '../contracts/notifications.js';

/**
 * The lists of /notifications (spec 000 §2.6): All Messages, Alerts, General Messages. The `view`
 * query parameter names one by its number (the alert bar links to `?view=1`, the alerts); a missing
 * or unknown value, or Alerts when there are none, shows All Messages.
 */
export type NotificationView = 'all' | 'alerts' | 'general';

export const VIEW_PARAM: Record<NotificationView, string> = { all: '0', alerts: '1', general: '2' };

export const VIEW_TITLES: Record<NotificationView, string> = {
  all: 'All Messages',
  alerts: 'Alerts',
  general: 'General Messages',
};

export interface NotificationViewEntry {
  view: NotificationView;
  title: string;
  /** The figure beside the title: new messages for All, unread for the other two. */
  count: number;
  notifications: readonly Notification[];
}

/** Newest first; two sent at the same instant keep a stable order by id. */
function newestFirst(a: Notification, b: Notification): number {
  const byDate = Date.parse(b.dateSent) - Date.parse(a.dateSent);
  if (byDate !== 0 && !Number.isNaN(byDate)) return byDate;
  return a.portalNotificationId < b.portalNotificationId ? -1 : a.portalNotificationId > b.portalNotificationId ? 1 : 0;
}

/** The side-menu entries in order; Alerts only when alerts exist (spec 000 §2.6). Dismissed ones never show. */
export function notificationViews(response: NotificationsResponse): NotificationViewEntry[] {
  const shown = (list: readonly Notification[]) => list.filter((n) => n.notificationStatusCode !== 'Dismissed');
  const alerts = shown(response.alertsNotifications);
  const general = shown(response.generalNotifications);
  const entries: NotificationViewEntry[] = [
    { view: 'all', title: VIEW_TITLES.all, count: response.newMessageCount, notifications: [...alerts, ...general].sort(newestFirst) },
  ];
  if (alerts.length > 0) {
    entries.push({ view: 'alerts', title: VIEW_TITLES.alerts, count: response.unreadAlertsNotificationTotal, notifications: alerts });
  }
  entries.push({ view: 'general', title: VIEW_TITLES.general, count: response.unreadGeneralNotificationTotal, notifications: general });
  return entries;
}

/** The view the `view` parameter asks for, if it is one of those shown; else All Messages. */
export function selectedView(param: string | null, available: readonly NotificationView[]): NotificationView {
  const asked = (Object.keys(VIEW_PARAM) as NotificationView[]).find((view) => VIEW_PARAM[view] === param?.trim());
  return asked && available.includes(asked) ? asked : 'all';
}

/** The list 'Mark all as read' applies to: every notification for All Messages, else that list. */
export function unreadIn(list: readonly Notification[]): number {
  return list.filter((n) => n.notificationStatusCode === 'Unread').length;
}

/** spec 000 §2.6: an unread RequireAction card has an orange subject. */
export function needsActionHighlight(notification: Notification): boolean {
  return notification.notificationStatusCode === 'Unread' && notification.notificationPriorityCode === 'RequireAction';
}
