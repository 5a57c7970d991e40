import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiErrorBody,
  AudiencePreviewQuery,
  AudiencePreviewResponse,
  NotificationPublication,
  NotificationPublicationsQuery,
  NotificationPublicationsResponse,
  PublishNotificationRequest,
  WithdrawPublicationRequest,
} from '@tasman/domain';
import { ApiError } from '../../plugins/api-error.js';
import { listPublications, previewAudience, publishNotification, withdrawPublication, type StaffPlace } from './notification-publishing.service.js';

const BASE = '/api/v1/staff/notification-publications';

/**
 * Staff publishing notifications (issue 12): compose, preview the audience, send now or schedule,
 * list and withdraw — staff only, on their own portal (spec 000 §2.6: the notifications admin area
 * admits only Staff).
 */
export async function notificationPublishingRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const placeOf = (request: FastifyRequest): StaffPlace => {
    if (!request.auth) throw new ApiError('Unauthenticated');
    return { db: app.database.db, channel: app.channel, ip: request.ip, auth: request.auth };
  };
  const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody };

  api.get(
    BASE,
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staff'],
        summary: "This portal's published and scheduled notifications, newest first, 50 a page (staff only)",
        querystring: NotificationPublicationsQuery,
        response: { 200: NotificationPublicationsResponse, ...errors },
      },
    },
    async (request) => listPublications(app.database.db, app.channel, request.query.pageNo),
  );

  api.get(
    `${BASE}/audience`,
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staff'],
        summary: 'How many clients of this portal an audience reaches now (staff only)',
        querystring: AudiencePreviewQuery,
        response: { 200: AudiencePreviewResponse, ...errors },
      },
    },
    async (request) => previewAudience(app.database.db, app.channel, request.query),
  );

  api.post(
    BASE,
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staff'],
        summary: 'Publish a notification to an audience of this portal, now or at a scheduled time (staff only; audited)',
        body: PublishNotificationRequest,
        response: { 201: NotificationPublication, ...errors },
      },
    },
    async (request, reply) => {
      const publication = await publishNotification(placeOf(request), request.body);
      return reply.code(201).send(publication);
    },
  );

  api.post(
    `${BASE}/withdraw`,
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staff'],
        summary: "Withdraw a publication: every client's copy is removed, a scheduled one is cancelled (staff only; audited)",
        body: WithdrawPublicationRequest,
        response: { 200: NotificationPublication, 404: ApiErrorBody, ...errors },
      },
    },
    async (request) => withdrawPublication(placeOf(request), request.body.publicationId),
  );
}
