import { Stack, Table, Text } from '@mantine/core';
import type { FundDetailsResponse, FundMarketIndexReturns } from '@tasman/domain/contracts/funds';
import { fundNotes } from '@tasman/domain/funds/fund-notes';
import { PercentText } from '@/ui/percent-text';
import { formatFundDate } from './fund-formats';

type Column = 'M1' | 'M3' | 'M6' | 'Y1' | 'Y3' | 'Y5' | 'SinceInception';

const COLUMNS: readonly { key: Column; label: string; perAnnum: boolean }[] = [
  { key: 'M1', label: '1 month', perAnnum: false },
  { key: 'M3', label: '3 months', perAnnum: false },
  { key: 'M6', label: '6 months', perAnnum: false },
  { key: 'Y1', label: '1 year', perAnnum: false },
  { key: 'Y3', label: '3 years', perAnnum: true },
  { key: 'Y5', label: '5 years', perAnnum: true },
  { key: 'SinceInception', label: 'Since inception', perAnnum: false },
];

interface MarketIndexReturnsTableProps {
  details: FundDetailsResponse;
}

/**
 * The fund's returns beside its market index's (spec 001 §3 MonMarketIndexReturns), to the latest
 * month end. Annualised columns say 'p.a.' (spec 001 §4: returns over 12 months are annualised);
 * the special fund F00000UIPJ adds its asterisk notes (spec 001 §9).
 */
export function MarketIndexReturnsTable({ details }: MarketIndexReturnsTableProps) {
  const fund = details.MonMarketIndexReturns;
  if (!fund) return <Text size="sm" c="dimmed">Returns are not available for this fund yet.</Text>;
  const notes = fundNotes(details.SecurityID);
  const benchmark = details.BenchmarkMarketIndexReturns;
  const perAnnum = (column: (typeof COLUMNS)[number]) =>
    column.perAnnum || (column.key === 'SinceInception' && fund.SinceInceptionPerAnnum);
  const row = (label: string, returns: FundMarketIndexReturns) => (
    <Table.Tr key={label}>
      <Table.Th scope="row" fw={500}>
        {label}
      </Table.Th>
      {COLUMNS.map((column) => (
        <Table.Td key={column.key} ta="right">
          <PercentText value={returns[column.key]} size="sm" />
        </Table.Td>
      ))}
    </Table.Tr>
  );

  return (
    <Stack gap="xs">
      <Table.ScrollContainer
        minWidth={640}
        // Keyboard users can reach and scroll the table when it is wider than the screen (axe scrollable-region-focusable).
        scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Market index returns' } }}
      >
        <Table verticalSpacing="xs" aria-label="Market index returns">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>To {formatFundDate(fund.AsAtDate)}</Table.Th>
              {COLUMNS.map((column) => (
                <Table.Th key={column.key} ta="right">
                  {column.label}
                  {perAnnum(column) ? ' p.a.' : ''}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {row('Fund', fund)}
            {benchmark ? row(`Market index${notes ? '*' : ''}`, benchmark) : null}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed">
        Fund returns are after the fund's fees, with distributions reinvested.
        {benchmark && details.BenchmarkName ? ` Market index: ${details.BenchmarkName}.` : ''}
      </Text>
      {notes?.notes.map((note) => (
        <Text key={note} size="xs" c="dimmed">
          {note}
        </Text>
      ))}
    </Stack>
  );
}
