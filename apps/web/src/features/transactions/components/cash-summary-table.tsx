import type { CashSummaryResponse, CashSummaryRow } from '@tasman/domain/contracts/transactions';
import { ResponsiveTable, type TableColumn } from '@/ui/responsive-table';
import { CurrencyText } from './figures';

const columns: readonly TableColumn<CashSummaryRow>[] = [
  { key: 'activity', header: 'Activity', cell: (row) => row.activity },
  { key: 'nzd', header: 'NZD', cell: (row) => <CurrencyText value={row.valueNZD} currency="NZD" />, align: 'right', nowrap: true },
  { key: 'aud', header: 'AUD', cell: (row) => <CurrencyText value={row.valueAUD} currency="AUD" />, align: 'right', nowrap: true },
];

/**
 * Cash Summary (spec 002 §3): the NZD and AUD cash at the start, each activity's movement, and the
 * cash at the end. The opening balance heads the rows and the closing balance closes them, so the
 * table reads as a sum down each currency.
 */
export function CashSummaryTable({ summary }: { summary: CashSummaryResponse }) {
  const opening: CashSummaryRow = {
    activity: 'Opening balance',
    valueNZD: summary.openingBalanceNZD,
    valueAUD: summary.openingBalanceAUD,
  };
  return (
    <ResponsiveTable
      aria-label="Cash Summary"
      data-testid="cash-summary"
      rowTestId="cash-summary-row"
      columns={columns}
      rows={[opening, ...summary.rows]}
      rowKey={(row, index) => `${index}-${row.activity}`}
      footer={[
        {
          key: 'closing',
          label: 'Closing balance',
          emphasis: true,
          testId: 'cash-summary-closing',
          cells: {
            nzd: <CurrencyText value={summary.closingBalanceNZD} currency="NZD" />,
            aud: <CurrencyText value={summary.closingBalanceAUD} currency="AUD" />,
          },
        },
      ]}
    />
  );
}
