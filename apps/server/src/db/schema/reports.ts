import { type AnyPgColumn, date, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './people.js';

/**
 * spec 002 §3 'Report row' (reportId, reportName, reportDate) and 'Reports request' (reportType for
 * private equity): a generated statement. The PDF lives in file storage under storage_key.
 *
 * A statement is a record: the statement job renders it once, writes the bytes, then sets issued_at
 * and sha256 together; after that the bytes never change. A correction is a new row beside it
 * (version + 1, amends_report_id the row it corrects). The unique key makes each statement exist once
 * per account, type, period and version however often (or however many instances) the job runs.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    reportName: text('report_name').notNull(),
    reportDate: date('report_date').notNull(),
    /** E.g. AnnualStatement, QuarterlyStatement, TaxStatement, QuarterlyReport, CapitalCallNotice. */
    reportType: text('report_type').notNull(),
    periodStart: date('period_start'),
    periodEnd: date('period_end'),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull().default('application/pdf'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** 1 for the original statement; an amended statement takes the next number. */
    version: integer('version').notNull().default(1),
    amendsReportId: uuid('amends_report_id').references((): AnyPgColumn => reports.id),
    /** When the stored bytes were written and became the record; null until the statement job issues it. */
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    /** SHA-256 (hex) of the stored bytes, set with issued_at. */
    sha256: text('sha256'),
  },
  (t) => [
    index('reports_account_date_idx').on(t.accountId, t.reportDate),
    unique('reports_statement_once_uq')
      .on(t.accountId, t.reportType, t.periodStart, t.periodEnd, t.version)
      .nullsNotDistinct(),
  ],
);

/**
 * A statement run (the statement job, issue 11): one per channel, date and kind — 'scheduled' (the
 * quarter-end cron or the CLI: records the statements due and issues them) or 'recorded' (issues the
 * statements already recorded, e.g. the demo's at start). Staff see its progress.
 */
export const statementRuns = pgTable(
  'statement_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['NZ', 'AU'] }).notNull(),
    asAt: date('as_at').notNull(),
    kind: text('kind', { enum: ['scheduled', 'recorded'] }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('statement_runs_once_uq').on(t.channel, t.asAt, t.kind), index('statement_runs_started_idx').on(t.startedAt)],
);

/** One account of a run: its job's state (queued, done, failed), attempts and the statements it issued. */
export const statementRunAccounts = pgTable(
  'statement_run_accounts',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => statementRuns.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['queued', 'done', 'failed'] }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    statementsIssued: integer('statements_issued').notNull().default(0),
    lastError: text('last_error'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.accountId] }), index('statement_run_accounts_state_idx').on(t.runId, t.state)],
);
