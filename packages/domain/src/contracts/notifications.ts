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
