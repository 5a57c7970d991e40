import { Stack, Text, Title } from '@mantine/core';
import { strategyTitle } from '@tasman/domain/allocation/strategy-title';
import type { StrategyAllocationResponse } from '@tasman/domain/contracts/funds';
import { ACCOUNT_MESSAGES } from '@tasman/domain/errors';
import { DateText } from '@/ui/date-text';
import { formatPercent } from '@/ui/percent-text';
import { ResponsiveTable } from '@/ui/responsive-table';
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
      <ResponsiveTable
        aria-label="Strategy allocation"
        columns={[
          { key: 'class', header: 'Asset class', cell: (assetClass) => assetClass },
          {
            key: 'strategic',
            header: 'Long-term (strategic)',
            align: 'right',
            nowrap: true,
            cell: (assetClass) => percent(weight(allocation.AssetAllocation, assetClass)),
          },
          {
            key: 'tactical',
            header: 'Current (tactical)',
            align: 'right',
            nowrap: true,
            cell: (assetClass) => percent(weight(allocation.TacticalAssetAllocation, assetClass)),
          },
        ]}
        rows={classes}
        rowKey={(assetClass) => assetClass}
        footer={[
          // Each column with its Cash at Bank adds up to 100 (issue 9 item 9).
          ...(allocation.strategicCashAtBankPercentage !== 0 || allocation.totalCashAtBankPercentage !== 0
            ? [
                {
                  key: 'cash',
                  label: 'Cash at Bank',
                  cells: {
                    strategic: formatPercent(allocation.strategicCashAtBankPercentage),
                    tactical: formatPercent(allocation.totalCashAtBankPercentage),
                  },
                },
              ]
            : []),
          {
            key: 'total',
            label: 'Total',
            cells: {
              strategic: allocation.AssetAllocation.length > 0 ? formatPercent(100) : '—',
              tactical: allocation.TacticalAssetAllocation.length > 0 ? formatPercent(100) : '—',
            },
          },
          ...(allocation.target || allocation.actual
            ? [
                {
                  key: 'growth-income',
                  label: 'Growth / income',
                  cells: {
                    strategic: allocation.target
                      ? `${percent(allocation.target.growth_asset)} / ${percent(allocation.target.income_asset)}`
                      : '—',
                    tactical: allocation.actual
                      ? `${percent(allocation.actual.growth_asset)} / ${percent(allocation.actual.income_asset)}`
                      : '—',
                  },
                },
              ]
            : []),
        ]}
      />
    </>
  );
}
