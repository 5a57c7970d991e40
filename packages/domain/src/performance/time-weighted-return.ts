/**
 * Time-weighted return by daily chain-linking (DESIGN §5: inflows at the start of the day, outflows
 * at the end). For each day t:
 *
 *   r_t = (V_t + Out_t) / (V_{t-1} + In_t) − 1        TWR = Π(1 + r_t) − 1
 *
 * An inflow is invested before the day's price move and an outflow is taken after it, so neither
 * is counted as a gain or a loss, and the size of a flow cannot change the result — only the price
 * path can. That is what makes the return comparable between clients of the same fund.
 */

export interface ValuationDay {
  /** The client's local date, 'yyyy-mm-dd'. */
  date: string;
  /** Closing value that day, after the day's outflow has left. */
  value: number;
  /** External money in (contributions, transfers in), ≥ 0; invested at the start of the day. */
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
 * fund has been sold out (value 0, or a cent of dust), and a day whose start-of-day capital
 * (V_{t-1} + In_t) is zero or negative.
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

    const capitalAtStart = previousValue + day.inflow;
    let factor = 1;
    if (capitalAtStart >= MIN_CAPITAL_AT_RISK) {
      factor = (day.value + day.outflow) / capitalAtStart;
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
