import { Select } from '@mantine/core';
import { WEALTH_LOCAL_PAGE_SIZE, type WealthReportQuery } from '@tasman/domain/contracts/transactions';
import { useCashActivities } from '../api/get-cash-activities';
import { cashTransactionsExport, useCashTransactions } from '../api/get-cash-transactions';
import { CashTransactionsTable } from './cash-transactions-table';
import { TransactionsPager } from './transactions-pager';
import { WealthReportFrame } from './wealth-report-frame';
import { localPage } from '../local-page';

const ALL = '';

interface CashTransactionsReportProps {
  query: WealthReportQuery;
  activity: string | null;
  onActivityChange: (activity: string | null) => void;
  pageNo: number;
  onPageChange: (pageNo: number) => void;
}

/**
 * Cash Transactions for the searched range (spec 002 §2.2, §3, §4, §9): the activity filter (the
 * account's activities), the currencies NZD before AUD with their closing balances, the rows paged
 * here at 20.
 */
export function CashTransactionsReport({ query, activity, onActivityChange, pageNo, onPageChange }: CashTransactionsReportProps) {
  const filtered = activity ? { ...query, activity } : query;
  const report = useCashTransactions(filtered, true);
  const activities = useCashActivities(query.accountNumber, true);
  return (
    <WealthReportFrame
      report={report}
      isEmpty={(data) => data.rows.length === 0}
      exportOf={(format) => cashTransactionsExport(filtered, format)}
      filter={
        <Select
          label="Activity"
          data={[{ value: ALL, label: 'All activities' }, ...(activities.data?.activities ?? []).map((name) => ({ value: name, label: name }))]}
          value={activity ?? ALL}
          onChange={(value) => onActivityChange(value ? value : null)}
          allowDeselect={false}
          searchable
          disabled={activities.isPending}
          error={activities.isError ? 'The activities could not be loaded; all are shown.' : undefined}
          comboboxProps={{ withinPortal: true }}
          w={260}
        />
      }
    >
      {(data) => {
        const { page, totalPages, rows } = localPage(data.rows, pageNo, WEALTH_LOCAL_PAGE_SIZE);
        return (
          <>
            <CashTransactionsTable report={data} rows={rows} />
            <TransactionsPager page={page} totalPages={totalPages} size={10} onChange={onPageChange} />
          </>
        );
      }}
    </WealthReportFrame>
  );
}
