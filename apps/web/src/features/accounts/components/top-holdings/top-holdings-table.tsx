import { Table } from '@mantine/core';
import type { UnderlyingHolding } from '@tasman/domain/contracts/top-holdings';
import { formatPercent } from '@/ui/percent-text';

interface TopHoldingsTableProps {
  holdings: readonly UnderlyingHolding[];
  /** The modal and its print-out number the rows; the section does not. */
  ranked?: boolean;
}

/** Underlying holdings: name, country and weight in percent of the account to 2 decimals (spec 001 §3, §9). */
export function TopHoldingsTable({ holdings, ranked = false }: TopHoldingsTableProps) {
  return (
    <Table verticalSpacing="xs" horizontalSpacing="xs" fz="sm" data-testid="top-holdings-table">
      <Table.Thead>
        <Table.Tr>
          {ranked ? <Table.Th w={44}>Rank</Table.Th> : null}
          <Table.Th>Name</Table.Th>
          <Table.Th>Country</Table.Th>
          <Table.Th ta="right">Weight</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {holdings.map((holding, index) => (
          <Table.Tr key={holding.name}>
            {ranked ? <Table.Td>{index + 1}</Table.Td> : null}
            <Table.Td>{holding.name}</Table.Td>
            <Table.Td>{holding.country}</Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatPercent(holding.weight)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
