import { describe, expect, it } from 'vitest';
import { localPage } from './local-page';

const rows = Array.from({ length: 45 }, (_, i) => i + 1);

describe('localPage', () => {
  it('cuts the asked page of 20 and counts the pages', () => {
    expect(localPage(rows, 2, 20)).toEqual({ page: 2, totalPages: 3, rows: rows.slice(20, 40) });
    expect(localPage(rows, 3, 20).rows).toEqual([41, 42, 43, 44, 45]);
  });

  it('clamps a page past the end to the last and one below 1 to the first', () => {
    expect(localPage(rows, 9, 20).page).toBe(3);
    expect(localPage(rows, 0, 20).page).toBe(1);
  });

  it('gives page 1 of 0 pages, and no rows, for no rows', () => {
    expect(localPage([], 4, 20)).toEqual({ page: 1, totalPages: 0, rows: [] });
  });
});
