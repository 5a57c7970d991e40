import { Table, Text } from '@mantine/core';
import type { FundDetailsResponse } from '@tasman/domain/contracts/funds';
import { ACCOUNT_MESSAGES } from '@tasman/domain/errors';
import { PercentText } from '@/ui/percent-text';
import { formatFundDate } from './fund-formats';

/** Top 10 Holdings (spec 001 §5, §9): the server has dropped cash and kept at most 10, largest first. */
export function TopInvestmentsTable({ details }: { details: FundDetailsResponse }) {
  if (details.TopInvestments.length === 0) return <Text size="sm">{ACCOUNT_MESSAGES.noResults}</Text>;
  return (
    <>
      <Table verticalSpacing={6} aria-label="Top 10 holdings">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Investment</Table.Th>
            <Table.Th ta="right">Weight</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {details.TopInvestments.map((investment) => (
            <Table.Tr key={investment.name}>
              <Table.Td>
                <Text size="sm">{investment.name}</Text>
                <Text size="xs" c="dimmed">
                  {investment.Type}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <PercentText value={investment.Percentage} size="sm" />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {details.PublishDate ? (
        <Text size="xs" c="dimmed" mt="xs">
          As at {formatFundDate(details.PublishDate)}
        </Text>
      ) : null}
    </>
  );
}
