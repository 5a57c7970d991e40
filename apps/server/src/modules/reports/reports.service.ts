import { once } from 'node:events';
import type { Readable } from 'node:stream';
import * as archiverModule from 'archiver';
import { localDateIn } from '@tasman/domain';
import { isAcceptedDate } from '@tasman/domain/calendar/calendar-date';
import {
  REPORTS_PAGE_SIZE,
  WEALTH_REPORTS_PAGE_SIZE,
  type ReportPage,
  type ReportsDownloadBody,
  type ReportsQuery,
} from '@tasman/domain/contracts/reports';
import { orderedReportRange } from '@tasman/domain/reports/ordered-report-range';
import { PE_REPORT_TYPES } from '@tasman/domain/reports/pe-report-types';
import { reportDateBounds } from '@tasman/domain/reports/report-date-bounds';
import { reportRangeProblem } from '@tasman/domain/reports/report-range-problem';
import { uniqueFileNames } from '@tasman/domain/reports/unique-file-names';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../plugins/api-error.js';
import type { DocumentStorage } from '../../storage/document-storage.js';
import { requireAccountAccess } from '../accounts/account-access.js';
import type { AuthContext } from '../auth/auth-context.js';
import { ensureStatementIssued, type IssuedStatement } from '../statements/statement-issue.js';
import * as repo from './reports.repo.js';

// archiver 7 is CommonJS (module.exports is the factory); the installed @types/archiver describes
// version 8's classes, so the factory is typed here from what version 7 exports.
const archiver = (archiverModule as unknown as { default: (format: 'zip', options: { zlib: { level: number } }) => archiverModule.Archiver })
  .default;

function requireCalendarDate(value: string, label: string): string {
  if (!isAcceptedDate(value)) throw new ApiError('ValidationFailed', `${label} must be a calendar date as yyyy-mm-dd (got '${value.slice(0, 20)}')`);
  return value;
}

/**
 * GET /api/v1/reports (spec 002 §3 'Reports request', 'Report page'; §5 'Reports'): one page of the
 * account's reports dated in the range, newest first. A reversed range is swapped and snapped to
 * month start and month end as the form does (§4); a date outside the first of the signup month ..
 * tomorrow (in the portal's zone) is refused with the rule in words, never clamped silently.
 * Wealth-management accounts page by 20 (§9 'The PW reports list pages 20 rows'), others by 10.
 */
export async function listReports(db: Db, auth: AuthContext, query: ReportsQuery, now: Date = new Date()): Promise<ReportPage> {
  const account = await requireAccountAccess(db, auth, query.accountNumber);
  const start = requireCalendarDate(query.periodStart, 'From date (periodStart)');
  const end = requireCalendarDate(query.periodEnd, 'End date (periodEnd)');
  if (query.reportType !== undefined && account.productType !== 'PE')
    throw new ApiError('ValidationFailed', 'Report type applies to private equity accounts only');

  const today = localDateIn(account.channel, now);
  const bounds = reportDateBounds(account.signupDate, today);
  const range = orderedReportRange({ start, end }, bounds);
  const problem = reportRangeProblem(range, bounds);
  if (problem) throw new ApiError('ValidationFailed', problem);

  const pageSize = account.productType === 'PW' ? WEALTH_REPORTS_PAGE_SIZE : REPORTS_PAGE_SIZE;
  const filter: repo.ReportsFilter = {
    accountId: account.id,
    periodStart: range.start,
    periodEnd: range.end,
    reportTypes: PE_REPORT_TYPES[query.reportType ?? 'ALL'].stored,
  };
  const { list, totalRecords } = await repo.readReportsPage(db, filter, pageSize, (query.pageNo - 1) * pageSize);
  return {
    list,
    accountNumber: account.accountNumber,
    totalRecords,
    pageSize,
    pageNo: query.pageNo,
    periodStart: range.start,
    periodEnd: range.end,
  };
}

export interface ReportFile {
  statement: IssuedStatement;
  bytes: Readable;
}

/**
 * GET /api/v1/reports/{reportId} (spec 002 §7 'Report by id'): the statement's stored bytes, issuing
 * it first if the statement job has not yet (issued once; the stored bytes are the record). Access is
 * the report's account's: a report of an account the caller may not see is 'not found'.
 */
export async function reportFile(db: Db, storage: DocumentStorage, auth: AuthContext, reportId: string): Promise<ReportFile> {
  const accountNumber = await repo.findReportAccountNumber(db, reportId);
  if (!accountNumber) throw new ApiError('NotFound');
  await requireAccountAccess(db, auth, accountNumber);
  const statement = await ensureStatementIssued(db, storage, reportId);
  await requireStoredFile(storage, statement);
  return { statement, bytes: await storage.getStream(statement.storageKey) };
}

/**
 * An issued statement's file must be in storage before a download starts: a record whose file has
 * gone (a bucket emptied by hand, a wrong STORAGE_LOCAL_DIR) is answered before the first byte, as
 * an error the caller can read, not a download cut off mid-stream; the record is kept as it is.
 */
async function requireStoredFile(storage: DocumentStorage, statement: IssuedStatement): Promise<void> {
  if (!(await storage.exists(statement.storageKey))) {
    throw new ApiError('ServiceUnavailable', 'This statement cannot be downloaded right now. Please try again later.');
  }
}

/**
 * POST /api/v1/reports/download: several reports of one account as one zip, each entry named as its
 * own download would be (equal names numbered). Every id must be the account's, or nothing is sent
 * (404); every statement is issued before the first byte goes out, so a failure is an error answer,
 * not a truncated zip. The zip streams: entries are read from storage as the archive is written.
 */
export async function reportsZip(db: Db, storage: DocumentStorage, auth: AuthContext, body: ReportsDownloadBody): Promise<Readable> {
  const account = await requireAccountAccess(db, auth, body.accountNumber);
  const wanted = [...new Set(body.reportIds)];
  const owned = new Set(await repo.findReportIdsOfAccount(db, account.id, wanted));
  if (wanted.some((id) => !owned.has(id))) throw new ApiError('NotFound');

  const statements: IssuedStatement[] = [];
  for (const id of wanted) statements.push(await ensureStatementIssued(db, storage, id));
  for (const statement of statements) await requireStoredFile(storage, statement);
  const names = uniqueFileNames(statements.map((statement) => statement.fileName));

  const archive = archiver('zip', { zlib: { level: 6 } });
  // Entries are appended one at a time (the next once the last is written), so one stored file is open at a time.
  void (async () => {
    try {
      for (const [index, statement] of statements.entries()) {
        const entered = once(archive, 'entry');
        archive.append(await storage.getStream(statement.storageKey), { name: names[index]!, date: statement.issuedAt });
        await entered;
      }
      await archive.finalize();
    } catch (error) {
      archive.destroy(error as Error);
    }
  })();
  return archive;
}
