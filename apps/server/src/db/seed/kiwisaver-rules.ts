import type { IsoDate } from './calendar.js';

/**
 * The government contribution's dated rules are the domain's (packages/domain/src/kiwisaver), the
 * same table the government contribution check uses (one source for the rates, maxima, ages and limit).
 * The 25c rule starts with the year ending 2026-06-30: Inland Revenue's Budget 2025 change applies
 * from the year starting 1 July 2025 (see the sources cited in government-contribution.test.ts).
 */
export {
  GOVERNMENT_CONTRIBUTION_RULES,
  governmentContributionRule,
  type GovernmentContributionRule,
} from '@tasman/domain/kiwisaver/government-contribution-rules';

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
