import { describe, expect, it } from 'vitest';
import { bookApiQuery, DEFAULT_BOOK_VIEW, filterBy, pageCount, readBookView, sortBy, writeBookView } from './book-query.js';

const ADVISER = '6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f';

/** A URL query as the screen hands it over (URLSearchParams' get). */
function query(values: Record<string, string> = {}) {
  return { get: (name: string) => values[name] ?? null };
}

describe('readBookView', () => {
  it('reads the default view from an empty query', () => {
    expect(readBookView(query())).toEqual(DEFAULT_BOOK_VIEW);
  });
  it('reads every part of a view', () => {
    const view = readBookView(query({ q: ' Māori ', sort: 'name', direction: 'desc', adviser: ADVISER, page: '3' }));
    expect(view).toEqual({ searchTerm: 'Māori', sort: 'name', direction: 'desc', adviserId: ADVISER, pageNo: 3 });
  });
  it('gives a sort without a direction its natural direction', () => {
    expect(readBookView(query({ sort: 'name' })).direction).toBe('asc');
    expect(readBookView(query({ sort: 'accounts' })).direction).toBe('desc');
  });
  it.each([['0'], ['-1'], ['abc'], ['1.5'], ['10001'], ['10000000'], ['']])('falls back to page 1 for page=%s', (page) => {
    expect(readBookView(query({ page })).pageNo).toBe(1);
  });
  it('drops values the screen cannot mean', () => {
    const view = readBookView(query({ sort: 'size', direction: 'up', adviser: 'not-a-uuid' }));
    expect(view).toEqual(DEFAULT_BOOK_VIEW);
  });
  it('keeps a term to the 100 characters the API accepts', () => {
    expect(readBookView(query({ q: 'x'.repeat(150) })).searchTerm).toHaveLength(100);
  });
});

describe('writeBookView', () => {
  it('writes nothing for the default view', () => {
    expect(writeBookView(DEFAULT_BOOK_VIEW)).toEqual({});
  });
  it('round-trips a view through the URL', () => {
    const view = { searchTerm: 'wilson', sort: 'accounts', direction: 'asc', adviserId: ADVISER, pageNo: 2 } as const;
    expect(readBookView(query(writeBookView(view)))).toEqual(view);
  });
});

describe('sortBy', () => {
  it('turns the sorted column round and starts again at page 1', () => {
    const view = { ...DEFAULT_BOOK_VIEW, pageNo: 4 };
    expect(sortBy(view, 'value')).toMatchObject({ sort: 'value', direction: 'asc', pageNo: 1 });
    expect(sortBy(sortBy(view, 'value'), 'value')).toMatchObject({ direction: 'desc' });
  });
  it('sorts a new column in its natural direction', () => {
    expect(sortBy(DEFAULT_BOOK_VIEW, 'name')).toMatchObject({ sort: 'name', direction: 'asc' });
    expect(sortBy({ ...DEFAULT_BOOK_VIEW, sort: 'name', direction: 'asc' }, 'accounts')).toMatchObject({ direction: 'desc' });
  });
});

describe('filterBy', () => {
  it('starts a new search at page 1', () => {
    expect(filterBy({ ...DEFAULT_BOOK_VIEW, pageNo: 5 }, { searchTerm: 'smith' })).toMatchObject({ searchTerm: 'smith', pageNo: 1 });
  });
});

describe('bookApiQuery', () => {
  it('asks for the page of rows, and the whole book for the export', () => {
    const view = { ...DEFAULT_BOOK_VIEW, adviserId: ADVISER, pageNo: 2 };
    expect(bookApiQuery(view, { withPage: true })).toEqual({
      searchTerm: '',
      sort: 'value',
      direction: 'desc',
      adviserId: ADVISER,
      pageNo: '2',
    });
    expect(bookApiQuery(view, { withPage: false })).not.toHaveProperty('pageNo');
  });
});

describe('pageCount', () => {
  it('counts whole pages of 20, and an empty book as one page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
  });
});
