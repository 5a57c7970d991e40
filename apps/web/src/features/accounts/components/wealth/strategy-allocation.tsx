import { Stack, Table, Text, Title } from '@mantine/core';
import { strategyTitle } from '@tasman/domain/allocation/strategy-title';
import type { StrategyAllocationResponse } from '@tasman/domain/contracts/funds';
import { ACCOUNT_MESSAGES } from '@tasman/domain/errors';
import { DateText } from '@/ui/date-text';
import { formatPercent } from '@/ui/percent-text';
import { useStrategyAllocation } from '../../api/get-strategy-allocation';
import { BlockError, BlockLoading } from '../account-detail/detail-block';

/**
 * A discretionary (DIMS) portfolio's strategy (spec 000 §4, spec 001 §4 'Account detail load'):
 * its long-term (strategic) and current (tactical) mix by asset class, with its own loading and
 * error state apart from the account's valuation by asset class.
 */
export function StrategyAllocation({ strategyName }: { strategyName: string }) {
  const allocation = useStrategyAllocation(strategyName);
  return (
    <Stack gap="sm" mt="md">
      <Title order={3} size="h5">
        Strategy: {strategyTitle(strategyName)}
      </Title>
      {allocation.isPending ? (
        <BlockLoading label="Loading strategy allocation" height={120} />
      ) : allocation.isError ? (
        <BlockError message={ACCOUNT_MESSAGES.assetAllocationFailed} onRefresh={() => void allocation.refetch()} />
      ) : (
        <StrategyTable allocation={allocation.data} />
      )}
    </Stack>
  );
}

function StrategyTable({ allocation }: { allocation: StrategyAllocationResponse }) {
  const classes = [
    ...new Set([...allocation.AssetAllocation, ...allocation.TacticalAssetAllocation].map((row) => row.assetClass)),
  ];
  const weight = (rows: StrategyAllocationResponse['AssetAllocation'], assetClass: string) =>
    rows.find((row) => row.assetClass === assetClass)?.weight ?? null;
  const percent = (value: number | null) => (value === null ? '—' : formatPercent(value));
  return (
    <>
      {allocation.PublishDate ? (
        <Text size="sm" c="dimmed">
          Current mix as at <DateText value={allocation.PublishDate} inherit />
        </Text>
      ) : null}
      <Table.ScrollContainer minWidth={420} type="native">
        <Table verticalSpacing={6} fz="sm" aria-label="Strategy allocation">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Asset class</Table.Th>
              <Table.Th ta="right">Long-term (strategic)</Table.Th>
              <Table.Th ta="right">Current (tactical)</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {classes.map((assetClass) => (
              <Table.Tr key={assetClass}>
                <Table.Th scope="row" fw={400}>
                  {assetClass}
                </Table.Th>
                <Table.Td ta="right">{percent(weight(allocation.AssetAllocation, assetClass))}</Table.Td>
                <Table.Td ta="right">{percent(weight(allocation.TacticalAssetAllocation, assetClass))}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            {allocation.totalCashAtBankPercentage !== 0 ? (
              <Table.Tr>
                <Table.Th scope="row" fw={400}>
                  Cash at Bank
                </Table.Th>
                <Table.Td />
                <Table.Td ta="right">{formatPercent(allocation.totalCashAtBankPercentage)}</Table.Td>
              </Table.Tr>
            ) : null}
            {allocation.target || allocation.actual ? (
              <Table.Tr>
                <Table.Th scope="row" fw={400}>
                  Growth / income
                </Table.Th>
                <Table.Td ta="right">
                  {allocation.target
                    ? `${percent(allocation.target.growth_asset)} / ${percent(allocation.target.income_asset)}`
                    : '—'}
                </Table.Td>
                <Table.Td ta="right">
                  {allocation.actual
                    ? `${percent(allocation.actual.growth_asset)} / ${percent(allocation.actual.income_asset)}`
                    : '—'}
                </Table.Td>
              </Table.Tr>
            ) : null}
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
