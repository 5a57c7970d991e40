import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { advisers, clients } from './people.js';

/** A person who signs in: a client, a staff member or an adviser (intermediary). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-case; sign-in compares lower-case. */
    username: text('username').notNull().unique(),
    passwordHash: text('password_hash'),
    channel: text('channel', { enum: ['NZ', 'AU'] }).notNull(),
    userType: text('user_type', { enum: ['Client', 'Staff', 'Intermediary'] }).notNull(),
    clientId: uuid('client_id').references(() => clients.id),
    adviserId: uuid('adviser_id').references(() => advisers.id),
    hasAdviceTools: boolean('has_advice_tools').notNull().default(false),
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    /** TOTP secret, AES-256-GCM encrypted at rest (modules/two-factor/secret-box.ts). */
    twoFactorSecret: text('two_factor_secret'),
    /** A secret being enrolled, encrypted like the above, until its first code confirms it. */
    twoFactorPendingSecret: text('two_factor_pending_secret'),
    twoFactorLastStep: integer('two_factor_last_step'),
    prompt2fa: boolean('prompt_2fa').notNull().default(false),
    force2fa: boolean('force_2fa').notNull().default(false),
    ignore2faPrompt: boolean('ignore_2fa_prompt').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    passwordSetAt: timestamp('password_set_at', { withTimezone: true }),
  },
  (t) => [index('users_client_idx').on(t.clientId)],
);

/** Server-side sessions (DESIGN §7). The id is the SHA-256 of the cookie token, never the token. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['NZ', 'AU'] }).notNull(),
    /**
     * 'two-factor': the password was right and a code is still owed; such a session opens nothing else.
     * 'two-factor-setup': signed in, but two-factor set-up is required first (forced, or staff and
     * advisers when prompted); it opens only the set-up calls and sign-out.
     */
    stage: text('stage', { enum: ['active', 'two-factor', 'two-factor-setup'] }).notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Sign-in, lockout, status and other security events (who, what, when, where). */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    username: text('username'),
    channel: text('channel'),
    ip: text('ip'),
    event: text('event').notNull(),
    detail: text('detail'),
  },
  (t) => [
    index('audit_events_user_idx').on(t.userId, t.at),
    index('audit_events_at_idx').on(sql`${t.at} desc`),
    // The staff audit log filtered by event type, newest first (issue 10).
    index('audit_events_event_at_idx').on(t.event, sql`${t.at} desc`),
  ],
);

/**
 * Password set-up and reset links (spec 000 §2.3 op, clientId, secret). The database keeps only the
 * SHA-256 of the link's secret; a link works once and expires.
 */
export const credentialLinks = pgTable(
  'credential_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['setup', 'reset'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('credential_links_user_idx').on(t.userId)],
);

/** Two-factor recovery codes: argon2id hashes, each usable once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/**
 * Fixed-window hit counters for rate limits by IP and by username, shared by every server instance
 * (DESIGN §1.4: no limiter state in one process's memory).
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limit_counters_window_idx').on(t.windowStart)],
);
