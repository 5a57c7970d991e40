import { describe, expect, it } from 'vitest';
import { compactMoneyLabeller, dateAxis, dateTickUnit, formatDateTick, niceTicks } from './chart-axis';

/** Calendar days from `from` to `to` inclusive, as yyyy-mm-dd. */
function days(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}

describe('niceTicks', () => {
  it('steps on 1, 2, 2.5 or 5 × 10^k and covers the range (Heckbert 1990)', () => {
    // 0..100 in at most 6 ticks: a step of 20, the textbook example.
    expect(niceTicks(0, 100, 6)).toEqual([0, 20, 40, 60, 80, 100]);
    // 1.87M..1.93M: the range of the '$1.9M, $1.9M' axis; a step of 20,000 keeps ticks apart.
    expect(niceTicks(1_870_000, 1_930_000, 5)).toEqual([1_860_000, 1_880_000, 1_900_000, 1_920_000, 1_940_000]);
  });

  it('never repeats a tick, and prints no binary noise', () => {
    const ticks = niceTicks(0.1, 0.7, 7);
    expect(new Set(ticks).size).toBe(ticks.length);
    expect(ticks).toEqual([0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7]);
  });

  it('gives a flat series ticks around its value', () => {
    const ticks = niceTicks(5000, 5000, 5);
    expect(ticks[0]!).toBeLessThan(5000);
    expect(ticks.at(-1)!).toBeGreaterThan(5000);
  });
});

describe('compactMoneyLabeller', () => {
  it('adds decimals until no two labels are the same', () => {
    const ticks = [1_860_000, 1_880_000, 1_900_000, 1_920_000, 1_940_000];
    const label = compactMoneyLabeller(ticks, 'en-NZ', 'NZD');
    const labels = ticks.map(label);
    expect(new Set(labels).size).toBe(ticks.length);
    expect(labels).toEqual(['$1.86M', '$1.88M', '$1.9M', '$1.92M', '$1.94M']);
  });

  it('abbreviates thousands the same way as millions, and writes losses with U+2212', () => {
    const label = compactMoneyLabeller([-50_000, 0, 50_000], 'en-NZ', 'NZD');
    expect(label(50_000)).toBe('$50K');
    expect(label(-50_000)).toBe('\u2212$50K');
  });
});

describe('dateAxis', () => {
  it('labels a one-month range by day, never a month name that reads as a day', () => {
    // The axis: 'Oct 26, Oct 26, Nov 26' over 12 Oct to 12 Nov 2026.
    const axis = dateAxis(days('2026-10-12', '2026-11-12'), 6);
    expect(axis.unit).toBe('day');
    const labels = axis.ticks.map(axis.format);
    expect(labels[0]).toBe('12 Oct');
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels.length).toBeLessThanOrEqual(6);
  });

  it('labels a year by month with its year, each month once', () => {
    const axis = dateAxis(days('2025-11-15', '2026-11-14'), 12);
    expect(axis.unit).toBe('month');
    const labels = axis.ticks.map(axis.format);
    expect(labels[0]).toBe('Dec 2025'); // November 2025 is entered part-way
    expect(labels).toContain('Jan 2026');
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('takes months on a calendar step from January when there are more months than labels', () => {
    // 3 June 2023 to 3 June 2024, monthly points: 12 whole months after the start.
    const monthly = Array.from({ length: 13 }, (_, i) => {
      const index = 2023 * 12 + 5 + i;
      return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-03`;
    });
    const axis = dateAxis(monthly, 6);
    // At most 6: every 2nd month from January → Jul, Sep, Nov, Jan, Mar, May.
    expect(axis.ticks).toEqual(['2023-07-03', '2023-09-03', '2023-11-03', '2024-01-03', '2024-03-03', '2024-05-03']);
    // At most 4 on a phone: quarters.
    expect(dateAxis(monthly, 4).ticks).toEqual(['2023-07-03', '2023-10-03', '2024-01-03', '2024-04-03']);
  });

  it('labels ten years by year', () => {
    const dates = days('2016-11-14', '2026-11-14');
    const axis = dateAxis(dates, 6);
    expect(axis.unit).toBe('year');
    const labels = axis.ticks.map(axis.format);
    expect(new Set(labels).size).toBe(labels.length);
    // 2017 … 2026 are ten whole years; at most 6 → every 2nd year from 2018.
    expect(labels).toEqual(['2018', '2020', '2022', '2024', '2026']);
  });

  it('picks the unit by span: days up to ~3 months, months up to ~4 years, then years', () => {
    expect(dateTickUnit('2026-08-14', '2026-11-14')).toBe('day');
    expect(dateTickUnit('2026-08-01', '2026-11-14')).toBe('month');
    expect(dateTickUnit('2023-11-14', '2026-11-14')).toBe('month');
    expect(dateTickUnit('2020-11-14', '2026-11-14')).toBe('year');
    expect(formatDateTick('2026-10-05', 'day')).toBe('5 Oct');
    expect(formatDateTick('2026-10-05', 'month')).toBe('Oct 2026');
    expect(formatDateTick('2026-10-05', 'year')).toBe('2026');
  });
});
