import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  benchmarkLevels,
  benchmarks,
  fundAssetAllocations,
  fundNetAssetValues,
  fundTopHoldings,
  securities,
  securityDistributions,
  strategies,
  strategyWeights,
} from '../../db/schema/index.js';
import { createUser } from '../../test/fixtures.js';
import { createFund } from '../../test/market-fixtures.js';
import { TestBrowser } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';

const ctx = useTestApp('NZ');
const db = () => ctx.testDb.database.db;
const unique = () => randomBytes(3).toString('hex').toUpperCase();

async function signedIn(userType: 'Client' | 'Intermediary' | 'Staff' = 'Client') {
  const { user } = await createUser(db(), { userType });
  const browser = new TestBrowser(ctx.app);
  await browser.signIn(user.username);
  return browser;
}

async function createBenchmark(currencyCode: 'NZD' | 'AUD', levels: Array<[string, string]>) {
  const [benchmark] = await db()
    .insert(benchmarks)
    .values({ msBenchmarkId: `XB${unique()}`, name: `Test Index ${unique()}`, currencyCode })
    .returning();
  await db().insert(benchmarkLevels).values(levels.map(([closeDate, returnIndex]) => ({ benchmarkId: benchmark!.id, closeDate, returnIndex })));
  return benchmark!;
}

/**
 * A fund priced at month ends from its launch on 31 March 2021 to Friday 28 June 2024 (30 June is
 * a Sunday, so its returns run to 30 June 2024), with a 2.8-cent distribution going ex on the last
 * day, a benchmark, two month-end sizes, and top holdings at two dates.
 */
async function pricedFund() {
  const benchmark = await createBenchmark('NZD', [
    ['2021-03-31', '1000'],
    ['2023-06-30', '1200'],
    ['2024-06-28', '1320'],
  ]);
  const fund = await createFund(db(), `Test Growth Fund ${unique()}`, [
    ['2021-03-31', '1.000000'],
    ['2021-06-30', '1.100000'],
    ['2023-06-30', '1.250000'],
    ['2023-12-29', '1.300000'],
    ['2024-03-28', '1.320000'],
    ['2024-05-31', '1.350000'],
    ['2024-06-28', '1.400000'],
  ]);
  await db()
    .update(securities)
    .set({
      benchmarkId: benchmark.id,
      inceptionDate: '2021-03-31',
      feePercent: '1.0500',
      legalName: 'Test Growth Fund (a fund of the Test Scheme)',
      objectiveHtml:
        '<p>Grow <script>alert(1)</script><a href="javascript:alert(1)" onclick="steal()">capital</a> over <strong>7 years</strong>.</p><img src="x" onerror="alert(1)">',
    })
    .where(eq(securities.id, fund.id));
  await db().insert(securityDistributions).values({ securityId: fund.id, exDate: '2024-06-28', paymentDate: '2024-07-05', centsPerUnit: '2.800000' });
  await db().insert(fundNetAssetValues).values([
    { securityId: fund.id, monthEnd: '2024-05-31', netAssetValue: '1000000.00' },
    { securityId: fund.id, monthEnd: '2024-06-30', netAssetValue: '1234567.89' },
  ]);
  const holding = (asAtDate: string, rank: number, name: string, holdingType: string, weight: string) => ({
    securityId: fund.id,
    asAtDate,
    rank,
    name,
    country: 'New Zealand',
    holdingType,
    weight,
  });
  await db().insert(fundTopHoldings).values([
    holding('2024-05-31', 1, 'Old Holding', 'Equity', '9.0000'),
    // Latest: twelve holdings, one of them cash; ten equities left after the cash one goes.
    holding('2024-06-30', 1, 'NZD Cash Deposit', 'Cash', '8.5000'),
    ...Array.from({ length: 11 }, (_, i) => holding('2024-06-30', i + 2, `Company ${String.fromCharCode(65 + i)}`, 'Equity', `${7 - i * 0.5}`)),
  ]);
  return { fund, benchmark };
}

describe('GET /api/v1/funds/{fundId}: fund details (spec 001 §3, §5, §9)', () => {
  it('shows the latest price, size, top ten non-cash investments and a sanitised objective', async () => {
    const { fund, benchmark } = await pricedFund();
    const response = await (await signedIn()).get(`/api/v1/funds/${fund.msSecurityId}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      SecurityID: fund.msSecurityId,
      SecurityType: 'Fund',
      LegalName: 'Test Growth Fund (a fund of the Test Scheme)',
      InceptionDate: '2021-03-31',
      Fee: 1.05,
      UnitPrice: 1.4,
      UnitPriceAsAtDate: '2024-06-28',
      FundNetAssetValues: { MonthEndValue: 1234567.89, MonthEndDate: '2024-06-30' },
      SecondaryBenchmarkID: benchmark.msBenchmarkId,
      BenchmarkName: benchmark.name,
      PublishDate: '2024-06-30',
    });
    // Cash dropped, at most 10: Company A (7 %) … Company J (2.5 %); Company K (2 %) falls off.
    expect(body.TopInvestments).toHaveLength(10);
    expect(body.TopInvestments[0]).toEqual({ name: 'Company A', Type: 'Equity', Percentage: 7 });
    expect(body.TopInvestments[9]).toEqual({ name: 'Company J', Type: 'Equity', Percentage: 2.5 });
    expect(body.TopInvestments.map((i: { name: string }) => i.name)).not.toContain('NZD Cash Deposit');
    // Scripts, handlers, javascript: links and images removed; text and structure kept.
    expect(body.FundObjective).toContain('<p>Grow ');
    expect(body.FundObjective).toContain('<strong>7 years</strong>');
    expect(body.FundObjective).toContain('capital</a>');
    for (const banned of ['<script', 'alert', 'onclick', 'javascript:', '<img', 'onerror']) expect(body.FundObjective).not.toContain(banned);
  });

  it('says a directly held listed share is a share: its price and returns, and no fund facts (issue 9 item 10)', async () => {
    const { fund } = await pricedFund();
    // The same prices, size, holdings and objective rows, but a listed share offered in wealth portfolios.
    await db().update(securities).set({ securityType: 'Direct', productCodes: ['PW'], feePercent: '0.0000' }).where(eq(securities.id, fund.id));
    const body = (await (await signedIn()).get(`/api/v1/funds/${fund.msSecurityId}`)).json();
    expect(body).toMatchObject({ SecurityType: 'Share', UnitPrice: 1.4, UnitPriceAsAtDate: '2024-06-28' });
    expect(body.MonMarketIndexReturns).not.toBeNull();
    // Not 'Management fee 0.00% p.a.': a share has no management fee, fund size, holdings or objective.
    expect(body.Fee).toBeNull();
    expect(body.FundNetAssetValues).toBeNull();
    expect(body.TopInvestments).toEqual([]);
    expect(body.FundObjective).toBeNull();
  });

  it('measures the fund returns to the latest month end, distributions reinvested, annualised past a year', async () => {
    const { fund } = await pricedFund();
    const returns = (await (await signedIn()).get(`/api/v1/funds/${fund.msSecurityId}`)).json().MonMarketIndexReturns;
    // The 2.8-cent distribution on 28 June is reinvested: the index ends at (1.40 + 0.028) / 1.35 × 1.35 = 1.428
    // on the scale where each earlier month-end price is its own level.
    expect(returns.AsAtDate).toBe('2024-06-30');
    expect(returns.M1).toBeCloseTo((1.428 / 1.35 - 1) * 100, 3); // 5.7778 %, from 31 May
    expect(returns.M3).toBeCloseTo((1.428 / 1.32 - 1) * 100, 3); // 8.1818 %, from 28 Mar (31 Mar a Sunday)
    expect(returns.M6).toBeCloseTo((1.428 / 1.3 - 1) * 100, 3); // 9.8462 %, from 29 Dec
    expect(returns.Y1).toBeCloseTo((1.428 / 1.25 - 1) * 100, 3); // 14.24 %, cumulative
    // Y3: 30 Jun 2021 – 30 Jun 2024, 1,096 days: (1.428 / 1.1)^(365/1096) − 1 ≈ 9.08 % p.a.
    expect(returns.Y3).toBeCloseTo((Math.pow(1.428 / 1.1, 365 / 1096) - 1) * 100, 3);
    // Y5 would start on 30 June 2019, before the launch.
    expect(returns.Y5).toBeNull();
    // Since 31 Mar 2021, 1,187 days: 1.428^(365/1187) − 1 ≈ 12.17 % p.a.
    expect(returns.SinceInception).toBeCloseTo((Math.pow(1.428, 365 / 1187) - 1) * 100, 3);
    expect(returns.SinceInceptionPerAnnum).toBe(true);
  });

  it("gives the fund's market index the same periods from its ReturnIndex", async () => {
    const { fund } = await pricedFund();
    const returns = (await (await signedIn()).get(`/api/v1/funds/${fund.msSecurityId}`)).json().BenchmarkMarketIndexReturns;
    // 1,200 on 30 June 2023 → 1,320 on 28 June 2024: +10 %. Since launch 1,000 → 1,320 over 1,187 days.
    expect(returns.Y1).toBeCloseTo(10, 4);
    expect(returns.SinceInception).toBeCloseTo((Math.pow(1.32, 365 / 1187) - 1) * 100, 3);
    expect(returns.Y5).toBeNull();
  });

  it('lets clients, advisers and staff of the portal read a fund', async () => {
    const { fund } = await pricedFund();
    for (const userType of ['Client', 'Intermediary', 'Staff'] as const) {
      expect((await (await signedIn(userType)).get(`/api/v1/funds/${fund.msSecurityId}`)).statusCode, userType).toBe(200);
    }
  });
});

describe('funds of the caller’s portal only', () => {
  async function australianFund() {
    const benchmark = await createBenchmark('AUD', [['2024-06-28', '1000']]);
    const fund = await createFund(db(), `Test Australian Fund ${unique()}`, [['2024-06-28', '1.000000']]);
    await db().update(securities).set({ productCodes: ['UT-AUS'], currencyCode: 'AUD', benchmarkId: benchmark.id }).where(eq(securities.id, fund.id));
    return { fund, benchmark };
  }

  it('answers a fund and a benchmark of the other portal exactly like unknown ones: 404', async () => {
    const { fund, benchmark } = await australianFund();
    const browser = await signedIn();
    const unknownFund = await browser.get('/api/v1/funds/F0NOSUCH');
    expect(unknownFund.statusCode).toBe(404);
    for (const path of ['', '/asset-breakdown', '/daily-performance?start=2024-01-01&end=2024-06-30']) {
      const refused = await browser.get(`/api/v1/funds/${fund.msSecurityId}${path}`);
      expect(refused.statusCode, path).toBe(404);
      expect(refused.json()).toEqual(unknownFund.json());
    }
    expect((await browser.get(`/api/v1/benchmarks/${benchmark.msBenchmarkId}`)).statusCode).toBe(404);
    expect((await browser.get('/api/v1/benchmarks/XBNOSUCH')).statusCode).toBe(404);
  });

  it('lists the portal’s funds, leaving out cash and Vanguard funds, shares and the other portal’s funds', async () => {
    const growth = await createFund(db(), `Test Listed Fund ${unique()}`, []);
    await db().update(securities).set({ isDims: true }).where(eq(securities.id, growth.id));
    const cashFund = await createFund(db(), `Test Money Fund ${unique()}`, []);
    await db().update(securities).set({ isCash: true }).where(eq(securities.id, cashFund.id));
    const vanguard = await createFund(db(), `Vanguard Test Index Fund ${unique()}`, []);
    const share = await createFund(db(), `Test Share Ltd ${unique()}`, []);
    await db().update(securities).set({ securityType: 'Direct' }).where(eq(securities.id, share.id));
    const { fund: australian } = await australianFund();

    const response = await (await signedIn()).get('/api/v1/funds');
    expect(response.statusCode).toBe(200);
    const list: Array<{ msID: string }> = response.json();
    expect(list).toContainEqual({ name: growth.name, msID: growth.msSecurityId, code: growth.code, isDIMS: true, portfolioAssetAllocation: null });
    const ids = list.map((entry) => entry.msID);
    for (const left of [cashFund, vanguard, share, australian]) expect(ids, left.name).not.toContain(left.msSecurityId);
  });
});

describe('GET /api/v1/funds/{fundId}/asset-breakdown (spec 001 §3 Asset allocation, §5, §9)', () => {
  it('shows the latest published actual mix merged, in order, Cash at Bank apart, with target and actual splits', async () => {
    const fund = await createFund(db(), `Test Allocated Fund ${unique()}`, []);
    const rows = (kind: 'Actual' | 'Target', asAtDate: string, publishDate: string, weights: Array<[string, string]>) =>
      weights.map(([assetClass, weight]) => ({
        securityId: fund.id,
        asAtDate,
        publishDate,
        allocationKind: kind,
        assetClass,
        investmentCategory: 'Growth' as const,
        weight,
      }));
    await db().insert(fundAssetAllocations).values([
      ...rows('Target', '2021-03-31', '2021-03-31', [
        ['International Equities', '40'],
        ['New Zealand Equities', '20'],
        ['International Fixed Interest', '30'],
        ['Cash and Cash Equivalents', '10'],
      ]),
      ...rows('Actual', '2024-05-31', '2024-06-10', [['International Equities', '100']]),
      ...rows('Actual', '2024-06-30', '2024-07-10', [
        ['International Equities', '45'],
        ['New Zealand Equities', '20'],
        ['International Listed Property', '5'],
        ['Australian Fixed Interest', '10'],
        ['International Fixed Interest', '15'],
        ['Cash at Bank', '5'],
        ['Commodities', '0'],
      ]),
      // Not published yet: ignored.
      ...rows('Actual', '2099-12-31', '2100-01-11', [['Other', '100']]),
    ]);
    const response = await (await signedIn()).get(`/api/v1/funds/${fund.msSecurityId}/asset-breakdown`);
    expect(response.statusCode).toBe(200);
    // Listed Property 5; IE 45; NZE 20; IFI 15 + 10 (Australian) = 25; Commodities (0) ignored; Cash at Bank 5 apart.
    // Actual split: growth 5 + 45 + 20 = 70, income 25 + 5 = 30. Target: growth 40 + 20 = 60, income 30 + 10 = 40.
    expect(response.json()).toEqual({
      assetAllocation: [
        { assetClass: 'Listed Property', weight: 5, asAtDate: '2024-06-30' },
        { assetClass: 'International Equities', weight: 45, asAtDate: '2024-06-30' },
        { assetClass: 'New Zealand Equities', weight: 20, asAtDate: '2024-06-30' },
        { assetClass: 'International Fixed Interest', weight: 25, asAtDate: '2024-06-30' },
      ],
      publishDate: '2024-07-10',
      target: { growth_asset: 60, income_asset: 40 },
      actual: { growth_asset: 70, income_asset: 30 },
      totalCashAtBankPercentage: 5,
    });
  });

  it('answers an empty allocation for a fund with none published', async () => {
    const fund = await createFund(db(), `Test Unallocated Fund ${unique()}`, []);
    const body = (await (await signedIn()).get(`/api/v1/funds/${fund.msSecurityId}/asset-breakdown`)).json();
    expect(body).toEqual({ assetAllocation: [], publishDate: null, target: null, actual: null, totalCashAtBankPercentage: 0 });
  });
});

describe('GET /api/v1/funds/{fundId}/daily-performance (spec 001 §7)', () => {
  it('grows 10,000 from the last price on or before the start, distributions reinvested', async () => {
    const { fund } = await pricedFund();
    const response = await (await signedIn()).get(`/api/v1/funds/${fund.msSecurityId}/daily-performance?start=2023-12-31&end=2024-06-28`);
    expect(response.statusCode).toBe(200);
    // Opening price 1.30 on Friday 29 Dec (31 Dec is a Sunday): 10,000.00.
    // 1.32 / 1.30 × 10,000 = 10,153.85; 1.35 / 1.30 × 10,000 = 10,384.62;
    // 28 June: (1.40 + 0.028) / 1.35 × 10,384.615… = 1.428 / 1.30 × 10,000 = 10,984.62.
    expect(response.json()).toEqual({
      SecurityID: fund.msSecurityId,
      HistoryDetail: [
        { EndDate: '2023-12-29', Value: 10000 },
        { EndDate: '2024-03-28', Value: 10153.85 },
        { EndDate: '2024-05-31', Value: 10384.62 },
        { EndDate: '2024-06-28', Value: 10984.62 },
      ],
    });
  });

  it('starts at the launch for a start before it, and has no entries for a range with no prices', async () => {
    const { fund } = await pricedFund();
    const browser = await signedIn();
    const early = (await browser.get(`/api/v1/funds/${fund.msSecurityId}/daily-performance?start=2020-01-01&end=2021-06-30`)).json();
    // 1.00 on 31 Mar 2021 → 1.10 on 30 Jun 2021.
    expect(early.HistoryDetail).toEqual([
      { EndDate: '2021-03-31', Value: 10000 },
      { EndDate: '2021-06-30', Value: 11000 },
    ]);
    const none = (await browser.get(`/api/v1/funds/${fund.msSecurityId}/daily-performance?start=2019-01-01&end=2019-12-31`)).json();
    expect(none.HistoryDetail).toEqual([]);
  });

  it('refuses missing, malformed, impossible and reversed dates with 400', async () => {
    const { fund } = await pricedFund();
    const browser = await signedIn();
    for (const query of ['', '?start=2024-01-01', '?start=01/01/2024&end=2024-06-30', '?start=2024-02-30&end=2024-06-30', '?start=2024-06-30&end=2024-01-01']) {
      const response = await browser.get(`/api/v1/funds/${fund.msSecurityId}/daily-performance${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().Id, query).toBe('ValidationFailed');
    }
  });
});

describe('GET /api/v1/benchmarks/{benchmarkId} (spec 001 §3 Benchmark data)', () => {
  it('gives the ReturnIndex closes from the last one on or before `from` to `to`', async () => {
    const { benchmark } = await pricedFund();
    const browser = await signedIn();
    const response = await browser.get(`/api/v1/benchmarks/${benchmark.msBenchmarkId}?from=2023-07-01&to=2024-06-28`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      PriceFeed: {
        BenchmarkID: benchmark.msBenchmarkId,
        Name: benchmark.name,
        PriceData: [
          { CloseDate: '2023-06-30', ReturnIndex: 1200 },
          { CloseDate: '2024-06-28', ReturnIndex: 1320 },
        ],
      },
    });
    const all = (await browser.get(`/api/v1/benchmarks/${benchmark.msBenchmarkId}`)).json();
    expect(all.PriceFeed.PriceData.map((p: { CloseDate: string }) => p.CloseDate)).toEqual(['2021-03-31', '2023-06-30', '2024-06-28']);
    expect((await browser.get(`/api/v1/benchmarks/${benchmark.msBenchmarkId}?from=2024-06-01&to=2024-01-01`)).statusCode).toBe(400);
    expect((await browser.get(`/api/v1/benchmarks/${benchmark.msBenchmarkId}?from=2024-04-31`)).statusCode).toBe(400);
  });
});

describe('GET /api/v1/strategies/{strategyName}/allocation (spec 001 §3 Strategy data)', () => {
  it('gives the latest tactical and strategic mixes of a strategy of the portal', async () => {
    const name = `Test ${unique()} Portfolio`;
    const [strategy] = await db().insert(strategies).values({ code: `S${unique()}`, name, channel: 'NZ' }).returning();
    const [foreign] = await db().insert(strategies).values({ code: `S${unique()}`, name: `Test ${unique()} Portfolio`, channel: 'AU' }).returning();
    const weights = (weightType: 'Strategic' | 'Tactical', asAtDate: string, rows: Array<[string, string]>) =>
      rows.map(([assetClass, weight]) => ({ strategyId: strategy!.id, asAtDate, weightType, assetClass, investmentCategory: 'Growth' as const, weight }));
    await db().insert(strategyWeights).values([
      ...weights('Strategic', '2020-01-01', [
        ['International Equities', '50'],
        ['New Zealand Fixed Interest', '48'],
        ['Cash at Bank', '2'],
      ]),
      ...weights('Tactical', '2024-03-31', [['International Equities', '100']]),
      ...weights('Tactical', '2024-06-30', [
        ['International Equities', '52.5'],
        ['Australian Fixed Interest', '10'],
        ['New Zealand Fixed Interest', '34.5'],
        ['Cash at Bank', '3'],
      ]),
    ]);
    const browser = await signedIn();
    const response = await browser.get(`/api/v1/strategies/${encodeURIComponent(name)}/allocation`);
    expect(response.statusCode).toBe(200);
    // Tactical: IE 52.5, International Fixed Interest 10 (Australian merged), NZFI 34.5, Cash at Bank 3 apart;
    // growth 52.5, income 10 + 34.5 + 3 = 47.5. Strategic: growth 50, income 48 + 2 = 50.
    expect(response.json()).toEqual({
      StrategyName: name,
      PublishDate: '2024-06-30',
      TacticalAssetAllocation: [
        { assetClass: 'International Equities', weight: 52.5, asAtDate: '2024-06-30' },
        { assetClass: 'International Fixed Interest', weight: 10, asAtDate: '2024-06-30' },
        { assetClass: 'New Zealand Fixed Interest', weight: 34.5, asAtDate: '2024-06-30' },
      ],
      AssetAllocation: [
        { assetClass: 'International Equities', weight: 50, asAtDate: '2020-01-01' },
        { assetClass: 'New Zealand Fixed Interest', weight: 48, asAtDate: '2020-01-01' },
      ],
      target: { growth_asset: 50, income_asset: 50 },
      actual: { growth_asset: 52.5, income_asset: 47.5 },
      totalCashAtBankPercentage: 3,
      // The long-term column's Cash at Bank: with its rows, 50 + 48 + 2 = 100 (issue 9 item 9).
      strategicCashAtBankPercentage: 2,
    });
    expect((await browser.get(`/api/v1/strategies/${encodeURIComponent(foreign!.name)}/allocation`)).statusCode).toBe(404);
    expect((await browser.get('/api/v1/strategies/No%20Such%20Portfolio/allocation')).statusCode).toBe(404);
    expect((await browser.get('/api/v1/strategies/%3Cscript%3E/allocation')).statusCode).toBe(400);
  });
});

describe('malformed ids and signed-out callers', () => {
  it('refuses a malformed fund id with 400', async () => {
    const response = await (await signedIn()).get('/api/v1/funds/%27%20or%201%3D1');
    expect(response.statusCode).toBe(400);
    expect(response.json().Id).toBe('ValidationFailed');
  });

  it('answers 401 to every fund route without a session', async () => {
    const { fund, benchmark } = await pricedFund();
    const anonymous = new TestBrowser(ctx.app);
    for (const path of [
      '/api/v1/funds',
      `/api/v1/funds/${fund.msSecurityId}`,
      `/api/v1/funds/${fund.msSecurityId}/asset-breakdown`,
      `/api/v1/funds/${fund.msSecurityId}/daily-performance?start=2024-01-01&end=2024-06-30`,
      `/api/v1/benchmarks/${benchmark.msBenchmarkId}`,
      '/api/v1/strategies/Balanced%20Portfolio/allocation',
    ]) {
      const response = await anonymous.get(path);
      expect(response.statusCode, path).toBe(401);
      expect(response.json().Id).toBe('Unauthenticated');
    }
  });
});
