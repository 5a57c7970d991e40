import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ApiErrorBody } from '@tasman/domain';
import { sendCacheableBytes } from '../../http/cacheable.js';
import { businessDeskFeed } from './business-desk.service.js';

/**
 * GET /cache/business-desk-feed (spec 002 §7 'Business desk feed': RSS text, parsed in the browser):
 * the stored items the ingest job keeps, newest first. Private to the subscriber's browser for a
 * minute, with an ETag so a reload within or after it costs a 304.
 */
export async function businessDeskRoutes(app: FastifyInstance) {
  const channelLink = `${app.channel === 'NZ' ? app.env.nzPublicUrl : app.env.auPublicUrl}/news/news-list?view=businessdesk`;
  // Untyped route: the reply is RSS text, not JSON.
  app.get(
    '/cache/business-desk-feed',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['news'],
        summary: 'The business desk feed as RSS 2.0, newest 50 items; only for a client with the businessDesk flag (403 otherwise)',
        response: {
          200: { description: 'RSS 2.0; each item\'s guid is its slug', content: { 'application/rss+xml': { schema: z.string() } } },
          304: z.null(),
          401: ApiErrorBody,
          403: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const rss = await businessDeskFeed(app.database.db, request.auth!, {
        title: 'Business Desk',
        link: channelLink,
        description: 'Business news for The Investing Place',
      });
      return sendCacheableBytes(request, reply, Buffer.from(rss, 'utf8'), 'application/rss+xml; charset=utf-8', { scope: 'private', maxAgeSeconds: 60 });
    },
  );
}
