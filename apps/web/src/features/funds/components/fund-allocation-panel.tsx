import { ColorSwatch, Group, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import { assetClassColour } from '@tasman/domain/accounts/chart-colours';
import { fundChartClasses } from '@tasman/domain/allocation/fund-chart-classes';
import type { FundAssetBreakdownResponse } from '@tasman/domain/contracts/funds';
import { ACCOUNT_MESSAGES } from '@tasman/domain/errors';
import { Suspense } from 'react';
import { PercentText } from '@/ui/percent-text';
import { useFundAssetBreakdown } from '../api/get-fund-asset-breakdown';
import { FundAllocationDonut } from './lazy-charts';
import { FundBlockError } from './fund-block-error';
import { formatFundDate } from './fund-formats';
import { FundPanel } from './fund-panel';

/**
 * Asset allocation (spec 001 §2, §3, §5, §9): the donut (unlisted NZ equities left out of it), the
 * classes with their weights, Cash at Bank apart, and the growth/income split against the target.
 * A failure or a fund with no published allocation says 'Fund allocation data is currently unavailable'.
 */
export function FundAllocationPanel({ fundId }: { fundId: string }) {
  const breakdown = useFundAssetBreakdown(fundId);
  return (
    <FundPanel title="Asset allocation">
      {breakdown.isPending ? (
        <Skeleton height={240} aria-label="Loading the asset allocation" />
      ) : breakdown.isError ? (
        <FundBlockError message={ACCOUNT_MESSAGES.fundAllocationUnavailable} onRetry={() => void breakdown.refetch()} />
      ) : breakdown.data.assetAllocation.length === 0 ? (
        <FundBlockError message={ACCOUNT_MESSAGES.fundAllocationUnavailable} />
      ) : (
        <Allocation data={breakdown.data} />
      )}
    </FundPanel>
  );
}

function Allocation({ data }: { data: FundAssetBreakdownResponse }) {
  const classes = data.assetAllocation.map(({ assetClass, weight }) => ({ assetClass, weight }));
  const slices = fundChartClasses({
    classes,
    totalCashAtBankPercentage: data.totalCashAtBankPercentage,
    split: { growth: data.actual?.growth_asset ?? 0, income: data.actual?.income_asset ?? 0 },
  });
  const asAt = data.assetAllocation[0]?.asAtDate;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Suspense fallback={<Skeleton height={240} circle mx="auto" />}>
          <FundAllocationDonut slices={slices} />
        </Suspense>
        <Table verticalSpacing={4} aria-label="Asset allocation">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Asset class</Table.Th>
              <Table.Th ta="right">Weight</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.assetAllocation.map((row) => (
              <Table.Tr key={row.assetClass}>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <ColorSwatch color={assetClassColour(row.assetClass)} size={12} withShadow={false} />
                    <Text size="sm">{row.assetClass}</Text>
                  </Group>
                </Table.Td>
                <Table.Td ta="right">
                  <PercentText value={row.weight} size="sm" />
                </Table.Td>
              </Table.Tr>
            ))}
            {data.totalCashAtBankPercentage > 0 ? (
              <Table.Tr>
                <Table.Td>
                  <Text size="sm">Cash at Bank</Text>
                </Table.Td>
                <Table.Td ta="right">
                  <PercentText value={data.totalCashAtBankPercentage} size="sm" />
                </Table.Td>
              </Table.Tr>
            ) : null}
          </Table.Tbody>
        </Table>
      </SimpleGrid>
      {data.actual ? <GrowthIncomeSplit actual={data.actual} target={data.target} /> : null}
      {asAt ? (
        <Text size="xs" c="dimmed">
          As at {formatFundDate(asAt)}
          {data.publishDate ? `, published ${formatFundDate(data.publishDate)}` : ''}
        </Text>
      ) : null}
    </Stack>
  );
}

type Split = NonNullable<FundAssetBreakdownResponse['actual']>;

function GrowthIncomeSplit({ actual, target }: { actual: Split; target: Split | null }) {
  return (
    <Table verticalSpacing={4} aria-label="Growth and income assets">
      <Table.Thead>
        <Table.Tr>
          <Table.Th />
          <Table.Th ta="right">Actual</Table.Th>
          {target ? <Table.Th ta="right">Target</Table.Th> : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {(
          [
            ['Growth assets', 'growth_asset'],
            ['Income assets', 'income_asset'],
          ] as const
        ).map(([label, key]) => (
          <Table.Tr key={key}>
            <Table.Th scope="row" fw={500}>
              {label}
            </Table.Th>
            <Table.Td ta="right">
              <PercentText value={actual[key]} size="sm" />
            </Table.Td>
            {target ? (
              <Table.Td ta="right">
                <PercentText value={target[key]} size="sm" />
              </Table.Td>
            ) : null}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
