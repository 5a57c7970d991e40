import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResponsiveTable, STACKED_TABLE_QUERY, type TableColumn } from './responsive-table';

interface Fund {
  name: string;
  opening: string;
  closing: string;
}

const COLUMNS: TableColumn<Fund>[] = [
  { key: 'fund', header: 'Fund', cell: (fund) => fund.name },
  { key: 'opening', header: 'Opening balance', align: 'right', cell: (fund) => fund.opening },
  { key: 'closing', header: 'Closing balance', align: 'right', cell: (fund) => fund.closing },
];
const FUNDS: Fund[] = [
  { name: 'Growth Fund', opening: '$1,000.00', closing: '$1,100.00' },
  { name: 'Cash Fund', opening: '$500.00', closing: '$505.00' },
];

/** A screen as wide as `phone` says: matchMedia answers the stacked-table query accordingly. */
function screenIs(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query === STACKED_TABLE_QUERY,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}

function renderTable() {
  return render(
    <MantineProvider>
      <ResponsiveTable
        aria-label="Performance by fund"
        columns={COLUMNS}
        rows={FUNDS}
        rowKey={(fund) => fund.name}
        rowTestId="fund-row"
        footer={[{ key: 'total', label: 'Total', cells: { closing: '$1,605.00' } }]}
      />
    </MantineProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ResponsiveTable', () => {
  it('is a table with a heading per column on a wide screen', () => {
    screenIs(false);
    renderTable();
    const table = screen.getByRole('table', { name: 'Performance by fund' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Fund',
      'Opening balance',
      'Closing balance',
    ]);
    expect(within(table).getByRole('rowheader', { name: 'Growth Fund' })).toBeTruthy();
    expect(screen.getAllByTestId('fund-row')).toHaveLength(2);
  });

  it('shows each row as a card of label: value lines on a phone, with no table to scroll sideways', () => {
    screenIs(true);
    renderTable();
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Performance by fund' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const growth = cards[0]!;
    expect(growth.textContent).toBe('Growth FundOpening balance$1,000.00Closing balance$1,100.00');
    expect(within(growth).getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Opening balance',
      'Closing balance',
    ]);
    // The total keeps only the figures it has.
    expect(cards[2]!.textContent).toBe('TotalClosing balance$1,605.00');
    expect(screen.getAllByTestId('fund-row')).toHaveLength(2);
  });
});
