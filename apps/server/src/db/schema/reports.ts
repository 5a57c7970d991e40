import { date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './people.js';

/**
 * spec 002 §3 'Report row' (reportId, reportName, reportDate) and 'Reports request' (reportType for
 * private equity): a generated statement. The PDF lives in file storage under storage_key.
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
  },
  (t) => [index('reports_account_date_idx').on(t.accountId, t.reportDate)],
);
