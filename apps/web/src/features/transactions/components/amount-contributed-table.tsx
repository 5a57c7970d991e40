import type { AmountContributedResponse, AmountContributedRow } from '@tasman/domain/contracts/transactions';
import { DateText } from '@/ui/date-text';
import { MISSING_FIGURE, MoneyText } from '@/ui/money-text';
import { ResponsiveTable, type TableColumn } from '@/ui/responsive-table';

const money = (value: number) => <MoneyText value={value} size="sm" />;

const columns: readonly TableColumn<AmountContributedRow>[] = [
  { key: 'date', header: 'Date', cell: (row) => <DateText value={row.eventDate} size="sm" />, nowrap: true },
  { key: 'security', header: 'Security', cell: (row) => row.securityName ?? MISSING_FIGURE },
  { key: 'activity', header: 'Activity', cell: (row) => row.activity },
  { key: 'contributed', header: 'Contributed', cell: (row) => money(row.amountContributed), align: 'right', nowrap: true },
  { key: 'withdrawn', header: 'Withdrawn', cell: (row) => money(row.amountWithdrawn), align: 'right', nowrap: true },
  { key: 'transfer', header: 'Security transfer', cell: (row) => money(row.securityTransfer), align: 'right', nowrap: true },
  { key: 'total', header: 'Total', cell: (row) => money(row.total), align: 'right', nowrap: true },
];

/** Amount Contributed (spec 002 §3): the rows of the page, and the totals of the whole range under the filter. */
export function AmountContributedTable({ report, rows }: { report: AmountContributedResponse; rows: readonly AmountContributedRow[] }) {
  return (
    <ResponsiveTable
      aria-label="Amount Contributed"
      data-testid="amount-contributed"
      rowTestId="amount-contributed-row"
      columns={columns}
      rows={rows}
      rowKey={(row, index) => `${index}-${row.eventDate}-${row.activity}`}
      striped
      footer={[
        {
          key: 'totals',
          label: 'Totals',
          emphasis: true,
          testId: 'amount-contributed-totals',
          cells: {
            contributed: money(report.totalContributed),
            withdrawn: money(report.totalWithdrawn),
            transfer: money(report.totalSecurityTransfer),
          },
        },
      ]}
    />
  );
}
