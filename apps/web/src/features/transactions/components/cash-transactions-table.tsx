import { Group, Stack, Text, Title } from '@mantine/core';
import type { CashTransactionRow, CashTransactionsResponse } from '@tasman/domain/contracts/transactions';
import { DateText } from '@/ui/date-text';
import { MISSING_FIGURE } from '@/ui/money-text';
import { ResponsiveTable, type TableColumn } from '@/ui/responsive-table';
import { CurrencyText } from './figures';

const columns: readonly TableColumn<CashTransactionRow>[] = [
  { key: 'eventDate', header: 'Event date', cell: (row) => <DateText value={row.eventDate} size="sm" />, nowrap: true },
  { key: 'interestDate', header: 'Interest date', cell: (row) => <DateText value={row.interestDate} size="sm" />, nowrap: true },
  { key: 'security', header: 'Security', cell: (row) => row.securityName ?? MISSING_FIGURE },
  { key: 'activity', header: 'Activity', cell: (row) => row.activity },
  { key: 'dc', header: 'D/C', cell: (row) => <abbr title={row.debitCredit === 'D' ? 'Debit' : 'Credit'}>{row.debitCredit}</abbr> },
  {
    key: 'amount',
    header: 'Amount',
    cell: (row) => <CurrencyText value={row.amount} currency={row.currencyCode} />,
    align: 'right',
    nowrap: true,
  },
  {
    key: 'balance',
    header: 'Balance',
    cell: (row) => <CurrencyText value={row.rollingBalance} currency={row.currencyCode} />,
    align: 'right',
    nowrap: true,
  },
];

/**
 * Cash Transactions (spec 002 §3, §4): one block per currency, NZD before AUD as the server lists
 * them, each with its closing balance and the page's rows of that currency.
 */
export function CashTransactionsTable({ report, rows }: { report: CashTransactionsResponse; rows: readonly CashTransactionRow[] }) {
  return (
    <Stack gap="lg" data-testid="cash-transactions">
      {report.currencyList.map((currency) => {
        const ofCurrency = rows.filter((row) => row.currencyCode === currency.currencyCode);
        return (
          <Stack key={currency.currencyCode} gap="xs" data-testid={`cash-currency-${currency.currencyCode}`}>
            <Group justify="space-between" wrap="wrap">
              <Title order={3} size="h4">
                {currency.currencyCode}
              </Title>
              <Text size="sm">
                Closing balance{' '}
                <Text span fw={650}>
                  <CurrencyText value={currency.closingBalance} currency={currency.currencyCode} />
                </Text>
              </Text>
            </Group>
            {ofCurrency.length > 0 ? (
              <ResponsiveTable
                aria-label={`${currency.currencyCode} cash transactions`}
                rowTestId="cash-transaction-row"
                columns={columns}
                rows={ofCurrency}
                rowKey={(row, index) => `${index}-${row.eventDate}-${row.activity}`}
                striped
              />
            ) : (
              <Text size="sm" c="dimmed">
                No {currency.currencyCode} transactions on this page.
              </Text>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
