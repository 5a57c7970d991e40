import { describe, expect, it } from 'vitest';
import { axisTicks, chartRows } from './chart-rows';

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

describe('chart axis labels', () => {
  const daily = (dates: string[]) => dates.map((date) => ({ date, fund: 10000 }));
  /** The 3rd of each month from a year and month on. */
  const monthly = (year: number, month: number, count: number) =>
    daily(
      Array.from({ length: count }, (_, i) => {
        const index = year * 12 + month - 1 + i;
        return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-03`;
      }),
    );

  it('labels the first date of each month after the start, never the same month twice', () => {
    const rows = daily(['2024-01-15', '2024-01-16', '2024-02-01', '2024-02-02', '2024-03-04', '2024-03-05']);
    expect(axisTicks(rows)).toEqual(['2024-02-01', '2024-03-04']);
  });

  it('takes every 2nd month from January when a year has more months than labels', () => {
    // June 2023 to June 2024: 12 months after the start; at most 8 labels → Jul, Sep, Nov, Jan, Mar, May.
    expect(axisTicks(monthly(2023, 6, 13), 8)).toEqual(['2023-07-03', '2023-09-03', '2023-11-03', '2024-01-03', '2024-03-03', '2024-05-03']);
    // At most 4 on a phone: quarters, January, April, July, October.
    expect(axisTicks(monthly(2023, 6, 13), 4)).toEqual(['2023-07-03', '2023-10-03', '2024-01-03', '2024-04-03']);
  });

  it('labels every other January over ten years', () => {
    // June 2014 to June 2024: Januaries 2015 … 2024 are ten; at most 8 → the even years.
    expect(axisTicks(monthly(2014, 6, 121), 8)).toEqual(['2016-01-03', '2018-01-03', '2020-01-03', '2022-01-03', '2024-01-03']);
  });
});
