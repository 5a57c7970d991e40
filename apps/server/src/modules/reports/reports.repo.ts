import { and, count, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts, reports } from '../../db/schema/index.js';

export interface ReportsFilter {
  accountId: string;
  periodStart: string;
  periodEnd: string;
  /** Stored report types to keep; empty keeps every type. */
  reportTypes: readonly string[];
}

function whereOf(filter: ReportsFilter) {
  return and(
    eq(reports.accountId, filter.accountId),
    gte(reports.reportDate, filter.periodStart),
    lte(reports.reportDate, filter.periodEnd),
    filter.reportTypes.length > 0 ? inArray(reports.reportType, [...filter.reportTypes]) : undefined,
  );
}

/** One page of an account's reports dated in the range, newest first (reports_account_date_idx). */
export async function findReportsPage(db: Db, filter: ReportsFilter, limit: number, offset: number) {
  return db
    .select({ reportId: reports.id, reportName: reports.reportName, reportDate: reports.reportDate })
    .from(reports)
    .where(whereOf(filter))
    .orderBy(desc(reports.reportDate), desc(reports.createdAt), desc(reports.id))
    .limit(limit)
    .offset(offset);
}

export async function countReports(db: Db, filter: ReportsFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(reports).where(whereOf(filter));
  return row?.total ?? 0;
}

/** The account a report belongs to (its number, for the one access check). */
export async function findReportAccountNumber(db: Db, reportId: string): Promise<string | null> {
  const [row] = await db
    .select({ accountNumber: accounts.accountNumber })
    .from(reports)
    .innerJoin(accounts, eq(accounts.id, reports.accountId))
    .where(eq(reports.id, reportId));
  return row?.accountNumber ?? null;
}

/** Which of these reports belong to the account. */
export async function findReportIdsOfAccount(db: Db, accountId: string, reportIds: readonly string[]): Promise<string[]> {
  const rows = await db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.accountId, accountId), inArray(reports.id, [...reportIds])));
  return rows.map((row) => row.id);
}
