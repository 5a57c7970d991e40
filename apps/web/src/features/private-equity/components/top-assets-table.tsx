import { Box, Group, Table, Text } from '@mantine/core';
import type { PrivateEquityTopAsset } from '@tasman/domain/contracts/private-equity';
import { MoneyText } from '@/ui/money-text';
import { PercentText } from '@/ui/percent-text';
import { topAssetColour } from './top-asset-colours';

interface TopAssetsTableProps {
  assets: PrivateEquityTopAsset[];
  valuation: number;
}

/** The top assets beside the chart: name (with the chart's colour), value and percent of the valuation. */
export function TopAssetsTable({ assets, valuation }: TopAssetsTableProps) {
  return (
    <Table verticalSpacing="xs" horizontalSpacing="xs" fz="sm" data-testid="top-assets-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Asset</Table.Th>
          <Table.Th ta="right">Value</Table.Th>
          <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
            % of value
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {assets.map((asset, index) => (
          <Table.Tr key={asset.assetName}>
            <Table.Td>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <Box w={10} h={10} mt={5} style={{ flex: 'none', borderRadius: 2, background: topAssetColour(index) }} aria-hidden />
                <Text size="sm">{asset.assetName}</Text>
              </Group>
            </Table.Td>
            <Table.Td ta="right">
              <MoneyText value={asset.assetValue} size="sm" style={{ whiteSpace: 'nowrap' }} />
            </Table.Td>
            <Table.Td ta="right">
              <PercentText value={asset.percentOfValue} size="sm" />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr fw={600}>
          <Table.Td>Total</Table.Td>
          <Table.Td ta="right">
            <MoneyText value={valuation} size="sm" fw={600} style={{ whiteSpace: 'nowrap' }} />
          </Table.Td>
          <Table.Td ta="right">
            <PercentText value={assets.length > 0 ? 100 : 0} size="sm" fw={600} />
          </Table.Td>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}
