import type { IsoDate } from "../calendar/iso-date.js";

/**
 * The KiwiSaver contribution rates as the law sets them, dated. Sources (cited again in the tests):
 * - Inland Revenue, 'KiwiSaver changes' (ird.govt.nz/updates/news-folder/2025/kiwisaver-changes,
 *   Budget 2025): the default employee and the compulsory employer rate rise from 3% to 3.5% on
 *   1 April 2026 and to 4% on 1 April 2028; from 1 February 2026 an employee may apply for a
 *   temporary rate reduction to 3% (3 to 12 months, renewable) and the employer may match it.
 * - Inland Revenue, 'Contribution rates for KiwiSaver' (employees choose 3%, 4%, 6%, 8% or 10%; 3.5%
 *   joins the choices with the new default): SuperLife, 'KiwiSaver – Summary of key changes from 2026'
 *   lists the choices from 1 April 2026 as 3.5% (default), 4%, 6%, 8% and 10%, and 3% on a temporary
 *   rate reduction.
 */
export interface ContributionRateRule {
  from: IsoDate;
  /** The default employee rate and the compulsory employer rate, percent of gross pay. */
  defaultRate: number;
  /** The rates an employee may choose, percent (lowest first). */
  memberRates: readonly number[];
}

export const CONTRIBUTION_RATE_RULES: readonly ContributionRateRule[] = [
  // 3% became the minimum and default on 1 April 2013.
  { from: "2013-04-01", defaultRate: 3, memberRates: [3, 4, 6, 8, 10] },
  // Budget 2025: 3.5%; 3% stays only as a temporary rate reduction.
  { from: "2026-04-01", defaultRate: 3.5, memberRates: [3, 3.5, 4, 6, 8, 10] },
  // Budget 2025: 4%; 3% and 3.5% are kept as reduced rates (the temporary rate reduction continues).
  { from: "2028-04-01", defaultRate: 4, memberRates: [3, 3.5, 4, 6, 8, 10] },
];

/** The rule in force on a day. */
export function contributionRateRuleOn(day: IsoDate): ContributionRateRule {
  let rule = CONTRIBUTION_RATE_RULES[0]!;
  for (const candidate of CONTRIBUTION_RATE_RULES)
    if (candidate.from <= day) rule = candidate;
  return rule;
}

/**
 * The least an employer must contribute for an employee contributing `memberRate`: the compulsory
 * rate, or the employee's own lower rate while on a temporary rate reduction (the employer may match it).
 */
export function employerMinimumRate(day: IsoDate, memberRate: number): number {
  return Math.min(contributionRateRuleOn(day).defaultRate, memberRate);
}

/**
 * Employer superannuation contribution tax (ESCT), deducted from the employer's contribution at a rate
 * set by the ESCT rate threshold amount: the employee's pay plus the employer's gross superannuation
 * contributions for the year. Inland Revenue, 'ESCT rates' (ird.govt.nz/employing-staff/deductions-from-income/
 * employer-superannuation-contribution-tax, thresholds from 1 April 2025): up to $18,720 10.5%;
 * $18,721–$64,200 17.5%; $64,201–$93,720 30%; $93,721–$216,000 33%; over $216,000 39%.
 */
export interface EsctBand {
  /** Threshold amounts up to and including this take the rate; null: no upper bound. */
  upTo: number | null;
  rate: number;
}

export const ESCT_BANDS: readonly {
  from: IsoDate;
  bands: readonly EsctBand[];
}[] = [
  {
    from: "2025-04-01",
    bands: [
      { upTo: 18_720, rate: 0.105 },
      { upTo: 64_200, rate: 0.175 },
      { upTo: 93_720, rate: 0.3 },
      { upTo: 216_000, rate: 0.33 },
      { upTo: null, rate: 0.39 },
    ],
  },
];

/** The ESCT rate on a day for an ESCT rate threshold amount (pay plus gross employer contributions). */
export function esctRateOn(day: IsoDate, thresholdAmount: number): number {
  let table = ESCT_BANDS[0]!;
  for (const candidate of ESCT_BANDS)
    if (candidate.from <= day) table = candidate;
  const band = table.bands.find(
    (b) => b.upTo === null || Math.round(thresholdAmount) <= b.upTo,
  );
  return band!.rate;
}
