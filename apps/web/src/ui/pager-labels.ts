/** Spoken names of a Mantine Pagination's edge and step controls (its own are icons only). */
export const PAGER_CONTROL_LABELS = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' } as const;
