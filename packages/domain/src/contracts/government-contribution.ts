import { z } from 'zod';
import { IsoDate } from './common.js';

const AccountNumber = z.string().max(32, 'Not an account number').regex(/^[A-Za-z0-9-]{1,32}$/, 'Not an account number');

/** GET /api/v1/accounts/{accountNumber}/government-contribution. */
export const GovernmentContributionPath = z.object({ accountNumber: AccountNumber });

/**
 * spec 002 §3 'Government contribution data' (its field names, 'HasBeenWithMilfordForAFullYear'
 * included) and the figures the modal words: the scenario of spec 002 §4's table, the rule of the
 * year in force, the pro-rating and the deposit instructions. Money in dollars to 2 decimals.
 */
export const GovernmentContributionResponse = z.object({
  accountNumber: z.string(),
  /** Who the modal speaks about: the member's preferred or first name. */
  memberName: z.string(),
  /** The signed-in user is the member (second person, Contribute Now); otherwise staff, their adviser or a related holder (third person). */
  viewerIsMember: z.boolean(),
  EntitledToContribution: z.boolean(),
  HasBeenWithMilfordForAFullYear: z.boolean(),
  NeedsTopUp: z.boolean(),
  TotalContributions: z.number(),
  AmountRequiredForFullMTC: z.number(),
  EligibleAmount: z.number(),
  EndDate: IsoDate,
  StartDate: IsoDate,
  scenario: z.enum(['NotEligible', 'ContributedEnough', 'NeedToTopUp', 'Unknown']),
  rule: z.object({
    fromYearEnding: IsoDate,
    rate: z.number(),
    maximum: z.number(),
    eligibleAmount: z.number(),
    minimumAge: z.number().int(),
    maximumAge: z.number().int(),
    incomeLimit: z.number().nullable(),
  }),
  daysInYear: z.number().int(),
  eligibleDays: z.number().int(),
  maximumContribution: z.number(),
  expectedContribution: z.number(),
  notEligibleReason: z.enum(['age', 'income', 'accountClosed']).nullable(),
  partYearReason: z.enum(['joined', 'reachesMinimumAge', 'reachesMaximumAge']).nullable(),
  joinedDate: IsoDate,
  ageKnown: z.boolean(),
  incomeOverLimit: z.boolean().nullable(),
  depositInstructions: z.object({
    payee: z.string(),
    bankAccount: z.string(),
    particulars: z.string(),
    code: z.string(),
    reference: z.string(),
    yearEnd: IsoDate,
    appliedIn: z.string(),
  }),
});
export type GovernmentContributionResponse = z.infer<typeof GovernmentContributionResponse>;

/** POST /api/v1/government-contribution/deposit-instructions (spec 002 §7: account number and a code). */
export const EmailDepositInstructionsBody = z.object({
  accountNumber: AccountNumber,
  /** The year's deposit code the modal shows (e.g. GC2027); another year's is refused. */
  code: z.string().max(6, 'Not a deposit code').regex(/^GC\d{4}$/, 'Not a deposit code'),
});
export type EmailDepositInstructionsBody = z.infer<typeof EmailDepositInstructionsBody>;

export const EmailDepositInstructionsResponse = z.object({ emailSent: z.literal(true), to: z.string() });
export type EmailDepositInstructionsResponse = z.infer<typeof EmailDepositInstructionsResponse>;
