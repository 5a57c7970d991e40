import { z } from 'zod';

/**
 * The Investing Place's insights (issue 14; spec 002 §2.3, §3 'Insights feed item' and 'Insights
 * article', §7). Articles are written and published by staff in the staff console; the feed and the
 * article page serve published articles of the asking portal's channel only.
 */
export const INSIGHT_ARTICLE_TYPES = ['read', 'watch', 'listen'] as const;
export type InsightArticleType = (typeof INSIGHT_ARTICLE_TYPES)[number];

export const INSIGHT_ARTICLE_STATUSES = ['draft', 'published', 'withdrawn'] as const;
export type InsightArticleStatus = (typeof INSIGHT_ARTICLE_STATUSES)[number];

/** Feed items per page: three rows of three cards on a wide screen. */
export const INSIGHTS_FEED_PAGE_SIZE = 9;
/** No feed has this many pages; a larger number is a malformed request, not a page past the end. */
export const INSIGHTS_FEED_MAX_PAGE = 100_000;
/** Staff upload a hero image of at most 2 MB (PNG, JPEG or WebP). */
export const INSIGHT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

export const INSIGHT_TITLE_MAX = 200;
export const INSIGHT_SUMMARY_MAX = 500;
/** The body's markdown; the server's request limit is 64 KB of JSON. */
export const INSIGHT_BODY_MAX = 40_000;
export const INSIGHT_AUTHORS_MAX = 6;

/** Channels as the spec's paths spell them: {cache API}/insights-feed/{au|nz}. */
export const InsightsChannel = z.enum(['nz', 'au'], { error: "The channel must be 'nz' or 'au'." });
export type InsightsChannel = z.infer<typeof InsightsChannel>;

export const InsightsFeedParams = z.object({ channel: InsightsChannel });

const PAGE_MESSAGE = `page must be a whole number from 1 to ${INSIGHTS_FEED_MAX_PAGE}.`;
export const InsightsFeedQuery = z.object({
  page: z.coerce
    .number({ error: PAGE_MESSAGE })
    .int(PAGE_MESSAGE)
    .min(1, PAGE_MESSAGE)
    .max(INSIGHTS_FEED_MAX_PAGE, PAGE_MESSAGE)
    .default(1),
});

/** An article id: a positive whole number that fits PostgreSQL's integer. */
const ARTICLE_ID_MESSAGE = 'The article id must be a whole number from 1.';
export const InsightArticleId = z.coerce.number({ error: ARTICLE_ID_MESSAGE }).int(ARTICLE_ID_MESSAGE).min(1, ARTICLE_ID_MESSAGE).max(2_147_483_647, ARTICLE_ID_MESSAGE);

export const InsightArticleParams = z.object({ channel: InsightsChannel, articleId: InsightArticleId });
export const StaffInsightArticleParams = z.object({ articleId: InsightArticleId });

/** Stored image names: a UUID and the extension of the type its bytes proved to be. */
export const INSIGHT_IMAGE_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp)$/;
export const InsightImageId = z.string().max(64, 'No such image.').regex(INSIGHT_IMAGE_ID_PATTERN, 'No such image.');
export const InsightImageParams = z.object({ imageId: InsightImageId });

/** spec 002 §3 'Insights feed item' (articleID, title, image, authors (name), articleDate, body, articleType), plus the image's alt text. */
export const InsightsFeedItem = z.object({
  articleID: z.number().int(),
  title: z.string(),
  /** The image's address on this portal, or null for none. */
  image: z.string().nullable(),
  imageAlt: z.string(),
  authors: z.array(z.object({ name: z.string() })),
  /** ISO instant. */
  articleDate: z.string(),
  /** The article's summary, as plain text. */
  body: z.string(),
  articleType: z.enum(INSIGHT_ARTICLE_TYPES),
});
export type InsightsFeedItem = z.infer<typeof InsightsFeedItem>;

export const InsightsFeedResponse = z.object({
  items: z.array(InsightsFeedItem),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Whether page + 1 has items: the list's 'Load more' shows only then. */
  hasMore: z.boolean(),
});
export type InsightsFeedResponse = z.infer<typeof InsightsFeedResponse>;

export const InsightAuthor = z.object({
  name: z.string(),
  url: z.string().nullable(),
  image: z.string().nullable(),
  title: z.string().nullable(),
});
export type InsightAuthor = z.infer<typeof InsightAuthor>;

/** spec 002 §3 'Insights article' (title, image, authors (name, url, image, title), postDate, postHTML). */
export const InsightArticle = z.object({
  articleID: z.number().int(),
  title: z.string(),
  image: z.string().nullable(),
  imageAlt: z.string(),
  authors: z.array(InsightAuthor),
  /** ISO instant. */
  postDate: z.string(),
  /** Sanitized on the server (an allow-list) when the article was saved. */
  postHTML: z.string(),
  articleType: z.enum(INSIGHT_ARTICLE_TYPES),
});
export type InsightArticle = z.infer<typeof InsightArticle>;

// ---- Staff (the staff console's Insights panel) ----

const isWebAddress = (value: string) => /^https?:\/\/[^\s]+$/i.test(value);
const isOwnImage = (value: string) => /^\/cache\/insights\/images\/[\w.-]+$/.test(value);
/**
 * An author's link (http(s)) or image (one of this portal's uploaded images only: the portal's CSP,
 * img-src 'self', would not show another site's image, and it would track the client).
 */
const optionalAddress = (what: string, image: boolean) =>
  z
    .string()
    .trim()
    .max(500, `The ${what} may be at most 500 characters.`)
    .refine((value) => value === '' || (image ? isOwnImage(value) : isWebAddress(value)), {
      message: image ? `The ${what} must be an image uploaded here (/cache/insights/images/…).` : `The ${what} must start with http:// or https://.`,
    })
    .transform((value) => (value === '' ? null : value))
    .nullable();

export const InsightAuthorInput = z.object({
  name: z.string().trim().min(1, "Each author needs a name.").max(100, "An author's name may be at most 100 characters."),
  url: optionalAddress("author's link", false),
  image: optionalAddress("author's image", true),
  title: z
    .string()
    .trim()
    .max(100, "An author's title may be at most 100 characters.")
    .transform((value) => (value === '' ? null : value))
    .nullable(),
});
export type InsightAuthorInput = z.input<typeof InsightAuthorInput>;

export const SaveInsightArticleRequest = z.object({
  title: z.string().trim().min(1, 'The title is required.').max(INSIGHT_TITLE_MAX, `The title may be at most ${INSIGHT_TITLE_MAX} characters.`),
  summary: z.string().trim().max(INSIGHT_SUMMARY_MAX, `The summary may be at most ${INSIGHT_SUMMARY_MAX} characters.`),
  articleType: z.enum(INSIGHT_ARTICLE_TYPES, { error: 'The type must be read, watch or listen.' }),
  authors: z.array(InsightAuthorInput).max(INSIGHT_AUTHORS_MAX, `An article may name at most ${INSIGHT_AUTHORS_MAX} authors.`),
  bodyMarkdown: z.string().max(INSIGHT_BODY_MAX, `The body may be at most ${INSIGHT_BODY_MAX} characters.`),
  /** An image uploaded with POST /api/v1/staff/insights/images, or null for none. */
  imageId: InsightImageId.nullable(),
  imageAlt: z.string().trim().max(200, "The image's description may be at most 200 characters."),
});
export type SaveInsightArticleRequest = z.input<typeof SaveInsightArticleRequest>;

export const StaffInsightArticle = z.object({
  articleId: z.number().int(),
  status: z.enum(INSIGHT_ARTICLE_STATUSES),
  articleType: z.enum(INSIGHT_ARTICLE_TYPES),
  title: z.string(),
  summary: z.string(),
  bodyMarkdown: z.string(),
  bodyHtml: z.string(),
  imageId: z.string().nullable(),
  image: z.string().nullable(),
  imageAlt: z.string(),
  authors: z.array(InsightAuthor),
  articleDate: z.string().nullable(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type StaffInsightArticle = z.infer<typeof StaffInsightArticle>;

export const StaffInsightArticlesResponse = z.object({ list: z.array(StaffInsightArticle) });
export type StaffInsightArticlesResponse = z.infer<typeof StaffInsightArticlesResponse>;

export const InsightImageUploadResponse = z.object({ imageId: z.string(), image: z.string() });
export type InsightImageUploadResponse = z.infer<typeof InsightImageUploadResponse>;

/** The address this portal serves an uploaded image at. */
export const insightImagePath = (imageId: string) => `/cache/insights/images/${imageId}`;
