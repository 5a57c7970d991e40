import { describe, expect, it } from 'vitest';
import { formatDate } from './date-text';

describe('formatDate', () => {
  it('shows a yyyy-mm-dd date as dd MMM yyyy', () => {
    expect(formatDate('2026-11-20')).toBe('20 Nov 2026');
  });

  it('keeps the leading zero of the day and abbreviates September as Sep', () => {
    expect(formatDate('2026-09-05')).toBe('05 Sep 2026');
  });

  it('refuses what is not a yyyy-mm-dd date', () => {
    expect(() => formatDate('2026-13-01')).toThrow(RangeError);
    expect(() => formatDate('20/11/2026')).toThrow(RangeError);
  });
});
