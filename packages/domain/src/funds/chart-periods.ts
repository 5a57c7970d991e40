import { differenceInMonths, subMonths } from 'date-fns';
import { formatIsoDate, parseIsoDate, type IsoDate } from '../calendar/iso-date.js';

/** spec 001 §4 'Fund chart period selector': 12, 24, 36, 60 or 120 months. */
export const CHART_PERIOD_MONTHS = [12, 24, 36, 60, 120] as const;
export type ChartPeriodMonths = (typeof CHART_PERIOD_MONTHS)[number];

/** spec 001 §4: the default period. */
export const DEFAULT_CHART_PERIOD: ChartPeriodMonths = 12;

/**
 * Whole calendar months of price history a fund has: from its first price (inception) to its
 * latest price. 15 January to 14 February is 0 months; to 15 February it is 1.
 */
export function availableMonths(inceptionDate: IsoDate, latestPriceDate: IsoDate): number {
  return Math.max(0, differenceInMonths(parseIsoDate(latestPriceDate), parseIsoDate(inceptionDate)));
}

/**
 * spec 001 §5: chart period buttons are disabled when the available months are at or below 12
 * (for 2 years), 24 (3 years), 36 (5 years) and 60 (10 years). Each button needs more history
 * than the period before it covers; the 12-month button, the default, is always enabled.
 */
export function isChartPeriodDisabled(months: ChartPeriodMonths, available: number): boolean {
  const position = CHART_PERIOD_MONTHS.indexOf(months);
  if (position <= 0) return false;
  return available <= CHART_PERIOD_MONTHS[position - 1]!;
}

/**
 * The dates the chart shows for a period: from `months` before the latest price to it, but not
 * before the fund's inception (a 2-year button enabled with 13 months of history shows those 13).
 */
export function chartPeriodRange(months: ChartPeriodMonths, inceptionDate: IsoDate, latestPriceDate: IsoDate): { start: IsoDate; end: IsoDate } {
  const start = formatIsoDate(subMonths(parseIsoDate(latestPriceDate), months));
  return { start: start < inceptionDate ? inceptionDate : start, end: latestPriceDate };
}
