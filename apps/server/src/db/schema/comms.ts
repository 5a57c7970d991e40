import { boolean, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CHANNEL_CODES, COMMS_CHANNEL_CODES, PRODUCT_CODES } from './codes.js';
import { clients } from './people.js';

/**
 * spec 002 §3 'Comms preference' commsPreferenceList: the categories a client can subscribe to
 * (category, longDescription, and the channels it is sent on), per portal.
 */
export const commsCategories = pgTable(
  'comms_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: CHANNEL_CODES }).notNull(),
    code: text('code').notNull(),
    category: text('category').notNull(),
    longDescription: text('long_description').notNull(),
    channelCodes: text('channel_codes').array().notNull().$type<Array<(typeof COMMS_CHANNEL_CODES)[number]>>(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [uniqueIndex('comms_categories_channel_code_uq').on(t.channel, t.code)],
);

/** spec 002 §3 commsInterestList: interests a client can pick; KiwiSaver ones are hidden on AU (product_code KS). */
export const commsInterestOptions = pgTable(
  'comms_interest_options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: CHANNEL_CODES }).notNull(),
    code: text('code').notNull(),
    interest: text('interest').notNull(),
    productCode: text('product_code', { enum: PRODUCT_CODES }),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [uniqueIndex('comms_interest_options_channel_code_uq').on(t.channel, t.code)],
);

/** spec 002 §3 'Comms preference': one row per client. */
export const commsPreferences = pgTable('comms_preferences', {
  clientId: uuid('client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  referenceId: text('reference_id').notNull(),
  sharedEmail: boolean('shared_email').notNull().default(false),
  unsubscribedFromAllEmails: boolean('unsubscribed_from_all_emails').notNull().default(false),
  unsubscribedFromAllEmailsDate: timestamp('unsubscribed_from_all_emails_date', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** spec 002 §3 channelList (channelCode, subscribed) of each category, per client. */
export const commsChannelSubscriptions = pgTable(
  'comms_channel_subscriptions',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => commsCategories.id, { onDelete: 'cascade' }),
    channelCode: text('channel_code', { enum: COMMS_CHANNEL_CODES }).notNull(),
    subscribed: boolean('subscribed').notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.categoryId, t.channelCode] })],
);

/** spec 002 §3 commsInterestList (interest, interested), per client. */
export const commsInterests = pgTable(
  'comms_interests',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    interestId: uuid('interest_id')
      .notNull()
      .references(() => commsInterestOptions.id, { onDelete: 'cascade' }),
    interested: boolean('interested').notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.interestId] })],
);
