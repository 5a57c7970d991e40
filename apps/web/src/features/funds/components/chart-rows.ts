export interface ChartRow {
  date: string;
  fund?: number;
  benchmark?: number;
}

/** About this many points are drawn (ten years of weekly points); a line of more daily ones looks the same. */
export const MAX_CHART_POINTS = 530;

/**
 * The fund's and its market index's growth of 10,000 on one date axis: every date of either
 * series, in order. Long series are thinned to every n-th date for drawing, always keeping the
 * first and the last, so the chart starts at 10,000 and ends at the latest figure.
 */
export function chartRows(
  fund: readonly { date: string; value: number }[],
  benchmark: readonly { date: string; value: number }[],
  maxPoints: number = MAX_CHART_POINTS,
): ChartRow[] {
  const rows = new Map<string, ChartRow>();
  for (const point of fund) rows.set(point.date, { date: point.date, fund: point.value });
  for (const point of benchmark) rows.set(point.date, { ...(rows.get(point.date) ?? { date: point.date }), benchmark: point.value });
  const sorted = [...rows.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  if (sorted.length <= maxPoints) return sorted;
  const step = Math.ceil(sorted.length / maxPoints);
  return sorted.filter((_, index) => index % step === 0 || index === sorted.length - 1);
}

/** Month steps the axis labels may take: every month, 2, 3 or 6 months, every year, 2 or 5 years. */
const TICK_STEPS = [1, 2, 3, 6, 12, 24, 60];

/**
 * Dates for the chart's axis labels: the first date of the months on a calendar step (every month,
 * every other month from January, quarters, half years, Januaries, …), the smallest step that
 * gives at most `maxTicks` labels, so labels are evenly spaced and never repeat a month.
 */
export function axisTicks(rows: readonly ChartRow[], maxTicks = 8): string[] {
  const seen = new Set<string>();
  const monthStarts = rows.filter((row) => {
    const month = row.date.slice(0, 7);
    if (seen.has(month)) return false;
    seen.add(month);
    return true;
  });
  const months = monthStarts.slice(1); // the first row is the period's start, not a month's
  const monthNumber = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
  for (const step of TICK_STEPS) {
    const ticks = months.filter((row) => monthNumber(row.date) % step === 0);
    if (ticks.length <= maxTicks) return ticks.map((row) => row.date);
  }
  return [];
}
