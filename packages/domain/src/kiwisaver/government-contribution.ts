import Decimal from 'decimal.js';
import { addDays, daysBetween, isoDate, type IsoDate } from '../calendar/iso-date.js';
import {
  contributionYearOf,
  governmentContributionRule,
  type GovernmentContributionRule,
} from './government-contribution-rules.js';

/** spec 002 §4 'Government contribution modal': the scenarios (Error is the web's, for a failed call). */
export const GOVERNMENT_CONTRIBUTION_SCENARIOS = ['NotEligible', 'ContributedEnough', 'NeedToTopUp', 'Unknown', 'Error'] as const;
export type GovernmentContributionScenario = (typeof GOVERNMENT_CONTRIBUTION_SCENARIOS)[number];

/** Why a member gets nothing this year. */
export type NotEligibleReason = 'age' | 'income' | 'accountClosed';
/** Why the year's maximum is pro-rated (the first that cuts the year). */
export type PartYearReason = 'joined' | 'reachesMinimumAge' | 'reachesMaximumAge';

export interface MemberContribution {
  /** The local (New Zealand) date the contribution was received. */
  date: IsoDate;
  /** Dollars, as text from the database or a number. */
  amount: string | number;
}

export interface GovernmentContributionInput {
  /** Today in New Zealand (the contribution year is New Zealand's). */
  today: IsoDate;
  /** null when we do not hold it: the member is then taken to be of eligible age all year. */
  dateOfBirth: IsoDate | null;
  /** The day the member joined this provider (the account's sign-up date). */
  joinedDate: IsoDate;
  accountOpen: boolean;
  /** The member's own contributions (employee deductions and voluntary); other dates are ignored. */
  contributions: readonly MemberContribution[];
  /**
   * Whether the member's taxable income is over the year's limit: null when unknown (we hold no income;
   * Inland Revenue decides from the member's tax returns), which the wording then says.
   */
  incomeOverLimit: boolean | null;
}

/** spec 002 §3 'Government contribution data', with the figures behind it. */
export interface GovernmentContributionEntitlement {
  EntitledToContribution: boolean;
  /** The spec's name: a member of this provider since before the year began. */
  HasBeenWithMilfordForAFullYear: boolean;
  NeedsTopUp: boolean;
  /** Member contributions counted so far this year (on the days the member is eligible). */
  TotalContributions: number;
  /** How much more to contribute by EndDate for the year's (pro-rated) maximum; 0 when enough. */
  AmountRequiredForFullMTC: number;
  /** Member contributions that earn the year's (pro-rated) maximum: $1,042.86 for a full year. */
  EligibleAmount: number;
  /** The last day of the contribution year (30 June). */
  EndDate: IsoDate;
  scenario: Exclude<GovernmentContributionScenario, 'Error'>;
  StartDate: IsoDate;
  rule: GovernmentContributionRule;
  daysInYear: number;
  eligibleDays: number;
  /** The year's maximum, pro-rated by eligibleDays / daysInYear. */
  maximumContribution: number;
  /** What the contributions so far would earn. */
  expectedContribution: number;
  notEligibleReason: NotEligibleReason | null;
  partYearReason: PartYearReason | null;
  ageKnown: boolean;
  /** null: we cannot tell (the wording says the income test applies). */
  incomeOverLimit: boolean | null;
}

const cents = (value: Decimal.Value) => new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/**
 * The day a person reaches an age. Born 29 February: 1 March in a year without one (NZ Legislation
 * Act 2019, s 54 — a person born on 29 February reaches an age at the start of 1 March).
 */
export function birthdayAtAge(dateOfBirth: IsoDate, age: number): IsoDate {
  const year = Number(dateOfBirth.slice(0, 4)) + age;
  const month = Number(dateOfBirth.slice(5, 7));
  const day = Number(dateOfBirth.slice(8, 10));
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  if (month === 2 && day === 29 && !leap) return isoDate(year, 3, 1);
  return isoDate(year, month, day);
}

/** The scenario of spec 002 §4's table from its three answers. */
export function governmentContributionScenario(
  entitled: boolean,
  fullYear: boolean,
  needsTopUp: boolean,
): Exclude<GovernmentContributionScenario, 'Error'> {
  if (!entitled) return 'NotEligible';
  if (!needsTopUp) return 'ContributedEnough';
  return fullYear ? 'NeedToTopUp' : 'Unknown';
}

const earlier = (a: IsoDate, b: IsoDate) => (a < b ? a : b);

/**
 * The member's government contribution for the contribution year `today` falls in, under that year's
 * rule (government-contribution-rules.ts). Eligible days run from the latest of the year's start,
 * the day the member joined and the minimum-age birthday, to the earlier of the year's end and the
 * day before the maximum-age birthday; the year's maximum and its eligible amount are pro-rated by
 * eligible days over the days of the year (Inland Revenue: 'based on the number of days in the year
 * you were eligible'). Only contributions on eligible days, up to today, count.
 */
export function governmentContributionEntitlement(input: GovernmentContributionInput): GovernmentContributionEntitlement {
  const year = contributionYearOf(input.today);
  const rule = governmentContributionRule(year.end);

  let from = year.start;
  let partYearReason: PartYearReason | null = null;
  if (input.joinedDate > from) {
    from = input.joinedDate;
    partYearReason = 'joined';
  }
  let through = year.end;
  if (input.dateOfBirth) {
    const minimumBirthday = birthdayAtAge(input.dateOfBirth, rule.minimumAge);
    if (minimumBirthday > from) {
      from = minimumBirthday;
      partYearReason = 'reachesMinimumAge';
    }
    const maximumBirthday = birthdayAtAge(input.dateOfBirth, rule.maximumAge);
    if (maximumBirthday <= through) {
      through = addDays(maximumBirthday, -1);
      partYearReason ??= 'reachesMaximumAge';
    }
  }
  const eligibleDays = from <= through ? daysBetween(from, through) + 1 : 0;
  const eligibleThrough = earlier(through, input.today);

  const notEligibleReason: NotEligibleReason | null = !input.accountOpen
    ? 'accountClosed'
    : eligibleDays === 0
      ? 'age'
      : input.incomeOverLimit === true && rule.incomeLimit !== null
        ? 'income'
        : null;
  const entitled = notEligibleReason === null;

  const total = input.contributions
    .filter((c) => c.date >= from && c.date <= eligibleThrough)
    .reduce((sum, c) => sum.plus(c.amount), new Decimal(0));
  const share = new Decimal(eligibleDays).dividedBy(year.days);
  const maximum = cents(share.times(rule.maximum));
  const eligibleAmount = cents(share.times(rule.eligibleAmount));
  const needsTopUp = total.lessThan(eligibleAmount);
  const required = needsTopUp ? eligibleAmount.minus(total) : new Decimal(0);
  const expected = !entitled ? new Decimal(0) : needsTopUp ? Decimal.min(maximum, cents(total.times(rule.rate))) : maximum;
  const fullYear = input.joinedDate <= year.start;

  return {
    EntitledToContribution: entitled,
    HasBeenWithMilfordForAFullYear: fullYear,
    NeedsTopUp: entitled && needsTopUp,
    TotalContributions: cents(total).toNumber(),
    AmountRequiredForFullMTC: entitled ? cents(required).toNumber() : 0,
    EligibleAmount: eligibleAmount.toNumber(),
    EndDate: year.end,
    StartDate: year.start,
    scenario: governmentContributionScenario(entitled, fullYear, entitled && needsTopUp),
    rule,
    daysInYear: year.days,
    eligibleDays,
    maximumContribution: entitled ? maximum.toNumber() : 0,
    expectedContribution: expected.toNumber(),
    notEligibleReason,
    partYearReason: eligibleDays > 0 && eligibleDays < year.days ? partYearReason : null,
    ageKnown: input.dateOfBirth !== null,
    incomeOverLimit: rule.incomeLimit === null ? false : input.incomeOverLimit,
  };
}

