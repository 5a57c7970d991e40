import { Badge } from '@mantine/core';
import type { RetailTransaction } from '@tasman/domain/contracts/transactions';
import { DateText } from '@/ui/date-text';
import { MoneyText } from '@/ui/money-text';
import { ResponsiveTable, type TableColumn } from '@/ui/responsive-table';
import { QuantityText } from './figures';

const columns: readonly TableColumn<RetailTransaction>[] = [
  { key: 'security', header: 'Security', cell: (row) => row.securityName },
  { key: 'date', header: 'Date', cell: (row) => <DateText value={row.transactionDate} size="sm" />, nowrap: true },
  { key: 'description', header: 'Description', cell: (row) => row.description },
  { key: 'units', header: 'Units', cell: (row) => <QuantityText value={row.units} />, align: 'right', nowrap: true },
  { key: 'unitPrice', header: 'Unit price', cell: (row) => <QuantityText value={row.unitPrice} />, align: 'right', nowrap: true },
  { key: 'value', header: 'Value', cell: (row) => <MoneyText value={row.transactionValue} size="sm" />, align: 'right', nowrap: true },
  { key: 'tax', header: 'Tax', cell: (row) => <MoneyText value={row.tax} size="sm" />, align: 'right', nowrap: true },
  {
    key: 'net',
    header: 'Net value',
    cell: (row) => <MoneyText value={row.transactionNetValue} size="sm" />,
    align: 'right',
    nowrap: true,
  },
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

/**
 * One page of a retail account's transactions (spec 002 §3 'Retail transaction'), in the server's
 * order: pending first, then newest first (§4). Cards on a phone, so every figure stays visible.
 */
export function RetailTransactionsTable({ rows }: { rows: readonly RetailTransaction[] }) {
  return (
    <ResponsiveTable
      aria-label="Transactions"
      data-testid="retail-transactions"
      rowTestId="transaction-row"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.transactionId}
      striped
    />
  );
}
