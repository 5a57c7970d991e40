import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.js';

/**
 * A notification staff composed for an audience (issue 12 'Publishing notifications'): sent now or at
 * a scheduled time, and withdrawable. Each recipient's copy is a row of `notifications` carrying this
 * publication's id, unique per client, so delivering twice cannot double them.
 */
export const notificationPublications = pgTable(
  'notification_publications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The portal it was published on; its audience is that portal's clients only. */
    channel: text('channel', { enum: ['NZ', 'AU'] }).notNull(),
    status: text('status', { enum: ['scheduled', 'sent', 'withdrawn'] }).notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    notificationTypeCode: text('notification_type_code').notNull(),
    notificationPriorityCode: text('notification_priority_code', { enum: ['RequireAction', 'Normal'] }).notNull(),
    dismissible: boolean('dismissible').notNull(),
    ctaLabel: text('cta_label'),
    ctaLinkToCode: text('cta_link_to_code'),
    ctaLinkToId: text('cta_link_to_id'),
    ctaLinkToUrl: text('cta_link_to_url'),
    /** { kind, value } as composed (domain notifications/publishing/audience.ts). */
    audience: jsonb('audience').$type<{ kind: 'client' | 'account' | 'channel' | 'product' | 'prospects'; value?: string | null }>().notNull(),
    audienceDescription: text('audience_description').notNull(),
    recipientCount: integer('recipient_count'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByUsername: text('created_by_username'),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawnByUsername: text('withdrawn_by_username'),
  },
  (t) => [
    index('notification_publications_channel_created_idx').on(t.channel, sql`${t.createdAt} desc`),
    // The scheduler's look for due work.
    index('notification_publications_scheduled_idx').on(t.scheduledFor).where(sql`${t.status} = 'scheduled'`),
    check('notification_publications_status_chk', sql`${t.status} in ('scheduled', 'sent', 'withdrawn')`),
  ],
);
