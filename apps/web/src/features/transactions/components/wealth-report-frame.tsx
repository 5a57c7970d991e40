import { Alert, Group, Loader, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useFileDownload, type ExportFormat } from '../api/download-file';
import { TRANSACTION_MESSAGES } from '../messages';
import { ExportButtons } from './export-buttons';
import { ExportFailure } from './export-failure';

interface WealthReportFrameProps<T> {
  report: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  exportOf: (format: ExportFormat) => { href: string; fallbackName: string; format: ExportFormat };
  /** The report's own filter (Amount Contributed, Cash Transactions), above the results. */
  filter?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * What every wealth report shares (spec 002 §2.2, §4, §8): its filter, PDF and CSV (hidden behind a
 * loading state while one runs; 'Error downloading file' when it fails), 'Error fetching transaction
 * history' when the search fails, and the empty sentence when it finds nothing.
 */
export function WealthReportFrame<T>({ report, isEmpty, exportOf, filter, children }: WealthReportFrameProps<T>) {
  const download = useFileDownload();
  const running = download.isPending ? download.variables.format : null;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        {filter ?? <span />}
        <ExportButtons running={running} onDownload={(format) => download.mutate(exportOf(format))} />
      </Group>
      {download.isError ? <ExportFailure title={TRANSACTION_MESSAGES.wealthDownloadFailed} onClose={() => download.reset()} /> : null}
      {report.isFetching ? (
        <Loader aria-label="Loading transaction history" />
      ) : report.isError ? (
        <Alert color="red" variant="light" role="alert" title={TRANSACTION_MESSAGES.wealthFetchFailed} data-testid="wealth-fetch-failure">
          {report.error.message}
        </Alert>
      ) : report.data !== undefined && isEmpty(report.data) ? (
        <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} aria-hidden />} data-testid="no-records">
          {TRANSACTION_MESSAGES.noWealthRecords}
        </Alert>
      ) : report.data !== undefined ? (
        children(report.data)
      ) : null}
    </Stack>
  );
}
