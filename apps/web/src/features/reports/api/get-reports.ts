import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { REPORT_ROUTES, type ReportPage } from '@tasman/domain/contracts/reports';
import type { PeReportType } from '@tasman/domain/reports/pe-report-types';
import { apiRequest } from '@/lib/api-client';

export interface ReportsSearch {
  accountNumber: string;
  periodStart: string;
  periodEnd: string;
  pageNo: number;
  /** Private equity accounts only. */
  reportType?: PeReportType;
}

function queryOf(search: ReportsSearch): string {
  const params = new URLSearchParams({
    accountNumber: search.accountNumber,
    periodStart: search.periodStart,
    periodEnd: search.periodEnd,
    pageNo: String(search.pageNo),
  });
  if (search.reportType) params.set('reportType', search.reportType);
  return params.toString();
}

/** GET /api/v1/reports (spec 002 §7 'Reports'): one page of the account's reports, newest first. */
export function getReports(search: ReportsSearch, signal?: AbortSignal): Promise<ReportPage> {
  return apiRequest<ReportPage>(`${REPORT_ROUTES.list}?${queryOf(search)}`, { signal });
}

export function reportsQueryOptions(search: ReportsSearch) {
  return queryOptions({
    queryKey: ['reports', search.accountNumber, search],
    queryFn: ({ signal }) => getReports(search, signal),
  });
}

/** The page keeps showing while the next one loads, so the pager does not jump. */
export function useReports(search: ReportsSearch | null) {
  return useQuery({
    ...reportsQueryOptions(search ?? { accountNumber: '', periodStart: '', periodEnd: '', pageNo: 1 }),
    enabled: search !== null,
    placeholderData: keepPreviousData,
  });
}
