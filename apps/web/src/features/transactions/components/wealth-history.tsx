import { Stack } from '@mantine/core';
import { AmountContributedFilter, type WealthReportQuery } from '@tasman/domain/contracts/transactions';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { transactionDateLimits } from '@tasman/domain/transactions/transaction-date-limits';
import { usePortalInfo } from '@/lib/portal-info';
import { channelToday } from '../date-rules';
import { useKeptFilters } from '../hooks/use-kept-filters';
import { keptPage } from '../kept-range';
import type { DateRange, TransactionAccount } from '../types';
import { isWealthReportType, type WealthReportType } from '../wealth-report-type';
import { AmountContributedReport } from './amount-contributed-report';
import { CashSummaryReport } from './cash-summary-report';
import { CashTransactionsReport } from './cash-transactions-report';
import { WealthSearchForm } from './wealth-search-form';
import { isWealthRangeValid } from '@tasman/domain/transactions/wealth-date-range';

export interface WealthFilters extends DateRange {
  reportType: WealthReportType;
  /** The range of the last Search, or null: results show only after Search. */
  searched: { periodStart: string; periodEnd: string } | null;
  contributedFilter: AmountContributedFilter;
  activity: string | null;
  pageNo: number;
}

function restoreWealth(stored: unknown): WealthFilters | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const record = stored as Record<string, unknown>;
  const date = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);
  const range = { periodStart: date(record.periodStart), periodEnd: date(record.periodEnd) };
  const searchedRecord = (typeof record.searched === 'object' && record.searched !== null ? record.searched : {}) as Record<string, unknown>;
  const searched = { periodStart: date(searchedRecord.periodStart), periodEnd: date(searchedRecord.periodEnd) };
  const filter = AmountContributedFilter.safeParse(record.contributedFilter);
  if (!isWealthReportType(record.reportType) || !filter.success) return null;
  return {
    ...range,
    reportType: record.reportType,
    searched:
      searched.periodStart && searched.periodEnd && isWealthRangeValid(searched.periodStart, searched.periodEnd)
        ? { periodStart: searched.periodStart, periodEnd: searched.periodEnd }
        : null,
    contributedFilter: filter.data,
    activity: typeof record.activity === 'string' && record.activity !== '' ? record.activity : null,
    pageNo: keptPage(record),
  };
}

/**
 * The wealth view (PW; spec 002 §2.2, §4, §5): a report type, start and end, and Search. Results
 * show for the searched range; changing the report type clears them; a report's filter (Amount
 * Contributed's, Cash Transactions' activity) applies to the searched range at once.
 */
export function WealthHistory({ account }: { account: TransactionAccount }) {
  const { channel } = usePortalInfo();
  // The spec gives the PW form no default: the private-equity one (3 months back to today), as PW is
  // not limited to yesterday either.
  const defaults = useMemo(() => {
    const limits = transactionDateLimits('PE', account.signupDate, channelToday(channel));
    return { periodStart: limits.defaultStart, periodEnd: limits.defaultEnd };
  }, [account.signupDate, channel]);
  const [filters, setFilters] = useKeptFilters<WealthFilters>(
    'wealth',
    account.accountNumber,
    () => ({ ...defaults, reportType: 'cashSummary', searched: null, contributedFilter: 'ContributedOrWithdrawn', activity: null, pageNo: 1 }),
    restoreWealth,
  );
  const queryClient = useQueryClient();
  const searching = useIsFetching({ queryKey: ['transactions', account.accountNumber] }) > 0;
  const query: WealthReportQuery | null = filters.searched ? { accountNumber: account.accountNumber, ...filters.searched } : null;

  return (
    <Stack gap="md" data-testid="wealth-history">
      <WealthSearchForm
        range={filters}
        reportType={filters.reportType}
        loading={searching}
        onRangeChange={(range) => setFilters({ ...filters, ...range })}
        onReportTypeChange={(reportType) => setFilters({ ...filters, reportType, searched: null, pageNo: 1 })}
        onSearch={() => {
          if (!filters.periodStart || !filters.periodEnd) return;
          const same = filters.searched?.periodStart === filters.periodStart && filters.searched.periodEnd === filters.periodEnd;
          // The same range again asks the server again (a search is a fresh look, not the cache).
          if (same) void queryClient.refetchQueries({ queryKey: ['transactions', account.accountNumber], type: 'active' });
          else setFilters({ ...filters, searched: { periodStart: filters.periodStart, periodEnd: filters.periodEnd }, pageNo: 1 });
        }}
      />
      {query && filters.reportType === 'cashSummary' ? <CashSummaryReport query={query} /> : null}
      {query && filters.reportType === 'amountContributed' ? (
        <AmountContributedReport
          query={query}
          filter={filters.contributedFilter}
          onFilterChange={(contributedFilter) => setFilters({ ...filters, contributedFilter, pageNo: 1 })}
          pageNo={filters.pageNo}
          onPageChange={(pageNo) => setFilters({ ...filters, pageNo })}
        />
      ) : null}
      {query && filters.reportType === 'cashTransactions' ? (
        <CashTransactionsReport
          query={query}
          activity={filters.activity}
          onActivityChange={(activity) => setFilters({ ...filters, activity, pageNo: 1 })}
          pageNo={filters.pageNo}
          onPageChange={(pageNo) => setFilters({ ...filters, pageNo })}
        />
      ) : null}
    </Stack>
  );
}
