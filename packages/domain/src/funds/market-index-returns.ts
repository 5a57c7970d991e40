import { endOfMonth, isLastDayOfMonth, subMonths } from 'date-fns';
import type { Channel } from '../channel/channel.js';
import { addDays, formatIsoDate, parseIsoDate, type IsoDate } from '../calendar/iso-date.js';
import { lastBusinessDayOnOrBefore } from '../calendar/last-business-day-on-or-before.js';
import { priceOnOrBefore } from '../holdings/price-on-or-before.js';
import { periodReturnForDisplay } from '../performance/annualise.js';
import type { IndexPoint } from './total-return-index.js';

/** spec 001 §3 'Fund details' MonMarketIndexReturns: the trailing periods, in months. */
export const TRAILING_PERIODS = { M1: 1, M3: 3, M6: 6, Y1: 12, Y3: 36, Y5: 60 } as const;
export type TrailingPeriod = keyof typeof TRAILING_PERIODS;

/** Returns in percent (12.5 = 12.5 %); null where the series does not reach back far enough. */
export type MarketIndexReturns = Record<TrailingPeriod | 'SinceInception', number | null> & {
  /** Whether SinceInception is annualised (the series is over a year old) or cumulative. */
  SinceInceptionPerAnnum: boolean;
};

/**
 * The month end the fund page's returns are measured to ('Mon' returns): the end of the latest
 * price's month when the prices reach that month's last business day, otherwise the end of the
 * month before. Prices to Friday 28 June 2024 (30 June a Sunday) measure to 30 June; prices to
 * 20 November measure to 31 October.
 */
export function returnsMonthEnd(latestPriceDate: IsoDate, channel: Channel): IsoDate {
  const monthEnd = formatIsoDate(endOfMonth(parseIsoDate(latestPriceDate)));
  if (lastBusinessDayOnOrBefore(monthEnd, channel) <= latestPriceDate) return monthEnd;
  return addDays(`${latestPriceDate.slice(0, 8)}01`, -1);
}

/**
 * Trailing returns of an index (a fund's total return index or a benchmark's ReturnIndex) to
 * `asAt` (spec 001 §3 MonMarketIndexReturns). A period of N months runs from the close of the
 * same date N months earlier — the month end when `asAt` is one — to the close of `asAt`, each
 * level the last on or before its date. M1, M3, M6 and Y1 are cumulative; Y3 and Y5 are annualised
 * geometrically, (1 + R)^(365/days) − 1; SinceInception (from the close of `inceptionDate`) is
 * annualised when it spans more than a year, else cumulative (the one rule of
 * performance/annualise: 'p.a.' only past 12 months). A period starting before `inceptionDate`
 * has no return, for the fund and its benchmark alike.
 */
export function marketIndexReturns(index: readonly IndexPoint[], asAt: IsoDate, inceptionDate: IsoDate): MarketIndexReturns {
  const points = index.map((point) => ({ date: point.date, value: point.value }));
  const end = priceOnOrBefore(points, asAt);
  const returnFrom = (anchor: IsoDate): { value: number; perAnnum: boolean } | null => {
    const start = priceOnOrBefore(points, anchor);
    if (!end || !start || anchor < inceptionDate || anchor >= asAt) return null;
    return periodReturnForDisplay(end.value / start.value - 1, addDays(anchor, 1), asAt);
  };
  const asAtDay = parseIsoDate(asAt);
  const percent = (result: { value: number } | null) => (result === null ? null : Math.round(result.value * 1_000_000) / 10_000);
  const trailing = Object.fromEntries(
    (Object.entries(TRAILING_PERIODS) as [TrailingPeriod, number][]).map(([period, months]) => {
      const earlier = subMonths(asAtDay, months);
      const anchor = formatIsoDate(isLastDayOfMonth(asAtDay) ? endOfMonth(earlier) : earlier);
      return [period, percent(returnFrom(anchor))];
    }),
  ) as Record<TrailingPeriod, number | null>;
  const sinceInception = returnFrom(inceptionDate);
  return { ...trailing, SinceInception: percent(sinceInception), SinceInceptionPerAnnum: sinceInception?.perAnnum ?? false };
}
