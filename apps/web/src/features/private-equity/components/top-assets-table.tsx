import { Box, Group, Text } from '@mantine/core';
import type { PrivateEquityTopAsset } from '@tasman/domain/contracts/private-equity';
import { MoneyText } from '@/ui/money-text';
import { PercentText } from '@/ui/percent-text';
import { ResponsiveTable, type TableColumn } from '@/ui/responsive-table';
import { topAssetColour } from './top-asset-colours';

interface TopAssetsTableProps {
  assets: PrivateEquityTopAsset[];
  valuation: number;
}

/** The top assets beside the chart: name (with the chart's colour), value and percent of the valuation. */
export function TopAssetsTable({ assets, valuation }: TopAssetsTableProps) {
  const columns: TableColumn<PrivateEquityTopAsset>[] = [
    {
      key: 'asset',
      header: 'Asset',
      cell: (asset, index) => (
        <Group gap="xs" wrap="nowrap" align="flex-start" component="span">
          <Box
            component="span"
            w={10}
            h={10}
            mt={5}
            style={{ flex: 'none', borderRadius: 2, background: topAssetColour(index) }}
            aria-hidden
          />
          <Text size="sm" component="span" fw={400}>
            {asset.assetName}
          </Text>
        </Group>
      ),
    },
    { key: 'value', header: 'Value', align: 'right', nowrap: true, cell: (asset) => <MoneyText value={asset.assetValue} inherit /> },
    {
      key: 'share',
      header: '% of value',
      align: 'right',
      nowrap: true,
      cell: (asset) => <PercentText value={asset.percentOfValue} inherit />,
    },
  ];
  return (
    <ResponsiveTable
      aria-label="Top assets"
      data-testid="top-assets-table"
      columns={columns}
      rows={assets}
      rowKey={(asset) => asset.assetName}
      footer={[
        {
          key: 'total',
          label: 'Total',
          emphasis: true,
          cells: {
            value: <MoneyText value={valuation} inherit fw={600} />,
            share: <PercentText value={assets.length > 0 ? 100 : 0} inherit fw={600} />,
          },
        },
      ]}
    />
  );
}
