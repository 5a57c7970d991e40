import { NativeSelect } from '@mantine/core';
import type { BookView } from '@tasman/domain/client-book/book-query';

const ORDERS = [
  { value: 'value:desc', label: 'Total value, largest first' },
  { value: 'value:asc', label: 'Total value, smallest first' },
  { value: 'name:asc', label: 'Client name, A to Z' },
  { value: 'name:desc', label: 'Client name, Z to A' },
  { value: 'accounts:desc', label: 'Accounts, most first' },
  { value: 'accounts:asc', label: 'Accounts, fewest first' },
] as const;

/** On a phone the table's headings are gone (cards), so the order is chosen here. */
export function SortSelect({ view, onChange }: { view: BookView; onChange: (view: BookView) => void }) {
  return (
    <NativeSelect
      label="Sort by"
      data={ORDERS.map((order) => ({ value: order.value, label: order.label }))}
      value={`${view.sort}:${view.direction}`}
      onChange={(event) => {
        const order = ORDERS.find((known) => known.value === event.currentTarget.value);
        if (!order) return;
        const [sort, direction] = order.value.split(':') as [BookView['sort'], BookView['direction']];
        onChange({ ...view, sort, direction, pageNo: 1 });
      }}
    />
  );
}
