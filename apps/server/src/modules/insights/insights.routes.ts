import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorBody,
  ERRORS,
  INSIGHT_IMAGE_MAX_BYTES,
  InsightArticle,
  InsightArticleParams,
  InsightImageParams,
  InsightImageUploadResponse,
  InsightsFeedParams,
  InsightsFeedQuery,
  InsightsFeedResponse,
  SaveInsightArticleRequest,
  StaffInsightArticle,
  StaffInsightArticleParams,
  StaffInsightArticlesResponse,
} from '@tasman/domain';
import { sendCacheableBytes, sendCacheableJson } from '../../http/cacheable.js';
import { ApiError } from '../../plugins/api-error.js';
import { INSIGHT_IMAGE_CONTENT_TYPES } from './insight-image.js';
import * as insights from './insights.service.js';

/** The catalogue's sentence, then the contract's own ('page must be…'), or zod's wording with the field it is about. */
function clearValidationMessage(first: { instancePath?: string; message?: string } | undefined): string {
  const message = first?.message ?? '';
  if (/[.!]$/.test(message)) return `${ERRORS.ValidationFailed.message} ${message}`;
  const where = first?.instancePath?.replace(/^\//, '') ?? '';
  return `${ERRORS.ValidationFailed.message}${where ? ` (${where}${message ? `: ${message}` : ''})` : ''}`;
}

const STAFF_BASE = '/api/v1/staff/insights';
/** Published articles are the same for everyone: a minute in any cache, then revalidated by ETag. */
const FEED_CACHE = { scope: 'public', maxAgeSeconds: 60 } as const;
/** An image's name is a fresh UUID per upload, so its bytes never change under it. */
const IMAGE_CACHE = { scope: 'public', maxAgeSeconds: 86_400 } as const;

/**
 * The Investing Place's insights (issue 14; spec 002 §2.3, §7 'Insights feed' and 'Insights article'):
 * the public feed and article of this portal's channel, the articles' images, and the staff console's
 * writing, publishing and withdrawing (staff of this portal only; audited).
 */
export async function insightsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const placeOf = (request: FastifyRequest): insights.StaffPlace => {
    if (!request.auth) throw new ApiError('Unauthenticated');
    return { db: app.database.db, storage: app.storage, channel: app.channel, ip: request.ip, auth: request.auth };
  };
  const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody };

  // The contracts' own sentences ('page must be a whole number from 1 to 100000.', 'The title is
  // required.') reach the caller, rather than the generic mapper's 'The request is not valid. (page)'.
  app.addHook('preHandler', async (request) => {
    const failure = request.validationError as (Error & { validation?: Array<{ instancePath?: string; message?: string }> }) | undefined;
    if (failure) throw new ApiError('ValidationFailed', clearValidationMessage(failure.validation?.[0]));
  });

  api.get(
    '/cache/insights-feed/:channel',
    {
      config: { access: 'public' },
      attachValidation: true,
      schema: {
        tags: ['news'],
        summary: "A page of this portal's published insights, newest first (9 a page; hasMore says whether page + 1 has any)",
        params: InsightsFeedParams,
        querystring: InsightsFeedQuery,
        response: { 200: InsightsFeedResponse, 304: z.null(), 400: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const feed = await insights.insightsFeed(db(), app.channel, request.params.channel, request.query.page);
      return sendCacheableJson(request, reply, InsightsFeedResponse.parse(feed), FEED_CACHE);
    },
  );

  api.get(
    '/cache/insights/:channel/article/:articleId',
    {
      config: { access: 'public' },
      attachValidation: true,
      schema: {
        tags: ['news'],
        summary: "A published insights article of this portal, its body as sanitized HTML (404 'Article not found' otherwise)",
        params: InsightArticleParams,
        response: { 200: InsightArticle, 304: z.null(), 400: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const article = await insights.insightArticle(db(), app.channel, request.params.channel, request.params.articleId);
      return sendCacheableJson(request, reply, InsightArticle.parse(article), FEED_CACHE);
    },
  );

  // Untyped reply: the image's bytes. Params are still validated by their zod schema.
  app.get<{ Params: z.infer<typeof InsightImageParams> }>(
    '/cache/insights/images/:imageId',
    {
      config: { access: 'public' },
      attachValidation: true,
      schema: {
        tags: ['news'],
        summary: 'An image uploaded for an insights article (PNG, JPEG or WebP)',
        params: InsightImageParams,
        response: {
          200: { description: 'The image', content: { 'image/*': { schema: z.string().meta({ format: 'binary' }) } } },
          400: ApiErrorBody,
          404: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const image = await insights.insightImage(app.storage, request.params.imageId);
      return sendCacheableBytes(request, reply, image.bytes, image.contentType, IMAGE_CACHE);
    },
  );

  api.get(
    STAFF_BASE,
    {
      config: { access: 'staff' },
      attachValidation: true,
      schema: {
        tags: ['staff'],
        summary: "This portal's insights articles, drafts and withdrawn ones too, last changed first (staff only)",
        response: { 200: StaffInsightArticlesResponse, ...errors },
      },
    },
    async (request) => ({ list: await insights.listStaffArticles(placeOf(request)) }),
  );

  api.post(
    STAFF_BASE,
    {
      config: { access: 'staff' },
      attachValidation: true,
      schema: {
        tags: ['staff'],
        summary: 'Write a new insights article, as a draft (staff only; audited)',
        body: SaveInsightArticleRequest,
        response: { 201: StaffInsightArticle, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await insights.createArticle(placeOf(request), request.body)),
  );

  api.put(
    `${STAFF_BASE}/:articleId`,
    {
      config: { access: 'staff' },
      attachValidation: true,
      schema: {
        tags: ['staff'],
        summary: 'Save an edit of an insights article; a published one shows it at once (staff only; audited)',
        params: StaffInsightArticleParams,
        body: SaveInsightArticleRequest,
        response: { 200: StaffInsightArticle, 404: ApiErrorBody, ...errors },
      },
    },
    async (request) => insights.updateArticle(placeOf(request), request.params.articleId, request.body),
  );

  api.post(
    `${STAFF_BASE}/:articleId/publish`,
    {
      config: { access: 'staff' },
      attachValidation: true,
      schema: {
        tags: ['staff'],
        summary: "Publish a draft or withdrawn insights article to this portal's feed (staff only; audited)",
        params: StaffInsightArticleParams,
        response: { 200: StaffInsightArticle, 404: ApiErrorBody, ...errors },
      },
    },
    async (request) => insights.publishArticle(placeOf(request), request.params.articleId),
  );

  api.post(
    `${STAFF_BASE}/:articleId/withdraw`,
    {
      config: { access: 'staff' },
      attachValidation: true,
      schema: {
        tags: ['staff'],
        summary: 'Take a published insights article out of the feed (staff only; audited)',
        params: StaffInsightArticleParams,
        response: { 200: StaffInsightArticle, 404: ApiErrorBody, ...errors },
      },
    },
    async (request) => insights.withdrawArticle(placeOf(request), request.params.articleId),
  );

  // The upload's body is the image itself (its type proved by its bytes): image types are read up to
  // 2 MB by this plugin's own parser; anything else (JSON) keeps the server's 64 KB limit.
  app.addContentTypeParser(
    [...Object.values(INSIGHT_IMAGE_CONTENT_TYPES), 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: INSIGHT_IMAGE_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.post(
    `${STAFF_BASE}/images`,
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staff'],
        summary: "Upload an article's hero image: the body is a PNG, JPEG or WebP file of at most 2 MB (staff only; audited)",
        response: { 201: InsightImageUploadResponse, 413: ApiErrorBody, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await insights.uploadImage(placeOf(request), request.body)),
  );
}
