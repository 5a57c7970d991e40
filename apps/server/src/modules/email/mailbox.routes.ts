import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBody, MailboxResponse } from '@tasman/domain';
import { ApiError } from '../../plugins/api-error.js';
import { demoMailboxEnabled } from './demo-mailbox.js';
import { listMailbox } from './outbox.repo.js';

const MailboxQuery = z.object({ to: z.string().max(254).optional() });

/** How many messages the mailbox shows, newest first. */
const MAILBOX_SIZE = 100;

/**
 * The demo mailbox (issue 4): every e-mail this portal queued, so a newcomer can follow a reset link
 * end to end without an SMTP server. It exists only where demoMailboxEnabled says so (demo data, no
 * SMTP_URL, not production); anywhere else the route answers 404 like a path that is not there.
 */
export async function mailboxRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/v1/demo/mailbox',
    {
      config: { access: 'public' },
      schema: {
        tags: ['demo'],
        summary: 'E-mails this portal queued (demo only; 404 elsewhere), newest first, optionally for one address',
        querystring: MailboxQuery,
        response: { 200: MailboxResponse, 404: ApiErrorBody },
      },
    },
    async (request) => {
      if (!demoMailboxEnabled(app.env)) throw new ApiError('NotFound');
      const rows = await listMailbox(app.database.db, app.channel, request.query.to || undefined, MAILBOX_SIZE);
      return {
        messages: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          to: row.toAddress,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody,
          status: row.status,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  );
}
