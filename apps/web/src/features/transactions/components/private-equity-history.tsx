import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { PRIVATE_EQUITY_LOCAL_PAGE_SIZE } from '@tasman/domain/contracts/transactions';
import { transactionDateLimits, type TransactionDateLimits } from '@tasman/domain/transactions/transaction-date-limits';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { usePortalInfo } from '@/lib/portal-info';
import { ErrorPanel } from '@/ui/error-panel';
import { useFileDownload } from '../api/download-file';
import { transactionsExport, usePrivateEquityTransactions, type TransactionsFilter } from '../api/get-transactions';
import { channelToday } from '../date-rules';
import { useKeptFilters } from '../hooks/use-kept-filters';
import { keptPage, keptRange } from '../kept-range';
import { TRANSACTION_MESSAGES } from '../messages';
import type { DateRange, TransactionAccount } from '../types';
import { ExportButtons } from './export-buttons';
import { ExportFailure } from './export-failure';
import { HistoryDateRange } from './history-date-range';
import { PrivateEquityTransactionsTable } from './private-equity-transactions-table';
import { RangeBalances } from './range-balances';
import { transactionCount } from '../transaction-count';
import { TransactionsPager } from './transactions-pager';
import { localPage } from '../local-page';

interface PrivateEquityFilters extends DateRange {
  pageNo: number;
}

function restorePrivateEquity(limits: TransactionDateLimits) {
  return (stored: unknown): PrivateEquityFilters | null => {
    const range = keptRange(stored, limits);
    return range ? { ...range, pageNo: keptPage(stored) } : null;
  };
}

/**
 * The private-equity view (spec 002 §2.2, §5, §9): a required date range (signup date to today,
 * 3 months by default, a reversed range swapped); the whole range comes in one call and is paged
 * here at 20 rows; PDF and CSV of the range.
 */
export function PrivateEquityHistory({ account }: { account: TransactionAccount }) {
  const { channel } = usePortalInfo();
  const limits = useMemo(
    () => transactionDateLimits(account.productType, account.signupDate, channelToday(channel)),
    [account.productType, account.signupDate, channel],
  );
  const [filters, setFilters] = useKeptFilters<PrivateEquityFilters>(
    'privateEquity',
    account.accountNumber,
    () => ({ periodStart: limits.defaultStart, periodEnd: limits.defaultEnd, pageNo: 1 }),
    restorePrivateEquity(limits),
  );
  const request: TransactionsFilter | null =
    filters.periodStart && filters.periodEnd
      ? { accountNumber: account.accountNumber, periodStart: filters.periodStart, periodEnd: filters.periodEnd }
      : null;
  const history = usePrivateEquityTransactions(request);
  const download = useFileDownload();
  const running = download.isPending ? download.variables.format : null;
  const failed = download.isError ? download.variables.format : null;

  const rows = history.data?.list ?? [];
  const { page: pageNo, totalPages, rows: pageRows } = localPage(rows, filters.pageNo, PRIVATE_EQUITY_LOCAL_PAGE_SIZE);

  return (
    <Stack gap="md" data-testid="private-equity-history">
      <Group align="flex-end" gap="md" wrap="wrap">
        <HistoryDateRange value={filters} limits={limits} onChange={(range) => setFilters({ ...filters, ...range, pageNo: 1 })} />
      </Group>
      <Group justify="space-between" align="center" wrap="wrap">
        <Text size="sm" c="dimmed" aria-live="polite">
          {history.data ? transactionCount(rows.length) : null}
        </Text>
        {request ? (
          <ExportButtons running={running} onDownload={(format) => download.mutate(transactionsExport(request, format))} />
        ) : null}
      </Group>
      {failed ? (
        <ExportFailure
          title={failed === 'pdf' ? TRANSACTION_MESSAGES.pdfFailedTitle : TRANSACTION_MESSAGES.csvFailedTitle}
          message={failed === 'pdf' ? TRANSACTION_MESSAGES.pdfFailed : TRANSACTION_MESSAGES.csvFailed}
          onClose={() => download.reset()}
        />
      ) : null}
      {history.isError ? (
        <ErrorPanel title="Transactions could not be loaded" message={history.error.message} onRetry={() => void history.refetch()} />
      ) : history.isFetching ? (
        <Loader aria-label="Loading transactions" />
      ) : history.data && rows.length === 0 ? (
        <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} aria-hidden />} data-testid="no-records">
          {TRANSACTION_MESSAGES.noRecords}
        </Alert>
      ) : history.data ? (
        <Stack gap="md">
          <RangeBalances {...history.data} />
          <PrivateEquityTransactionsTable rows={pageRows} />
          <TransactionsPager page={pageNo} totalPages={totalPages} size={PAGER_SIZE} onChange={(next) => setFilters({ ...filters, pageNo: next })} />
        </Stack>
      ) : null}
    </Stack>
  );
}

/** The local pager shows 10 page numbers, as the retail one (spec 002 §9 gives no other). */
const PAGER_SIZE = 10;
