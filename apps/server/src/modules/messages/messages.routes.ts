import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorBody, MessageInboxResponse, SetMessageStatusRequest, SetMessageStatusResponse } from '@tasman/domain';
import { inbox, setMessageStatus } from './messages.service.js';

/** spec 000 §7 'Message inbox' and 'Message status', at the spec's paths (DESIGN §6). */
export async function messagesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/v1/message/inbox',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['messages'],
        summary: "The signed-in client's messages, newest first",
        response: { 200: MessageInboxResponse, 401: ApiErrorBody },
      },
    },
    async (request) => inbox(app.database.db, request.auth!),
  );

  api.post(
    '/api/v1/message/status',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['messages'],
        summary: "Mark one of the signed-in client's messages read or unread (answers true)",
        body: SetMessageStatusRequest,
        response: { 200: SetMessageStatusResponse, 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request) => setMessageStatus(app.database.db, request.auth!, request.body.messageId, request.body.newStatus),
  );
}
