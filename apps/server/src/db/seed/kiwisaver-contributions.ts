import type Decimal from 'decimal.js';
import type { TransactionType } from '../schema/codes.js';
import type { AccountPlan, KiwiSaverPlan } from './account-plan.js';
import { businessDayOnOrAfter, daysBetween, isoDate, parts, yearsBetween, type IsoDate } from './calendar.js';
import { defaultContributionRate, esctRate, governmentContributionRule } from './kiwisaver-rules.js';
import { Money, ZERO, cents } from './money.js';
import type { UnitLedger } from './unit-ledger.js';

export type Invest = (day: IsoDate, amount: Decimal, type: TransactionType, description: string, group: string) => void;
export type WithdrawProRata = (day: IsoDate, amount: Decimal, description: string, group: string) => void;

/** spec 002 §9: the government contribution is paid in July, for the KiwiSaver year to 30 June. */
const GOVERNMENT_PAYMENT_DAY = 20;

/** The KiwiSaver year (1 July to 30 June) a day belongs to, named by its last day. */
export function kiwiSaverYearEnding(day: IsoDate): IsoDate {
  const { year, month } = parts(day);
  return isoDate(month >= 7 ? year + 1 : year, 6, 30);
}

/**
 * The KiwiSaver-only money of a KS account: employee and employer contributions passed on by
 * Inland Revenue each month, the government contribution each July (dated rules in
 * kiwisaver-rules.ts), June top-ups, a first-home withdrawal and withdrawals after 65.
 */
export class KiwiSaverContributions {
  /** Member contributions per KiwiSaver year, for the government contribution. */
  private readonly memberContributions = new Map<IsoDate, Decimal>();

  constructor(
    private readonly plan: AccountPlan,
    private readonly ks: KiwiSaverPlan,
    private readonly ledger: UnitLedger,
    private readonly invest: Invest,
    private readonly withdrawProRata: WithdrawProRata,
  ) {}

  recordMember(day: IsoDate, amount: Decimal): void {
    const key = kiwiSaverYearEnding(day);
    this.memberContributions.set(key, (this.memberContributions.get(key) ?? ZERO).plus(amount));
  }

  private salaryOn(day: IsoDate): number {
    return this.ks.salary ? this.ks.salary * 1.03 ** yearsBetween(this.plan.signupDate, day) : 0;
  }

  onDay(day: IsoDate): void {
    const { year, month, day: dayOfMonth } = parts(day);
    const age = yearsBetween(this.ks.dateOfBirth, day);
    // Inland Revenue passes on the month's deductions around the 18th.
    if (
      this.ks.salary &&
      age < 65 &&
      day === businessDayOnOrAfter(isoDate(year, month, 18), this.plan.channel) &&
      day !== this.plan.signupDate
    ) {
      const salary = this.salaryOn(day);
      const employeeRate = this.ks.employeeRate === 3 ? defaultContributionRate(day) : this.ks.employeeRate;
      const employee = cents((salary * employeeRate) / 100 / 12);
      const employer = cents(((salary * defaultContributionRate(day)) / 100 / 12) * (1 - esctRate(salary)));
      this.invest(
        day,
        employee,
        'Contribution',
        'Employee contributions (received from Inland Revenue)',
        'Member contributions',
      );
      this.recordMember(day, employee);
      this.invest(
        day,
        employer,
        'EmployerContribution',
        'Employer contributions, net of ESCT (received from Inland Revenue)',
        'Employer contributions',
      );
    }
    if (month === 7 && day === businessDayOnOrAfter(isoDate(year, 7, GOVERNMENT_PAYMENT_DAY), this.plan.channel)) {
      const yearEnding = isoDate(year, 6, 30);
      const yearStart = isoDate(year - 1, 7, 1);
      const rule = governmentContributionRule(yearEnding);
      const ageAtYearEnd = yearsBetween(this.ks.dateOfBirth, yearEnding);
      const overIncomeLimit = rule.incomeLimit !== null && this.salaryOn(yearEnding) > rule.incomeLimit;
      if (this.plan.signupDate <= yearEnding && ageAtYearEnd >= 18 && ageAtYearEnd < 65 && !overIncomeLimit) {
        const memberDays = Math.min(
          365,
          daysBetween(this.plan.signupDate > yearStart ? this.plan.signupDate : yearStart, yearEnding) + 1,
        );
        const maximum = new Money(rule.maximum).times(memberDays).dividedBy(365);
        const earned = (this.memberContributions.get(yearEnding) ?? ZERO).times(rule.rate);
        const amount = cents(Money.min(maximum, earned));
        if (amount.greaterThan(0)) {
          this.invest(
            day,
            amount,
            'GovernmentContribution',
            `Government contribution for the year ended 30 June ${year}`,
            'Government contributions',
          );
        }
      }
    }
    // A member who is not employed tops up in June to earn the full government contribution.
    if (
      this.ks.voluntaryJune &&
      month === 6 &&
      day === businessDayOnOrAfter(isoDate(year, 6, 15), this.plan.channel) &&
      age < 65
    ) {
      const rule = governmentContributionRule(kiwiSaverYearEnding(day));
      const needed = new Money(rule.maximum)
        .dividedBy(rule.rate)
        .minus(this.memberContributions.get(kiwiSaverYearEnding(day)) ?? ZERO);
      if (needed.greaterThan(1)) {
        this.invest(day, cents(needed), 'Contribution', 'Voluntary contribution', 'Voluntary contributions');
        this.recordMember(day, cents(needed));
      }
    }
    if (this.ks.firstHomeWithdrawal && day === businessDayOnOrAfter(this.ks.firstHomeWithdrawal, this.plan.channel)) {
      // At least $1,000 must stay in the account (Inland Revenue first-home withdrawal rules).
      const available = this.ledger.totalValue(day).minus(1000);
      if (available.greaterThan(0))
        this.withdrawProRata(day, cents(available.times(0.95)), 'First home withdrawal', 'First home withdrawal');
    }
    if (
      this.ks.retirementWithdrawals &&
      age >= 65 &&
      month === 9 &&
      dayOfMonth <= 7 &&
      day === businessDayOnOrAfter(isoDate(year, 9, 1), this.plan.channel)
    ) {
      this.withdrawProRata(
        day,
        cents(this.ledger.totalValue(day).times(0.12)),
        'Retirement withdrawal',
        'Retirement withdrawals',
      );
    }
  }
}
