import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { RETAIL_PAGE_SIZE } from '@tasman/domain/contracts/transactions';
import { transactionDateLimits, type TransactionDateLimits } from '@tasman/domain/transactions/transaction-date-limits';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { usePortalInfo } from '@/lib/portal-info';
import { ErrorPanel } from '@/ui/error-panel';
import { useFileDownload } from '../api/download-file';
import { transactionsExport, useRetailTransactions, type TransactionsFilter } from '../api/get-transactions';
import { channelToday } from '../date-rules';
import { useKeptFilters } from '../hooks/use-kept-filters';
import { keptPage, keptRange } from '../kept-range';
import { TRANSACTION_MESSAGES } from '../messages';
import type { DateRange, TransactionAccount } from '../types';
import { ExportButtons } from './export-buttons';
import { ExportFailure } from './export-failure';
import { HistoryDateRange } from './history-date-range';
import { RangeBalances } from './range-balances';
import { RetailTransactionsTable } from './retail-transactions-table';
import { SecuritySelect } from './security-select';
import { transactionCount } from '../transaction-count';
import { TransactionsPager } from './transactions-pager';

/** spec 002 §9: the retail pager shows 10 pages. */
const PAGER_SIZE = 10;

interface RetailFilters extends DateRange {
  securityId: string | null;
  pageNo: number;
}

function restoreRetail(limits: TransactionDateLimits) {
  return (stored: unknown): RetailFilters | null => {
    const range = keptRange(stored, limits);
    if (!range) return null;
    const { securityId } = stored as Record<string, unknown>;
    return { ...range, securityId: typeof securityId === 'string' && securityId !== '' ? securityId : null, pageNo: keptPage(stored) };
  };
}

/**
 * The retail view (KS, UT, UT-AUS; spec 002 §2.2, §5): a required date range (signup date to
 * yesterday, 3 months by default, a reversed range swapped), an optional security, the server's page
 * of 10 with a pager of 10 pages, the range's opening and closing balance, and PDF and CSV exports.
 * A change of range or security goes back to page 1.
 */
export function RetailHistory({ account }: { account: TransactionAccount }) {
  const { channel } = usePortalInfo();
  const limits = useMemo(
    () => transactionDateLimits(account.productType, account.signupDate, channelToday(channel)),
    [account.productType, account.signupDate, channel],
  );
  const [filters, setFilters] = useKeptFilters<RetailFilters>(
    'retail',
    account.accountNumber,
    () => ({ periodStart: limits.defaultStart, periodEnd: limits.defaultEnd, securityId: null, pageNo: 1 }),
    restoreRetail(limits),
  );
  const request: TransactionsFilter | null =
    filters.periodStart && filters.periodEnd
      ? {
          accountNumber: account.accountNumber,
          periodStart: filters.periodStart,
          periodEnd: filters.periodEnd,
          ...(filters.securityId ? { securityId: filters.securityId } : {}),
        }
      : null;
  const page = useRetailTransactions(request, filters.pageNo);
  const download = useFileDownload();
  const running = download.isPending ? download.variables.format : null;
  const failed = download.isError ? download.variables.format : null;
  const totalPages = page.data ? Math.ceil(page.data.totalRecords / RETAIL_PAGE_SIZE) : 0;
  const pastTheEnd = page.data !== undefined && !page.isPlaceholderData && totalPages > 0 && filters.pageNo > totalPages;

  useEffect(() => {
    // A kept page past the end (the history has fewer pages now): back to the first.
    if (pastTheEnd) setFilters({ ...filters, pageNo: 1 });
  }, [pastTheEnd, filters, setFilters]);

  return (
    <Stack gap="md" data-testid="retail-history">
      <Group align="flex-end" gap="md" wrap="wrap">
        <HistoryDateRange
          value={filters}
          limits={limits}
          onChange={(range) => setFilters({ ...filters, ...range, pageNo: 1 })}
        />
        <SecuritySelect
          accountNumber={account.accountNumber}
          value={filters.securityId}
          onChange={(securityId) => setFilters({ ...filters, securityId, pageNo: 1 })}
        />
      </Group>
      <Group justify="space-between" align="center" wrap="wrap">
        <Text size="sm" c="dimmed" aria-live="polite">
          {page.data ? transactionCount(page.data.totalRecords) : null}
          {page.isFetching ? <Loader size="xs" ml="xs" aria-label="Loading transactions" /> : null}
        </Text>
        {request ? (
          <ExportButtons
            running={running}
            onDownload={(format) => download.mutate(transactionsExport(request, format))}
          />
        ) : null}
      </Group>
      {failed ? (
        <ExportFailure
          title={failed === 'pdf' ? TRANSACTION_MESSAGES.pdfFailedTitle : TRANSACTION_MESSAGES.csvFailedTitle}
          message={failed === 'pdf' ? TRANSACTION_MESSAGES.pdfFailed : TRANSACTION_MESSAGES.csvFailed}
          onClose={() => download.reset()}
        />
      ) : null}
      {page.isError ? (
        <ErrorPanel
          title="Transactions could not be loaded"
          message={page.error.message}
          onRetry={() => void page.refetch()}
        />
      ) : page.isPending && request ? (
        <Loader aria-label="Loading transactions" />
      ) : page.data && page.data.totalRecords === 0 ? (
        <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} aria-hidden />} data-testid="no-records">
          {TRANSACTION_MESSAGES.noRecords}
        </Alert>
      ) : page.data ? (
        <Stack gap="md" style={{ opacity: page.isPlaceholderData ? 0.6 : 1 }}>
          <RangeBalances {...page.data} />
          <RetailTransactionsTable rows={page.data.list} />
          <TransactionsPager
            page={Math.min(filters.pageNo, totalPages)}
            totalPages={totalPages}
            size={PAGER_SIZE}
            onChange={(pageNo) => setFilters({ ...filters, pageNo })}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
