import { Anchor, Group, Text } from '@mantine/core';
import { assetClassColour } from '@tasman/domain/accounts/chart-colours';
import type { AssetClassSummaryResponse } from '@tasman/domain/contracts/accounts';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { MoneyText } from '@/ui/money-text';
import { formatPercent } from '@/ui/percent-text';
import { ResponsiveTable, type TableColumn, type TableFooterRow } from '@/ui/responsive-table';
import { Swatch } from '../figures/swatch';

type AssetClassRow = AssetClassSummaryResponse['assetClasses'][number];
type SecurityRow = AssetClassRow['securities'][number];

/** A line of the table: an asset class, or one of the funds of an opened class under it. */
type Line =
  | { kind: 'class'; row: AssetClassRow; open: boolean }
  | { kind: 'security'; row: SecurityRow; assetClass: string };

/**
 * The account's value by asset class in spec order, each class opening onto the funds that make
 * it up; Cash at Bank on a line of its own under the classes (spec 001 §5), then the total.
 */
export function AssetClassTable({ summary }: { summary: AssetClassSummaryResponse }) {
  const [openClasses, setOpenClasses] = useState<ReadonlySet<string>>(new Set());
  const toggle = (label: string) => {
    const next = new Set(openClasses);
    if (next.has(label)) next.delete(label);
    else next.add(label);
    setOpenClasses(next);
  };
  const lines: Line[] = summary.assetClasses.flatMap((row): Line[] => {
    const open = openClasses.has(row.assetClassLabel);
    const classLine: Line = { kind: 'class', row, open };
    if (!open) return [classLine];
    return [classLine, ...row.securities.map((security): Line => ({ kind: 'security', row: security, assetClass: row.assetClassLabel }))];
  });
  const columns: TableColumn<Line>[] = [
    { key: 'class', header: 'Asset class', cell: (line) => <LineTitle line={line} onToggle={toggle} /> },
    {
      key: 'value',
      header: 'Value',
      align: 'right',
      nowrap: true,
      cell: (line) =>
        line.kind === 'class' ? (
          <MoneyText value={line.row.totalAllocationValue} inherit />
        ) : (
          <MoneyText value={line.row.value} size="sm" c="dimmed" />
        ),
    },
    {
      key: 'share',
      header: '% of account',
      align: 'right',
      cell: (line) =>
        line.kind === 'class' ? (
          formatPercent(line.row.totalAllocationPercent)
        ) : (
          <Text size="sm" c="dimmed" component="span">
            {formatPercent(line.row.allocationPercentage)} of the class
          </Text>
        ),
    },
  ];
  const footer: TableFooterRow[] = [
    ...(summary.cashAtBank.value !== 0
      ? [
          {
            key: 'cash',
            testId: 'cash-at-bank',
            label: (
              <>
                <Swatch colour={assetClassColour('Cash at Bank')} />
                Cash at Bank
              </>
            ),
            cells: {
              value: <MoneyText value={summary.cashAtBank.value} inherit />,
              share: formatPercent(summary.cashAtBank.percentage),
            },
          },
        ]
      : []),
    {
      key: 'total',
      label: 'Total',
      emphasis: true,
      cells: { value: <MoneyText value={summary.totalValue} inherit fw={700} />, share: formatPercent(100) },
    },
  ];
  return (
    <ResponsiveTable
      aria-label="Value by asset class"
      columns={columns}
      rows={lines}
      rowKey={(line) => (line.kind === 'class' ? line.row.assetClassLabel : `${line.assetClass}/${line.row.msSecurityId}`)}
      rowTestId="asset-class-row"
      isSubRow={(line) => line.kind === 'security'}
      footer={footer}
    />
  );
}

function LineTitle({ line, onToggle }: { line: Line; onToggle: (label: string) => void }) {
  if (line.kind === 'security') {
    return (
      <Text size="sm" c="dimmed" component="span">
        {line.row.securityName}
      </Text>
    );
  }
  const label = line.row.assetClassLabel;
  return (
    <Anchor component="button" type="button" onClick={() => onToggle(label)} aria-expanded={line.open} c="inherit" fz="sm">
      <Group gap={6} wrap="nowrap">
        {line.open ? <IconChevronDown size={14} aria-hidden /> : <IconChevronRight size={14} aria-hidden />}
        <Swatch colour={assetClassColour(label)} />
        {label}
      </Group>
    </Anchor>
  );
}
