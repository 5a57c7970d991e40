import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every e-mail the portal sends, queued first (issue 4: sending never blocks or fails the request
 * that caused it). The e-mail job delivers over SMTP when SMTP_URL is set, with retries; without it
 * the row is the delivery, and the demo mailbox page lists it.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['NZ', 'AU'] }).notNull(),
    kind: text('kind', {
      enum: ['password-setup', 'password-reset', 'username-reminder', 'security-notice', 'deposit-instructions',
        // Marketing and newsletter kinds: sent only with the client's consent (comms preferences, PREFERENCE_EMAIL_CATEGORY).
        'fund-update', 'market-insights-newsletter', 'event-invitation', 'product-offer',
        // A service e-mail: a client's e-mail or postal address was changed, told to the previous address (issue 13).
        'profile-change-notice'],
    }).notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    // 'skipped': a marketing e-mail the client has not consented to; recorded, never delivered.
    status: text('status', { enum: ['queued', 'sent', 'stored', 'failed', 'skipped'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('email_outbox_due_idx').on(t.status, t.nextAttemptAt), index('email_outbox_created_idx').on(t.createdAt)],
);
