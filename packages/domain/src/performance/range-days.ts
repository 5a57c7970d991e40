import type { DatedFlow } from './money-weighted-return.js';

/**
 * What a performance range reads from its stored days (ascending): the days its history shows and
 * the flows its money-weighted return discounts. Fed either every stored day of the range (ranges
 * up to the daily history's length) or its anchor days and its last day (valuation/anchor-days.ts):
 * both give the same month ends and the same flows.
 */
export interface RangeDays {
  dates: readonly string[];
  cumFlowCents: readonly number[];
}

/** Whether day `i` is the last of its month among `dates` (the last day counts as its month's last). */
export function isLastOfMonth(dates: readonly string[], i: number): boolean {
  return i === dates.length - 1 || dates[i + 1]!.slice(0, 7) !== dates[i]!.slice(0, 7);
}

/**
 * Each change of the cumulative flows, on its day, in dollars (money in positive): against the day
 * before it in `days`, the first against the opening's cumulative flows (the last stored day before
 * the range).
 */
export function rangeFlows(days: RangeDays, openingCumFlowCents: number): DatedFlow[] {
  const flows: DatedFlow[] = [];
  let previous = openingCumFlowCents;
  for (let i = 0; i < days.dates.length; i++) {
    const cumulative = days.cumFlowCents[i]!;
    if (cumulative !== previous) flows.push({ date: days.dates[i]!, amount: (cumulative - previous) / 100 });
    previous = cumulative;
  }
  return flows;
}
