import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts, clients } from './people.js';

/**
 * spec 000 §4 'Wealth management application' and §7 'Info required' (accountId, clientId → list):
 * what the manager still needs before it can open a wealth-management account. The status card on
 * the home screen appears only when such items exist. The application's progress is
 * accounts.edos_progress.
 */
export const wmApplicationInfoRequired = pgTable(
  'wm_application_info_required',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    itemCode: text('item_code').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: ['Outstanding', 'Received'] }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [index('wm_application_info_required_account_client_idx').on(t.accountId, t.clientId)],
);
