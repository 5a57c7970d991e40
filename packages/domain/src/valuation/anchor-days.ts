import { isLastOfMonth } from '../performance/range-days.js';

/**
 * The anchor days of a run of stored valuation days (issue 15): the only days a range longer than
 * the daily history needs. Its history shows each month's last day in the range and the range's
 * last day; its money-weighted return needs every day the cumulative flows changed, with the
 * amount of each change. Both come from the anchors alone, whatever the range:
 *
 * - each month's last stored day is an anchor, so a month's last day in a range is an anchor or
 *   the range's last day (read apart, as the range's closing);
 * - every day whose cumulative flows differ from the stored day before it is an anchor, so between
 *   two consecutive anchors the flows change only on the later one, and the difference of their
 *   cumulative flows is that day's flow;
 * - a run's first day is an anchor, so a run that continues another (the next year's row) needs
 *   the previous run's last day only, which is its last month's last day, an anchor.
 *
 * The valuation job stores each year's anchors beside its days; a five-year range then reads some
 * 60 month ends and its flow days instead of 1,250 days.
 */

/** The positions (0-based, ascending) of the anchor days among `dates` (ISO, ascending) with their cumulative flows. */
export function anchorPositions(dates: readonly string[], cumFlowCents: readonly number[]): number[] {
  const positions: number[] = [];
  for (let i = 0; i < dates.length; i++) {
    if (i === 0 || isLastOfMonth(dates, i) || cumFlowCents[i] !== cumFlowCents[i - 1]) positions.push(i);
  }
  return positions;
}

/** The elements of `values` at `positions`. */
export function atPositions<T>(values: readonly T[], positions: readonly number[]): T[] {
  return positions.map((i) => values[i]!);
}
