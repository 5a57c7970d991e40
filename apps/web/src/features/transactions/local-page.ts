/**
 * One page of rows the screen already holds (private equity, spec 002 §9: 'paged locally at 20'; the
 * wealth reports): the asked page clamped to the pages there are (page 1 when there are none).
 */
export function localPage<T>(rows: readonly T[], requestedPage: number, pageSize: number): { page: number; totalPages: number; rows: T[] } {
  const totalPages = Math.ceil(rows.length / pageSize);
  const page = Math.min(Math.max(1, requestedPage), Math.max(1, totalPages));
  return { page, totalPages, rows: rows.slice((page - 1) * pageSize, page * pageSize) };
}
