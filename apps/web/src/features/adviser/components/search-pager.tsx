import { Button, Group } from '@mantine/core';
import { visiblePages } from '@tasman/domain/adviser/pager-pages';
import { Link } from 'react-router';

interface SearchPagerProps {
  page: number;
  totalPages: number;
  /** The address of a page of the same search, so every page is a link that can be opened or shared. */
  hrefFor: (page: number) => string;
}

/**
 * spec 001 §9: at most 10 page numbers, with First and Last links beside them (and Previous and
 * Next), as the original pager's boundary links.
 */
export function SearchPager({ page, totalPages, hrefFor }: SearchPagerProps) {
  if (totalPages <= 1) return null;
  const pages = visiblePages(page, totalPages);
  return (
    <Group component="nav" aria-label="Search result pages" gap={6} wrap="wrap" data-testid="search-pager">
      <PagerLink label="First" ariaLabel="First page" target={1} disabled={page <= 1} hrefFor={hrefFor} />
      <PagerLink label="Previous" ariaLabel="Previous page" target={page - 1} disabled={page <= 1} hrefFor={hrefFor} />
      {pages.map((number) => (
        <Button
          key={number}
          component={Link}
          to={hrefFor(number)}
          size="compact-sm"
          miw={36}
          variant={number === page ? 'filled' : 'default'}
          aria-label={`Page ${number}`}
          aria-current={number === page ? 'page' : undefined}
        >
          {number}
        </Button>
      ))}
      <PagerLink label="Next" ariaLabel="Next page" target={page + 1} disabled={page >= totalPages} hrefFor={hrefFor} />
      <PagerLink
        label="Last"
        ariaLabel={`Last page, ${totalPages}`}
        target={totalPages}
        disabled={page >= totalPages}
        hrefFor={hrefFor}
      />
    </Group>
  );
}

interface PagerLinkProps {
  label: string;
  ariaLabel: string;
  target: number;
  disabled: boolean;
  hrefFor: (page: number) => string;
}

function PagerLink({ label, ariaLabel, target, disabled, hrefFor }: PagerLinkProps) {
  if (disabled) {
    return (
      <Button size="compact-sm" variant="default" disabled aria-label={ariaLabel}>
        {label}
      </Button>
    );
  }
  return (
    <Button component={Link} to={hrefFor(target)} size="compact-sm" variant="default" aria-label={ariaLabel}>
      {label}
    </Button>
  );
}
