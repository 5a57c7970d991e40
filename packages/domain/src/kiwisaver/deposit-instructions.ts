import type { IsoDate } from '../calendar/iso-date.js';
import { contributionYearOf } from './government-contribution-rules.js';

/**
 * How a member tops up their KiwiSaver account by bank transfer (the modal's DepositInstructions
 * view and the e-mail). The scheme's bank account is the demo scheme's: bank code 99 is not issued
 * to any New Zealand bank, so the number cannot reach a real account; a deployment sets its own here.
 */
export const KIWISAVER_DEPOSIT_ACCOUNT = {
  payee: 'Tasman KiwiSaver Scheme',
  bankAccount: '99-0001-0012345-000',
} as const;

/** spec 002 §9: 'Bank transfer payments are applied in 2-3 business days.' */
export const DEPOSIT_APPLIED_IN = '2-3 business days';

export interface DepositInstructions {
  payee: string;
  bankAccount: string;
  /** Bank statement fields (12 characters each in New Zealand). */
  particulars: string;
  code: string;
  reference: string;
  /** The last day a deposit counts for this contribution year. */
  yearEnd: IsoDate;
  appliedIn: string;
}

/**
 * The deposit code of a contribution year: 'GC' and the year it ends, e.g. GC2027 for 1 July 2026 to
 * 30 June 2027. It tells the registry the money is a voluntary contribution meant for that year's
 * government contribution, and it is the code the e-mail call is given (checked against today's year).
 */
export function governmentContributionDepositCode(today: IsoDate): string {
  return `GC${contributionYearOf(today).end.slice(0, 4)}`;
}

export function depositInstructions(accountNumber: string, today: IsoDate): DepositInstructions {
  return {
    payee: KIWISAVER_DEPOSIT_ACCOUNT.payee,
    bankAccount: KIWISAVER_DEPOSIT_ACCOUNT.bankAccount,
    particulars: 'KiwiSaver',
    code: governmentContributionDepositCode(today),
    reference: accountNumber,
    yearEnd: contributionYearOf(today).end,
    appliedIn: DEPOSIT_APPLIED_IN,
  };
}
