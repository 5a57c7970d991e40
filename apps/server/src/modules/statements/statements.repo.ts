import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accountHolders, accounts, reports } from '../../db/schema/index.js';

const issueColumns = {
  id: reports.id,
  accountId: reports.accountId,
  accountNumber: accounts.accountNumber,
  reportName: reports.reportName,
  reportType: reports.reportType,
  periodStart: reports.periodStart,
  periodEnd: reports.periodEnd,
  storageKey: reports.storageKey,
  contentType: reports.contentType,
  version: reports.version,
  issuedAt: reports.issuedAt,
  sha256: reports.sha256,
};

export type ReportToIssue = Awaited<ReturnType<typeof findReportToIssue>>;

/** One statement with what issuing it needs (its account number names the notification). */
export async function findReportToIssue(db: Db, reportId: string) {
  const [row] = await db
    .select(issueColumns)
    .from(reports)
    .innerJoin(accounts, eq(accounts.id, reports.accountId))
    .where(eq(reports.id, reportId));
  return row ?? null;
}

/** The same row, locked until the transaction ends: two issuers of one statement take turns. */
export async function lockReportToIssue(tx: Db, reportId: string) {
  const [row] = await tx
    .select(issueColumns)
    .from(reports)
    .innerJoin(accounts, eq(accounts.id, reports.accountId))
    .where(eq(reports.id, reportId))
    .for('update', { of: reports });
  return row ?? null;
}

/** Marks a statement issued with its checksum, once: answers false when it already was. */
export async function markIssued(tx: Db, reportId: string, sha256: string, issuedAt: Date): Promise<boolean> {
  const updated = await tx
    .update(reports)
    .set({ sha256, issuedAt })
    .where(and(eq(reports.id, reportId), isNull(reports.issuedAt)))
    .returning({ id: reports.id });
  return updated.length === 1;
}

/** Everyone who holds the account (owners and related holders): each is told of a new statement. */
export async function findHolderClientIds(db: Db, accountId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ clientId: accountHolders.clientId })
    .from(accountHolders)
    .where(eq(accountHolders.accountId, accountId));
  return rows.map((row) => row.clientId);
}

export type ReportInsert = typeof reports.$inferInsert;

/** Records statements, skipping any the unique key already holds (a second run adds nothing). */
export async function insertReportsOnce(db: Db, rows: readonly ReportInsert[]): Promise<number> {
  let inserted = 0;
  for (let at = 0; at < rows.length; at += 500) {
    const result = await db
      .insert(reports)
      .values(rows.slice(at, at + 500))
      .onConflictDoNothing()
      .returning({ id: reports.id });
    inserted += result.length;
  }
  return inserted;
}

/** Records one statement; null when the unique key already holds it. */
export async function insertReportOnce(db: Db, row: ReportInsert): Promise<string | null> {
  const [inserted] = await db.insert(reports).values(row).onConflictDoNothing().returning({ id: reports.id });
  return inserted?.id ?? null;
}

/** The newest version of the statement a report belongs to (the original or its latest amendment). */
export async function findLatestVersion(db: Db, report: { accountId: string; reportType: string; periodStart: string | null; periodEnd: string | null }) {
  const [row] = await db
    .select({ id: reports.id, version: reports.version })
    .from(reports)
    .where(
      and(
        eq(reports.accountId, report.accountId),
        eq(reports.reportType, report.reportType),
        report.periodStart === null ? isNull(reports.periodStart) : eq(reports.periodStart, report.periodStart),
        report.periodEnd === null ? isNull(reports.periodEnd) : eq(reports.periodEnd, report.periodEnd),
      ),
    )
    .orderBy(desc(reports.version))
    .limit(1);
  return row ?? null;
}

/** The statements of accounts that are recorded but not yet issued, oldest first. */
export async function findUnissuedReportIds(db: Db, accountId?: string): Promise<string[]> {
  const rows = await db
    .select({ id: reports.id })
    .from(reports)
    .where(accountId ? and(isNull(reports.issuedAt), eq(reports.accountId, accountId)) : isNull(reports.issuedAt))
    .orderBy(reports.reportDate, reports.id);
  return rows.map((row) => row.id);
}

/** The accounts that have statements waiting to be issued. */
export async function findAccountsWithUnissuedReports(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ accountId: reports.accountId })
    .from(reports)
    .where(isNull(reports.issuedAt));
  return rows.map((row) => row.accountId).sort();
}

export const reportCount = (db: Db) =>
  db.select({ count: sql<number>`count(*)::int` }).from(reports).then((rows) => rows[0]?.count ?? 0);
