import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorBody,
  MarkAllReadRequest,
  NotificationContentIdPath,
  NotificationIdPath,
  NotificationsResponse,
  SetNotificationStatusRequest,
} from '@tasman/domain';
import { webViewHtml } from './notification-web-view.js';
import { listNotifications, markAllRead, setNotificationStatus } from './notifications.service.js';

/** The web view is a sanitized fragment; should a browser open it directly, it runs nothing and loads nothing. */
const WEB_VIEW_CSP = "sandbox; default-src 'none'; style-src 'unsafe-inline'";

export async function notificationsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // spec 000 §7 'load notifications (forced reload)'.
  api.get(
    '/api/v1/notifications',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['notifications'], response: { 200: NotificationsResponse, 401: ApiErrorBody } },
    },
    async (request) => listNotifications(app.database.db, request.auth!),
  );

  // spec 000 §7 'toggle status (id, new status)'.
  api.post(
    '/api/v1/notifications/:notificationId/status',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['notifications'],
        summary: "Mark one of the signed-in client's notifications Read or Unread, or dismiss it when it is dismissible",
        params: NotificationIdPath,
        body: SetNotificationStatusRequest,
        response: { 200: NotificationsResponse, 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody, 409: ApiErrorBody },
      },
    },
    async (request) =>
      setNotificationStatus(app.database, request.auth!, request.params.notificationId, request.body.status),
  );

  // spec 000 §7 'toggle all read'; §2.6 'Each list has a Mark all as read menu'.
  api.post(
    '/api/v1/notifications/mark-all-read',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['notifications'],
        summary: "Mark every unread notification of one list (all, alerts, general) of the signed-in client read",
        body: MarkAllReadRequest,
        response: { 200: NotificationsResponse, 400: ApiErrorBody, 401: ApiErrorBody },
      },
    },
    async (request) => markAllRead(app.database, request.auth!, request.body.list),
  );

  // spec 000 §7 'get web view (content id, returns HTML text)'; §2.6 webView={id}.
  api.get(
    '/api/v1/notifications/web-view/:contentId',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['notifications'],
        summary: 'The sanitized HTML of a monthly review or blog one of your notifications opens',
        params: NotificationContentIdPath,
        response: { 200: z.string(), 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const html = await webViewHtml(app.database.db, request.auth!, request.params.contentId);
      return reply.type('text/html; charset=utf-8').header('content-security-policy', WEB_VIEW_CSP).send(html);
    },
  );
}
