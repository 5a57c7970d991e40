import { AccountSummary as AccountSummarySchema, AssetClassSummaryResponse } from '@tasman/domain/contracts/accounts';
import type { AccountSummary } from '@tasman/domain/contracts/accounts';
import {
  FundPerformanceSummaryResponse,
  HoldingsResponse,
  PerformanceByFundResponse,
  PerformanceResponse,
  type FundPerformanceRow,
} from '@tasman/domain/contracts/performance';
import { StrategyAllocationResponse } from '@tasman/domain/contracts/funds';
import { TopHoldingsResponse } from '@tasman/domain/contracts/top-holdings';
import { accountSummary } from '@/test/fixtures';

/**
 * Answers of the account detail calls for the screen tests, each parsed with its zod contract so
 * they cannot drift from what the server may send. Every figure is worked by hand in a comment.
 */

/** The date the test accounts were last valued: ages and periods are measured from it. */
export const AS_AT = '2024-06-28';

export const KIWISAVER = AccountSummarySchema.parse(
  accountSummary({
    accountNumber: '700001',
    accountName: 'Hannah Wilson KiwiSaver',
    productType: 'KS',
    // 4 years and 3 months before AS_AT: 1 and 3 years enabled, 5 years not.
    signupDate: '2020-04-01',
    balance: 31_705.17,
    balanceAsAtDate: AS_AT,
  }),
);

export function account(overrides: Partial<AccountSummary>): AccountSummary {
  return AccountSummarySchema.parse({ ...KIWISAVER, ...overrides });
}

const none = { totalValue: 0, groupedSummary: [] };

// Balanced: 10,234.5678 units × 1.8765 = 19,205.1665 → 19,205.17; PIE tax 95.40 → net 19,109.77.
// Growth: 5,000.0000 units × 2.5000 = 12,500.00; PIE tax 61.25 → net 12,438.75.
// Totals: gross 31,705.17, tax 156.65, net 31,548.52. Shares 60.57 % and 39.43 %.
export function holdings(accountNumber = '700001', overrides: Partial<HoldingsResponse> = {}): HoldingsResponse {
  return HoldingsResponse.parse({
    accountNumber,
    valuationDate: AS_AT,
    isCustomDate: false,
    list: [
      {
        name: 'Tasman Growth Fund',
        msSecurityId: 'F000KGRO01',
        securityCode: 'KGRO',
        isin: null,
        units: 5000,
        unitPrice: 2.5,
        securityValue: 12_500,
        netValue: 12_438.75,
        taxOwed: 61.25,
        percentOfPortfolio: 39.4257,
        priceAsAtDate: AS_AT,
        xRayProxy: null,
        investmentCategory: 'Growth',
        assetClassMilford: 'International Equities',
      },
      {
        name: 'Tasman Balanced Fund',
        msSecurityId: 'F000KBAL01',
        securityCode: 'KBAL',
        isin: null,
        units: 10_234.5678,
        unitPrice: 1.8765,
        securityValue: 19_205.17,
        netValue: 19_109.77,
        taxOwed: 95.4,
        percentOfPortfolio: 60.5743,
        priceAsAtDate: AS_AT,
        xRayProxy: null,
        investmentCategory: 'Growth',
        assetClassMilford: 'International Equities',
      },
    ],
    grossTotal: 31_705.17,
    netTotal: 31_548.52,
    pieTaxLiability: 156.65,
    pieTaxLiabilityDate: AS_AT,
    cashAtBank: 0,
    cashAtBankPercentage: 0,
    totalValue: 31_705.17,
    minDate: '2020-04-01',
    maxDate: AS_AT,
    ...overrides,
  });
}

// One year to 28 Jun 2024 (29 Jun 2023 – 28 Jun 2024):
//   opening 27,900.00 + contributions 3,120.00 (member 1,560.00, employer 1,039.36, government 520.64)
//   − withdrawals 500.00 (hardship) + earnings 1,600.01 − fees 100.00 − PIE tax 314.84 = closing 31,705.17
//   gain over the period = 1,600.01 − 100.00 − 314.84 = 1,185.17
export function performance(overrides: Partial<PerformanceResponse> = {}): PerformanceResponse {
  return PerformanceResponse.parse({
    accountNumber: '700001',
    periodCode: 'ONE_YEAR',
    periodStartDate: '2023-06-29',
    periodEndDate: AS_AT,
    basis: { method: 'time-weighted', afterFees: true, afterTax: false, perAnnum: false },
    netReturnPercentage: 6.1234,
    grossReturnPercentage: 6.4811,
    feesPercentage: 0.3577,
    cumulativeReturnPercentage: 6.1234,
    annualReturnPercentage: null,
    moneyWeightedReturnPercentage: 5.9876,
    openingValue: 27_900,
    closingValue: 31_705.17,
    Contributions: {
      totalValue: 3_120,
      groupedSummary: [
        { name: 'Member contributions', totalValue: 1_560 },
        { name: 'Employer contributions', totalValue: 1_039.36 },
        { name: 'Government contribution', totalValue: 520.64 },
      ],
    },
    Withdrawals: { totalValue: 500, groupedSummary: [{ name: 'Hardship withdrawal', totalValue: 500 }] },
    TransfersIn: none,
    TransfersOut: none,
    SwitchIn: none,
    SwitchOut: none,
    taxPaid: 314.84,
    fees: 100,
    feeSummary: {
      memberFees: 100,
      estimatedFundCharges: 313.43,
      estimatedTotalFees: 413.43,
      funds: [{ name: 'KiwiSaver Growth Fund', feePercent: 1.05, averageValue: 29_850, estimatedCharge: 313.43 }],
    },
    distributionsDeclared: 0,
    distributionsReinvested: 0,
    investmentEBFAT: 1_600.01,
    returnValueOverPeriod: 1_185.17,
    capitalContributed: 3_120,
    capitalWithdrawn: 500,
    transferInAmount: 0,
    transferOutAmount: 0,
    performanceHistory: [
      { date: '2023-06-30', closingBalance: 27_950.12, cumulativeReturnPercentage: 0.18 },
      { date: '2023-12-31', closingBalance: 29_800.5, cumulativeReturnPercentage: 3.2 },
      { date: AS_AT, closingBalance: 31_705.17, cumulativeReturnPercentage: 6.1234 },
    ],
    ...overrides,
  });
}

// Since inception, by fund (KiwiSaver, 7 rows each):
//   Balanced: 0.00 + 16,000.00 (member 10,000.00, employer 6,000.00) − 0.00 + 3,980.37 − 300.00 − 475.20 = 19,205.17
//   Growth:   0.00 + 11,000.00 − 0.00 + 1,904.40 − 150.00 − 254.40 = 12,500.00
//   gains: 3,980.37 − 300.00 − 475.20 = 3,205.17; 1,904.40 − 150.00 − 254.40 = 1,500.00
function fundRow(overrides: Partial<FundPerformanceRow>): FundPerformanceRow {
  return {
    rowKind: 'fund',
    securityName: '',
    securityCode: '',
    msSecurityId: '',
    openingBalance: 0,
    closingBalance: 0,
    returnPercentage: null,
    returnPerAnnum: false,
    earnings: 0,
    distributionsReinvested: 0,
    tax: 0,
    registryFees: 0,
    hasDistribution: false,
    distributions: 0,
    Contributions: none,
    Withdrawals: none,
    TransfersIn: none,
    TransfersOut: none,
    SwitchIn: none,
    SwitchOut: none,
    ...overrides,
  };
}

export function performanceByFund(overrides: Partial<PerformanceByFundResponse> = {}): PerformanceByFundResponse {
  return PerformanceByFundResponse.parse({
    accountNumber: '700001',
    periodCode: 'SINCE_INCEPTION',
    periodStart: '2020-04-01',
    periodEnd: AS_AT,
    basis: { method: 'time-weighted', afterFees: true, afterTax: false, perAnnum: true },
    securities: [
      fundRow({
        securityName: 'Tasman Balanced Fund',
        securityCode: 'KBAL',
        msSecurityId: 'F000KBAL01',
        closingBalance: 19_205.17,
        returnPercentage: 4.5678,
        returnPerAnnum: true,
        earnings: 3_980.37,
        tax: 475.2,
        registryFees: 300,
        Contributions: {
          totalValue: 16_000,
          groupedSummary: [
            { name: 'Member contributions', totalValue: 10_000 },
            { name: 'Employer contributions', totalValue: 6_000 },
          ],
        },
      }),
      fundRow({
        securityName: 'Tasman Growth Fund',
        securityCode: 'KGRO',
        msSecurityId: 'F000KGRO01',
        closingBalance: 12_500,
        returnPercentage: 5.4321,
        returnPerAnnum: true,
        earnings: 1_904.4,
        tax: 254.4,
        registryFees: 150,
        Contributions: { totalValue: 11_000, groupedSummary: [] },
      }),
    ],
    ...overrides,
  });
}

// 31,705.17 by asset class: International Equities 20,000.00 (63.08 %), New Zealand Fixed Interest
// 11,705.17 (36.92 %); no Cash at Bank.
export function assetClassSummary(overrides: Partial<AssetClassSummaryResponse> = {}): AssetClassSummaryResponse {
  return AssetClassSummaryResponse.parse({
    accountNumber: '700001',
    asAtDate: AS_AT,
    totalValue: 31_705.17,
    totalPercentage: 100,
    assetClasses: [
      {
        assetClassLabel: 'International Equities',
        totalAllocationValue: 20_000,
        totalAllocationPercent: 63.08,
        securities: [
          { securityName: 'Tasman Growth Fund', msSecurityId: 'F000KGRO01', value: 12_500, allocationPercentage: 62.5 },
          {
            securityName: 'Tasman Balanced Fund',
            msSecurityId: 'F000KBAL01',
            value: 7_500,
            allocationPercentage: 37.5,
          },
        ],
      },
      {
        assetClassLabel: 'New Zealand Fixed Interest',
        totalAllocationValue: 11_705.17,
        totalAllocationPercent: 36.92,
        securities: [
          {
            securityName: 'Tasman Balanced Fund',
            msSecurityId: 'F000KBAL01',
            value: 11_705.17,
            allocationPercentage: 100,
          },
        ],
      },
    ],
    cashAtBank: { value: 0, percentage: 0 },
    ...overrides,
  });
}

export function fundPerformanceSummary(
  overrides: Partial<FundPerformanceSummaryResponse> = {},
): FundPerformanceSummaryResponse {
  return FundPerformanceSummaryResponse.parse({
    accountNumber: '800100',
    dates: {
      quarterly: { fromDate: '2024-04-01', toDate: '2024-06-30' },
      biannual: { fromDate: '2024-01-01', toDate: '2024-06-30' },
      annual: { fromDate: '2023-07-01', toDate: '2024-06-30' },
    },
    gross: { quarterly: 1.23, biannual: 3.45, annual: 8.76 },
    data: [
      {
        class: 'International Equities',
        totalAnnual: 12.5,
        funds: [
          {
            name: 'Tasman Global Equity Fund',
            msSecurityId: 'F000TGEQ01',
            quarterly: 2.5,
            biannual: 5.75,
            annual: 12.5,
          },
        ],
      },
      {
        class: 'Cash and Cash Equivalents',
        totalAnnual: 4.1,
        funds: [{ name: 'Tasman Cash Fund', msSecurityId: 'F000TCSH01', quarterly: null, biannual: null, annual: 4.1 }],
      },
    ],
    ...overrides,
  });
}

export const NO_TOP_HOLDINGS = TopHoldingsResponse.parse({
  cachedDate: null,
  portfolioDate: null,
  underlyHoldings: [],
});

export function strategyAllocation(): StrategyAllocationResponse {
  return StrategyAllocationResponse.parse({
    StrategyName: 'Balanced Portfolio',
    PublishDate: '2024-06-01',
    AssetAllocation: [
      { assetClass: 'International Equities', weight: 45, asAtDate: '2024-01-01' },
      { assetClass: 'New Zealand Fixed Interest', weight: 55, asAtDate: '2024-01-01' },
    ],
    TacticalAssetAllocation: [
      { assetClass: 'International Equities', weight: 47.5, asAtDate: '2024-06-01' },
      { assetClass: 'New Zealand Fixed Interest', weight: 50, asAtDate: '2024-06-01' },
    ],
    target: { growth_asset: 45, income_asset: 55 },
    actual: { growth_asset: 47.5, income_asset: 52.5 },
    totalCashAtBankPercentage: 2.5,
    strategicCashAtBankPercentage: 0,
  });
}
