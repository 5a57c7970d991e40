import { describe, expect, it } from 'vitest';
import { bookAsAt } from './book-as-at.js';

describe('bookAsAt', () => {
  it('has no date when nothing is valued', () => {
    expect(bookAsAt([])).toEqual({ kind: 'none' });
    expect(bookAsAt([null, null])).toEqual({ kind: 'none' });
  });
  it('gives the one date every row shares, and counts rows never valued', () => {
    expect(bookAsAt(['2026-11-20', '2026-11-20', null])).toEqual({ kind: 'single', date: '2026-11-20', unvalued: 1 });
  });
  it('gives the latest and earliest days when they differ, and how many rows are earlier', () => {
    expect(bookAsAt(['2026-10-31', '2026-11-20', '2026-11-20', '2025-06-30'])).toEqual({
      kind: 'mixed',
      latest: '2026-11-20',
      earliest: '2025-06-30',
      earlierCount: 2,
      unvalued: 0,
    });
  });
});
