import { RETIREMENT_ASSUMPTIONS, type FundRiskCategory, type RetirementAssumptions } from './retirement-assumptions.js';

export interface RetirementProjectionInput {
  /** The annual statement's date (31 March): the balance and the year's contributions are at it. */
  statementDate: string;
  dateOfBirth: string;
  /** The member's balance in each fund at the statement date. */
  funds: ReadonlyArray<{ category: FundRiskCategory; value: number }>;
  /** Regular member and employer contributions of the statement year. */
  memberAndEmployerContributions: number;
  /** The government contribution earned in the statement year. */
  governmentContribution: number;
  /** Default: the prescribed row in force at the statement date. */
  assumptions?: RetirementAssumptions;
}

export interface RetirementProjection {
  /** At 65 in today's dollars, to the nearest $1,000. */
  lumpSum: number;
  /** From 65 to 90 in today's dollars, to the nearest $10. */
  weekly: number;
  /** The annual return used: the funds' prescribed returns weighted by balance. */
  annualReturn: number;
  /** Whole months from the statement date to the 65th birthday. */
  monthsTo65: number;
}

const WEEKS_A_YEAR = 52;

/** The prescribed row in force at a statement date; none before the first (31 March 2020). */
export function assumptionsAt(date: string): RetirementAssumptions | undefined {
  return [...RETIREMENT_ASSUMPTIONS].reverse().find((a) => a.from <= date);
}

/** Whole months from `from` to `to` (a month counts once its day is reached). */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  return (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
}

export const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/** The balance at the end of one step of the accumulation: a whole year, or the last part-year. */
export interface GrowthStep {
  /** Months from the start to the end of this step. */
  months: number;
  /** Nominal balance at the end of the step. */
  balance: number;
  /** Contributions added in the step (a part-year's pro rata). */
  contributions: number;
}

/**
 * The year-by-year growth of the FMA's method, shared by the annual statement's projection and
 * Forecast My Balance so the two cannot disagree: each whole year the balance earns the return, then
 * the year's contributions are added; a last part-year (months/12) earns (1 + return)^(part) and
 * receives its part of that year's contributions. `contributionsOfYear` is given the months elapsed at
 * the start of the year (so pay growth can be applied as (1 + growth)^(months/12)).
 */
export function growBalance(
  opening: number,
  annualReturn: number,
  months: number,
  contributionsOfYear: (monthsAtStart: number) => number,
): GrowthStep[] {
  const steps: GrowthStep[] = [];
  const wholeYears = Math.floor(months / 12);
  const partYear = (months % 12) / 12;
  let value = opening;
  for (let year = 1; year <= wholeYears; year++) {
    const contributions = contributionsOfYear(12 * (year - 1));
    value = value * (1 + annualReturn) + contributions;
    steps.push({ months: 12 * year, balance: value, contributions });
  }
  if (partYear > 0) {
    const contributions = partYear * contributionsOfYear(12 * wholeYears);
    value = value * (1 + annualReturn) ** partYear + contributions;
    steps.push({ months, balance: value, contributions });
  }
  return steps;
}

/** A nominal amount `months` from now in today's dollars. */
export function inTodaysDollars(nominal: number, inflation: number, months: number): number {
  return nominal / (1 + inflation) ** (months / 12);
}

/**
 * The FMA's weekly amount: the level (in today's dollars) weekly withdrawal, paid at each week's end,
 * that runs a lump sum still earning the real return ((1 + return) / (1 + inflation) − 1) down to zero
 * after `years`: W = L × i / (1 − (1 + i)^−n), i the weekly real rate, n = 52 × years weeks.
 */
export function weeklyDrawdown(lumpSumToday: number, annualReturn: number, inflation: number, years: number): number {
  const realReturn = (1 + annualReturn) / (1 + inflation) - 1;
  const weeks = WEEKS_A_YEAR * years;
  if (weeks <= 0) return 0;
  const weeklyRate = (1 + realReturn) ** (1 / WEEKS_A_YEAR) - 1;
  return weeklyRate === 0 ? lumpSumToday / weeks : (lumpSumToday * weeklyRate) / (1 - (1 + weeklyRate) ** -weeks);
}

/**
 * The KiwiSaver annual statement's retirement projection (FMC Regulations 2014 Schedule 7A; FMA
 * 'Retirement projections in KiwiSaver statements'): null for a member under 18 or 65 and over at
 * the statement date, and for statements before the schedule applied (years before 31 March 2020). The method, on the prescribed assumptions:
 * - each whole year to 65 (growBalance, shared with Forecast My Balance), the balance earns the return after fees and tax, then the year's
 *   contributions are added: member and employer contributions grown by wage growth from the second
 *   year, the government contribution unchanged; a last part-year (months/12) earns and receives pro rata;
 * - the balance at 65 is deflated to today's dollars by inflation over the same time: the lump sum;
 * - the weekly amount is the level (in today's dollars) weekly withdrawal, paid at each week's end,
 *   that runs the lump sum, still earning the real return ((1 + return) / (1 + inflation) − 1),
 *   down to zero at 90: W = L × i / (1 − (1 + i)^−n), i the weekly real rate, n = 52 × 25 weeks.
 */
export function retirementProjection(input: RetirementProjectionInput): RetirementProjection | null {
  const a = input.assumptions ?? assumptionsAt(input.statementDate);
  if (!a) return null;
  const ageMonths = monthsBetween(input.dateOfBirth, input.statementDate);
  if (ageMonths < a.minimumAge * 12 || ageMonths >= a.retirementAge * 12) return null;
  const monthsTo65 = a.retirementAge * 12 - ageMonths;

  const balance = input.funds.reduce((sum, f) => sum + f.value, 0);
  const annualReturn =
    balance > 0 ? input.funds.reduce((sum, f) => sum + a.returns[f.category] * f.value, 0) / balance : a.returns.Balanced;

  const steps = growBalance(
    balance,
    annualReturn,
    monthsTo65,
    (monthsAtStart) => input.memberAndEmployerContributions * (1 + a.wageGrowth) ** (monthsAtStart / 12) + input.governmentContribution,
  );
  const value = steps.at(-1)?.balance ?? balance;
  const lumpSumToday = inTodaysDollars(value, a.inflation, monthsTo65);
  const weekly = weeklyDrawdown(lumpSumToday, annualReturn, a.inflation, a.drawdownToAge - a.retirementAge);

  return {
    lumpSum: roundTo(lumpSumToday, a.lumpSumRounding),
    weekly: roundTo(weekly, a.weeklyRounding),
    annualReturn,
    monthsTo65,
  };
}
