import { Grid, Text } from '@mantine/core';
import { assetClassColour } from '@tasman/domain/accounts/chart-colours';
import { ACCOUNT_MESSAGES } from '@tasman/domain/errors';
import type { ReactNode } from 'react';
import { DateText } from '@/ui/date-text';
import { useAssetClassSummary } from '../../api/get-asset-class-summary';
import { BlockError, BlockLoading, DetailBlock } from '../account-detail/detail-block';
import { DonutChart } from '../charts/donut-chart';
import { AssetClassTable } from './asset-class-table';

interface AssetClassBlockProps {
  accountNumber: string;
  title?: string;
  /** More about the allocation under the table (wealth management's strategy). */
  children?: ReactNode;
}

/** Current valuation by asset class (spec 001 §2, §3 'Asset breakdown'): donut and table, Cash at Bank apart. */
export function AssetClassBlock({
  accountNumber,
  title = 'Current valuation by asset class',
  children,
}: AssetClassBlockProps) {
  const summary = useAssetClassSummary(accountNumber);
  return (
    <DetailBlock title={title}>
      {summary.isPending ? (
        <BlockLoading label="Loading asset classes" />
      ) : summary.isError ? (
        <BlockError message={ACCOUNT_MESSAGES.assetAllocationFailed} onRefresh={() => void summary.refetch()} />
      ) : summary.data.assetClasses.length === 0 && summary.data.cashAtBank.value === 0 ? (
        <Text c="dimmed" size="sm" ta="center" py="lg">
          {ACCOUNT_MESSAGES.noResults}
        </Text>
      ) : (
        <>
          {summary.data.asAtDate ? (
            <Text size="sm" c="dimmed">
              As at <DateText value={summary.data.asAtDate} inherit />, by the funds&apos; latest published allocations
            </Text>
          ) : null}
          <Grid gap="lg" align="center">
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <DonutChart
                label="Share of the account by asset class"
                slices={summary.data.assetClasses.map((row) => ({
                  name: row.assetClassLabel,
                  value: row.totalAllocationValue,
                  percent: row.totalAllocationPercent,
                  fill: assetClassColour(row.assetClassLabel),
                }))}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 8 }} miw={0}>
              <AssetClassTable summary={summary.data} />
            </Grid.Col>
          </Grid>
        </>
      )}
      {children}
    </DetailBlock>
  );
}
