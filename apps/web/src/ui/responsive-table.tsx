import { Box, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { firstViewPhone } from '@/first-view/screen-hint';

/**
 * Below this width a table's rows become stacked cards: at 390 px a table of four money columns
 * does not fit, and a sideways scroll inside a card hides figures with no cue (issue 9 item 13).
 * Mantine's `sm` breakpoint (48em = 768 px), so tablets in portrait and every phone get cards.
 */
export const STACKED_TABLE_QUERY = '(max-width: 47.99em)';

export interface TableColumn<Row> {
  key: string;
  /** The column heading on a wide screen, and the label of the figure in a card. */
  header: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
  align?: 'left' | 'right';
  /** Keeps the figure on one line (money and percentages). */
  nowrap?: boolean;
  width?: number;
  /** A sortable column's current order, set on its heading cell (aria-sort) on a wide screen. */
  ariaSort?: 'ascending' | 'descending' | 'none';
}

/** A total or summary line under the rows: a label, then figures by column key. */
export interface TableFooterRow {
  key: string;
  label: ReactNode;
  cells: Readonly<Record<string, ReactNode>>;
  emphasis?: boolean;
  testId?: string;
}

export interface ResponsiveTableProps<Row> {
  'aria-label': string;
  /** The first column titles each row: a row header on a wide screen, the card's heading on a phone. */
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  rowTestId?: string;
  /** Rows that belong to the row above (the funds of an asset class): indented, no card of their own. */
  isSubRow?: (row: Row) => boolean;
  /** Rows that head a group of rows (an asset class over its funds): the title only, across the width. */
  isGroupHeading?: (row: Row) => boolean;
  footer?: readonly TableFooterRow[];
  striped?: boolean;
  'data-testid'?: string;
}

/**
 * One table definition, two layouts: a table on a wide screen; on a phone, one card per row with
 * the row's title and its figures as label: value lines, so every figure is on screen without a
 * sideways swipe. Every table of the account screens uses it.
 */
export function ResponsiveTable<Row>(props: ResponsiveTableProps<Row>) {
  // The server's first view (first-view/) cannot ask the screen's width: a phone's browser gets the
  // cards, any other the table, in a box of its own width should the window be narrow.
  if (import.meta.env.SSR) {
    return firstViewPhone() ? (
      <StackedRows {...props} />
    ) : (
      <Box style={{ overflowX: 'auto' }}>
        <WideTable {...props} />
      </Box>
    );
  }
  return <ChosenTable {...props} />;
}

function ChosenTable<Row>(props: ResponsiveTableProps<Row>) {
  const stacked = useMediaQuery(STACKED_TABLE_QUERY, matchesNow(STACKED_TABLE_QUERY), {
    getInitialValueInEffect: false,
  });
  return stacked ? <StackedRows {...props} /> : <WideTable {...props} />;
}

function matchesNow(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

function WideTable<Row>({
  columns,
  rows,
  rowKey,
  rowTestId,
  isSubRow,
  isGroupHeading,
  footer = [],
  striped = false,
  ...rest
}: ResponsiveTableProps<Row>) {
  const [titleColumn, ...figureColumns] = columns;
  if (!titleColumn) return null;
  return (
    <Table
      verticalSpacing={6}
      horizontalSpacing="xs"
      fz="sm"
      striped={striped}
      aria-label={rest['aria-label']}
      data-testid={rest['data-testid']}
      data-layout="table"
    >
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.key} ta={column.align ?? 'left'} w={column.width} aria-sort={column.ariaSort}>
              {column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, index) => {
          if (isGroupHeading?.(row)) {
            return (
              <Table.Tr key={rowKey(row, index)} bg="gray.0">
                <Table.Th scope="rowgroup" colSpan={columns.length}>
                  {titleColumn.cell(row, index)}
                </Table.Th>
              </Table.Tr>
            );
          }
          const sub = isSubRow?.(row) ?? false;
          return (
            <Table.Tr key={rowKey(row, index)} data-testid={sub ? undefined : rowTestId}>
              {sub ? (
                <Table.Td pl={44}>{titleColumn.cell(row, index)}</Table.Td>
              ) : (
                <Table.Th scope="row" fw={500}>
                  {titleColumn.cell(row, index)}
                </Table.Th>
              )}
              {figureColumns.map((column) => (
                <Table.Td key={column.key} ta={column.align ?? 'left'} style={nowrapStyle(column)}>
                  {column.cell(row, index)}
                </Table.Td>
              ))}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
      {footer.length > 0 ? (
        <Table.Tfoot>
          {footer.map((line) => (
            <Table.Tr key={line.key} data-testid={line.testId} fw={line.emphasis ? 650 : undefined}>
              <Table.Th scope="row" fw={line.emphasis ? 650 : 500}>
                {line.label}
              </Table.Th>
              {figureColumns.map((column) => (
                <Table.Td key={column.key} ta={column.align ?? 'left'} style={nowrapStyle(column)}>
                  {line.cells[column.key] ?? null}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tfoot>
      ) : null}
    </Table>
  );
}

function nowrapStyle<Row>(column: TableColumn<Row>) {
  return column.nowrap ? { whiteSpace: 'nowrap' as const } : undefined;
}

function StackedRows<Row>({
  columns,
  rows,
  rowKey,
  rowTestId,
  isSubRow,
  isGroupHeading,
  footer = [],
  ...rest
}: ResponsiveTableProps<Row>) {
  const [titleColumn, ...figureColumns] = columns;
  if (!titleColumn) return null;
  return (
    <Stack
      component="ul"
      gap="xs"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={rest['aria-label']}
      data-testid={rest['data-testid']}
      data-layout="cards"
    >
      {rows.map((row, index) => {
        if (isGroupHeading?.(row)) {
          return (
            <Box component="li" key={rowKey(row, index)} fz="sm" fw={700} pt="xs">
              {titleColumn.cell(row, index)}
            </Box>
          );
        }
        const sub = isSubRow?.(row) ?? false;
        return (
          <Paper
            component="li"
            key={rowKey(row, index)}
            withBorder={!sub}
            radius="sm"
            p="xs"
            ml={sub ? 'md' : 0}
            data-testid={sub ? undefined : rowTestId}
          >
            <Box fz="sm" fw={sub ? 400 : 600} mb={4}>
              {titleColumn.cell(row, index)}
            </Box>
            <FigureLines
              lines={figureColumns.map((column) => ({ key: column.key, label: column.header, value: column.cell(row, index) }))}
            />
          </Paper>
        );
      })}
      {footer.map((line) => (
        <Paper component="li" key={line.key} withBorder radius="sm" p="xs" bg="gray.0" data-testid={line.testId}>
          <Text size="sm" fw={line.emphasis ? 700 : 600} mb={4}>
            {line.label}
          </Text>
          <FigureLines
            lines={figureColumns
              .filter((column) => line.cells[column.key] !== undefined && line.cells[column.key] !== null)
              .map((column) => ({ key: column.key, label: column.header, value: line.cells[column.key] }))}
          />
        </Paper>
      ))}
    </Stack>
  );
}

interface FigureLine {
  key: string;
  label: ReactNode;
  value: ReactNode;
}

/** label: value, the label on the left and the figure on the right, wrapping rather than overflowing. */
function FigureLines({ lines }: { lines: readonly FigureLine[] }) {
  return (
    <Box component="dl" m={0}>
      {lines.map((line) => (
        <Group key={line.key} justify="space-between" gap="xs" wrap="wrap" fz="sm" py={2}>
          <Text component="dt" size="sm" c="dimmed">
            {line.label}
          </Text>
          <Box component="dd" m={0} ta="right" style={{ marginInlineStart: 'auto' }}>
            {line.value}
          </Box>
        </Group>
      ))}
    </Box>
  );
}
