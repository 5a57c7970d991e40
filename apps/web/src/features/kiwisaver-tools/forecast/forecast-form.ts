import type { KiwiSaverMemberAccount, KiwiSaverMemberResponse } from '@tasman/domain/contracts/kiwisaver-tools';
import { contributionRateRuleOn } from '@tasman/domain/kiwisaver/contribution-rates';
import { estimateSalary } from '@tasman/domain/kiwisaver/estimate-salary';
import type { ForecastInput, VoluntaryFrequency } from '@tasman/domain/kiwisaver/forecast-my-balance';
import type { FundRiskCategory } from '@tasman/domain/statements/retirement-assumptions';

/** The inputs as the form holds them: a number input gives '' while it is empty. */
export interface ForecastForm {
  balance: number | string;
  fundType: FundRiskCategory;
  salary: number | string;
  memberRate: string;
  employerRate: number | string;
  voluntaryAmount: number | string;
  voluntaryFrequency: VoluntaryFrequency;
  retirementAge: number | string;
}

/**
 * The account the tool forecasts: spec 002 §6 'Forecast My Balance needs an open KiwiSaver account
 * with exactly one security' — the first such account, or none.
 */
export function forecastAccount(accounts: readonly KiwiSaverMemberAccount[]): KiwiSaverMemberAccount | undefined {
  return accounts.find((account) => account.accountIsOpen && account.funds.length === 1);
}

/** How the salary was prefilled, said beside the field. */
export type SalarySource = { kind: 'estimated'; memberContributions: number } | { kind: 'none' };

/**
 * The form prefilled from the member's account: the balance and the fund's type today; a salary
 * estimated from the last 12 months' employee contributions at the default rate (estimateSalary), or
 * 0 and asked when there were none; today's default rate for member and employer; the last 12 months'
 * voluntary contributions as a yearly amount; retirement at 65.
 */
export function initialForecastForm(member: KiwiSaverMemberResponse, account: KiwiSaverMemberAccount): { form: ForecastForm; salarySource: SalarySource } {
  const rule = contributionRateRuleOn(member.today);
  const contributions = account.lastYearContributions;
  const salary = estimateSalary(contributions.member, contributions.from);
  return {
    form: {
      balance: account.balance,
      fundType: account.funds[0]!.category,
      salary: salary ?? 0,
      memberRate: String(rule.defaultRate),
      employerRate: salary === null ? 0 : rule.defaultRate,
      voluntaryAmount: Math.round(contributions.voluntary),
      voluntaryFrequency: 'year',
      retirementAge: 65,
    },
    salarySource: salary === null ? { kind: 'none' } : { kind: 'estimated', memberContributions: contributions.member },
  };
}

/** An empty number input is not a number: NaN, which the checks name. */
const numberOf = (value: number | string) => (value === '' ? Number.NaN : Number(value));

export function forecastInputOf(form: ForecastForm, today: string, dateOfBirth: string): ForecastInput {
  return {
    today,
    dateOfBirth,
    balance: numberOf(form.balance),
    fundType: form.fundType,
    salary: numberOf(form.salary),
    memberRate: numberOf(form.memberRate),
    employerRate: numberOf(form.employerRate),
    voluntaryAmount: numberOf(form.voluntaryAmount),
    voluntaryFrequency: form.voluntaryFrequency,
    retirementAge: numberOf(form.retirementAge),
  };
}
