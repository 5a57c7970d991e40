import { Group, Pagination } from '@mantine/core';
import { pagerWindow } from './pager-window';

interface TransactionsPagerProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** How many page numbers show at once (spec 002 §9: 10 for the retail table). */
  size: number;
  disabled?: boolean;
}

/** First, previous, a block of page numbers, next and last; nothing for a single page. */
export function TransactionsPager({ page, totalPages, onChange, size, disabled = false }: TransactionsPagerProps) {
  if (totalPages <= 1) return null;
  return (
    <Pagination.Root total={totalPages} value={page} onChange={onChange} disabled={disabled} size="sm">
      <Group gap={4} justify="center" wrap="wrap" component="nav" aria-label="Pages" data-print="hide">
        <Pagination.First aria-label="First page" />
        <Pagination.Previous aria-label="Previous page" />
        {pagerWindow(page, totalPages, size).map((number) => (
          <Pagination.Control
            key={number}
            active={number === page}
            onClick={() => onChange(number)}
            aria-label={`Page ${number}`}
            aria-current={number === page ? 'page' : undefined}
          >
            {number}
          </Pagination.Control>
        ))}
        <Pagination.Next aria-label="Next page" />
        <Pagination.Last aria-label="Last page" />
      </Group>
    </Pagination.Root>
  );
}
