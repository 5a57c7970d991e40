/**
 * The page numbers a pager of `size` shows (spec 002 §9: the retail transactions pager shows 10): the
 * block of `size` pages that holds the current page, 1–10, 11–20, …, the last block cut at the last
 * page. Not rotating (only the reports pager rotates, §9), so the numbers stay put while the user
 * steps through a block.
 */
export function pagerWindow(current: number, totalPages: number, size: number): number[] {
  if (totalPages < 1) return [];
  const page = Math.min(Math.max(1, current), totalPages);
  const first = Math.floor((page - 1) / size) * size + 1;
  const last = Math.min(first + size - 1, totalPages);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}
