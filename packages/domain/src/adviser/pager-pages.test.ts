import { describe, expect, it } from 'vitest';
import { pageCount, visiblePages } from './pager-pages';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

describe('pageCount', () => {
  it('fills a page of 20 with up to 20 accounts, and no page with none', () => {
    expect(pageCount(0, 20)).toBe(0);
    expect(pageCount(1, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    // 25,000 accounts at 20 a page: 1,250 pages.
    expect(pageCount(25_000, 20)).toBe(1250);
  });
});

describe('visiblePages (spec 001 §9: at most 10 pages)', () => {
  it('shows every page when there are 10 or fewer', () => {
    expect(visiblePages(1, 1)).toEqual([1]);
    expect(visiblePages(3, 7)).toEqual(range(1, 7));
    expect(visiblePages(10, 10)).toEqual(range(1, 10));
  });

  it('starts at the first page near the start', () => {
    expect(visiblePages(1, 30)).toEqual(range(1, 10));
    expect(visiblePages(6, 30)).toEqual(range(1, 10));
  });

  it('keeps the current page in the middle of the window', () => {
    // 12 - floor(10 / 2) = 7: pages 7 to 16.
    expect(visiblePages(12, 30)).toEqual(range(7, 16));
    expect(visiblePages(7, 30)).toEqual(range(2, 11));
  });

  it('ends at the last page near the end', () => {
    expect(visiblePages(29, 30)).toEqual(range(21, 30));
    expect(visiblePages(30, 30)).toEqual(range(21, 30));
    expect(visiblePages(1250, 1250)).toEqual(range(1241, 1250));
  });

  it('never shows more than 10 pages, and always the current one', () => {
    for (const total of [1, 9, 10, 11, 57]) {
      for (let current = 1; current <= total; current += 1) {
        const pages = visiblePages(current, total);
        expect(pages.length).toBeLessThanOrEqual(10);
        expect(pages).toContain(current);
      }
    }
  });

  it('clamps a page beyond either end, and shows nothing when there are no pages', () => {
    expect(visiblePages(0, 30)).toEqual(range(1, 10));
    expect(visiblePages(99, 30)).toEqual(range(21, 30));
    expect(visiblePages(1, 0)).toEqual([]);
  });
});
