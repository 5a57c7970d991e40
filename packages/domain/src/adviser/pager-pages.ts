/** spec 001 §9: the search pager shows at most 10 page numbers (with first and last links beside them). */
export const MAX_PAGER_PAGES = 10;

/** How many pages `total` items fill at `pageSize` a page; 0 items fill no page. */
export function pageCount(total: number, pageSize: number): number {
  if (total <= 0 || pageSize <= 0) return 0;
  return Math.ceil(total / pageSize);
}

/**
 * The page numbers the pager shows: a window of at most `maxPages` consecutive pages around the
 * current one, with the current page in the middle where there is room (page 12 of 30 shows 7-16),
 * pushed against the first or last page near either end (page 2 shows 1-10, page 29 of 30 shows
 * 21-30). The rotating window of the original pager (ngx-bootstrap `rotate`); the First and Last
 * links reach the pages outside it. A current page out of range is clamped, so the window is never empty.
 */
export function visiblePages(currentPage: number, totalPages: number, maxPages = MAX_PAGER_PAGES): number[] {
  if (totalPages <= 0 || maxPages <= 0) return [];
  const size = Math.min(maxPages, totalPages);
  const current = Math.min(Math.max(Math.trunc(currentPage), 1), totalPages);
  const start = Math.min(Math.max(current - Math.floor(maxPages / 2), 1), totalPages - size + 1);
  return Array.from({ length: size }, (_, index) => start + index);
}
