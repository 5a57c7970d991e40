/**
 * Prescribed investor rates for New Zealand resident individuals investing in a PIE (spec 002 §3
 * 'Profile form lists: PIR rates'; issue 13). Source: Inland Revenue, 'Using prescribed investor rates'
 * (https://www.ird.govt.nz/roles/portfolio-investment-entities/using-prescribed-investor-rates):
 *
 * - 10.5 % when, in either of the last two income years, taxable income was $15,600 or less AND taxable
 *   income plus PIE income was $53,500 or less;
 * - 17.5 % when taxable income was $53,500 or less AND taxable income plus PIE income $78,100 or less;
 * - 28 % otherwise.
 *
 * Those thresholds apply from 1 April 2025 (the 2025-26 income year, after the personal income tax
 * threshold changes of 31 July 2024). From 1 October 2010 to 31 March 2025 they were $14,000 / $48,000
 * and $48,000 / $70,000. The 'either of the last two income years' test is the caller's: pirFor answers
 * for one year's figures, and the lower of the two years' answers is the client's rate.
 */

/** The choices the profile form offers, in percent (the unit AccountSummary.pir uses). */
export const PIR_RATES = [10.5, 17.5, 28] as const;
export type PirRate = (typeof PIR_RATES)[number];

export function isPirRate(value: number): value is PirRate {
  return (PIR_RATES as readonly number[]).includes(value);
}

/** The label the form shows for a rate: '10.5%', '17.5%', '28%'. */
export function pirLabel(rate: PirRate): string {
  return `${rate}%`;
}

export interface PirThresholds {
  /** First day (yyyy-mm-dd) these thresholds apply. */
  from: string;
  /** 10.5 %: taxable income at most this … */
  lowTaxable: number;
  /** … and taxable + PIE income at most this. */
  lowCombined: number;
  /** 17.5 %: taxable income at most this … */
  middleTaxable: number;
  /** … and taxable + PIE income at most this. */
  middleCombined: number;
}

/** Newest first. */
export const PIR_THRESHOLDS: readonly PirThresholds[] = [
  { from: '2025-04-01', lowTaxable: 15_600, lowCombined: 53_500, middleTaxable: 53_500, middleCombined: 78_100 },
  { from: '2010-10-01', lowTaxable: 14_000, lowCombined: 48_000, middleTaxable: 48_000, middleCombined: 70_000 },
];

/** The thresholds in force on a day (yyyy-mm-dd); RangeError before 1 October 2010 (other rates then). */
export function pirThresholdsOn(asAt: string): PirThresholds {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(asAt)) throw new RangeError(`Expected a date as yyyy-mm-dd, got '${asAt}'`);
  const found = PIR_THRESHOLDS.find((t) => asAt >= t.from);
  if (!found) throw new RangeError(`No PIR thresholds before ${PIR_THRESHOLDS[PIR_THRESHOLDS.length - 1]!.from}`);
  return found;
}

export interface PirQuestion {
  /** Taxable income for the income year, in dollars (excluding PIE income). */
  taxableIncome: number;
  /** Income from PIEs for the same year, in dollars (a PIE loss counts as 0). */
  pieIncome: number;
  /** The day the rate is chosen (yyyy-mm-dd): picks the thresholds. */
  asAt: string;
}

/** 'Which rate is mine': the PIR for one income year's figures. */
export function pirFor({ taxableIncome, pieIncome, asAt }: PirQuestion): PirRate {
  if (!Number.isFinite(taxableIncome) || !Number.isFinite(pieIncome)) {
    throw new RangeError('Incomes must be finite numbers');
  }
  const t = pirThresholdsOn(asAt);
  // A loss (negative income) is treated as nil income for the test.
  const taxable = Math.max(0, taxableIncome);
  const combined = taxable + Math.max(0, pieIncome);
  if (taxable <= t.lowTaxable && combined <= t.lowCombined) return 10.5;
  if (taxable <= t.middleTaxable && combined <= t.middleCombined) return 17.5;
  return 28;
}
