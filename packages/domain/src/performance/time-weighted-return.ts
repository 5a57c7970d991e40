/**
 * Time-weighted return by daily chain-linking (DESIGN §5). Every deal is at the day's closing unit
 * price, so money in and money out are end-of-day flows: they arrive or leave after the day's
 * price move. For each day t:
 *
 *   r_t = (V_t − In_t + Out_t) / V_{t-1} − 1        TWR = Π(1 + r_t) − 1
 *
 * Only what was held at yesterday's close was at risk today, so no flow is counted as a gain or a
 * loss, and the size of a flow cannot change the result — only the price path can. That is what
 * makes the return comparable between clients of the same fund (issue 9 item 1: treating money in
 * as invested at the start of its day measured a price move it never had).
 */

export interface ValuationDay {
  /** The client's local date, 'yyyy-mm-dd'. */
  date: string;
  /** Closing value that day, after the day's flows. */
  value: number;
  /** External money in (contributions, transfers in), ≥ 0; invested at the day's close. */
  inflow: number;
  /** External money out (withdrawals, transfers out, tax paid out), ≥ 0; taken at the end of the day. */
  outflow: number;
}

export interface DailyGrowth {
  date: string;
  /** 1 + r_t; exactly 1 on a day with no capital at risk. */
  factor: number;
  /** Π(1 + r) up to and including this day, minus 1: the chart's line. */
  cumulativeReturn: number;
}

export interface TimeWeightedReturn {
  /**
   * Π(1 + r_t) − 1 over the days that had capital at risk; null when no day did (no days at all —
   * e.g. a period that ends before the first price — or nothing was ever invested). Not annualised.
   */
  cumulativeReturn: number | null;
  /** Present only when asked for (`withDailyGrowth`), so the 10-year × 20-fund path allocates nothing. */
  dailyGrowth?: DailyGrowth[];
}

/**
 * Below a dollar of capital there is nothing meaningfully at risk: a leftover of a few cents moves
 * by whole cents as prices round, and dividing by it turns rounding dust into returns of −100 % or
 * thousands of per cent (a day valued at 1 cent then 0 cents would zero the chain for good). Such a
 * day gets factor 1 (no return). This covers the days before the first inflow, the days after a
 * fund has been sold out (value 0, or a cent of dust), and the day the first money arrives (it
 * was invested at the close, so it had no day at risk yet).
 */
export const MIN_CAPITAL_AT_RISK = 1;

export function timeWeightedReturn(
  days: readonly ValuationDay[],
  openingValue: number,
  options: { withDailyGrowth?: boolean } = {},
): TimeWeightedReturn {
  const dailyGrowth: DailyGrowth[] | undefined = options.withDailyGrowth ? [] : undefined;
  let previousValue = openingValue;
  let previousDate = '';
  let growth = 1;
  let daysAtRisk = 0;

  for (const day of days) {
    if (day.date <= previousDate) throw new RangeError(`Days must be in date order without repeats: ${day.date}`);
    if (!(day.inflow >= 0) || !(day.outflow >= 0)) throw new RangeError(`Flows are amounts ≥ 0: ${day.date}`);

    let factor = 1;
    if (previousValue >= MIN_CAPITAL_AT_RISK) {
      factor = (day.value - day.inflow + day.outflow) / previousValue;
      growth *= factor;
      daysAtRisk += 1;
    }
    dailyGrowth?.push({ date: day.date, factor, cumulativeReturn: growth - 1 });
    previousValue = day.value;
    previousDate = day.date;
  }

  const result: TimeWeightedReturn = { cumulativeReturn: daysAtRisk === 0 ? null : growth - 1 };
  if (dailyGrowth) result.dailyGrowth = dailyGrowth;
  return result;
}
