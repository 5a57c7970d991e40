import type { FundRiskCategory } from "../statements/retirement-assumptions.js";
import { monthsBetween } from "../statements/retirement-projection.js";
import {
  contributionRateRuleOn,
  employerMinimumRate,
} from "./contribution-rates.js";
import {
  RETIREMENT_AGES,
  VOLUNTARY_PAYMENTS_A_YEAR,
  type ForecastInput,
} from "./forecast-my-balance.js";

export const FUND_TYPES: readonly FundRiskCategory[] = [
  "Defensive",
  "Conservative",
  "Balanced",
  "Growth",
  "Aggressive",
];

/** Upper bounds that keep the inputs sane (not law): a balance, a year's pay, a year's voluntary contributions. */
export const FORECAST_LIMITS = {
  balance: 100_000_000,
  salary: 10_000_000,
  voluntaryAYear: 1_000_000,
  employerRate: 30,
} as const;

export type ForecastField = keyof ForecastInput;
export type ForecastProblems = Partial<Record<ForecastField, string>>;

const money = (n: number) => `$${n.toLocaleString("en-NZ")}`;
const percent = (n: number) => `${n}%`;
/** '3%, 4% or 10%' */
export function listOfRates(rates: readonly number[]): string {
  const shown = rates.map(percent);
  return shown.length > 1
    ? `${shown.slice(0, -1).join(", ")} or ${shown.at(-1)}`
    : (shown[0] ?? "");
}

const isNumber = (n: unknown): n is number =>
  typeof n === "number" && Number.isFinite(n);

/**
 * Every input of Forecast My Balance checked, with a message a member understands per field (empty
 * when all is well). The rates allowed are the law's on `today` (contribution-rates.ts).
 */
export function forecastInputProblems(input: ForecastInput): ForecastProblems {
  const problems: ForecastProblems = {};
  const validDate = (d: unknown) =>
    typeof d === "string" && /^\d{4}-\d{2}-\d{2}$/.test(d);
  if (!validDate(input.today)) problems.today = "Today’s date is missing.";
  if (
    !validDate(input.dateOfBirth) ||
    (validDate(input.today) && input.dateOfBirth >= input.today)
  ) {
    problems.dateOfBirth = "Enter a date of birth in the past.";
  } else if (
    validDate(input.today) &&
    monthsBetween(input.dateOfBirth, input.today) >= 65 * 12
  ) {
    problems.dateOfBirth = "Forecast My Balance is for members under 65.";
  }

  if (
    !isNumber(input.balance) ||
    input.balance < 0 ||
    input.balance > FORECAST_LIMITS.balance
  ) {
    problems.balance = `Enter a balance between $0 and ${money(FORECAST_LIMITS.balance)}.`;
  }
  if (!FUND_TYPES.includes(input.fundType))
    problems.fundType = `Choose a fund type: ${FUND_TYPES.join(", ")}.`;
  if (
    !isNumber(input.salary) ||
    input.salary < 0 ||
    input.salary > FORECAST_LIMITS.salary
  ) {
    problems.salary = `Enter a salary between $0 and ${money(FORECAST_LIMITS.salary)} a year.`;
  }

  const rule = validDate(input.today)
    ? contributionRateRuleOn(input.today)
    : null;
  const memberRateOk =
    rule !== null &&
    isNumber(input.memberRate) &&
    rule.memberRates.includes(input.memberRate);
  if (rule && !memberRateOk)
    problems.memberRate = `Choose a contribution rate of ${listOfRates(rule.memberRates)}.`;

  if (
    !isNumber(input.employerRate) ||
    input.employerRate < 0 ||
    input.employerRate > FORECAST_LIMITS.employerRate
  ) {
    problems.employerRate = `Enter an employer rate between 0% and ${FORECAST_LIMITS.employerRate}%.`;
  } else if (memberRateOk && isNumber(input.salary) && input.salary > 0) {
    const minimum = employerMinimumRate(input.today, input.memberRate);
    if (input.employerRate < minimum)
      problems.employerRate = `Your employer must contribute at least ${percent(minimum)} of your pay.`;
  }

  const perYear = VOLUNTARY_PAYMENTS_A_YEAR[input.voluntaryFrequency];
  if (perYear === undefined)
    problems.voluntaryFrequency =
      "Choose how often: a week, a fortnight, a month or a year.";
  if (
    !isNumber(input.voluntaryAmount) ||
    input.voluntaryAmount < 0 ||
    input.voluntaryAmount * (perYear ?? 1) > FORECAST_LIMITS.voluntaryAYear
  ) {
    problems.voluntaryAmount = `Enter voluntary contributions between $0 and ${money(FORECAST_LIMITS.voluntaryAYear)} a year.`;
  }

  if (
    !isNumber(input.retirementAge) ||
    !Number.isInteger(input.retirementAge) ||
    input.retirementAge < RETIREMENT_AGES.min ||
    input.retirementAge > RETIREMENT_AGES.max
  ) {
    problems.retirementAge = `Enter a retirement age from ${RETIREMENT_AGES.min} to ${RETIREMENT_AGES.max} (whole years).`;
  }
  return problems;
}
