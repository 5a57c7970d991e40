import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed sign-ins naming a username nobody has (issue 9 item 23): counted like a user's own
 * failed_sign_ins / locked_at, so after five an unknown name answers 'User is locked out' exactly as
 * a real one does, and the lockout cannot tell an attacker which usernames exist.
 */
export const unknownUsernameFailures = pgTable('unknown_username_failures', {
  /** Lower-case, as users.username is stored. */
  username: text('username').primaryKey(),
  failedSignIns: integer('failed_sign_ins').notNull().default(0),
  lockedAt: timestamp('locked_at', { withTimezone: true }),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull().defaultNow(),
});
