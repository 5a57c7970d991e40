import { z } from 'zod';

/** spec 000 §3 'Notification'. */
export const Notification = z.object({
  portalNotificationId: z.string(),
  notificationTypeCode: z.string(),
  notificationPriorityCode: z.string(),
  notificationStatusCode: z.enum(['Unread', 'Read', 'Dismissed']),
  subject: z.string(),
  bodyText: z.string(),
  dateSent: z.string(),
  notificationDismissible: z.boolean(),
  accountId: z.string().nullable(),
  accountNumber: z.string().nullable(),
  callToAction: z
    .object({
      label: z.string().nullable(),
      linkToCode: z.string().nullable(),
      linkToId: z.string().nullable(),
      linkToUrl: z.string().nullable(),
    })
    .nullable(),
});
export type Notification = z.infer<typeof Notification>;

/** spec 000 §3 'Notification counts'. */
export const NotificationsResponse = z.object({
  newMessageCount: z.number().int(),
  unreadAlertsNotificationTotal: z.number().int(),
  unreadGeneralNotificationTotal: z.number().int(),
  alertsNotifications: z.array(Notification),
  generalNotifications: z.array(Notification),
});
export type NotificationsResponse = z.infer<typeof NotificationsResponse>;

/**
 * A push on the status socket `/ws/status` besides the portal status (issue 12). Sent only to a socket
 * opened with a signed-in session, when that user's notifications changed (a new one published, one
 * read, unread or dismissed in another tab or device, one withdrawn): the browser reloads
 * `GET /api/v1/notifications`. Status messages stay `PortalStatusResponse` ({currentStatus, currentStatusAus}).
 */
export const LiveEvent = z.object({ event: z.literal('notifications-changed') });
export type LiveEvent = z.infer<typeof LiveEvent>;

/** Path of the operations on one notification (issue 12). */
export const NotificationIdPath = z.object({ notificationId: z.uuid({ error: 'Not a notification id' }) });
export type NotificationIdPath = z.infer<typeof NotificationIdPath>;

/**
 * spec 000 §7 'Notification operations: toggle status (id, new status)'. Dismissed only when the
 * notification is notificationDismissible (§2.6); a dismissed one is gone from every list.
 */
export const SetNotificationStatusRequest = z.object({
  status: z.enum(['Read', 'Unread', 'Dismissed'], { error: 'Expected Read, Unread or Dismissed' }),
});
export type SetNotificationStatusRequest = z.infer<typeof SetNotificationStatusRequest>;

/** spec 000 §2.6 'Each list has a Mark all as read menu': all, the alerts or the general list. */
export const NotificationList = z.enum(['all', 'alerts', 'general'], { error: 'Expected all, alerts or general' });
export type NotificationList = z.infer<typeof NotificationList>;
export const MarkAllReadRequest = z.object({ list: NotificationList });
export type MarkAllReadRequest = z.infer<typeof MarkAllReadRequest>;

/** Ids of notification_contents (e.g. 'monthly-review-2026-10', 'blog-staying-invested'). */
export const NotificationContentIdPath = z.object({
  contentId: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/, { error: 'Not a content id' }),
});
export type NotificationContentIdPath = z.infer<typeof NotificationContentIdPath>;
