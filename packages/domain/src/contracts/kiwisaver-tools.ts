import { z } from 'zod';
import { IsoDate } from './common.js';

/** The FMA's fund types of the retirement projection (statements/retirement-assumptions.ts). */
export const FundRiskCategorySchema = z.enum(['Defensive', 'Conservative', 'Balanced', 'Growth', 'Aggressive']);

/**
 * GET /api/v1/tools/kiwisaver-member/{memberClientId}: the member's client id (a uuid). Named apart
 * from the client book's clientId, which a client may never read: this one the member reads.
 */
export const KiwiSaverMemberPath = z.object({ memberClientId: z.uuid('Not a client id') });
export type KiwiSaverMemberPath = z.infer<typeof KiwiSaverMemberPath>;

/** One fund of a KiwiSaver account, with its FMA fund type (from its asset mix). */
export const KiwiSaverMemberFund = z.object({
  fundId: z.string(),
  name: z.string(),
  category: FundRiskCategorySchema,
  /** Dollars at the account's as-at date. */
  value: z.number(),
});
export type KiwiSaverMemberFund = z.infer<typeof KiwiSaverMemberFund>;

/**
 * The last 12 months' contributions of an account by kind (dollars, the 12 months to today),
 * read from the transactions ledger as the annual statement job reads it.
 */
export const KiwiSaverContributions = z.object({
  from: IsoDate,
  to: IsoDate,
  member: z.number(),
  employer: z.number(),
  government: z.number(),
  voluntary: z.number(),
});
export type KiwiSaverContributions = z.infer<typeof KiwiSaverContributions>;

export const KiwiSaverMemberAccount = z.object({
  accountNumber: z.string(),
  accountIsOpen: z.boolean(),
  balance: z.number(),
  balanceAsAtDate: IsoDate.nullable(),
  funds: z.array(KiwiSaverMemberFund),
  lastYearContributions: KiwiSaverContributions,
});
export type KiwiSaverMemberAccount = z.infer<typeof KiwiSaverMemberAccount>;

/**
 * The member data both KiwiSaver calculators start from (Forecast My Balance, Spend My KiwiSaver):
 * the member's date of birth (null when the portal does not know it), today in the portal's time
 * zone, and each of their KiwiSaver accounts.
 */
export const KiwiSaverMemberResponse = z.object({
  clientId: z.string(),
  dateOfBirth: IsoDate.nullable(),
  today: IsoDate,
  accounts: z.array(KiwiSaverMemberAccount),
});
export type KiwiSaverMemberResponse = z.infer<typeof KiwiSaverMemberResponse>;
