import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { notificationPublications } from './notification-publications.js';
import { accounts, clients } from './people.js';

/** spec 000 §3 'Notification' and §2.6 (call-to-action linkToCode targets). */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** Drives the icon, e.g. PROFILE, STATEMENT, KIWISAVER, NEWS, MONTHLYREVIEW, ADVISER, SECURITY. */
    notificationTypeCode: text('notification_type_code').notNull(),
    /** 'RequireAction' cards are alerts; everything else is a general message. */
    notificationPriorityCode: text('notification_priority_code', { enum: ['RequireAction', 'Normal'] }).notNull(),
    notificationStatusCode: text('notification_status_code', { enum: ['Unread', 'Read', 'Dismissed'] })
      .notNull()
      .default('Unread'),
    subject: text('subject').notNull(),
    /** Markdown. */
    bodyText: text('body_text').notNull(),
    dateSent: timestamp('date_sent', { withTimezone: true }).notNull(),
    dismissible: boolean('dismissible').notNull().default(false),
    ctaLabel: text('cta_label'),
    ctaLinkToCode: text('cta_link_to_code'),
    ctaLinkToId: text('cta_link_to_id'),
    ctaLinkToUrl: text('cta_link_to_url'),
    /** The staff publication this copy was delivered from (issue 12); withdrawing it deletes the copies. */
    publicationId: uuid('publication_id').references(() => notificationPublications.id, { onDelete: 'cascade' }),
  },
  (t) => [
    // One copy per client per publication: a delivery that runs twice adds nobody twice.
    uniqueIndex('notifications_publication_client_idx').on(t.publicationId, t.clientId),
    index('notifications_client_date_idx').on(t.clientId, sql`${t.dateSent} desc`),
    check('notifications_priority_chk', sql`${t.notificationPriorityCode} in ('RequireAction', 'Normal')`),
    check('notifications_status_chk', sql`${t.notificationStatusCode} in ('Unread', 'Read', 'Dismissed')`),
  ],
);

/**
 * Documents a notification opens in place (spec 000 §2.6: BLOG and MONTHLYREVIEW open
 * /notifications?webView={id}; 'get web view (content id, returns HTML text)'). The id is the
 * notification's cta_link_to_id.
 */
export const notificationContents = pgTable('notification_contents', {
  id: text('id').primaryKey(),
  contentType: text('content_type', { enum: ['MONTHLYREVIEW', 'BLOG'] }).notNull(),
  title: text('title').notNull(),
  html: text('html').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
});

/** spec 000 §3 'Message' (messageId, status read or unread) and §7 /v1/message/inbox. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['read', 'unread'] })
      .notNull()
      .default('unread'),
  },
  (t) => [
    index('messages_client_sent_idx').on(t.clientId, sql`${t.sentAt} desc`),
    check('messages_status_chk', sql`${t.status} in ('read', 'unread')`),
  ],
);
