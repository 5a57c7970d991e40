import { Anchor, Group, Table, Text } from '@mantine/core';
import { assetClassColour } from '@tasman/domain/accounts/chart-colours';
import type { AssetClassSummaryResponse } from '@tasman/domain/contracts/accounts';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { MoneyText } from '@/ui/money-text';
import { formatPercent } from '@/ui/percent-text';
import { Swatch } from '../figures/swatch';

type AssetClassRow = AssetClassSummaryResponse['assetClasses'][number];

/**
 * The account's value by asset class in spec order, each class opening onto the funds that make
 * it up; Cash at Bank on a line of its own under the classes (spec 001 §5), then the total.
 */
export function AssetClassTable({ summary }: { summary: AssetClassSummaryResponse }) {
  return (
    <Table.ScrollContainer minWidth={420} type="native">
      <Table verticalSpacing={6} fz="sm" aria-label="Value by asset class">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Asset class</Table.Th>
            <Table.Th ta="right">Value</Table.Th>
            <Table.Th ta="right">% of account</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {summary.assetClasses.map((row) => (
            <ClassRows key={row.assetClassLabel} row={row} />
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          {summary.cashAtBank.value !== 0 ? (
            <Table.Tr data-testid="cash-at-bank">
              <Table.Th scope="row" fw={500}>
                <Swatch colour={assetClassColour('Cash at Bank')} />
                Cash at Bank
              </Table.Th>
              <Table.Td ta="right">
                <MoneyText value={summary.cashAtBank.value} inherit />
              </Table.Td>
              <Table.Td ta="right">{formatPercent(summary.cashAtBank.percentage)}</Table.Td>
            </Table.Tr>
          ) : null}
          <Table.Tr>
            <Table.Th scope="row">Total</Table.Th>
            <Table.Td ta="right">
              <MoneyText value={summary.totalValue} inherit fw={700} />
            </Table.Td>
            <Table.Td ta="right" fw={600}>
              {formatPercent(100)}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

function ClassRows({ row }: { row: AssetClassRow }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Table.Tr data-testid="asset-class-row">
        <Table.Th scope="row" fw={500}>
          <Anchor
            component="button"
            type="button"
            onClick={() => setOpen(!open)}
            aria-expanded={open}
            c="inherit"
            fz="sm"
          >
            <Group gap={6} wrap="nowrap">
              {open ? <IconChevronDown size={14} aria-hidden /> : <IconChevronRight size={14} aria-hidden />}
              <Swatch colour={assetClassColour(row.assetClassLabel)} />
              {row.assetClassLabel}
            </Group>
          </Anchor>
        </Table.Th>
        <Table.Td ta="right">
          <MoneyText value={row.totalAllocationValue} inherit />
        </Table.Td>
        <Table.Td ta="right">{formatPercent(row.totalAllocationPercent)}</Table.Td>
      </Table.Tr>
      {open
        ? row.securities.map((security) => (
            <Table.Tr key={security.msSecurityId}>
              <Table.Td pl={44}>
                <Text size="sm" c="dimmed">
                  {security.securityName}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <MoneyText value={security.value} size="sm" c="dimmed" />
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm" c="dimmed">
                  {formatPercent(security.allocationPercentage)} of the class
                </Text>
              </Table.Td>
            </Table.Tr>
          ))
        : null}
    </>
  );
}
