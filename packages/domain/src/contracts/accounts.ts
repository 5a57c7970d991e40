import { z } from 'zod';
import { IsoDate, ProductTypeSchema } from './common.js';

/**
 * An account as the shell and home list it (spec 000 §3 'Account'). Figures (balance, returns) are
 * computed by the investment engine; until it serves them they are null, never invented.
 */
export const AccountSummary = z.object({
  accountId: z.string(),
  accountNumber: z.string(),
  accountNumberAlternative: z.string().nullable(),
  accountName: z.string(),
  productType: ProductTypeSchema,
  accountType: z.enum(['Individual', 'Joint', 'Company', 'Trust', 'Applicant']),
  accountStatus: z.string(),
  accountIsOpen: z.boolean(),
  ownershipType: z.enum(['OWNER', 'RELATED']),
  signupDate: IsoDate,
  isDIMS: z.boolean(),
  portfolioAssetAllocation: z.string().nullable(),
  balance: z.number().nullable(),
  balanceAsAtDate: IsoDate.nullable(),
  /** The client's prescribed investor rate in percent (28 = 28 %), NZ PIE accounts only. */
  pir: z.number().nullable(),
  /**
   * spec 001 §3 returns: time-weighted, after fees, before PIE tax, in percent; since inception is
   * annualised ('p.a.') when sinceInceptionPerAnnum. The dollar figures are the gain over the period.
   * All null while the account is too young for the one-year rule, or before its first valuation.
   */
  returnPercentage12Month: z.number().nullable(),
  returnValue12Month: z.number().nullable(),
  returnPercentageSinceInception: z.number().nullable(),
  returnValueSinceInception: z.number().nullable(),
  sinceInceptionPerAnnum: z.boolean(),
  returnAsAtDate: IsoDate.nullable(),
});
export type AccountSummary = z.infer<typeof AccountSummary>;

export const AccountListResponse = z.object({
  ownedList: z.array(AccountSummary),
  relatedList: z.array(AccountSummary),
  portfolioSummary: z.array(z.object({ productCode: ProductTypeSchema, totalValuation: z.number().nullable() })),
});
export type AccountListResponse = z.infer<typeof AccountListResponse>;

/** spec 001 §3 'Asset breakdown', with Cash at Bank shown separately (spec 001 §5, §9). */
export const AssetClassSummaryResponse = z.object({
  accountNumber: z.string(),
  asAtDate: IsoDate.nullable(),
  totalValue: z.number(),
  totalPercentage: z.number(),
  assetClasses: z.array(
    z.object({
      assetClassLabel: z.string(),
      totalAllocationValue: z.number(),
      totalAllocationPercent: z.number(),
      securities: z.array(
        z.object({ securityName: z.string(), msSecurityId: z.string(), value: z.number(), allocationPercentage: z.number() }),
      ),
    }),
  ),
  cashAtBank: z.object({ value: z.number(), percentage: z.number() }),
});
export type AssetClassSummaryResponse = z.infer<typeof AssetClassSummaryResponse>;
