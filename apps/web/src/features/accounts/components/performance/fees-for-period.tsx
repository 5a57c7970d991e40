import { Stack, Table, Text } from '@mantine/core';
import type { FeeSummary } from '@tasman/domain/contracts/performance';
import { formatPercent } from '@/ui/percent-text';
import { MoneyText } from '@/ui/money-text';

/**
 * The period's fees as NZ annual statements show them (issue 9 item 5): the member fees charged to
 * the account (the ledger's, as in the bridge), each fund's management fee — taken inside its unit
 * price, so estimated from its rate and the average daily value — and the total. Estimates say so.
 */
export function FeesForPeriod({ fees }: { fees: FeeSummary }) {
  return (
    <Stack gap={4} data-testid="fees-for-period">
      <Table verticalSpacing={4} fz="sm" aria-label="Fees for the period">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Fees for the period</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr data-testid="fee-line" data-line="member">
            <Table.Th scope="row" fw={400}>
              Member fees charged to the account
            </Table.Th>
            <Table.Td ta="right">
              <MoneyText value={fees.memberFees} inherit />
            </Table.Td>
          </Table.Tr>
          {fees.funds.map((fund) => (
            <Table.Tr key={fund.name} data-testid="fee-line" data-line="fund">
              <Table.Th scope="row" fw={400}>
                {fund.name} management fee, {formatPercent(fund.feePercent)} p.a. (estimated)
              </Table.Th>
              <Table.Td ta="right">
                <MoneyText value={fund.estimatedCharge} inherit />
              </Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr data-testid="fee-line" data-line="total" fw={650}>
            <Table.Th scope="row" fw={650}>
              Total fees (estimated)
            </Table.Th>
            <Table.Td ta="right">
              <MoneyText value={fees.estimatedTotalFees} inherit />
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed">
        Fund management fees are taken inside each fund’s unit price, not from the account, so they are estimated: the fund’s
        annual fee rate on the average daily value held in it over the period.
      </Text>
    </Stack>
  );
}
