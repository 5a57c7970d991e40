import { Select } from '@mantine/core';
import {
  AMOUNT_CONTRIBUTED_FILTER_LABELS,
  AMOUNT_CONTRIBUTED_FILTERS,
  WEALTH_LOCAL_PAGE_SIZE,
  type AmountContributedFilter,
  type WealthReportQuery,
} from '@tasman/domain/contracts/transactions';
import { amountContributedExport, useAmountContributed } from '../api/get-amount-contributed';
import { AmountContributedTable } from './amount-contributed-table';
import { TransactionsPager } from './transactions-pager';
import { WealthReportFrame } from './wealth-report-frame';
import { localPage } from '../local-page';

interface AmountContributedReportProps {
  query: WealthReportQuery;
  filter: AmountContributedFilter;
  onFilterChange: (filter: AmountContributedFilter) => void;
  pageNo: number;
  onPageChange: (pageNo: number) => void;
}

/**
 * Amount Contributed for the searched range (spec 002 §2.2, §3, §9): the filter Contributed,
 * Withdrawn or Contributed or Withdrawn (the default), the rows paged here at 20, and the totals.
 */
export function AmountContributedReport({ query, filter, onFilterChange, pageNo, onPageChange }: AmountContributedReportProps) {
  const filtered = { ...query, filter };
  const report = useAmountContributed(filtered, true);
  return (
    <WealthReportFrame
      report={report}
      isEmpty={(data) => data.rows.length === 0}
      exportOf={(format) => amountContributedExport(filtered, format)}
      filter={
        <Select
          label="Transactions"
          data={AMOUNT_CONTRIBUTED_FILTERS.map((value) => ({ value, label: AMOUNT_CONTRIBUTED_FILTER_LABELS[value] }))}
          value={filter}
          onChange={(value) => value && onFilterChange(value as AmountContributedFilter)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          w={260}
        />
      }
    >
      {(data) => {
        const { page, totalPages, rows } = localPage(data.rows, pageNo, WEALTH_LOCAL_PAGE_SIZE);
        return (
          <>
            <AmountContributedTable report={data} rows={rows} />
            <TransactionsPager page={page} totalPages={totalPages} size={10} onChange={onPageChange} />
          </>
        );
      }}
    </WealthReportFrame>
  );
}
