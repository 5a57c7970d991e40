import { RETIREMENT_ASSUMPTIONS, type FundRiskCategory, type RetirementAssumptions } from '../statements/retirement-assumptions.js';
import { assumptionsAt, monthsBetween } from '../statements/retirement-projection.js';
import { levelWithdrawalFor, runLevelWithdrawal } from './level-withdrawal.js';

export type WithdrawalFrequency = 'weekly' | 'monthly';

export const PERIODS_A_YEAR: Readonly<Record<WithdrawalFrequency, number>> = { weekly: 52, monthly: 12 };

/**
 * The tool's own limits (issue 14, decisions): it plans to age 100 at most — a withdrawal still going
 * then 'lasts beyond age 100' — and refuses figures no KiwiSaver balance or spending reaches.
 */
export const SPEND_TOOL_LIMITS = {
  horizonAge: 100,
  maximumBalance: 100_000_000,
  maximumWithdrawal: { weekly: 100_000, monthly: 500_000 } as Readonly<Record<WithdrawalFrequency, number>>,
} as const;

/** Where the return and inflation figures come from (retirement-assumptions.ts), for the screen to cite. */
export const FMA_ASSUMPTIONS_SOURCE = {
  title: 'FMA — KiwiSaver projections: the prescribed assumptions (Financial Markets Conduct Regulations 2014, Schedule 7A)',
  url: 'https://www.fma.govt.nz/investors/kiwisaverandsuperannuation/kiwisaver-flow/',
} as const;

/** (a) how long a withdrawal lasts, or (b) the level amount that lasts until an age. */
export type SpendPlan = { kind: 'howLong'; amount: number } | { kind: 'untilAge'; age: number };

export interface SpendMyKiwiSaverInput {
  today: string;
  dateOfBirth: string;
  /** The KiwiSaver balance today (dollars). */
  balance: number;
  /** The FMA fund type the balance stays invested in. */
  fundType: FundRiskCategory;
  frequency: WithdrawalFrequency;
  plan: SpendPlan;
  /** Default: the prescribed row in force today. */
  assumptions?: RetirementAssumptions;
}

export interface AgeInYearsAndMonths {
  years: number;
  months: number;
}

export interface SpendMyKiwiSaverResult {
  /** The member's age today. */
  age: AgeInYearsAndMonths;
  /** The withdrawal each week or month in today's dollars: the one asked about, or the one found. */
  amount: number;
  frequency: WithdrawalFrequency;
  /** The return after fees and tax of the fund type, and inflation, a year (the FMA assumptions). */
  annualReturn: number;
  inflation: number;
  assumptionsFrom: string;
  /**
   * How long the full withdrawals last and the age when the last one is paid; null when they are
   * still going at the horizon age ('lasts beyond age 100').
   */
  lasts: { withdrawals: number; duration: AgeInYearsAndMonths; untilAge: AgeInYearsAndMonths } | null;
  /** The last, smaller withdrawal after the full ones (today's dollars; 0 when none). */
  finalWithdrawal: number;
  /** For a plan to an age: that age. */
  toAge: number | null;
  horizonAge: number;
  /** The balance in today's dollars now and at each year from now (age in whole years at that point). */
  byYear: Array<{ year: number; age: number; balance: number }>;
}

/** The prescribed row in force on a day; the first row before it (the tool has no earlier figures). */
export function retirementAssumptionsOn(day: string): RetirementAssumptions {
  return assumptionsAt(day) ?? RETIREMENT_ASSUMPTIONS[0]!;
}

const yearsAndMonths = (months: number): AgeInYearsAndMonths => ({ years: Math.floor(months / 12), months: months % 12 });

/** Whole months covered by a number of weeks or months. */
function periodsToMonths(periods: number, frequency: WithdrawalFrequency): number {
  return frequency === 'monthly' ? periods : Math.floor((periods * 12) / PERIODS_A_YEAR.weekly + 1e-9);
}

/**
 * Spend My KiwiSaver (issue 14): on the FMA's prescribed assumptions of the statement projection
 * (retirement-assumptions.ts), the balance stays invested in its fund type and earns the return after
 * fees and tax; withdrawals are in today's dollars, so each one rises with inflation (2% a year). In
 * today's dollars that is a level withdrawal on the real return, per week or month:
 * i = ((1 + return) / (1 + inflation))^(1/p) − 1, p = 52 or 12 — the same real rate the statement's
 * weekly amount to 90 uses (retirement-projection.ts), so a 65-year-old asking what lasts to 90 weekly
 * gets that amount before its $10 rounding. Withdrawals are paid at each period's end.
 * (a) how long: full withdrawals until the balance is less than one, then a last smaller one;
 * (b) to an age: the level amount that leaves nothing after the last withdrawal at that age
 *     (whole months to that birthday; weeks = months × 52 / 12, rounded).
 */
export function spendMyKiwiSaver(input: SpendMyKiwiSaverInput): SpendMyKiwiSaverResult {
  const a = input.assumptions ?? retirementAssumptionsOn(input.today);
  const annualReturn = a.returns[input.fundType];
  const p = PERIODS_A_YEAR[input.frequency];
  const rate = ((1 + annualReturn) / (1 + a.inflation)) ** (1 / p) - 1;
  const ageMonths = monthsBetween(input.dateOfBirth, input.today);
  const horizonAge = SPEND_TOOL_LIMITS.horizonAge;
  const monthsToHorizon = Math.max(0, horizonAge * 12 - ageMonths);
  const monthsToPeriods = (months: number) => (input.frequency === 'monthly' ? months : Math.round((months * p) / 12));

  let amount: number;
  let toAge: number | null = null;
  let maxPeriods = monthsToPeriods(monthsToHorizon);
  if (input.plan.kind === 'untilAge') {
    toAge = input.plan.age;
    const periods = monthsToPeriods(Math.max(0, toAge * 12 - ageMonths));
    amount = levelWithdrawalFor(input.balance, rate, periods);
    maxPeriods = Math.max(maxPeriods, periods);
  } else {
    amount = input.plan.amount;
  }

  const run = runLevelWithdrawal(input.balance, rate, amount, maxPeriods);
  let lasts: SpendMyKiwiSaverResult['lasts'] = null;
  if (run.fullWithdrawals !== null) {
    const months = periodsToMonths(run.fullWithdrawals, input.frequency);
    lasts = { withdrawals: run.fullWithdrawals, duration: yearsAndMonths(months), untilAge: yearsAndMonths(ageMonths + months) };
  }

  const byYear: SpendMyKiwiSaverResult['byYear'] = [{ year: 0, age: Math.floor(ageMonths / 12), balance: input.balance }];
  for (let year = 1; year * p <= run.balances.length; year++) {
    byYear.push({ year, age: Math.floor(ageMonths / 12) + year, balance: run.balances[year * p - 1]! });
    if (run.balances[year * p - 1] === 0) break;
  }
  // Spent within a year that has not ended: the chart reaches zero at the next year's mark.
  if (run.fullWithdrawals !== null && byYear.at(-1)!.balance > 0) {
    const year = byYear.length;
    byYear.push({ year, age: Math.floor(ageMonths / 12) + year, balance: 0 });
  }

  return {
    age: yearsAndMonths(ageMonths),
    amount,
    frequency: input.frequency,
    annualReturn,
    inflation: a.inflation,
    assumptionsFrom: a.from,
    lasts,
    finalWithdrawal: run.finalWithdrawal,
    toAge,
    horizonAge,
    byYear,
  };
}
