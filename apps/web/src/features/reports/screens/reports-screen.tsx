import { Alert, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { ProductType } from '@tasman/domain/channel/channel';
import { localDateIn } from '@tasman/domain/channel/channel';
import { isAcceptedDate } from '@tasman/domain/calendar/calendar-date';
import { MAX_REPORTS_PER_DOWNLOAD, type ReportRow } from '@tasman/domain/contracts/reports';
import { defaultReportRange } from '@tasman/domain/reports/default-report-range';
import { orderedReportRange } from '@tasman/domain/reports/ordered-report-range';
import { PE_REPORT_TYPES, type PeReportType } from '@tasman/domain/reports/pe-report-types';
import { reportDateBounds } from '@tasman/domain/reports/report-date-bounds';
import { reportRangeProblem } from '@tasman/domain/reports/report-range-problem';
import { IconDownload, IconFileDescription, IconInfoCircle, IconAlertTriangle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePortalInfo } from '@/lib/portal-info';
import { formatDate } from '@/ui/date-text';
import { ErrorPanel } from '@/ui/error-panel';
import { downloadReport } from '../api/download-report';
import { downloadReportsZip } from '../api/download-reports-zip';
import { getReports, useReports, type ReportsSearch } from '../api/get-reports';
import { ReportRangeForm, type ReportsFormValue } from '../components/report-range-form';
import { ReportsPager } from '../components/reports-pager';
import { ReportsTable } from '../components/reports-table';
import { saveFile } from '../components/save-file';

/** The account the screen lists reports of (the app's account choice hands it over). */
export interface ReportsAccount {
  accountNumber: string;
  productType: ProductType;
  signupDate: string;
}

/** What the user is told when a download fails; the failure itself is logged (spec 002 §8: 'logged only'). */
export const DOWNLOAD_FAILED = 'The download could not be completed. Please try again in a moment.';

/** The search lives in the address (?from=&to=&page=&type=), so Back, a reload and a link keep it. */
const PARAM = { from: 'from', to: 'to', page: 'page', type: 'type' } as const;

function readSearch(params: URLSearchParams, account: ReportsAccount, today: string): ReportsSearch {
  const bounds = reportDateBounds(account.signupDate, today);
  const fallback = defaultReportRange(account.signupDate, today);
  const from = params.get(PARAM.from);
  const to = params.get(PARAM.to);
  let range = fallback;
  if (from && to && isAcceptedDate(from) && isAcceptedDate(to)) {
    const asked = orderedReportRange({ start: from, end: to }, bounds);
    if (!reportRangeProblem(asked, bounds)) range = asked;
  }
  const page = Number(params.get(PARAM.page) ?? '1');
  const type = params.get(PARAM.type);
  const isPe = account.productType === 'PE';
  return {
    accountNumber: account.accountNumber,
    periodStart: range.start,
    periodEnd: range.end,
    pageNo: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    ...(isPe ? { reportType: type && type in PE_REPORT_TYPES ? (type as PeReportType) : 'ALL' } : {}),
  };
}

/**
 * Reports & Statements for one account (spec 002 §2.1, §4 'Reports', §5, §9): the range form, the
 * server-paged list (5 pages in the pager, rotating), Select All, one download per row, and Download
 * selected — one file under its own name, several as one zip. Private equity asks for a report type
 * and offers the latest quarterly report. The list loads by itself on the default range.
 */
export function ReportsScreen({ account }: { account: ReportsAccount }) {
  const { channel } = usePortalInfo();
  const today = localDateIn(channel);
  const bounds = reportDateBounds(account.signupDate, today);
  const [params, setParams] = useSearchParams();
  const search = readSearch(params, account, today);
  const reports = useReports(search);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);
  const isPe = account.productType === 'PE';
  const searchKey = `${search.periodStart}|${search.periodEnd}|${search.reportType ?? ''}`;
  const [selectionKey, setSelectionKey] = useState(searchKey);
  if (selectionKey !== searchKey) {
    // A new search starts a new selection (a page change keeps it).
    setSelectionKey(searchKey);
    setSelected(new Set());
  }

  function go(next: Partial<Record<keyof typeof PARAM, string>>) {
    const nextParams = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) nextParams.set(PARAM[key as keyof typeof PARAM], value);
    // The same search again asks the server again (a statement may have been issued since).
    if (nextParams.toString() === params.toString()) void reports.refetch();
    else setParams(nextParams);
  }

  function searchFor(value: ReportsFormValue) {
    go({ from: value.range.start, to: value.range.end, page: '1', ...(value.reportType ? { type: value.reportType } : {}) });
  }

  const failed = (error: unknown) => {
    // spec 002 §8: a reports download failure is logged; the user is told in words too, not left wondering.
    console.error('Reports download failed', error);
    setFailure(DOWNLOAD_FAILED);
  };
  const single = useMutation({ mutationFn: (row: ReportRow) => downloadReport(row.reportId), onSuccess: saveFile, onError: failed });
  const several = useMutation({
    mutationFn: (ids: readonly string[]) =>
      ids.length === 1 ? downloadReport(ids[0]!) : downloadReportsZip(account.accountNumber, ids),
    onSuccess: saveFile,
    onError: failed,
  });
  const quarterly = useMutation({
    mutationFn: async () => {
      const latest = await getReports({
        accountNumber: account.accountNumber,
        periodStart: bounds.min,
        periodEnd: bounds.max,
        pageNo: 1,
        reportType: 'QUARTERLY_REPORTS',
      });
      const row = latest.list[0];
      return row ? downloadReport(row.reportId) : null;
    },
    onSuccess: (file) => (file ? saveFile(file) : setFailure('There is no quarterly report for this account yet.')),
    onError: failed,
  });

  const rows = useMemo(() => reports.data?.list ?? [], [reports.data]);
  const totalPages = reports.data ? Math.ceil(reports.data.totalRecords / reports.data.pageSize) : 0;
  const chosen = [...selected];
  const tooMany = chosen.length > MAX_REPORTS_PER_DOWNLOAD;

  function toggle(reportId: string, checked: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(reportId);
      else next.delete(reportId);
      return next;
    });
  }
  function toggleAll(checked: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      for (const row of rows) {
        if (checked) next.add(row.reportId);
        else next.delete(row.reportId);
      }
      return next;
    });
  }

  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md" data-print="hide">
        <ReportRangeForm
          key={searchKey}
          initial={{ range: { start: search.periodStart, end: search.periodEnd }, reportType: search.reportType ?? null }}
          bounds={bounds}
          asksReportType={isPe}
          searching={reports.isFetching}
          onSearch={searchFor}
        />
      </Paper>

      <Group justify="space-between" align="center" gap="sm" data-print="hide">
        <Text size="sm" c="dimmed" role="status">
          {reports.data
            ? `${reports.data.totalRecords} ${reports.data.totalRecords === 1 ? 'report' : 'reports'} from ${formatDate(search.periodStart)} to ${formatDate(search.periodEnd)}`
            : ' '}
        </Text>
        <Group gap="sm">
          {isPe ? (
            <Button variant="default" leftSection={<IconFileDescription size={16} aria-hidden />} loading={quarterly.isPending} onClick={() => quarterly.mutate()}>
              Latest quarterly report
            </Button>
          ) : null}
          <Button
            leftSection={<IconDownload size={16} aria-hidden />}
            disabled={chosen.length === 0 || tooMany}
            loading={several.isPending}
            onClick={() => {
              setFailure(null);
              several.mutate(chosen);
            }}
          >
            {chosen.length > 1 ? `Download selected (${chosen.length})` : 'Download selected'}
          </Button>
        </Group>
      </Group>
      {tooMany ? (
        <Text size="sm" c="orange.9" role="status">
          Choose at most {MAX_REPORTS_PER_DOWNLOAD} reports for one download.
        </Text>
      ) : null}
      {failure ? (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} withCloseButton onClose={() => setFailure(null)} role="alert">
          {failure}
        </Alert>
      ) : null}

      {reports.isError ? (
        <ErrorPanel title="Reports could not be loaded" message={reports.error.message} onRetry={() => void reports.refetch()} />
      ) : !reports.data ? (
        <Skeleton height={240} aria-label="Loading reports" />
      ) : rows.length === 0 ? (
        <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} aria-hidden />} data-testid="reports-empty">
          There are no reports or statements for this account between {formatDate(search.periodStart)} and{' '}
          {formatDate(search.periodEnd)}. Statements are issued after each period ends — choose an earlier From date to see older ones.
        </Alert>
      ) : (
        <>
          <ReportsTable
            rows={rows}
            selected={selected}
            onToggle={toggle}
            onToggleAll={toggleAll}
            onDownload={(row) => {
              setFailure(null);
              single.mutate(row);
            }}
            downloading={single.isPending ? (single.variables?.reportId ?? null) : null}
          />
          <ReportsPager page={search.pageNo} totalPages={totalPages} onPage={(page) => go({ page: String(page) })} />
        </>
      )}
    </Stack>
  );
}
