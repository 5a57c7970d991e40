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

/**
 * The dates a chart covers, as its sentence names them: from its first point to its last. A fund
 * priced monthly or quarterly (private equity) starts at the price on or before the period's
 * start, so a 12-month period can draw 13 months; the sentence then says so, naming the dates the
 * chart shows (issue 9 item 15). While there are no points, the period asked for.
 */
export function chartedDates(rows: readonly ChartRow[], range: { start: string; end: string }): { start: string; end: string } {
  const first = rows[0];
  const last = rows.at(-1);
  return first && last ? { start: first.date, end: last.date } : range;
}
