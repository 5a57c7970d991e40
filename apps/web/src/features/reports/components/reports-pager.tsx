import { Button, Group } from '@mantine/core';
import { visiblePages } from '@tasman/domain/adviser/pager-pages';
import { REPORTS_PAGER_PAGES } from '@tasman/domain/contracts/reports';

interface ReportsPagerProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

/** spec 002 §9: the reports pager shows 5 pages, rotating around the current one, with First/Previous/Next/Last. */
export function ReportsPager({ page, totalPages, onPage }: ReportsPagerProps) {
  if (totalPages <= 1) return null;
  const pages = visiblePages(page, totalPages, REPORTS_PAGER_PAGES);
  const step = (label: string, ariaLabel: string, target: number, disabled: boolean) => (
    <Button size="compact-sm" variant="default" aria-label={ariaLabel} disabled={disabled} onClick={() => onPage(target)}>
      {label}
    </Button>
  );
  return (
    <Group component="nav" aria-label="Report pages" gap={6} wrap="wrap" data-testid="reports-pager" data-print="hide">
      {step('First', 'First page', 1, page <= 1)}
      {step('Previous', 'Previous page', page - 1, page <= 1)}
      {pages.map((number) => (
        <Button
          key={number}
          size="compact-sm"
          miw={36}
          variant={number === page ? 'filled' : 'default'}
          aria-label={`Page ${number}`}
          aria-current={number === page ? 'page' : undefined}
          onClick={() => onPage(number)}
        >
          {number}
        </Button>
      ))}
      {step('Next', 'Next page', page + 1, page >= totalPages)}
      {step('Last', `Last page, ${totalPages}`, totalPages, page >= totalPages)}
    </Group>
  );
}
