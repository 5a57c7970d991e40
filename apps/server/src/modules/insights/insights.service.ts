import { randomUUID } from 'node:crypto';
import {
  INSIGHTS_FEED_PAGE_SIZE,
  INSIGHT_IMAGE_MAX_BYTES,
  insightImagePath,
  SaveInsightArticleRequest,
  type Channel,
  type InsightArticle,
  type InsightImageUploadResponse,
  type InsightsChannel,
  type InsightsFeedResponse,
  type StaffInsightArticle,
} from '@tasman/domain';
import type { Db } from '../../db/client.js';
import type { DocumentStorage } from '../../storage/document-storage.js';
import { ApiError } from '../../plugins/api-error.js';
import type { AuthContext } from '../auth/auth-context.js';
import { recordAudit } from '../auth/auth.repo.js';
import { articleHtmlFromMarkdown } from './insight-html.js';
import { INSIGHT_IMAGE_CONTENT_TYPES, sniffInsightImage, type InsightImageType } from './insight-image.js';
import * as repo from './insights.repo.js';

/** spec 002 §8 'Insights article missing or failed': the web shows 'Article not found'; the API says the same. */
export const ARTICLE_NOT_FOUND = 'Article not found';

const IMAGE_FOLDER = 'insights/images';
const imageKeyOf = (imageId: string) => `${IMAGE_FOLDER}/${imageId}`;
const imageIdOf = (imageKey: string | null) => (imageKey ? imageKey.slice(IMAGE_FOLDER.length + 1) : null);
const imageUrlOf = (imageKey: string | null) => {
  const id = imageIdOf(imageKey);
  return id ? insightImagePath(id) : null;
};

/**
 * Each portal serves its own channel's insights only (decision): the other channel's feed or article
 * is 'not there' (404), as an AU article is not published to NZ investors.
 */
function ownChannel(portal: Channel, asked: InsightsChannel): Channel {
  if (asked.toUpperCase() !== portal) throw new ApiError('NotFound', `This portal publishes the ${portal.toLowerCase()} insights only.`);
  return portal;
}

const dateOf = (row: repo.InsightArticleRow) => (row.articleDate ?? row.publishedAt ?? row.createdAt).toISOString();

export async function insightsFeed(db: Db, portal: Channel, asked: InsightsChannel, page: number): Promise<InsightsFeedResponse> {
  const channel = ownChannel(portal, asked);
  const rows = await repo.publishedPage(db, channel, (page - 1) * INSIGHTS_FEED_PAGE_SIZE, INSIGHTS_FEED_PAGE_SIZE + 1);
  return {
    items: rows.slice(0, INSIGHTS_FEED_PAGE_SIZE).map((row) => ({
      articleID: row.id,
      title: row.title,
      image: imageUrlOf(row.imageKey),
      imageAlt: row.imageAlt ?? '',
      authors: row.authors.map((author) => ({ name: author.name })),
      articleDate: dateOf(row),
      body: row.summary,
      articleType: row.articleType,
    })),
    page,
    pageSize: INSIGHTS_FEED_PAGE_SIZE,
    hasMore: rows.length > INSIGHTS_FEED_PAGE_SIZE,
  };
}

/** A published article of the portal's channel; anything else (unknown, draft, withdrawn, the other channel's) is 404. */
export async function insightArticle(db: Db, portal: Channel, asked: InsightsChannel, id: number): Promise<InsightArticle> {
  const channel = ownChannel(portal, asked);
  const row = await repo.publishedArticle(db, channel, id);
  if (!row) throw new ApiError('NotFound', ARTICLE_NOT_FOUND);
  return {
    articleID: row.id,
    title: row.title,
    image: imageUrlOf(row.imageKey),
    imageAlt: row.imageAlt ?? '',
    authors: row.authors,
    postDate: dateOf(row),
    postHTML: row.bodyHtml,
    articleType: row.articleType,
  };
}

/** An uploaded image's bytes and type, or 404. Names are unguessable UUIDs, so drafts' images are not discoverable. */
export async function insightImage(storage: DocumentStorage, imageId: string): Promise<{ bytes: Buffer; contentType: string }> {
  const key = imageKeyOf(imageId);
  if (!(await storage.exists(key))) throw new ApiError('NotFound', 'No such image.');
  const extension = imageId.slice(imageId.lastIndexOf('.') + 1) as InsightImageType;
  return { bytes: Buffer.from(await storage.getBytes(key)), contentType: INSIGHT_IMAGE_CONTENT_TYPES[extension] };
}

// ---- Staff ----

/** Who acts and from where: the staff member's session on their own portal. */
export interface StaffPlace {
  db: Db;
  storage: DocumentStorage;
  channel: Channel;
  ip: string;
  auth: AuthContext;
}

function toStaffArticle(row: repo.InsightArticleRow): StaffInsightArticle {
  return {
    articleId: row.id,
    status: row.status,
    articleType: row.articleType,
    title: row.title,
    summary: row.summary,
    bodyMarkdown: row.bodyMarkdown,
    bodyHtml: row.bodyHtml,
    imageId: imageIdOf(row.imageKey),
    image: imageUrlOf(row.imageKey),
    imageAlt: row.imageAlt ?? '',
    authors: row.authors,
    articleDate: row.articleDate?.toISOString() ?? null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedByUsername,
  };
}

/** Staff act on their own portal only; a session of the other portal's staff is refused (issue 9 item 25). */
function ownPortal(place: StaffPlace) {
  if (place.auth.channel !== place.channel) throw new ApiError('Forbidden');
}

const audit = (place: StaffPlace, event: Parameters<typeof recordAudit>[2], detail: string) =>
  recordAudit({ db: place.db, channel: place.channel, ip: place.ip }, { id: place.auth.userId, username: place.auth.username }, event, detail);

export async function listStaffArticles(place: StaffPlace): Promise<StaffInsightArticle[]> {
  ownPortal(place);
  return (await repo.allArticles(place.db, place.channel)).map(toStaffArticle);
}

async function storedValues(place: StaffPlace, input: SaveInsightArticleRequest) {
  const request = SaveInsightArticleRequest.parse(input);
  if (request.imageId && !(await place.storage.exists(imageKeyOf(request.imageId)))) {
    throw new ApiError('ValidationFailed', 'The image was not found. Please upload it again.');
  }
  return {
    title: request.title,
    summary: request.summary,
    articleType: request.articleType,
    authors: request.authors.map((author) => ({ name: author.name, url: author.url, image: author.image, title: author.title })),
    bodyMarkdown: request.bodyMarkdown,
    bodyHtml: articleHtmlFromMarkdown(request.bodyMarkdown),
    imageKey: request.imageId ? imageKeyOf(request.imageId) : null,
    imageAlt: request.imageAlt,
    updatedByUsername: place.auth.username,
  };
}

/** A new article, as a draft. */
export async function createArticle(place: StaffPlace, input: SaveInsightArticleRequest): Promise<StaffInsightArticle> {
  ownPortal(place);
  const values = await storedValues(place, input);
  const row = await repo.insertArticle(place.db, { ...values, channel: place.channel, status: 'draft', createdBy: place.auth.userId });
  await audit(place, 'insight-article-created', `#${row.id} ${row.title}`);
  return toStaffArticle(row);
}

async function existing(place: StaffPlace, id: number) {
  const row = await repo.articleOfChannel(place.db, place.channel, id);
  if (!row) throw new ApiError('NotFound', ARTICLE_NOT_FOUND);
  return row;
}

/** Saves an edit; a published article shows the edit at once. */
export async function updateArticle(place: StaffPlace, id: number, input: SaveInsightArticleRequest): Promise<StaffInsightArticle> {
  ownPortal(place);
  await existing(place, id);
  const row = await repo.updateArticle(place.db, place.channel, id, await storedValues(place, input));
  if (!row) throw new ApiError('NotFound', ARTICLE_NOT_FOUND);
  await audit(place, 'insight-article-updated', `#${row.id} ${row.title}`);
  return toStaffArticle(row);
}

/** Publishes a draft or withdrawn article; its date is the first publication's unless it had one. */
export async function publishArticle(place: StaffPlace, id: number, now = new Date()): Promise<StaffInsightArticle> {
  ownPortal(place);
  const current = await existing(place, id);
  if (current.status === 'published') throw new ApiError('ValidationFailed', 'The article is already published.');
  const row = await repo.updateArticle(place.db, place.channel, id, {
    status: 'published',
    publishedAt: current.publishedAt ?? now,
    articleDate: current.articleDate ?? now,
    updatedByUsername: place.auth.username,
  });
  await audit(place, 'insight-article-published', `#${id} ${current.title}`);
  return toStaffArticle(row!);
}

/** Takes a published article out of the feed; the article page then says 'Article not found'. */
export async function withdrawArticle(place: StaffPlace, id: number): Promise<StaffInsightArticle> {
  ownPortal(place);
  const current = await existing(place, id);
  if (current.status !== 'published') throw new ApiError('ValidationFailed', 'Only a published article can be withdrawn.');
  const row = await repo.updateArticle(place.db, place.channel, id, { status: 'withdrawn', updatedByUsername: place.auth.username });
  await audit(place, 'insight-article-withdrawn', `#${id} ${current.title}`);
  return toStaffArticle(row!);
}

/** Stores an uploaded hero image once its bytes prove it a PNG, JPEG or WebP of at most 2 MB. */
export async function uploadImage(place: StaffPlace, bytes: unknown): Promise<InsightImageUploadResponse> {
  ownPortal(place);
  if (!Buffer.isBuffer(bytes) || bytes.length === 0) {
    throw new ApiError('ValidationFailed', "Send the image's bytes as the request body (a PNG, JPEG or WebP file).");
  }
  if (bytes.length > INSIGHT_IMAGE_MAX_BYTES) throw new ApiError('PayloadTooLarge', 'The image may be at most 2 MB.');
  const type = sniffInsightImage(bytes);
  if (!type) throw new ApiError('ValidationFailed', 'The image must be a PNG, JPEG or WebP file.');
  const imageId = `${randomUUID()}.${type}`;
  await place.storage.put(imageKeyOf(imageId), bytes, { contentType: INSIGHT_IMAGE_CONTENT_TYPES[type] });
  await audit(place, 'insight-image-uploaded', `${imageId} (${bytes.length} bytes)`);
  return { imageId, image: insightImagePath(imageId) };
}
