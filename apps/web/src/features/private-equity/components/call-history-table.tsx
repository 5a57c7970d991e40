import { Text } from '@mantine/core';
import type { PrivateEquityCallsResponse } from '@tasman/domain/contracts/private-equity';
import { ACCOUNT_MESSAGES } from '@tasman/domain/errors';
import { DateText } from '@/ui/date-text';
import { MoneyText, MISSING_FIGURE } from '@/ui/money-text';
import { ResponsiveTable, type TableColumn } from '@/ui/responsive-table';

type Call = PrivateEquityCallsResponse['list'][number];

/** spec 001 §3 'PE call transaction': date, unit price (4 decimals) and amount of each capital call. */
export function CallHistoryTable({ calls, locale }: { calls: PrivateEquityCallsResponse; locale: string }) {
  if (calls.list.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {ACCOUNT_MESSAGES.noResults}
      </Text>
    );
  }
  const columns: TableColumn<Call>[] = [
    { key: 'date', header: 'Date', nowrap: true, cell: (call) => <DateText value={call.transactionDate} inherit /> },
    {
      key: 'unitPrice',
      header: 'Unit price',
      align: 'right',
      nowrap: true,
      cell: (call) =>
        call.unitPrice === null
          ? MISSING_FIGURE
          : call.unitPrice.toLocaleString(locale, { minimumFractionDigits: 4, maximumFractionDigits: 4 }),
    },
    { key: 'amount', header: 'Amount', align: 'right', nowrap: true, cell: (call) => <MoneyText value={call.transactionValue} inherit /> },
  ];
  return (
    <ResponsiveTable
      aria-label="Capital call history"
      data-testid="pe-call-history"
      columns={columns}
      rows={calls.list}
      rowKey={(call, index) => `${call.transactionDate}-${index}`}
      footer={[{ key: 'total', label: 'Total called', emphasis: true, cells: { amount: <MoneyText value={calls.totalValue} inherit fw={600} /> } }]}
      striped
    />
  );
}
