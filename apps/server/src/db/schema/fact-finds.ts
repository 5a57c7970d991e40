import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { FACT_FIND_STAGES } from './codes.js';
import { clients } from './people.js';

/** spec 000 §3 'Fact-find' (factFindId, clientId, factFindStageCode); the id is the factFindId. */
export const factFinds = pgTable(
  'fact_finds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** KS (KiwiSaver advice), UT (investment-funds advice) or PW (wealth management). */
    productType: text('product_type', { enum: ['KS', 'UT', 'PW'] }).notNull(),
    stageCode: text('stage_code', { enum: FACT_FIND_STAGES }).notNull(),
    /** The answers so far, shaped by the fact-find form. */
    answers: jsonb('answers').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('fact_finds_client_idx').on(t.clientId, t.productType),
    check(
      'fact_finds_stage_chk',
      sql`${t.stageCode} in ('InProgress', 'Submitted', 'InReview', 'AwaitingPlan', 'Completed', 'NotProceeding', 'Expired')`,
    ),
  ],
);
