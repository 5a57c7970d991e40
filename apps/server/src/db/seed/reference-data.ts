import type {
  benchmarkLevels,
  benchmarks,
  fundAssetAllocations,
  fundNetAssetValues,
  fundTopHoldings,
  securities,
  securityDistributions,
  unitPrices,
} from '../schema/funds.js';
import type { strategies, strategyFundWeights, strategyWeights } from '../schema/strategies.js';
import { monthEndBusinessDays, type IsoDate } from './calendar.js';
import { investmentCategoryOf } from '@tasman/domain';
import { buildFundAllocations } from './fund-allocations.js';
import { BENCHMARKS, FUNDS } from './fund-catalogue.js';
import type { MarketData } from './market-data.js';
import { MODEL_PORTFOLIOS, buildStrategyWeights, modelVersionDate } from './model-portfolios.js';
import { fixed } from './money.js';
import { createRng } from './prng.js';
import { buildTopHoldings } from './top-holdings.js';

export interface ReferenceRows {
  benchmarks: Array<typeof benchmarks.$inferInsert>;
  benchmarkLevels: Array<typeof benchmarkLevels.$inferInsert>;
  securities: Array<typeof securities.$inferInsert>;
  unitPrices: Array<typeof unitPrices.$inferInsert>;
  securityDistributions: Array<typeof securityDistributions.$inferInsert>;
  fundNetAssetValues: Array<typeof fundNetAssetValues.$inferInsert>;
  fundAssetAllocations: Array<typeof fundAssetAllocations.$inferInsert>;
  fundTopHoldings: Array<typeof fundTopHoldings.$inferInsert>;
  strategies: Array<typeof strategies.$inferInsert>;
  strategyWeights: Array<typeof strategyWeights.$inferInsert>;
  strategyFundWeights: Array<typeof strategyFundWeights.$inferInsert>;
  /** Fund code → security id. */
  securityIds: Map<string, string>;
  /** Strategy code → strategy id. */
  strategyIds: Map<string, string>;
}

/** Rows of the reference data (DESIGN §5): funds, prices, benchmarks, allocations, holdings, strategies. */
export function buildReferenceRows(market: MarketData): ReferenceRows {
  const ids = createRng('ids:reference');
  const benchmarkIds = new Map(BENCHMARKS.map((b) => [b.key, ids.uuid()]));
  const securityIds = new Map(FUNDS.map((f) => [f.code, ids.uuid()]));
  const strategyIds = new Map(MODEL_PORTFOLIOS.map((m) => [m.code, ids.uuid()]));
  const idOf = (map: Map<string, string>, key: string) => {
    const id = map.get(key);
    if (!id) throw new Error(`No id for ${key}`);
    return id;
  };

  const rows: ReferenceRows = {
    benchmarks: BENCHMARKS.map((b) => ({
      id: idOf(benchmarkIds, b.key),
      msBenchmarkId: b.msBenchmarkId,
      name: b.name,
      currencyCode: b.currencyCode,
    })),
    benchmarkLevels: [],
    securities: [],
    unitPrices: [],
    securityDistributions: [],
    fundNetAssetValues: [],
    fundAssetAllocations: [],
    fundTopHoldings: [],
    strategies: MODEL_PORTFOLIOS.map((m) => ({
      id: idOf(strategyIds, m.code),
      code: m.code,
      name: m.name,
      channel: 'NZ' as const,
      description: m.description,
    })),
    strategyWeights: [],
    strategyFundWeights: [],
    securityIds,
    strategyIds,
  };

  for (const series of market.benchmarks) {
    const benchmarkId = idOf(benchmarkIds, series.benchmark.key);
    series.dates.forEach((closeDate, i) =>
      rows.benchmarkLevels.push({ benchmarkId, closeDate, returnIndex: series.levels[i] as string }),
    );
  }

  for (const fund of FUNDS) {
    const series = market.series.get(fund.code);
    if (!series) throw new Error(`No prices for ${fund.code}`);
    const securityId = idOf(securityIds, fund.code);
    const inception = series.dates[0] as IsoDate;
    rows.securities.push({
      id: securityId,
      msSecurityId: fund.msSecurityId,
      code: fund.code,
      isin: fund.isin,
      name: fund.name,
      legalName: fund.legalName,
      productCodes: fund.productCodes,
      securityType: fund.securityType,
      assetClass: fund.assetClass,
      investmentCategory: fund.investmentCategory,
      isDims: fund.isDims,
      isCash: fund.isCash,
      isVanguard: fund.isVanguard,
      currencyCode: fund.channel === 'AU' ? 'AUD' : 'NZD',
      inceptionDate: inception,
      feePercent: fund.feePercent,
      objectiveHtml: fund.objective,
      benchmarkId: fund.benchmark ? idOf(benchmarkIds, fund.benchmark) : null,
      xRayProxy: fund.securityType === 'Fund' ? fund.msSecurityId : null,
    });
    series.dates.forEach((priceDate, i) =>
      rows.unitPrices.push({ securityId, priceDate, unitPrice: series.prices[i] as string }),
    );
    for (const d of series.distributions) {
      rows.securityDistributions.push({
        securityId,
        exDate: d.exDate,
        paymentDate: d.paymentDate,
        centsPerUnit: d.centsPerUnit,
      });
    }
    if (fund.securityType === 'Direct') continue;

    // Fund size: today's size scaled back by the price and by net inflows of about 8% a year.
    const monthEnds =
      fund.pricing === 'Daily'
        ? monthEndBusinessDays(inception, market.today, fund.channel).filter((d) => d < market.today)
        : series.dates.slice(1);
    const lastPrice = Number(series.prices[series.prices.length - 1]);
    const navRng = createRng(`nav:${fund.code}`);
    monthEnds.forEach((monthEnd, i) => {
      const price = Number(series.priceByDate.get(monthEnd)?.toString() ?? lastPrice);
      const yearsBack = (monthEnds.length - 1 - i) / 12;
      const size =
        fund.fundSizeMillions *
        1_000_000 *
        (price / lastPrice) *
        Math.exp(-0.08 * yearsBack) *
        (1 + 0.01 * navRng.normal());
      rows.fundNetAssetValues.push({ securityId, monthEnd, netAssetValue: fixed(size, 2) });
    });

    for (const point of buildFundAllocations(
      fund,
      inception,
      market.today,
      fund.channel,
      createRng(`allocation:${fund.code}`),
    )) {
      for (const [assetClass, weight] of point.weights) {
        rows.fundAssetAllocations.push({
          securityId,
          asAtDate: point.asAtDate,
          publishDate: point.publishDate,
          allocationKind: point.kind,
          assetClass,
          investmentCategory: investmentCategoryOf(assetClass),
          weight: fixed(weight, 2),
        });
      }
    }
    for (const holding of buildTopHoldings(fund, market.today, createRng(`holdings:${fund.code}`))) {
      rows.fundTopHoldings.push({
        securityId,
        asAtDate: holding.asAtDate,
        rank: holding.rank,
        name: holding.name,
        country: holding.country,
        holdingType: holding.holdingType,
        sector: holding.sector,
        weight: fixed(holding.weight, 4),
      });
    }
  }

  for (const model of MODEL_PORTFOLIOS) {
    const strategyId = idOf(strategyIds, model.code);
    for (const point of buildStrategyWeights(
      model,
      market.historyStart,
      market.today,
      createRng(`strategy:${model.code}`),
    )) {
      for (const [assetClass, weight] of point.weights) {
        rows.strategyWeights.push({
          strategyId,
          asAtDate: point.asAtDate,
          weightType: point.weightType,
          assetClass,
          investmentCategory: investmentCategoryOf(assetClass),
          weight: fixed(weight, 2),
        });
      }
    }
    for (const version of model.versions) {
      const asAtDate = modelVersionDate(version, market.historyStart, market.today);
      for (const [code, weight] of Object.entries(version.funds)) {
        rows.strategyFundWeights.push({
          strategyId,
          securityId: idOf(securityIds, code),
          asAtDate,
          weight: fixed(weight, 2),
        });
      }
    }
  }
  return rows;
}
