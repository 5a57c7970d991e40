import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorBody, NotificationsResponse } from '@tasman/domain';
import { listNotifications } from './notifications.service.js';

export async function notificationsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/notifications',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['notifications'], response: { 200: NotificationsResponse, 401: ApiErrorBody } },
    },
    async (request) => listNotifications(app.database.db, request.auth!),
  );
}
