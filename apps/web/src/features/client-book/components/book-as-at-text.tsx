import { Text } from '@mantine/core';
import { bookAsAt } from '@tasman/domain/client-book/book-as-at';
import { DateText } from '@/ui/date-text';

/**
 * The 'as at' of the clients shown: one date when every row shares it; otherwise the latest, with
 * how many rows were last valued earlier and from when, so no figure claims a day it was not
 * valued on. Clients never valued are counted, not dated.
 */
export function BookAsAtText({ dates }: { dates: readonly (string | null)[] }) {
  // No client shown (a search that matched nobody): nothing to date.
  if (dates.length === 0) return null;
  const asAt = bookAsAt(dates);
  if (asAt.kind === 'none') {
    return (
      <Text size="sm" c="dimmed" data-testid="book-as-at">
        No valuation yet for the clients shown.
      </Text>
    );
  }
  const unvalued = asAt.unvalued > 0 ? ` ${clients(asAt.unvalued)} shown ${asAt.unvalued === 1 ? 'has' : 'have'} no valuation yet.` : '';
  if (asAt.kind === 'single') {
    return (
      <Text size="sm" c="dimmed" data-testid="book-as-at">
        As at <DateText inherit value={asAt.date} />.{unvalued}
      </Text>
    );
  }
  return (
    <Text size="sm" c="dimmed" data-testid="book-as-at">
      As at <DateText inherit value={asAt.latest} />, the latest valuation shown; {clients(asAt.earlierCount)}{' '}
      shown {asAt.earlierCount === 1 ? 'was' : 'were'} last valued earlier (from{' '}
      <DateText inherit value={asAt.earliest} />
      ).{unvalued}
    </Text>
  );
}

function clients(count: number): string {
  return count === 1 ? '1 client' : `${count} clients`;
}
