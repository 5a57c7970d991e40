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
function assumptionsAt(date: string): RetirementAssumptions | undefined {
  return [...RETIREMENT_ASSUMPTIONS].reverse().find((a) => a.from <= date);
}

/** Whole months from `from` to `to` (a month counts once its day is reached). */
function monthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  return (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/**
 * The KiwiSaver annual statement's retirement projection (FMC Regulations 2014 Schedule 7A; FMA
 * 'Retirement projections in KiwiSaver statements'): null for a member under 18 or 65 and over at
 * the statement date, and for statements before the schedule applied (years before 31 March 2020). The method, on the prescribed assumptions:
 * - each whole year to 65, the balance earns the return after fees and tax, then the year's
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

  const wholeYears = Math.floor(monthsTo65 / 12);
  const partYear = (monthsTo65 % 12) / 12;
  let value = balance;
  for (let year = 1; year <= wholeYears; year++) {
    value = value * (1 + annualReturn) + input.memberAndEmployerContributions * (1 + a.wageGrowth) ** (year - 1) + input.governmentContribution;
  }
  if (partYear > 0) {
    value =
      value * (1 + annualReturn) ** partYear +
      partYear * (input.memberAndEmployerContributions * (1 + a.wageGrowth) ** wholeYears + input.governmentContribution);
  }
  const years = monthsTo65 / 12;
  const lumpSumToday = value / (1 + a.inflation) ** years;

  const realReturn = (1 + annualReturn) / (1 + a.inflation) - 1;
  const weeks = WEEKS_A_YEAR * (a.drawdownToAge - a.retirementAge);
  const weeklyRate = (1 + realReturn) ** (1 / WEEKS_A_YEAR) - 1;
  const weekly = weeklyRate === 0 ? lumpSumToday / weeks : (lumpSumToday * weeklyRate) / (1 - (1 + weeklyRate) ** -weeks);

  return {
    lumpSum: roundTo(lumpSumToday, a.lumpSumRounding),
    weekly: roundTo(weekly, a.weeklyRounding),
    annualReturn,
    monthsTo65,
  };
}
