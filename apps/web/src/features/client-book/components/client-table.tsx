import { Anchor, Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueries } from '@tanstack/react-query';
import type { BookView } from '@tasman/domain/client-book/book-query';
import type { ClientBookAccount, ClientBookRow, ClientBookSort } from '@tasman/domain/contracts/adviser';
import { ACCOUNT_MESSAGES } from '@tasman/domain/errors';
import { productLabel } from '@tasman/domain/home/product-label';
import { shownAccountNumber } from '@tasman/domain/home/shown-account-number';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePortalInfo } from '@/lib/portal-info';
import { DateText } from '@/ui/date-text';
import { MISSING_FIGURE, MoneyText } from '@/ui/money-text';
import { ResponsiveTable, STACKED_TABLE_QUERY, type TableColumn } from '@/ui/responsive-table';
import { clientAccountsQueryOptions } from '../api/get-client-accounts';
import { ProductBadges } from './product-badges';
import { ariaSortOf, SortHeader } from './sort-header';

/** One line of the table: a client, one of an opened client's accounts, or the state of their accounts. */
type Line =
  | { kind: 'client'; client: ClientBookRow; expanded: boolean }
  | { kind: 'account'; clientId: string; account: ClientBookAccount }
  | { kind: 'note'; clientId: string; note: 'loading' | 'error' | 'none'; retry?: () => void };

interface ClientTableProps {
  clients: readonly ClientBookRow[];
  view: BookView;
  onSort: (sort: ClientBookSort) => void;
  expanded: ReadonlySet<string>;
  onToggle: (clientId: string) => void;
  /** The account summary (NZ) or detail screen (AU) an account links to. */
  accountHref: (account: ClientBookAccount) => string;
}

/**
 * The clients of a page: sortable headings on a wide screen, cards on a phone; a client opens to
 * their accounts (asked for when opened), each linking to its summary.
 */
export function ClientTable({ clients, view, onSort, expanded, onToggle, accountHref }: ClientTableProps) {
  const { channel } = usePortalInfo();
  const stacked = useMediaQuery(STACKED_TABLE_QUERY, false, { getInitialValueInEffect: false });
  const openIds = clients.filter((client) => expanded.has(client.clientId)).map((client) => client.clientId);
  const accounts = useQueries({ queries: openIds.map((clientId) => clientAccountsQueryOptions(clientId)) });
  const byClient = new Map(openIds.map((clientId, index) => [clientId, accounts[index]]));

  const lines: Line[] = clients.flatMap((client): Line[] => {
    const open = expanded.has(client.clientId);
    const head: Line = { kind: 'client', client, expanded: open };
    if (!open) return [head];
    const query = byClient.get(client.clientId);
    if (!query || query.isPending) return [head, { kind: 'note', clientId: client.clientId, note: 'loading' }];
    if (query.isError) {
      return [head, { kind: 'note', clientId: client.clientId, note: 'error', retry: () => void query.refetch() }];
    }
    if (query.data.accounts.length === 0) return [head, { kind: 'note', clientId: client.clientId, note: 'none' }];
    return [head, ...query.data.accounts.map((account): Line => ({ kind: 'account', clientId: client.clientId, account }))];
  });

  const header = (label: string, sort: ClientBookSort, align?: 'left' | 'right') =>
    stacked ? label : <SortHeader label={label} sort={sort} view={view} onSort={onSort} align={align} />;

  const columns: TableColumn<Line>[] = [
    {
      key: 'client',
      header: header('Client', 'name'),
      ariaSort: ariaSortOf(view, 'name'),
      cell: (line) => <TitleCell line={line} onToggle={onToggle} />,
    },
    {
      key: 'accounts',
      header: header('Accounts', 'accounts', 'right'),
      ariaSort: ariaSortOf(view, 'accounts'),
      align: 'right',
      cell: (line) => {
        if (line.kind === 'client') return line.client.accountCount;
        if (line.kind === 'account') {
          const number = shownAccountNumber(line.account, channel);
          return (
            <Anchor
              component={Link}
              to={accountHref(line.account)}
              inherit
              fw={500}
              aria-label={`Account ${number}, ${line.account.accountName}`}
            >
              {number}
            </Anchor>
          );
        }
        return null;
      },
    },
    {
      key: 'products',
      header: 'Products',
      cell: (line) => {
        if (line.kind === 'client') return <ProductBadges products={line.client.productTypes} />;
        if (line.kind === 'account') {
          return (
            <Group gap={4} wrap="wrap">
              <Text span size="sm">
                {productLabel(line.account.productType)}
              </Text>
              <Badge size="sm" radius="sm" tt="none" variant="light" color={line.account.accountIsOpen ? 'green' : 'gray'}>
                {line.account.accountIsOpen ? 'Open' : 'Closed'}
              </Badge>
            </Group>
          );
        }
        return null;
      },
    },
    {
      key: 'value',
      header: header('Total value', 'value', 'right'),
      ariaSort: ariaSortOf(view, 'value'),
      align: 'right',
      nowrap: true,
      cell: (line) => {
        if (line.kind === 'client') return <MoneyText value={line.client.totalValue} inherit />;
        if (line.kind === 'account') return <MoneyText value={line.account.balance} inherit />;
        return null;
      },
    },
    {
      key: 'asAt',
      header: 'As at',
      nowrap: true,
      cell: (line) => {
        const date = line.kind === 'client' ? line.client.valueAsAtDate : line.kind === 'account' ? line.account.balanceAsAtDate : null;
        if (line.kind === 'note') return null;
        return date ? <DateText inherit value={date} /> : <span aria-label="Not available">{MISSING_FIGURE}</span>;
      },
    },
  ];

  return (
    <ResponsiveTable
      aria-label="Clients"
      data-testid="client-book-table"
      rowTestId="client-book-row"
      columns={columns}
      rows={lines}
      rowKey={(line) =>
        line.kind === 'client' ? line.client.clientId : line.kind === 'account' ? `${line.clientId}:${line.account.accountNumber}` : `${line.clientId}:note`
      }
      isSubRow={(line) => line.kind === 'account'}
      isGroupHeading={(line) => line.kind === 'note'}
    />
  );
}

function TitleCell({ line, onToggle }: { line: Line; onToggle: (clientId: string) => void }) {
  if (line.kind === 'account') {
    return (
      <Text span inherit data-testid="client-book-account">
        {line.account.accountName}
      </Text>
    );
  }
  if (line.kind === 'note') return <AccountsNote line={line} />;
  const { client, expanded } = line;
  const Chevron = expanded ? IconChevronDown : IconChevronRight;
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between" align="center">
      <Text span inherit fw={600} data-testid="client-book-name">
        {client.name}
      </Text>
      <Button
        size="compact-xs"
        variant="subtle"
        leftSection={<Chevron size={14} aria-hidden />}
        aria-expanded={expanded}
        aria-label={`${expanded ? 'Hide' : 'Show'} accounts of ${client.name}`}
        onClick={() => onToggle(client.clientId)}
        style={{ flexShrink: 0 }}
      >
        {expanded ? 'Hide accounts' : 'Show accounts'}
      </Button>
    </Group>
  );
}

function AccountsNote({ line }: { line: Extract<Line, { kind: 'note' }> }) {
  if (line.note === 'loading') {
    return (
      <Group gap="xs" fw={400} fz="sm" pl="md" role="status">
        <Loader size="xs" aria-hidden /> Loading accounts…
      </Group>
    );
  }
  if (line.note === 'none') {
    return (
      <Text size="sm" fw={400} pl="md">
        No accounts to show.
      </Text>
    );
  }
  return (
    <Stack gap={4} pl="md" align="flex-start" role="alert">
      <Text size="sm" fw={400} c="red.8">
        {ACCOUNT_MESSAGES.searchFailed}
      </Text>
      <Button size="compact-xs" variant="default" onClick={line.retry}>
        Try again
      </Button>
    </Stack>
  );
}
