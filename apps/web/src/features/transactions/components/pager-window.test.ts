import { describe, expect, it } from 'vitest';
import { pagerWindow } from './pager-window';

describe('pagerWindow (spec 002 §9: the retail pager shows 10 pages)', () => {
  it('shows pages 1 to 10 from the first page of a long list', () => {
    expect(pagerWindow(1, 37, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('keeps the block while stepping through it, then moves to the next block', () => {
    expect(pagerWindow(10, 37, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pagerWindow(11, 37, 10)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });

  it('cuts the last block at the last page', () => {
    expect(pagerWindow(35, 37, 10)).toEqual([31, 32, 33, 34, 35, 36, 37]);
  });

  it('shows every page of a short list, and none of an empty one', () => {
    expect(pagerWindow(2, 3, 10)).toEqual([1, 2, 3]);
    expect(pagerWindow(1, 0, 10)).toEqual([]);
  });

  it('clamps a page outside the list to the list', () => {
    expect(pagerWindow(99, 12, 10)).toEqual([11, 12]);
    expect(pagerWindow(0, 12, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});
