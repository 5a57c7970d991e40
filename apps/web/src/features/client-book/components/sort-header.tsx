import { Group, UnstyledButton } from '@mantine/core';
import type { ClientBookSort } from '@tasman/domain/contracts/adviser';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { BookView } from '@tasman/domain/client-book/book-query';

interface SortHeaderProps {
  label: string;
  sort: ClientBookSort;
  view: BookView;
  onSort: (sort: ClientBookSort) => void;
  align?: 'left' | 'right';
}

/** aria-sort of a column's heading: the order it is sorted in, or none. */
export function ariaSortOf(view: BookView, sort: ClientBookSort): 'ascending' | 'descending' | 'none' {
  if (view.sort !== sort) return 'none';
  return view.direction === 'asc' ? 'ascending' : 'descending';
}

/** A column heading that sorts by its column; the heading cell carries aria-sort. */
export function SortHeader({ label, sort, view, onSort, align = 'left' }: SortHeaderProps) {
  const order = ariaSortOf(view, sort);
  const Icon = order === 'ascending' ? IconArrowUp : order === 'descending' ? IconArrowDown : IconArrowsSort;
  return (
    <UnstyledButton onClick={() => onSort(sort)} fw={600} fz="sm" style={{ width: '100%', whiteSpace: 'nowrap' }}>
      <Group gap={4} wrap="nowrap" justify={align === 'right' ? 'flex-end' : 'flex-start'}>
        {label}
        <Icon size={14} aria-hidden stroke={order === 'none' ? 1.5 : 2.25} style={{ opacity: order === 'none' ? 0.55 : 1 }} />
      </Group>
    </UnstyledButton>
  );
}
