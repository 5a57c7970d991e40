import { bookApiQuery, type BookView } from '@tasman/domain/client-book/book-query';

/**
 * GET /api/v1/client-book.csv: the whole book (every page) under the view's filters and sort, as a
 * file the browser downloads. A plain link: the session cookie goes with it, and no script holds
 * the file in memory.
 */
export function clientBookCsvHref(view: BookView): string {
  return `/api/v1/client-book.csv?${new URLSearchParams(bookApiQuery(view, { withPage: false })).toString()}`;
}
