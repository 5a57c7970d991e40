import { Alert, Stack, Text, Title } from '@mantine/core';
import type { StandingOrder } from '@tasman/domain/contracts/account-profiles';
import { formatDate } from '@/ui/date-text';
import { MISSING_FIGURE, MoneyText } from '@/ui/money-text';
import { ResponsiveTable, type TableColumn } from '@/ui/responsive-table';
import { useStandingOrders } from './api/get-standing-orders';

const columns: TableColumn<StandingOrder>[] = [
  { key: 'type', header: 'Type', cell: (o) => (o.status === 'Suspended' ? `${o.orderType} (suspended)` : o.orderType) },
  { key: 'fund', header: 'Fund', cell: (o) => o.fundName ?? "Split across the account's funds" },
  { key: 'amount', header: 'Amount', align: 'right', nowrap: true, cell: (o) => <MoneyText value={o.amount} size="sm" /> },
  { key: 'frequency', header: 'Frequency', cell: (o) => o.frequency },
  { key: 'next', header: 'Next date', nowrap: true, cell: (o) => (o.nextDate ? formatDate(o.nextDate) : MISSING_FIGURE) },
];

/** Recurring transactions (spec 002 §2.4): the account's standing orders that still run. */
export function StandingOrdersTable({ accountNumber }: { accountNumber: string }) {
  const orders = useStandingOrders(accountNumber);
  return (
    <Stack gap="xs">
      <Title order={4}>Recurring transactions</Title>
      {orders.isPending ? null : orders.isError ? (
        <Alert color="red" role="alert">
          Recurring transactions could not be loaded. Please try again later.
        </Alert>
      ) : orders.data.list.length === 0 ? (
        <Text size="sm" c="dimmed">
          There are no recurring transactions on this account.
        </Text>
      ) : (
        <ResponsiveTable
          aria-label={`Recurring transactions of ${accountNumber}`}
          columns={columns}
          rows={orders.data.list}
          rowKey={(_, i) => String(i)}
          rowTestId="standing-order"
        />
      )}
    </Stack>
  );
}
