import { CLIENT_BOOK_PAGE_SIZE, MAX_PAGE_NO, type ClientBookSort } from '../contracts/adviser.js';

export type SortDirection = 'asc' | 'desc';

/** What the client book screen shows: the filters, the sort and the page, as the URL keeps them. */
export interface BookView {
  searchTerm: string;
  sort: ClientBookSort;
  direction: SortDirection;
  /** Staff only: one adviser's book; null for all advisers. */
  adviserId: string | null;
  pageNo: number;
}

/** The book's first screen: every client, the largest first (an adviser's biggest relationships on top). */
export const DEFAULT_BOOK_VIEW: BookView = { searchTerm: '', sort: 'value', direction: 'desc', adviserId: null, pageNo: 1 };

const SORTS: readonly ClientBookSort[] = ['name', 'accounts', 'value'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_TERM = 100;

/** A URL query as the domain needs it (URLSearchParams fits; the domain has no DOM types). */
export interface QueryReader {
  get(name: string): string | null;
}

/**
 * The view a URL query describes. The query is typed by hand and kept by Back and reload, so a
 * value the screen cannot mean (sort=size, page=0, page=abc, a truncated adviser id) falls back to
 * its default rather than reaching the server as a request it will refuse.
 */
export function readBookView(query: QueryReader): BookView {
  const sort = SORTS.find((known) => known === query.get('sort')) ?? DEFAULT_BOOK_VIEW.sort;
  const direction = query.get('direction');
  const adviserId = query.get('adviser');
  const page = query.get('page');
  const pageNo = page !== null && /^\d{1,6}$/.test(page) ? Number(page) : DEFAULT_BOOK_VIEW.pageNo;
  return {
    searchTerm: (query.get('q') ?? '').trim().slice(0, MAX_TERM),
    sort,
    direction: direction === 'asc' || direction === 'desc' ? direction : defaultDirection(sort),
    adviserId: adviserId !== null && UUID.test(adviserId) ? adviserId : null,
    pageNo: pageNo >= 1 && pageNo <= MAX_PAGE_NO ? pageNo : DEFAULT_BOOK_VIEW.pageNo,
  };
}

/**
 * The URL query of a view (name → value, for URLSearchParams): only what differs from the default,
 * so the plain book has a plain URL.
 */
export function writeBookView(view: BookView): Record<string, string> {
  const query: Record<string, string> = {};
  if (view.searchTerm !== '') query.q = view.searchTerm;
  if (view.sort !== DEFAULT_BOOK_VIEW.sort || view.direction !== DEFAULT_BOOK_VIEW.direction) {
    query.sort = view.sort;
    query.direction = view.direction;
  }
  if (view.adviserId !== null) query.adviser = view.adviserId;
  if (view.pageNo !== 1) query.page = String(view.pageNo);
  return query;
}

/**
 * The API query of a view (GET /api/v1/client-book and its CSV): the filters and sort; pageNo only
 * for the page of rows, since the export is the whole book.
 */
export function bookApiQuery(view: BookView, { withPage }: { withPage: boolean }): Record<string, string> {
  const query: Record<string, string> = { searchTerm: view.searchTerm, sort: view.sort, direction: view.direction };
  if (view.adviserId !== null) query.adviserId = view.adviserId;
  if (withPage) query.pageNo = String(view.pageNo);
  return query;
}

/** A name reads A→Z first; counts and values read largest first. */
export function defaultDirection(sort: ClientBookSort): SortDirection {
  return sort === 'name' ? 'asc' : 'desc';
}

/**
 * The view after a column heading is pressed: the sorted column turns its direction round; another
 * column sorts in its natural direction. Either way the list starts again at page 1.
 */
export function sortBy(view: BookView, sort: ClientBookSort): BookView {
  const direction = view.sort === sort ? (view.direction === 'asc' ? 'desc' : 'asc') : defaultDirection(sort);
  return { ...view, sort, direction, pageNo: 1 };
}

/** A new search term or adviser is a new list: back to page 1. */
export function filterBy(view: BookView, change: Partial<Pick<BookView, 'searchTerm' | 'adviserId'>>): BookView {
  return { ...view, ...change, pageNo: 1 };
}

/** How many pages a book of this many clients takes (at least 1, so an empty book still has page 1). */
export function pageCount(totalClients: number, pageSize: number = CLIENT_BOOK_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(totalClients / pageSize));
}
