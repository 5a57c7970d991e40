import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { executeNamed } from '../../db/named-statement.js';
import { targetOf } from '../../db/read-replica.js';
import { arrayParam } from '../../db/sql-array.js';
import { accounts, reports } from '../../db/schema/index.js';

export interface ReportsFilter {
  accountId: string;
  periodStart: string;
  periodEnd: string;
  /** Stored report types to keep; empty keeps every type. */
  reportTypes: readonly string[];
}

export interface ReportRow {
  reportId: string;
  reportName: string;
  reportDate: string;
}

/**
 * One page of an account's reports dated in the range, newest first (reports_account_date_idx), and
 * how many there are in all, in ONE named statement (issue 15: the page and its count were two
 * statements, each parsed and planned on every request). The count is taken over the same filter
 * as the page, so a page past the end answers no rows and the true count.
 */
export async function readReportsPage(
  db: Db,
  filter: ReportsFilter,
  limit: number,
  offset: number,
): Promise<{ list: ReportRow[]; totalRecords: number }> {
  const types = arrayParam(filter.reportTypes, 'text');
  const rows = await executeNamed<{ totalRecords: string | number; reportId: string | null; reportName: string | null; reportDate: string | null }>(
    targetOf(db),
    sql`with f as (
          select id, report_name, report_date, created_at from reports
          where account_id = ${filter.accountId}::uuid and report_date >= ${filter.periodStart}::date and report_date <= ${filter.periodEnd}::date
            and (cardinality(${types}) = 0 or report_type = any(${types}))
        )
        select (select count(*) from f) as "totalRecords", p."reportId", p."reportName", p."reportDate"
        from (select 1) one
        left join lateral (
          select id::text as "reportId", report_name as "reportName", report_date::text as "reportDate", created_at, id
          from f order by report_date desc, created_at desc, id desc limit ${limit} offset ${offset}
        ) p on true
        order by p."reportDate" desc, p.created_at desc, p.id desc`,
    'reports_page',
  );
  return {
    totalRecords: Number(rows[0]?.totalRecords ?? 0),
    list: rows.flatMap((row) =>
      row.reportId === null ? [] : [{ reportId: row.reportId, reportName: row.reportName!, reportDate: row.reportDate! }],
    ),
  };
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
