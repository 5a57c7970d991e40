import { describe, expect, it } from 'vitest';
import { isLastOfMonth, rangeFlows, type RangeDays } from '../performance/range-days.js';
import { mulberry32 } from '../random/mulberry32.js';
import { anchorPositions, atPositions } from './anchor-days.js';

describe('anchorPositions', () => {
  it('keeps the first day, each month’s last day and each day the flows changed', () => {
    const dates = ['2024-01-03', '2024-01-04', '2024-01-05', '2024-01-31', '2024-02-01', '2024-02-02', '2024-02-05'];
    const flows = [100, 100, 250, 250, 250, 250, 175];
    // 0 first; 2 flows changed; 3 January's last; 6 February's last, flows changed too.
    expect(anchorPositions(dates, flows)).toEqual([0, 2, 3, 6]);
  });

  it('returns nothing for no days, and the one day of a one-day run', () => {
    expect(anchorPositions([], [])).toEqual([]);
    expect(anchorPositions(['2024-06-14'], [0])).toEqual([0]);
  });

  it('marks a change back to an earlier total (money in, then the same out the next day)', () => {
    expect(anchorPositions(['2024-03-04', '2024-03-05', '2024-03-06', '2024-03-07'], [0, 500, 0, 0])).toEqual([0, 1, 2, 3]);
  });
});

/** Business days (some skipped, as holidays) from a random start, with flows on some of them. */
function randomSeries(seed: number) {
  const random = mulberry32(seed);
  const dates: string[] = [];
  const cumFlowCents: number[] = [];
  let day = Date.UTC(2015 + Math.floor(random() * 5), Math.floor(random() * 12), 1 + Math.floor(random() * 28));
  const days = 200 + Math.floor(random() * 1_800);
  let cumulative = 0;
  while (dates.length < days) {
    day += 86_400_000;
    const weekday = new Date(day).getUTCDay();
    if (weekday === 0 || weekday === 6 || random() < 0.02) continue;
    if (random() < 0.06) cumulative += Math.round((random() - 0.3) * 500_000);
    dates.push(new Date(day).toISOString().slice(0, 10));
    cumFlowCents.push(cumulative);
  }
  return { dates, cumFlowCents };
}

/** The series cut into calendar years, as the job stores it, each year's anchors kept. */
function anchorsByYear(series: { dates: string[]; cumFlowCents: number[] }): RangeDays {
  const dates: string[] = [];
  const cumFlowCents: number[] = [];
  let begin = 0;
  for (let i = 1; i <= series.dates.length; i++) {
    if (i < series.dates.length && series.dates[i]!.slice(0, 4) === series.dates[begin]!.slice(0, 4)) continue;
    const yearDates = series.dates.slice(begin, i);
    const yearFlows = series.cumFlowCents.slice(begin, i);
    const positions = anchorPositions(yearDates, yearFlows);
    dates.push(...atPositions(yearDates, positions));
    cumFlowCents.push(...atPositions(yearFlows, positions));
    begin = i;
  }
  return { dates, cumFlowCents };
}

/** The days of `days` from `from` to `to`. */
function within(days: RangeDays, from: string, to: string): { dates: string[]; cumFlowCents: number[] } {
  const keep = days.dates.map((date, i) => (date >= from && date <= to ? i : -1)).filter((i) => i >= 0);
  return { dates: atPositions(days.dates, keep), cumFlowCents: atPositions(days.cumFlowCents, keep) };
}

const monthEnds = (days: RangeDays) =>
  days.dates.flatMap((date, i) => (isLastOfMonth(days.dates, i) ? [{ date, cumFlowCents: days.cumFlowCents[i] }] : []));

describe('a range read from its anchor days and its last day', () => {
  it('has the same month ends and the same flows as one read from every day (300 random series and ranges)', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const series = randomSeries(seed);
      const random = mulberry32(seed * 7919);
      // A range anywhere in the series, from any calendar day (stored or not) to any later one.
      const pick = () => series.dates[Math.floor(random() * series.dates.length)]!;
      const [a, b] = [pick(), pick()].sort();
      const from = random() < 0.3 ? shift(a!, -1 - Math.floor(random() * 3)) : a!;
      const to = random() < 0.3 ? shift(b!, 1 + Math.floor(random() * 3)) : b!;

      const all = within(series, from, to);
      const before = series.dates.findLastIndex((date) => date < from);
      const openingFlows = before < 0 ? 0 : series.cumFlowCents[before]!;

      const anchored = within(anchorsByYear(series), from, to);
      const last = series.dates.findLastIndex((date) => date <= to);
      const closing = series.dates[last]!;
      if (closing >= from && anchored.dates.at(-1) !== closing) {
        anchored.dates.push(closing);
        anchored.cumFlowCents.push(series.cumFlowCents[last]!);
      }

      expect(rangeFlows(anchored, openingFlows), `seed ${seed}`).toEqual(rangeFlows(all, openingFlows));
      expect(monthEnds(anchored), `seed ${seed}`).toEqual(monthEnds(all));
      expect(anchored.dates.length).toBeLessThanOrEqual(all.dates.length);
    }
  });
});

function shift(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
