import type { IsoDate, Channel } from './calendar.js';
import { addDays, addMonths, businessDayOnOrAfter, daysInMonth, isoDate, parts, yearsBetween } from './calendar.js';

export interface HolderPlan {
  clientId: string;
  ownershipType: 'OWNER' | 'RELATED';
  role: string;
  authToAct: boolean;
  authorisedParty: boolean;
  notificationPref: string | null;
}

/** A recurring payment into (or out of) the account. */
export interface RegularPlan {
  frequency: 'Weekly' | 'Fortnightly' | 'Monthly';
  amount: number;
  /** For monthly payments. */
  dayOfMonth: number;
  /** Yearly step-up of the amount (0.03 = 3%). */
  yearlyIncrease: number;
  from?: IsoDate;
  until?: IsoDate;
}

export interface SwitchPlan {
  date: IsoDate;
  from: string;
  to: string;
  /** Share of the holding moved; 1 moves it all and redirects future contributions. */
  fraction: number;
}

export interface KiwiSaverPlan {
  dateOfBirth: IsoDate;
  /** Gross salary at sign-up; null when the member is not an employee. */
  salary: number | null;
  /** Employee contribution rate in percent (3, 4, 6, 8 or 10). */
  employeeRate: number;
  /** Tops up member contributions each June to get the full government contribution. */
  voluntaryJune: boolean;
  firstHomeWithdrawal: IsoDate | null;
  retirementWithdrawals: boolean;
}

export interface WealthPlan {
  /** Yearly ongoing fee as a fraction of the portfolio (0.0065 = 0.65%). */
  feeRate: number;
  /** Listed shares held directly (non-DIMS), with their share of new money in percent. */
  directShares: Array<{ code: string; weight: number }>;
  /** Cash paid to the client each month. */
  incomePerMonth: number;
  /** Months (1-12) at whose end the portfolio is rebalanced. */
  rebalanceMonths: number[];
  /** Extra deposits: years after sign-up and amount. */
  topUps: Array<{ afterYears: number; amount: number }>;
  /** Lump-sum withdrawals: years after sign-up and amount. */
  withdrawals: Array<{ afterYears: number; amount: number }>;
}

export interface PrivateEquityPlan {
  commitment: number;
  /** Share of the commitment the fund calls in the end (below 1). */
  calledShare: number;
  transferIn: boolean;
  transferOut: boolean;
}

/** One account to create, with how money moves through it. */
export interface AccountPlan {
  id: string;
  /** Stable name of the plan; seeds its random stream. */
  key: string;
  accountNumber: string;
  accountNumberAlternative: string | null;
  accountName: string;
  channel: Channel;
  productType: 'KS' | 'UT' | 'UT-AUS' | 'PW' | 'PE';
  accountType: 'Individual' | 'Joint' | 'Company' | 'Trust' | 'Applicant';
  /** O open, C closed, P an application not yet opened. */
  accountStatus: 'O' | 'C' | 'P';
  signupDate: IsoDate;
  closedDate: IsoDate | null;
  closeBy: 'Withdrawal' | 'TransferOut' | null;
  isDims: boolean;
  strategyCode: string | null;
  pir: string | null;
  adviserId: string | null;
  bankAccountName: string | null;
  bankAccountNumber: string | null;
  edosProgress: { currentPage: number; submitted: boolean } | null;
  holders: HolderPlan[];
  initial: { kind: 'Contribution' | 'TransferIn'; amount: number };
  funds: Array<{ code: string; weight: number }>;
  regular: RegularPlan | null;
  regularWithdrawal: RegularPlan | null;
  lumpSumsPerYear: number;
  withdrawalsPerYear: number;
  switches: SwitchPlan[];
  distributionOption: 'Reinvest' | 'Cash';
  kiwiSaver: KiwiSaverPlan | null;
  wealth: WealthPlan | null;
  privateEquity: PrivateEquityPlan | null;
  pending: { type: 'Contribution' | 'Withdrawal'; amount: number } | null;
}

/** The business days on which a regular payment falls, after `from` and up to `to`. */
export function regularDates(plan: RegularPlan, signup: IsoDate, to: IsoDate, channel: Channel): IsoDate[] {
  const from = plan.from ?? signup;
  const until = plan.until && plan.until < to ? plan.until : to;
  const dates: IsoDate[] = [];
  if (plan.frequency === 'Monthly') {
    for (let month = addMonths(from, 1); month <= addMonths(until, 1); month = addMonths(month, 1)) {
      const { year, month: m } = parts(month);
      const day = businessDayOnOrAfter(isoDate(year, m, Math.min(plan.dayOfMonth, daysInMonth(year, m))), channel);
      if (day > from && day <= until && dates[dates.length - 1] !== day) dates.push(day);
    }
  } else {
    const step = plan.frequency === 'Weekly' ? 7 : 14;
    for (let day = addDays(from, step); day <= until; day = addDays(day, step)) {
      const business = businessDayOnOrAfter(day, channel);
      if (business <= until && dates[dates.length - 1] !== business) dates.push(business);
    }
  }
  return dates;
}

/** The amount of a regular payment on a date, after its yearly step-ups, to the nearest 5 dollars. */
export function regularAmountOn(plan: RegularPlan, signup: IsoDate, date: IsoDate): number {
  const years = Math.max(0, yearsBetween(plan.from ?? signup, date));
  const amount = plan.amount * (1 + plan.yearlyIncrease) ** years;
  return amount >= 50 ? Math.round(amount / 5) * 5 : Math.round(amount * 100) / 100;
}
