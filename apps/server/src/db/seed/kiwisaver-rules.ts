import type { IsoDate } from './calendar.js';

/**
 * Dated KiwiSaver rules used by the demo data (spec README: dated rule tables, so the data is
 * right for the year it describes). Sources: Inland Revenue, 'Government contributions' (the
 * member tax credit: $1 for $1 up to $1,042.86 to 30 June 2011; 50c per $1 up to $521.43 from
 * 1 July 2011; 25c per $1 up to $260.72 from 1 July 2025, not paid when income exceeds $180,000).
 */
export interface GovernmentContributionRule {
  /** First KiwiSaver year (ending 30 June) the rule applies to. */
  fromYearEnding: IsoDate;
  rate: number;
  maximum: number;
  incomeLimit: number | null;
}

export const GOVERNMENT_CONTRIBUTION_RULES: readonly GovernmentContributionRule[] = [
  { fromYearEnding: '2008-06-30', rate: 1, maximum: 1042.86, incomeLimit: null },
  { fromYearEnding: '2012-06-30', rate: 0.5, maximum: 521.43, incomeLimit: null },
  { fromYearEnding: '2026-06-30', rate: 0.25, maximum: 260.72, incomeLimit: 180_000 },
];

export function governmentContributionRule(yearEnding: IsoDate): GovernmentContributionRule {
  let rule = GOVERNMENT_CONTRIBUTION_RULES[0] as GovernmentContributionRule;
  for (const candidate of GOVERNMENT_CONTRIBUTION_RULES) if (candidate.fromYearEnding <= yearEnding) rule = candidate;
  return rule;
}

/** Compulsory employer rate and the default employee rate: 3%, then 3.5% from 1 April 2026. */
export function defaultContributionRate(date: IsoDate): number {
  return date >= '2026-04-01' ? 3.5 : 3;
}

/** Employer superannuation contribution tax (ESCT) rate by the employee's yearly pay (bands from 1 April 2024). */
export function esctRate(salary: number): number {
  if (salary <= 18_720) return 0.105;
  if (salary <= 64_200) return 0.175;
  if (salary <= 93_720) return 0.3;
  if (salary <= 216_000) return 0.33;
  return 0.39;
}
