import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.js';

/** An author as the insights article shows them (spec 002 §3 'Insights article': name, url, image, title). */
export interface InsightAuthor {
  name: string;
  url: string | null;
  image: string | null;
  title: string | null;
}

/**
 * An article of The Investing Place's insights (issue 14), written and published by staff in the staff
 * console. `bodyHtml` is the sanitized HTML (allow-list, on the server) made from `bodyMarkdown` at save;
 * the feed and the article page read only published rows of their channel.
 */
export const insightArticles = pgTable(
  'insight_articles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel', { enum: ['NZ', 'AU'] }).notNull(),
    status: text('status', { enum: ['draft', 'published', 'withdrawn'] }).notNull().default('draft'),
    articleType: text('article_type', { enum: ['read', 'watch', 'listen'] }).notNull().default('read'),
    title: text('title').notNull(),
    /** The short text the feed shows under the title. */
    summary: text('summary').notNull().default(''),
    bodyMarkdown: text('body_markdown').notNull().default(''),
    bodyHtml: text('body_html').notNull().default(''),
    /** Storage key of the uploaded hero image (served by the portal), or null for none. */
    imageKey: text('image_key'),
    imageAlt: text('image_alt'),
    authors: jsonb('authors').$type<InsightAuthor[]>().notNull().default(sql`'[]'::jsonb`),
    /** The article's date (articleDate / postDate); set when first published unless staff chose one. */
    articleDate: timestamp('article_date', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedByUsername: text('updated_by_username'),
  },
  (t) => [
    index('insight_articles_feed_idx').on(t.channel, t.status, sql`${t.articleDate} desc`, sql`${t.id} desc`),
    check('insight_articles_title_not_blank', sql`length(trim(${t.title})) > 0`),
  ],
);

/**
 * The business desk items the ingest job keeps from the configured RSS feed (issue 14), keyed by the
 * title slug the article route uses. A feed that is down or malformed changes nothing here.
 */
export const businessDeskItems = pgTable(
  'business_desk_items',
  {
    slug: text('slug').primaryKey(),
    title: text('title').notNull(),
    pubDate: timestamp('pub_date', { withTimezone: true }),
    /** The item's description as the feed gave it (HTML sanitized on ingest). */
    description: text('description').notNull().default(''),
    author: text('author'),
    link: text('link'),
    guid: text('guid'),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('business_desk_items_pub_date_idx').on(sql`${t.pubDate} desc nulls last`)],
);

/** One row per feed source: how the last ingest went (for logs, the staff console and the tests). */
export const businessDeskIngests = pgTable('business_desk_ingests', {
  source: text('source').primaryKey(),
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  lastError: text('last_error'),
  itemCount: integer('item_count').notNull().default(0),
});
