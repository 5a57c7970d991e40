import { Badge } from '@mantine/core';
import type { PrivateEquityTransaction } from '@tasman/domain/contracts/transactions';
import { DateText } from '@/ui/date-text';
import { MoneyText } from '@/ui/money-text';
import { ResponsiveTable, type TableColumn } from '@/ui/responsive-table';
import { QuantityText } from './figures';

const columns: readonly TableColumn<PrivateEquityTransaction>[] = [
  { key: 'date', header: 'Date', cell: (row) => <DateText value={row.transactionDate} size="sm" />, nowrap: true },
  { key: 'description', header: 'Description', cell: (row) => row.description },
  { key: 'unitPrice', header: 'Unit price', cell: (row) => <QuantityText value={row.unitPrice} />, align: 'right', nowrap: true },
  { key: 'value', header: 'Value', cell: (row) => <MoneyText value={row.transactionValue} size="sm" />, align: 'right', nowrap: true },
  {
    key: 'pending',
    header: 'Pending',
    cell: (row) =>
      row.isPending ? (
        <Badge color="orange" variant="light" size="sm">
          Pending
        </Badge>
      ) : (
        'No'
      ),
    nowrap: true,
  },
];

/** A page of a private-equity account's transactions (spec 002 §3 'Private equity transaction'). */
export function PrivateEquityTransactionsTable({ rows }: { rows: readonly PrivateEquityTransaction[] }) {
  return (
    <ResponsiveTable
      aria-label="Transactions"
      data-testid="private-equity-transactions"
      rowTestId="transaction-row"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.transactionId}
      striped
    />
  );
}
