import type { AssetClassSummaryResponse } from '@tasman/domain/contracts/accounts';
import type { FundAssetBreakdownResponse, FundDetailsResponse } from '@tasman/domain/contracts/funds';

/** A fund priced from 10 June 2022 to 28 June 2024, with returns to 30 June 2024; override what a test is about. */
export function fundDetails(overrides: Partial<FundDetailsResponse> = {}): FundDetailsResponse {
  return {
    SecurityID: 'F1',
    SecurityType: 'Fund',
    Name: 'Tasman Balanced Fund',
    LegalName: 'Tasman Balanced Fund (a fund of the Tasman Investment Funds)',
    PublishDate: '2024-05-31',
    InceptionDate: '2022-06-10',
    Fee: 1.05,
    UnitPrice: 1.4,
    UnitPriceAsAtDate: '2024-06-28',
    FundNetAssetValues: { MonthEndValue: 1234567.89, MonthEndDate: '2024-05-31' },
    MonMarketIndexReturns: {
      AsAtDate: '2024-06-30',
      M1: 1.2345,
      M3: 2.5,
      M6: -0.75,
      Y1: 8.1,
      Y3: null,
      Y5: null,
      SinceInception: 6.789,
      SinceInceptionPerAnnum: true,
    },
    BenchmarkMarketIndexReturns: null,
    TopInvestments: [
      { name: 'Apple Inc', Type: 'Equity', Percentage: 4.5 },
      { name: 'NZ Government Bond 2033', Type: 'Bond', Percentage: 3.25 },
    ],
    FundObjective: '<p>To provide <strong>capital growth</strong>.</p>',
    SecondaryBenchmarkID: 'XB1',
    BenchmarkName: 'Balanced Composite Index',
    ...overrides,
  };
}

export const ALLOCATION: FundAssetBreakdownResponse = {
  assetAllocation: [
    { assetClass: 'International Equities', weight: 60, asAtDate: '2024-05-31' },
    { assetClass: 'New Zealand Fixed Interest', weight: 35, asAtDate: '2024-05-31' },
  ],
  publishDate: '2024-06-10',
  target: { growth_asset: 55, income_asset: 45 },
  actual: { growth_asset: 60, income_asset: 40 },
  totalCashAtBankPercentage: 5,
};

/** An account's asset breakdown holding the given funds (id and name). */
export function accountHolding(funds: Array<[id: string, name: string]>): AssetClassSummaryResponse {
  return {
    accountNumber: '700001',
    asAtDate: '2024-06-28',
    totalValue: 1000,
    totalPercentage: 100,
    assetClasses: [
      {
        assetClassLabel: 'International Equities',
        totalAllocationValue: 1000,
        totalAllocationPercent: 100,
        securities: funds.map(([msSecurityId, securityName]) => ({ securityName, msSecurityId, value: 1000 / funds.length, allocationPercentage: 100 / funds.length })),
      },
    ],
    cashAtBank: { value: 0, percentage: 0 },
  };
}

/** Growth of 10,000 over the default year, 28 June 2023 to 28 June 2024. */
export const YEAR = { start: '2023-06-28', end: '2024-06-28' };
export const daily = (fundId: string, range = YEAR) => `GET /api/v1/funds/${fundId}/daily-performance?start=${range.start}&end=${range.end}`;
export const benchmark = (id: string, range = YEAR) => `GET /api/v1/benchmarks/${id}?from=${range.start}&to=${range.end}`;
export const dailyAnswer = (fundId: string) => ({
  body: {
    SecurityID: fundId,
    HistoryDetail: [
      { EndDate: '2023-06-28', Value: 10000 },
      { EndDate: '2024-06-28', Value: 10810 },
    ],
  },
});
export const benchmarkAnswer = {
  body: {
    PriceFeed: {
      BenchmarkID: 'XB1',
      Name: 'Balanced Composite Index',
      PriceData: [
        { CloseDate: '2023-06-28', ReturnIndex: 1000 },
        { CloseDate: '2024-06-28', ReturnIndex: 1090 },
      ],
    },
  },
};
