import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { channelConfig } from '@tasman/domain/channel/channel';
import type { ClientBookTotals } from '@tasman/domain/contracts/adviser';
import { productLabel } from '@tasman/domain/home/product-label';
import { usePortalInfo } from '@/lib/portal-info';
import { MoneyText } from '@/ui/money-text';
import { ResponsiveTable, type TableColumn } from '@/ui/responsive-table';
import { BookAsAtText } from './book-as-at-text';

type ProductTotal = ClientBookTotals['byProduct'][number];

const COLUMNS: readonly TableColumn<ProductTotal>[] = [
  {
    key: 'product',
    header: 'Product',
    cell: (row) => `${productLabel(row.productType)} (${row.productType})`,
  },
  { key: 'accounts', header: 'Accounts', cell: (row) => row.accountCount, align: 'right' },
  { key: 'value', header: 'Value', cell: (row) => <MoneyText value={row.totalValue} inherit />, align: 'right', nowrap: true },
];

interface BookTotalsProps {
  totals: ClientBookTotals;
  /** The valuation days of the clients shown, for the as-at line. */
  asAtDates: readonly (string | null)[];
  /** A search narrows the list but not the totals, which are the whole book: say so. */
  searching: boolean;
}

/**
 * Funds under advice: the whole book (every page, open accounts, each account once; staff's
 * adviser filter applies, the search does not), by product and in total, with the number of clients.
 */
export function BookTotals({ totals, asAtDates, searching }: BookTotalsProps) {
  const { currency } = channelConfig(usePortalInfo().channel);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="book-totals-title" data-testid="book-totals">
      <Stack gap="xs">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={2} size="h4" id="book-totals-title">
            Funds under advice
          </Title>
          <Text size="sm" data-testid="book-client-count">
            {totals.clientCount === 1 ? '1 client' : `${totals.clientCount} clients`}
          </Text>
        </Group>
        <Group gap="xs" align="baseline">
          <MoneyText value={totals.totalValue} fz={28} fw={700} data-testid="book-total-value" />
          <Text size="sm" c="dimmed" data-testid="book-currency">
            {currency} · {totals.accountCount === 1 ? '1 open account' : `${totals.accountCount} open accounts`}
          </Text>
        </Group>
        <BookAsAtText dates={asAtDates} />
        {searching ? (
          <Text size="sm" data-testid="book-totals-scope">
            These totals are the whole book, not only the clients matching the search.
          </Text>
        ) : null}
        {totals.byProduct.length > 0 ? (
          <ResponsiveTable
            aria-label="Funds under advice by product"
            data-testid="book-by-product"
            rowTestId="book-product-row"
            columns={COLUMNS}
            rows={totals.byProduct}
            rowKey={(row) => row.productType}
            footer={[
              {
                key: 'total',
                label: 'Total',
                emphasis: true,
                testId: 'book-product-total',
                cells: { accounts: totals.accountCount, value: <MoneyText value={totals.totalValue} inherit /> },
              },
            ]}
          />
        ) : null}
        <Text size="xs" c="dimmed">
          Open accounts only. A joint account counts in full in each owner’s row below, and once in these totals.
        </Text>
      </Stack>
    </Paper>
  );
}
