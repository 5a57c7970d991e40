import { Table, Text } from '@mantine/core';
import type { PrivateEquityCallsResponse } from '@tasman/domain/contracts/private-equity';
import { ACCOUNT_MESSAGES } from '@tasman/domain/errors';
import { DateText } from '@/ui/date-text';
import { MoneyText, MISSING_FIGURE } from '@/ui/money-text';

/** spec 001 §3 'PE call transaction': date, unit price (4 decimals) and amount of each capital call. */
export function CallHistoryTable({ calls, locale }: { calls: PrivateEquityCallsResponse; locale: string }) {
  if (calls.list.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {ACCOUNT_MESSAGES.noResults}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table verticalSpacing="xs" horizontalSpacing="xs" fz="sm" striped data-testid="pe-call-history">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
              Unit price
            </Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {calls.list.map((call, index) => (
            <Table.Tr key={`${call.transactionDate}-${index}`}>
              <Table.Td>
                <DateText value={call.transactionDate} size="sm" style={{ whiteSpace: 'nowrap' }} />
              </Table.Td>
              <Table.Td ta="right">
                {call.unitPrice === null
                  ? MISSING_FIGURE
                  : call.unitPrice.toLocaleString(locale, { minimumFractionDigits: 4, maximumFractionDigits: 4 })}
              </Table.Td>
              <Table.Td ta="right">
                <MoneyText value={call.transactionValue} size="sm" style={{ whiteSpace: 'nowrap' }} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
              Total called
            </Table.Td>
            <Table.Td />
            <Table.Td ta="right">
              <MoneyText value={calls.totalValue} size="sm" fw={600} style={{ whiteSpace: 'nowrap' }} />
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
