import type { IsoDate } from "../calendar/iso-date.js";
import type {
  FundRiskCategory,
  RetirementAssumptions,
} from "../statements/retirement-assumptions.js";
import {
  assumptionsAt,
  growBalance,
  inTodaysDollars,
  monthsBetween,
  roundTo,
  weeklyDrawdown,
  type GrowthStep,
} from "../statements/retirement-projection.js";
import {
  contributionRateRuleOn,
  employerMinimumRate,
  esctRateOn,
} from "./contribution-rates.js";
import { monthEdges } from "../reports/month-edges.js";
import { governmentContributionRuleOn } from "./government-contribution-rules.js";

export type VoluntaryFrequency = "week" | "fortnight" | "month" | "year";
export const VOLUNTARY_PAYMENTS_A_YEAR: Readonly<
  Record<VoluntaryFrequency, number>
> = { week: 52, fortnight: 26, month: 12, year: 1 };

/**
 * The retirement ages the tool offers. KiwiSaver savings are locked in until the age of eligibility
 * for NZ Super (65), so an earlier age would not free them; 75 bounds a working life sensibly.
 */
export const RETIREMENT_AGES = { min: 65, max: 75 } as const;
/** The weekly amount runs out at 90 (the FMA's method), whatever the retirement age. */
export const DRAWDOWN_TO_AGE = 90;

export interface ForecastInput {
  /** Today in the portal's time zone: the balance is today's and the law is read on each year's first day. */
  today: IsoDate;
  dateOfBirth: IsoDate;
  /** The account's balance today, dollars. */
  balance: number;
  fundType: FundRiskCategory;
  /** Gross pay a year, dollars (0: not employed). */
  salary: number;
  /** Employee contribution rate, percent of gross pay. */
  memberRate: number;
  /** Employer contribution rate, percent of gross pay, before ESCT. */
  employerRate: number;
  voluntaryAmount: number;
  voluntaryFrequency: VoluntaryFrequency;
  retirementAge: number;
}

/** One year's contributions (nominal dollars), employer net of ESCT. */
export interface YearContributions {
  member: number;
  employer: number;
  government: number;
  voluntary: number;
}

export interface ForecastYear extends YearContributions {
  /** Age at the end of the step, in years (a part-year shows as a fraction). */
  age: number;
  months: number;
  /** Nominal balance. */
  nominal: number;
  /** The balance in today's dollars. */
  balance: number;
}

export interface ForecastOutcome {
  age: number;
  /** Today's dollars, to the nearest $1,000 (as the FMA rounds the statement's lump sum). */
  lumpSum: number;
  /** Today's dollars a week until 90, to the nearest $10. */
  weekly: number;
}

export interface Forecast {
  annualReturn: number;
  assumptions: RetirementAssumptions;
  at65: ForecastOutcome;
  atRetirement: ForecastOutcome;
  /** Today (age now, the balance) and the end of each step to the retirement age. */
  years: ForecastYear[];
  /** The contributions of the first year, with the ESCT rate that applied. */
  firstYear: YearContributions & { esctRate: number };
}

/** The prescribed assumptions in force today (the latest row when today is past them all). */
export function forecastAssumptions(today: IsoDate): RetirementAssumptions {
  return assumptionsAt(today) ?? assumptionsAt("9999-12-31")!;
}

/**
 * A year's contributions starting `monthsAtStart` months from today, on the law of that year's first
 * day. Pay, and with it every contribution that is a share of pay, grows by the prescribed wage
 * growth; regular voluntary contributions grow with pay too (FMA). A member on today's default rate
 * follows the default up (3.5% → 4% on 1 April 2028); the employer pays at least the compulsory rate
 * in force (or the member's lower, temporary rate), net of ESCT, and nothing from 65 (employer
 * contributions are compulsory only until 65). The government contribution (from 16 until 65) is
 * its rate on member and voluntary contributions up to its yearly maximum, none above the income limit.
 */
export function yearContributions(
  input: ForecastInput,
  monthsAtStart: number,
  a: RetirementAssumptions,
): YearContributions & { esctRate: number } {
  const yearStart = monthEdges.addMonths(input.today, monthsAtStart);
  const ageMonths =
    monthsBetween(input.dateOfBirth, input.today) + monthsAtStart;
  const payFactor = (1 + a.wageGrowth) ** (monthsAtStart / 12);
  const salary = input.salary * payFactor;
  const followsDefault =
    input.memberRate === contributionRateRuleOn(input.today).defaultRate;
  const memberRate = followsDefault
    ? contributionRateRuleOn(yearStart).defaultRate
    : input.memberRate;
  const member = (salary * memberRate) / 100;
  const voluntary =
    input.voluntaryAmount *
    VOLUNTARY_PAYMENTS_A_YEAR[input.voluntaryFrequency] *
    payFactor;

  let employer = 0;
  let esctRate = 0;
  if (salary > 0 && ageMonths < 65 * 12) {
    const employerRate = Math.max(
      input.employerRate,
      employerMinimumRate(yearStart, memberRate),
    );
    const gross = (salary * employerRate) / 100;
    esctRate = esctRateOn(yearStart, salary + gross);
    employer = gross * (1 - esctRate);
  }

  const rule = governmentContributionRuleOn(yearStart);
  const eligible =
    ageMonths >= rule.minimumAge * 12 &&
    ageMonths < rule.maximumAge * 12 &&
    (rule.incomeLimit === null || salary <= rule.incomeLimit);
  const government = eligible
    ? Math.min(rule.rate * (member + voluntary), rule.maximum)
    : 0;
  return { member, employer, government, voluntary, esctRate };
}

const total = (c: YearContributions) =>
  c.member + c.employer + c.government + c.voluntary;

/**
 * Forecast My Balance: the FMA's retirement projection (the annual statement's method, shared through
 * growBalance, inTodaysDollars and weeklyDrawdown) from the member's balance today with the
 * contributions the user sets. The lump sum at 65 is the statement's (the part-year, if any, last);
 * from 65 to a later retirement age the balance grows by whole years with the member's own and
 * voluntary contributions. Call forecastInputProblems first: this assumes valid input.
 */
export function forecastMyBalance(input: ForecastInput): Forecast {
  const a = forecastAssumptions(input.today);
  const annualReturn = a.returns[input.fundType];
  const ageMonths = monthsBetween(input.dateOfBirth, input.today);
  const monthsTo65 = 65 * 12 - ageMonths;
  // Each year's contributions are read twice (the growth, then the year's breakdown): worked out once.
  const worked = new Map<number, ReturnType<typeof yearContributions>>();
  const contributionsFrom = (monthsAtStart: number) => {
    let c = worked.get(monthsAtStart);
    if (!c) worked.set(monthsAtStart, (c = yearContributions(input, monthsAtStart, a)));
    return c;
  };

  const to65 = growBalance(input.balance, annualReturn, monthsTo65, (m) =>
    total(contributionsFrom(m)),
  );
  const balanceAt65 = to65.at(-1)?.balance ?? input.balance;
  const after65 = growBalance(
    balanceAt65,
    annualReturn,
    (input.retirementAge - 65) * 12,
    (m) => total(contributionsFrom(monthsTo65 + m)),
  ).map((step) => ({ ...step, months: monthsTo65 + step.months }));

  const steps: GrowthStep[] = [...to65, ...after65];
  const years: ForecastYear[] = [
    {
      age: ageMonths / 12,
      months: 0,
      nominal: input.balance,
      balance: input.balance,
      member: 0,
      employer: 0,
      government: 0,
      voluntary: 0,
    },
  ];
  let previous = 0;
  for (const step of steps) {
    const c = contributionsFrom(previous);
    const share = (step.months - previous) / 12;
    years.push({
      age: (ageMonths + step.months) / 12,
      months: step.months,
      nominal: step.balance,
      balance: inTodaysDollars(step.balance, a.inflation, step.months),
      member: c.member * share,
      employer: c.employer * share,
      government: c.government * share,
      voluntary: c.voluntary * share,
    });
    previous = step.months;
  }

  const outcome = (
    age: number,
    months: number,
    nominal: number,
  ): ForecastOutcome => {
    const lumpSumToday = inTodaysDollars(nominal, a.inflation, months);
    return {
      age,
      lumpSum: roundTo(lumpSumToday, a.lumpSumRounding),
      weekly: roundTo(
        weeklyDrawdown(
          lumpSumToday,
          annualReturn,
          a.inflation,
          DRAWDOWN_TO_AGE - age,
        ),
        a.weeklyRounding,
      ),
    };
  };
  const last = steps.at(-1);
  return {
    annualReturn,
    assumptions: a,
    at65: outcome(65, monthsTo65, balanceAt65),
    atRetirement: outcome(
      input.retirementAge,
      last?.months ?? monthsTo65,
      last?.balance ?? balanceAt65,
    ),
    years,
    firstYear: contributionsFrom(0),
  };
}

/** Where the forecast's assumptions and rules come from, shown beside them. */
export const FORECAST_SOURCES = [
  {
    title: 'FMA — KiwiSaver projections: the prescribed assumptions (Financial Markets Conduct Regulations 2014, Schedule 7A)',
    url: 'https://www.fma.govt.nz/investors/kiwisaverandsuperannuation/kiwisaver-flow/',
  },
  { title: 'Inland Revenue — KiwiSaver changes (Budget 2025: rates, government contribution)', url: 'https://www.ird.govt.nz/updates/news-folder/2025/kiwisaver-changes' },
  {
    title: 'Inland Revenue — Employer superannuation contribution tax (ESCT)',
    url: 'https://www.ird.govt.nz/employing-staff/deductions-from-income/employer-superannuation-contribution-tax',
  },
] as const;
