import { z } from 'zod';
import { PE_REPORT_TYPES, type PeReportType } from '../reports/pe-report-types.js';
import { MAX_PAGE_NO } from './adviser.js';
import { IsoDate } from './common.js';

/**
 * Reports & Statements (spec 002 §2.1; §3 'Reports request', 'Report page', 'Report row'; §7 'Reports',
 * 'Report by id'). The list is paged on the server, newest first.
 */
export const REPORT_ROUTES = {
  list: '/api/v1/reports',
  file: '/api/v1/reports/:reportId',
  download: '/api/v1/reports/download',
} as const;

/** Rows a page of the reports list; wealth-management accounts list 20 a page (spec 002 §9). */
export const REPORTS_PAGE_SIZE = 10;
export const WEALTH_REPORTS_PAGE_SIZE = 20;
/** spec 002 §9: the reports pager shows 5 pages, rotating. */
export const REPORTS_PAGER_PAGES = 5;
/** At most this many reports in one zip. */
export const MAX_REPORTS_PER_DOWNLOAD = 50;

const peReportTypes = Object.keys(PE_REPORT_TYPES) as [PeReportType, ...PeReportType[]];

/**
 * A date of the reports request. Its calendar and range rules (a real day, between the first of the
 * signup month and tomorrow; reversed ranges swapped and snapped) are the service's, so that each
 * refusal names the date and the rule in words (spec 002 §5).
 */
const ReportDate = z.string().max(40).meta({ format: 'date' });

export const ReportsQuery = z.object({
  accountNumber: z.string().max(32).regex(/^[A-Za-z0-9-]{1,32}$/, 'Not an account number'),
  periodStart: ReportDate,
  periodEnd: ReportDate,
  pageNo: z.coerce.number().int().min(1).max(MAX_PAGE_NO).default(1),
  /** Private equity accounts only (spec 002 §3); ALL lists every report. */
  reportType: z.enum(peReportTypes).optional(),
});
export type ReportsQuery = z.infer<typeof ReportsQuery>;

/** spec 002 §3 'Report row'. */
export const ReportRow = z.object({
  reportId: z.uuid(),
  reportName: z.string(),
  reportDate: IsoDate,
});
export type ReportRow = z.infer<typeof ReportRow>;

/** spec 002 §3 'Report page', with the range the list was taken over (after a reversed one was swapped). */
export const ReportPage = z.object({
  list: z.array(ReportRow),
  accountNumber: z.string(),
  totalRecords: z.number().int().min(0),
  pageSize: z.number().int(),
  pageNo: z.number().int(),
  periodStart: IsoDate,
  periodEnd: IsoDate,
});
export type ReportPage = z.infer<typeof ReportPage>;

export const ReportIdPath = z.object({ reportId: z.uuid({ error: 'Not a report id' }) });
export type ReportIdPath = z.infer<typeof ReportIdPath>;

/** POST /api/v1/reports/download: several reports of one account as one zip. */
export const ReportsDownloadBody = z.object({
  accountNumber: z.string().max(32).regex(/^[A-Za-z0-9-]{1,32}$/, 'Not an account number'),
  reportIds: z.array(z.uuid()).min(1).max(MAX_REPORTS_PER_DOWNLOAD),
});
export type ReportsDownloadBody = z.infer<typeof ReportsDownloadBody>;
