import { addDays, type IsoDate } from '../calendar/iso-date.js';
import { priceOnOrBefore } from '../holdings/price-on-or-before.js';

export type RiskIndicator = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/**
 * The risk indicator of a fund update from the annualised standard deviation of returns, in percent
 * (Financial Markets Conduct Regulations 2014, Schedule 4, fund updates; the FMA's risk indicator
 * bands: 1 under 0.5; 2 from 0.5 to under 2; 3 from 2 to under 5; 4 from 5 to under 10; 5 from 10 to
 * under 15; 6 from 15 to under 20; 7 at 20 or over).
 */
export function riskIndicatorFromVolatility(annualisedPercent: number): RiskIndicator {
  const bands: Array<[number, RiskIndicator]> = [
    [0.5, 1],
    [2, 2],
    [5, 3],
    [10, 4],
    [15, 5],
    [20, 6],
  ];
  for (const [below, indicator] of bands) if (annualisedPercent < below) return indicator;
  return 7;
}

/** Sample standard deviation (n − 1). */
function sampleStandardDeviation(values: readonly number[]): number {
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  const squares = values.reduce((sum, v) => sum + (v - mean) ** 2, 0);
  return Math.sqrt(squares / (values.length - 1));
}

export interface FundVolatility {
  /** Annualised standard deviation of weekly returns, in percent. */
  annualisedPercent: number;
  /** How many weekly returns it is measured from (260 for five years). */
  weeks: number;
  indicator: RiskIndicator;
}

/**
 * The regulations' measure: the standard deviation of the fund's weekly returns over the five years
 * to `asAt`, annualised by √52 (Schedule 4: weekly returns over 5 years). A younger fund is
 * measured over the weeks it has (the regulations then fill in with a market index; the document
 * says how many years it covers). Each week's level is the last one on or before the date. Fewer
 * than 2 weekly returns: no measure.
 */
export function fundVolatility(index: ReadonlyArray<{ date: IsoDate; value: number }>, asAt: IsoDate): FundVolatility | null {
  const first = index[0];
  if (!first) return null;
  const levels: number[] = [];
  for (let week = 260; week >= 0; week--) {
    const date = addDays(asAt, -7 * week);
    if (date < first.date) continue;
    const point = priceOnOrBefore(index, date);
    if (point) levels.push(point.value);
  }
  const returns = levels.slice(1).map((level, i) => level / levels[i]! - 1);
  if (returns.length < 2) return null;
  const annualisedPercent = sampleStandardDeviation(returns) * Math.sqrt(52) * 100;
  return { annualisedPercent, weeks: returns.length, indicator: riskIndicatorFromVolatility(annualisedPercent) };
}
