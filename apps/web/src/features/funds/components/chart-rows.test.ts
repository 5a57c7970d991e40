import { describe, expect, it } from 'vitest';
import { chartedDates, chartRows } from './chart-rows';

describe('chart rows: the fund and its market index on one date axis', () => {
  it('puts both series on every date either has, in date order', () => {
    const rows = chartRows(
      [
        { date: '2024-01-03', value: 10100 },
        { date: '2024-01-02', value: 10000 },
      ],
      [
        { date: '2024-01-02', value: 10000 },
        { date: '2024-01-04', value: 10250 },
      ],
    );
    expect(rows).toEqual([
      { date: '2024-01-02', fund: 10000, benchmark: 10000 },
      { date: '2024-01-03', fund: 10100 },
      { date: '2024-01-04', benchmark: 10250 },
    ]);
  });

  it('thins a long series to every n-th date, keeping the first and the last', () => {
    const days = Array.from({ length: 10 }, (_, i) => ({ date: `2024-01-${String(i + 1).padStart(2, '0')}`, value: 10000 + i }));
    // 10 dates, at most 4 points: every 3rd (1st, 4th, 7th, 10th).
    expect(chartRows(days, [], 4).map((row) => row.date)).toEqual(['2024-01-01', '2024-01-04', '2024-01-07', '2024-01-10']);
    // At most 3: every 4th (1st, 5th, 9th) and the last.
    expect(chartRows(days, [], 3).map((row) => row.date)).toEqual(['2024-01-01', '2024-01-05', '2024-01-09', '2024-01-10']);
  });
});

describe('chartedDates: the dates the chart sentence names', () => {
  it('names the first and last points drawn, even when the first price is before the period (monthly PE prices)', () => {
    // A 12-month period from 14 Nov 2025; the fund is valued at month ends, so the chart starts
    // at 31 Oct 2025, the price on or before the start: 13 months are drawn and named.
    const rows = chartRows(
      [
        { date: '2025-10-31', value: 10000 },
        { date: '2025-11-30', value: 10100 },
        { date: '2026-10-31', value: 10900 },
      ],
      [],
    );
    expect(chartedDates(rows, { start: '2025-11-14', end: '2026-11-14' })).toEqual({ start: '2025-10-31', end: '2026-10-31' });
  });

  it('names the period asked for while nothing is drawn', () => {
    expect(chartedDates([], { start: '2025-11-14', end: '2026-11-14' })).toEqual({ start: '2025-11-14', end: '2026-11-14' });
  });
});
