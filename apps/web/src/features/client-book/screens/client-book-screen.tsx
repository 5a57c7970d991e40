import { Button, Group, Loader, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { filterBy, pageCount, readBookView, sortBy, writeBookView, type BookView } from '@tasman/domain/client-book/book-query';
import type { ClientBookAccount } from '@tasman/domain/contracts/adviser';
import { ACCOUNT_MESSAGES } from '@tasman/domain/errors';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { ErrorPanel } from '@/ui/error-panel';
import { STACKED_TABLE_QUERY } from '@/ui/responsive-table';
import { PAGER_CONTROL_LABELS } from '@/ui/pager-labels';
import { useBookAdvisers } from '../api/get-book-advisers';
import { useClientBook } from '../api/get-client-book';
import { clientBookCsvHref } from '../api/client-book-csv';
import { BookFilters } from '../components/book-filters';
import { BookTotals } from '../components/book-totals';
import { ClientTable } from '../components/client-table';
import { SortSelect } from '../components/sort-select';

interface ClientBookScreenProps {
  /** Staff see the whole portal's book and may pick one adviser's; an adviser sees their own. */
  isStaff: boolean;
  /** Where an account of the book links to (the route table is the app's). */
  accountHref: (account: ClientBookAccount) => string;
  searchAccountsHref: string;
}

/**
 * /dashboard/clients, the staff and adviser home (issue 10): the book's totals, the search, the
 * adviser filter (staff), the export, and a page of clients that open to their accounts. The
 * search, adviser, sort and page live in the URL, so Back and reload come back to the same list.
 */
export function ClientBookScreen({ isStaff, accountHref, searchAccountsHref }: ClientBookScreenProps) {
  const [params, setParams] = useSearchParams();
  const view = readBookView(params);
  const book = useClientBook(view);
  const advisers = useBookAdvisers({ enabled: isStaff });
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const stacked = useMediaQuery(STACKED_TABLE_QUERY, false, { getInitialValueInEffect: false });

  const show = (next: BookView) => setParams(writeBookView(next));
  // A new term replaces the URL entry, so Back does not step through every pause in typing; it is
  // applied to the URL as it is then (a sort chosen while the box waited is kept).
  const search = (searchTerm: string) =>
    setParams((current) => {
      const now = readBookView(current);
      return now.searchTerm === searchTerm ? current : writeBookView(filterBy(now, { searchTerm }));
    }, { replace: true });
  const toggle = (clientId: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(clientId)) next.delete(clientId);
      else next.add(clientId);
      return next;
    });

  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={1} size="h2">
          Clients
        </Title>
        <Text size="sm" c="dimmed">
          {isStaff ? 'Every client of the portal, or one adviser’s book.' : 'The clients you advise.'}
        </Text>
      </Stack>

      {book.data ? (
        <BookTotals
          totals={book.data.totals}
          asAtDates={book.data.list.map((row) => row.valueAsAtDate)}
          searching={view.searchTerm !== ''}
        />
      ) : book.isPending ? (
        <Skeleton height={160} radius="md" aria-hidden />
      ) : null}

      <BookFilters
        searchTerm={view.searchTerm}
        onSearch={search}
        advisers={isStaff ? (advisers.data?.advisers ?? []) : undefined}
        advisersLoading={isStaff && advisers.isPending}
        adviserId={view.adviserId}
        onAdviser={(adviserId) => show(filterBy(view, { adviserId }))}
        csvHref={clientBookCsvHref(view)}
        searchAccountsHref={searchAccountsHref}
      />

      {stacked ? <SortSelect view={view} onChange={(next) => show(next)} /> : null}

      {book.isError && !book.data ? (
        <ErrorPanel
          title={ACCOUNT_MESSAGES.searchFailed}
          message={describeError(book.error)}
          onRetry={() => void book.refetch()}
          retryLabel="Refresh"
        />
      ) : book.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">Loading clients…</Text>
        </Group>
      ) : book.data.list.length === 0 ? (
        <Stack gap="xs" align="flex-start">
          <Text data-testid="client-book-empty">{emptyMessage(view)}</Text>
          {view.pageNo > 1 ? (
            <Button variant="default" size="xs" onClick={() => show({ ...view, pageNo: 1 })}>
              Go to page 1
            </Button>
          ) : null}
        </Stack>
      ) : (
        <Stack gap="md" aria-busy={book.isFetching} style={{ opacity: book.isPlaceholderData ? 0.6 : 1 }}>
          {book.isError ? (
            <ErrorPanel
              title={ACCOUNT_MESSAGES.searchFailed}
              message={describeError(book.error)}
              onRetry={() => void book.refetch()}
              retryLabel="Refresh"
            />
          ) : null}
          <ClientTable
            clients={book.data.list}
            view={view}
            onSort={(sort) => show(sortBy(view, sort))}
            expanded={expanded}
            onToggle={toggle}
            accountHref={accountHref}
          />
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text size="sm" c="dimmed" data-testid="client-book-range">
              {rangeText(book.data.pageNo, book.data.pageSize, book.data.list.length, book.data.totalClients)}
            </Text>
            {book.data.totalClients > book.data.pageSize ? (
              <Pagination
                total={pageCount(book.data.totalClients, book.data.pageSize)}
                value={view.pageNo}
                onChange={(pageNo) => show({ ...view, pageNo })}
                withEdges
                siblings={stacked ? 0 : 1}
                size={stacked ? 'sm' : 'md'}
                aria-label="Pages of clients"
                getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
                getControlProps={(control) => ({ 'aria-label': PAGER_CONTROL_LABELS[control] })}
              />
            ) : null}
          </Group>
        </Stack>
      )}
    </Stack>
  );
}

function emptyMessage(view: BookView): string {
  if (view.searchTerm !== '') return `No clients match ‘${view.searchTerm}’.`;
  if (view.pageNo > 1) return 'No clients on this page.';
  return 'No clients in this book yet.';
}

function rangeText(pageNo: number, pageSize: number, shown: number, total: number): string {
  const first = (pageNo - 1) * pageSize + 1;
  return `${first}–${first + shown - 1} of ${total === 1 ? '1 client' : `${total} clients`}`;
}

/** A refused request says why (the API's message); anything else is the portal's plain apology. */
function describeError(error: Error): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) return error.message;
  return "An unexpected error occurred and your request couldn't be handled.";
}
