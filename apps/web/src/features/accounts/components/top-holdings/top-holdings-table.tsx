import type { UnderlyingHolding } from '@tasman/domain/contracts/top-holdings';
import { formatPercent } from '@/ui/percent-text';
import { ResponsiveTable, type TableColumn } from '@/ui/responsive-table';

interface TopHoldingsTableProps {
  holdings: readonly UnderlyingHolding[];
  /** The modal and its print-out number the rows; the section does not. */
  ranked?: boolean;
}

interface RankedHolding {
  rank: number;
  holding: UnderlyingHolding;
}

/** Underlying holdings: name, country and weight in percent of the account to 2 decimals (spec 001 §3, §9). */
export function TopHoldingsTable({ holdings, ranked = false }: TopHoldingsTableProps) {
  const name: TableColumn<RankedHolding> = {
    key: 'name',
    header: 'Name',
    cell: ({ rank, holding }) => (ranked ? `${rank}. ${holding.name}` : holding.name),
  };
  const columns: TableColumn<RankedHolding>[] = [
    name,
    { key: 'country', header: 'Country', cell: ({ holding }) => holding.country },
    { key: 'weight', header: 'Weight', align: 'right', nowrap: true, cell: ({ holding }) => formatPercent(holding.weight) },
  ];
  return (
    <ResponsiveTable
      aria-label="Top holdings"
      data-testid="top-holdings-table"
      columns={columns}
      rows={holdings.map((holding, index) => ({ rank: index + 1, holding }))}
      rowKey={({ holding }) => holding.name}
    />
  );
}
