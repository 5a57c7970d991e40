import { Badge, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { pageCount } from '@tasman/domain/adviser/pager-pages';
import { searchProductLabel } from '@tasman/domain/adviser/search-product-types';
import type { Channel } from '@tasman/domain/channel/channel';
import type { AccountSearchResult, AccountSearchRow } from '@tasman/domain/contracts/adviser';
import { shownAccountNumber } from '@tasman/domain/home/shown-account-number';
import { Link } from 'react-router';
import { ResponsiveTable, type TableColumn } from '@/ui/responsive-table';
import { SearchPager } from './search-pager';

interface AccountSearchResultsProps {
  result: AccountSearchResult;
  channel: Channel;
  onSelect: (row: AccountSearchRow) => void;
  hrefFor: (page: number) => string;
}

/** spec 001 §2: account name, investment type and account number, a Select button per row, and the pager. */
export function AccountSearchResults({ result, channel, onSelect, hrefFor }: AccountSearchResultsProps) {
  const totalPages = pageCount(result.totalAccounts, result.pageSize);
  if (result.totalAccounts === 0) {
    return (
      <Text role="status" data-testid="search-empty">
        No accounts match this search.
      </Text>
    );
  }
  if (result.list.length === 0) {
    return (
      <Text role="status" data-testid="search-empty">
        This search has {totalPages} {totalPages === 1 ? 'page' : 'pages'}; there is no page {result.pageNo}.{' '}
        <Link to={hrefFor(1)}>Go to the first page</Link>
      </Text>
    );
  }

  const first = (result.pageNo - 1) * result.pageSize + 1;
  const last = first + result.list.length - 1;
  const columns: TableColumn<AccountSearchRow>[] = [
    {
      key: 'name',
      header: 'Account Name',
      cell: (row) => (
        <Group gap={6} wrap="wrap" component="span">
          <span>{row.accountName}</span>
          {row.accountIsOpen ? null : (
            <Badge size="xs" color="gray" variant="light">
              Closed
            </Badge>
          )}
        </Group>
      ),
    },
    { key: 'type', header: 'Investment Type', cell: (row) => searchProductLabel(row.productType) },
    { key: 'number', header: 'Account Number', cell: (row) => shownAccountNumber(row, channel), nowrap: true },
    {
      key: 'select',
      header: <VisuallyHidden>Select</VisuallyHidden>,
      align: 'right',
      cell: (row) => (
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => onSelect(row)}
          aria-label={`Select ${row.accountName}, account ${shownAccountNumber(row, channel)}`}
        >
          Select
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" role="status" data-testid="search-count">
        {first.toLocaleString('en-NZ')}–{last.toLocaleString('en-NZ')} of {result.totalAccounts.toLocaleString('en-NZ')}{' '}
        {result.totalAccounts === 1 ? 'account' : 'accounts'}
      </Text>
      <ResponsiveTable
        aria-label="Accounts found"
        columns={columns}
        rows={result.list}
        rowKey={(row) => row.accountNumber}
        rowTestId="search-row"
        striped
      />
      <SearchPager page={result.pageNo} totalPages={totalPages} hrefFor={hrefFor} />
    </Stack>
  );
}
