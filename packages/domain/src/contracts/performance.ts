import { z } from 'zod';
import { PERIOD_CODES } from '../performance/periods.js';
import { IsoDate } from './common.js';

/**
 * The account detail calls of spec 001 §7: securities at a date, performance for a period, the
 * performance of each fund, and the wealth-management fund performance summary. Money is a number
 * rounded to the cent; a return is a number in percent (12.34 = 12.34 %), null when there is none
 * (nothing at risk in the period, or too young for the rule that shows it).
 */

const Money = z.number();

/** spec 001 §3: a flow's total and its groupedSummary of name and totalValue (all positive). */
export const FlowGroup = z.object({
  totalValue: Money,
  groupedSummary: z.array(z.object({ name: z.string(), totalValue: Money })),
});
export type FlowGroup = z.infer<typeof FlowGroup>;

export const AccountNumberPath = z.object({
  accountNumber: z.string().regex(/^[A-Za-z0-9-]{1,32}$/, 'Not an account number'),
});

/** spec 001 §3 'Security holding (valuation)'. */
export const SecurityHolding = z.object({
  name: z.string(),
  msSecurityId: z.string(),
  securityCode: z.string(),
  isin: z.string().nullable(),
  units: z.number(),
  unitPrice: z.number(),
  /** Gross value: shown units × shown price, to the cent. */
  securityValue: Money,
  netValue: Money,
  taxOwed: Money,
  /** Percent of the whole account, Cash at Bank included (2 decimals; with cashAtBankPercentage, exactly 100). */
  percentOfPortfolio: z.number(),
  priceAsAtDate: IsoDate,
  xRayProxy: z.string().nullable(),
  investmentCategory: z.enum(['Growth', 'Income']),
  assetClassMilford: z.string(),
});
export type SecurityHolding = z.infer<typeof SecurityHolding>;

export const HoldingsQuery = z.object({ date: IsoDate.optional() });

/** spec 001 §3 'Valuation list response', with the picker bounds (spec 001 §5) and Cash at Bank. */
export const HoldingsResponse = z.object({
  accountNumber: z.string(),
  /** The date valued: the requested date moved back to the last business day, or the latest price date. */
  valuationDate: IsoDate.nullable(),
  /** True when a date was asked for (the date-specific table hides net value and tax). */
  isCustomDate: z.boolean(),
  list: z.array(SecurityHolding),
  grossTotal: Money,
  netTotal: Money,
  pieTaxLiability: Money,
  pieTaxLiabilityDate: IsoDate.nullable(),
  /** A wealth-management account's cash account on the date; 0 for other products. */
  cashAtBank: Money,
  /** Cash at Bank's percent of the account: with the rows' percentOfPortfolio, exactly 100. */
  cashAtBankPercentage: z.number(),
  /** grossTotal + cashAtBank. */
  totalValue: Money,
  /** Custom-date picker bounds: signup date and the latest price date of the holdings. */
  minDate: IsoDate,
  maxDate: IsoDate.nullable(),
});
export type HoldingsResponse = z.infer<typeof HoldingsResponse>;

export const PeriodCodeSchema = z.enum(PERIOD_CODES);

/** period=CUSTOM needs from and to; other periods end on the latest valuation date. */
export const PerformanceQuery = z.object({
  period: PeriodCodeSchema.default('SINCE_INCEPTION'),
  from: IsoDate.optional(),
  to: IsoDate.optional(),
});
export type PerformanceQuery = z.infer<typeof PerformanceQuery>;

/** What every return figure is, so a screen can say it next to the number. */
export const ReturnBasis = z.object({
  /** Time-weighted, daily chain-linked. */
  method: z.literal('time-weighted'),
  afterFees: z.literal(true),
  /** PIE tax is treated as money leaving the account, so returns are before PIE tax. */
  afterTax: z.literal(false),
  /** Annualised (geometric) and labelled 'p.a.' when the period is over a year. */
  perAnnum: z.boolean(),
});

/**
 * The period's fees as NZ annual statements show them (issue 9 item 5): the member fees charged
 * to the account (the bridge's fees), beside the funds' management fees, which are taken inside
 * the unit prices and so are estimated: each fund's fee rate × the account's average daily value
 * in it over the period × days / 365 (performance/fund-charges.ts).
 */
export const FeeSummary = z.object({
  /** Fees charged to the account by the ledger: the bridge's `fees`. */
  memberFees: Money,
  /** Estimated: Σ of the funds' lines. */
  estimatedFundCharges: Money,
  /** Estimated: memberFees + estimatedFundCharges. */
  estimatedTotalFees: Money,
  funds: z.array(
    z.object({
      name: z.string(),
      /** Annual management fee in percent (1.05 = 1.05 % a year). */
      feePercent: z.number(),
      averageValue: Money,
      estimatedCharge: Money,
    }),
  ),
});
export type FeeSummary = z.infer<typeof FeeSummary>;

/** spec 001 §3 'Performance response', as the value bridge: opening + flows + earnings − fees − tax = closing. */
export const PerformanceResponse = z.object({
  accountNumber: z.string(),
  periodCode: PeriodCodeSchema,
  periodStartDate: IsoDate,
  periodEndDate: IsoDate,
  basis: ReturnBasis,
  /** Time-weighted, after fees, before PIE tax; annualised when basis.perAnnum. */
  netReturnPercentage: z.number().nullable(),
  /** The same return before fees (fees treated as money leaving); annualised when basis.perAnnum. */
  grossReturnPercentage: z.number().nullable(),
  /** gross − net: the member fees charged to the account as a return; the funds' fees inside their unit prices are in neither. */
  feesPercentage: z.number().nullable(),
  /** Not annualised, whatever the period. */
  cumulativeReturnPercentage: z.number().nullable(),
  /** Present only when basis.perAnnum. */
  annualReturnPercentage: z.number().nullable(),
  /** Money-weighted (IRR, actual/365); annualised when basis.perAnnum, else over the period. */
  moneyWeightedReturnPercentage: z.number().nullable(),
  openingValue: Money,
  closingValue: Money,
  Contributions: FlowGroup,
  Withdrawals: FlowGroup,
  TransfersIn: FlowGroup,
  TransfersOut: FlowGroup,
  SwitchIn: FlowGroup,
  SwitchOut: FlowGroup,
  taxPaid: Money,
  /** Member fees charged to the account (the ledger's fees); the funds' own fees are in feeSummary. */
  fees: Money,
  feeSummary: FeeSummary,
  distributionsDeclared: Money,
  distributionsReinvested: Money,
  /** Investment earnings before fees and tax: the bridge's balancing figure. */
  investmentEBFAT: Money,
  /** The dollar gain over the period: investmentEBFAT − fees − tax. */
  returnValueOverPeriod: Money,
  capitalContributed: Money,
  capitalWithdrawn: Money,
  transferInAmount: Money,
  transferOutAmount: Money,
  /** Daily points for periods up to 13 months, month ends (and the last day) for longer ones. */
  performanceHistory: z.array(
    z.object({ date: IsoDate, closingBalance: Money, cumulativeReturnPercentage: z.number().nullable() }),
  ),
});
export type PerformanceResponse = z.infer<typeof PerformanceResponse>;

/** spec 001 §3 'Performance by fund': one row per fund held at any time in the period. */
export const FundPerformanceRow = z.object({
  /**
   * 'fund': a fund or share held; 'cashAtBank': a wealth-management account's Cash at Bank, whose
   * row (with the portfolio fees charged to it) makes the table add up to the portfolio's bridge.
   */
  rowKind: z.enum(['fund', 'cashAtBank']),
  securityName: z.string(),
  securityCode: z.string(),
  msSecurityId: z.string(),
  openingBalance: Money,
  closingBalance: Money,
  /**
   * Time-weighted at fund level (switches are flows here), after fees, before tax, over the part of
   * the period the fund was held; annualised ('p.a.') when returnPerAnnum.
   */
  returnPercentage: z.number().nullable(),
  returnPerAnnum: z.boolean(),
  /** Investment earnings before fees and tax. */
  earnings: Money,
  tax: Money,
  registryFees: Money,
  hasDistribution: z.boolean(),
  /** Distributions declared (value leaving the holding). */
  distributions: Money,
  /** Distributions reinvested (value coming back as units). */
  distributionsReinvested: Money,
  Contributions: FlowGroup,
  Withdrawals: FlowGroup,
  TransfersIn: FlowGroup,
  TransfersOut: FlowGroup,
  SwitchIn: FlowGroup,
  SwitchOut: FlowGroup,
});
export type FundPerformanceRow = z.infer<typeof FundPerformanceRow>;

export const PerformanceByFundResponse = z.object({
  accountNumber: z.string(),
  periodCode: PeriodCodeSchema,
  periodStart: IsoDate,
  periodEnd: IsoDate,
  basis: ReturnBasis,
  securities: z.array(FundPerformanceRow),
});
export type PerformanceByFundResponse = z.infer<typeof PerformanceByFundResponse>;

const Columns = z.object({ quarterly: z.number().nullable(), biannual: z.number().nullable(), annual: z.number().nullable() });

/** spec 001 §3 'Fund performance summary' (wealth management), columns m3 → quarterly, m6 → biannual, m12 → annual. */
export const FundPerformanceSummaryResponse = z.object({
  accountNumber: z.string(),
  dates: z.object({
    quarterly: z.object({ fromDate: IsoDate, toDate: IsoDate }).optional(),
    biannual: z.object({ fromDate: IsoDate, toDate: IsoDate }).optional(),
    annual: z.object({ fromDate: IsoDate, toDate: IsoDate }).optional(),
  }),
  gross: Columns,
  data: z.array(
    z.object({
      class: z.string(),
      totalAnnual: z.number(),
      funds: z.array(Columns.extend({ name: z.string(), msSecurityId: z.string() })),
    }),
  ),
});
export type FundPerformanceSummaryResponse = z.infer<typeof FundPerformanceSummaryResponse>;
