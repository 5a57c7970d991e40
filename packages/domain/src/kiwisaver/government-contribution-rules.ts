import type { UserType } from '../auth/user-kind.js';
import { daysBetween, isoDate, type IsoDate } from '../calendar/iso-date.js';

/**
 * The government contribution (formerly the member tax credit) as Inland Revenue has set it for
 * each KiwiSaver year (1 July to 30 June), oldest first. Sources, cited again in the tests:
 * - Inland Revenue, 'Getting the KiwiSaver government contribution' (ird.govt.nz/kiwisaver/
 *   kiwisaver-individuals/growing-my-kiwisaver-account/getting-the-kiwisaver-government-contribution) and kiwisaver.govt.nz 'Government contribution': $1 for every $1 up to
 *   $1,042.86 in the first years; 50 cents for every $1 up to $521.43 from 1 July 2011 (so
 *   $1,042.86 of member contributions earns the maximum), ages 18 until NZ Super age (65).
 * - Budget 2025 KiwiSaver changes (Inland Revenue 'Changes to KiwiSaver', budget.govt.nz 2025): for
 *   the year starting 1 July 2025 (ending 30 June 2026) and later, 25 cents for every $1 up to
 *   $260.72 (still earned by $1,042.86), paid from age 16, and none for a member whose taxable income
 *   is over $180,000.
 */
export interface GovernmentContributionRule {
  /** The first KiwiSaver year (named by its last day, 30 June) the rule applies to. */
  fromYearEnding: IsoDate;
  /** Government contribution per $1 of member contributions. */
  rate: number;
  /** The most paid for a full year. */
  maximum: number;
  /** Member contributions in a full year that earn the maximum (spec 002 §9 'eligible amount'). */
  eligibleAmount: number;
  /** Eligible from this birthday … */
  minimumAge: number;
  /** … until this one (NZ Super age; not eligible on or after it). */
  maximumAge: number;
  /** Taxable income above which nothing is paid; null when there is no income test. */
  incomeLimit: number | null;
}

export const GOVERNMENT_CONTRIBUTION_RULES: readonly GovernmentContributionRule[] = [
  // KiwiSaver began 1 July 2007: the first year ended 30 June 2008.
  { fromYearEnding: '2008-06-30', rate: 1, maximum: 1042.86, eligibleAmount: 1042.86, minimumAge: 18, maximumAge: 65, incomeLimit: null },
  { fromYearEnding: '2012-06-30', rate: 0.5, maximum: 521.43, eligibleAmount: 1042.86, minimumAge: 18, maximumAge: 65, incomeLimit: null },
  { fromYearEnding: '2026-06-30', rate: 0.25, maximum: 260.72, eligibleAmount: 1042.86, minimumAge: 16, maximumAge: 65, incomeLimit: 180_000 },
];

/** A KiwiSaver (contribution) year: 1 July to 30 June, named by its end. */
export interface ContributionYear {
  start: IsoDate;
  end: IsoDate;
  /** 365, or 366 when it holds 29 February. */
  days: number;
}

/** The contribution year a day (a local New Zealand date) belongs to. */
export function contributionYearOf(day: IsoDate): ContributionYear {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const endYear = month >= 7 ? year + 1 : year;
  const start = isoDate(endYear - 1, 7, 1);
  const end = isoDate(endYear, 6, 30);
  return { start, end, days: daysBetween(start, end) + 1 };
}

/** The rule in force for the contribution year ending on `yearEnding` (a 30 June). */
export function governmentContributionRule(yearEnding: IsoDate): GovernmentContributionRule {
  let rule = GOVERNMENT_CONTRIBUTION_RULES[0]!;
  for (const candidate of GOVERNMENT_CONTRIBUTION_RULES) if (candidate.fromYearEnding <= yearEnding) rule = candidate;
  return rule;
}

/** The rule in force on a day (its contribution year's). */
export function governmentContributionRuleOn(day: IsoDate): GovernmentContributionRule {
  return governmentContributionRule(contributionYearOf(day).end);
}

/**
 * spec 002 §6: 'Check GOVT Contributions is shown to staff or advisers for KiwiSaver accounts when the
 * portal setting to show contribution content is on.'
 */
export function showsCheckGovtContributions(
  userType: UserType,
  productType: string,
  showGovtContributionContent: boolean,
): boolean {
  return (userType === 'Staff' || userType === 'Intermediary') && productType === 'KS' && showGovtContributionContent;
}
