import { describe, expect, it } from 'vitest';
import { defaultReportRange } from './default-report-range';
import { endOfPickedMonth } from './end-of-picked-month';
import { mulberry32 } from '../random/mulberry32';
import { monthEdges } from './month-edges';
import { orderedReportRange } from './ordered-report-range';
import { reportDateBounds } from './report-date-bounds';
import { reportRangeProblem } from './report-range-problem';

describe('monthEdges', () => {
  it('finds month starts and ends, leap Februaries included', () => {
    expect(monthEdges.start('2024-02-17')).toBe('2024-02-01');
    expect(monthEdges.end('2024-02-17')).toBe('2024-02-29');
    expect(monthEdges.end('2023-02-01')).toBe('2023-02-28');
    expect(monthEdges.end('1900-02-10')).toBe('1900-02-28');
    expect(monthEdges.end('2000-02-10')).toBe('2000-02-29');
    expect(monthEdges.end('2024-12-05')).toBe('2024-12-31');
  });
  it('moves by months across years, clamping the day to the month', () => {
    expect(monthEdges.addMonths('2026-11-24', -13)).toBe('2025-10-24');
    expect(monthEdges.addMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(monthEdges.addMonths('2024-01-15', -1)).toBe('2023-12-15');
    expect(monthEdges.addMonths('2024-12-15', 1)).toBe('2025-01-15');
  });
});

describe('reportDateBounds (spec 002 §5)', () => {
  it('runs from the first of the signup month to tomorrow', () => {
    expect(reportDateBounds('2019-07-18', '2026-11-24')).toEqual({ min: '2019-07-01', max: '2026-11-25' });
    // Tomorrow across a year end.
    expect(reportDateBounds('2019-07-18', '2026-12-31').max).toBe('2027-01-01');
  });
});

describe('defaultReportRange (spec 002 §5)', () => {
  it('starts on the first of the month 13 months back and ends tomorrow', () => {
    expect(defaultReportRange('2015-05-05', '2026-11-24')).toEqual({ start: '2025-10-01', end: '2026-11-25' });
    // 13 months back from a 31st: the month, not a day count, decides.
    expect(defaultReportRange('2015-05-05', '2026-03-31')).toEqual({ start: '2025-02-01', end: '2026-04-01' });
  });
  it('starts on the signup date when that is later', () => {
    expect(defaultReportRange('2026-06-17', '2026-11-24')).toEqual({ start: '2026-06-17', end: '2026-11-25' });
    expect(defaultReportRange('2026-11-24', '2026-11-24')).toEqual({ start: '2026-11-24', end: '2026-11-25' });
  });
});

describe('endOfPickedMonth (spec 002 §5)', () => {
  it("sets the end to the picked month's last day", () => {
    expect(endOfPickedMonth('2026-02-01', '2026-11-25')).toBe('2026-02-28');
    expect(endOfPickedMonth('2024-02-01', '2026-11-25')).toBe('2024-02-29');
  });
  it('caps it at the maximum', () => {
    expect(endOfPickedMonth('2026-11-01', '2026-11-25')).toBe('2026-11-25');
  });
});

describe('orderedReportRange (spec 002 §4)', () => {
  const bounds = { min: '2019-07-01', max: '2026-11-25' };
  it('keeps a range in order as it is', () => {
    expect(orderedReportRange({ start: '2025-03-15', end: '2025-06-10' }, bounds)).toEqual({ start: '2025-03-15', end: '2025-06-10' });
    expect(orderedReportRange({ start: '2025-03-15', end: '2025-03-15' }, bounds)).toEqual({ start: '2025-03-15', end: '2025-03-15' });
  });
  it('swaps a reversed range and snaps it to month start and month end', () => {
    expect(orderedReportRange({ start: '2025-06-10', end: '2025-03-15' }, bounds)).toEqual({ start: '2025-03-01', end: '2025-06-30' });
  });
  it('keeps the snapped end within the maximum', () => {
    expect(orderedReportRange({ start: '2026-11-20', end: '2026-09-15' }, bounds)).toEqual({ start: '2026-09-01', end: '2026-11-25' });
  });
  it('always gives a range in order, inside the bounds, covering both dates (property, 2,000 seeded pairs)', () => {
    const random = mulberry32(11);
    const day = () => new Date(Date.UTC(2019, 6, 1) + Math.floor(random() * 2700) * 86_400_000).toISOString().slice(0, 10);
    for (let i = 0; i < 2000; i++) {
      const [a, b] = [day(), day()];
      const { start, end } = orderedReportRange({ start: a, end: b }, bounds);
      const [lo, hi] = a <= b ? [a, b] : [b, a];
      expect(start <= end).toBe(true);
      expect(start >= bounds.min && end <= bounds.max).toBe(true);
      expect(start <= lo && end >= (hi > bounds.max ? bounds.max : hi)).toBe(true);
    }
  });
});

describe('reportRangeProblem', () => {
  const bounds = { min: '2019-07-01', max: '2026-11-25' };
  it('accepts a range inside the bounds, edges included', () => {
    expect(reportRangeProblem({ start: '2019-07-01', end: '2026-11-25' }, bounds)).toBeNull();
  });
  it('names the edge that is out and the bound', () => {
    expect(reportRangeProblem({ start: '2019-06-30', end: '2020-01-01' }, bounds)).toBe(
      "From date must be on or after 2019-07-01, the first day of the account's signup month",
    );
    expect(reportRangeProblem({ start: '2020-01-01', end: '2026-11-26' }, bounds)).toBe('End date must be on or before 2026-11-25 (tomorrow)');
    expect(reportRangeProblem({ start: '0001-01-01', end: '0001-02-01' }, bounds)).toMatch(/^From date must be on or after/);
  });
});
