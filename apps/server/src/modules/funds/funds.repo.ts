import { and, arrayOverlaps, asc, desc, eq, exists, gte, lte, sql } from 'drizzle-orm';
import type { ProductType } from '@tasman/domain';
import type { Db } from '../../db/client.js';
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
  unitPrices,
} from '../../db/schema/index.js';

/**
 * A security belongs to the portals whose product types offer it (spec 001 §1: UT-AUS is the
 * Australian portal's, KS, UT, PW and PE the New Zealand one's): `productTypes` is the caller's
 * channel's list.
 */
const offeredOn = (productTypes: readonly ProductType[]) => arrayOverlaps(securities.productCodes, [...productTypes]);

/** The funds (not directly held shares) offered on a portal, by name. */
export async function findFundsOffered(db: Db, productTypes: readonly ProductType[]) {
  return db
    .select({
      name: securities.name,
      msSecurityId: securities.msSecurityId,
      code: securities.code,
      isDims: securities.isDims,
      isCash: securities.isCash,
      isVanguard: securities.isVanguard,
    })
    .from(securities)
    .where(and(eq(securities.securityType, 'Fund'), offeredOn(productTypes)))
    .orderBy(asc(securities.name), asc(securities.msSecurityId));
}

/** A security by its provider id, with its benchmark, when it is offered on the portal. */
export async function findOfferedSecurity(db: Db, msSecurityId: string, productTypes: readonly ProductType[]) {
  const rows = await db
    .select({
      id: securities.id,
      msSecurityId: securities.msSecurityId,
      name: securities.name,
      legalName: securities.legalName,
      securityType: securities.securityType,
      assetClass: securities.assetClass,
      inceptionDate: securities.inceptionDate,
      feePercent: securities.feePercent,
      objectiveHtml: securities.objectiveHtml,
      benchmarkId: securities.benchmarkId,
      msBenchmarkId: benchmarks.msBenchmarkId,
      benchmarkName: benchmarks.name,
    })
    .from(securities)
    .leftJoin(benchmarks, eq(benchmarks.id, securities.benchmarkId))
    .where(and(eq(securities.msSecurityId, msSecurityId), offeredOn(productTypes)))
    .limit(1);
  return rows[0] ?? null;
}

/** A security's unit prices from one date to another (both optional, inclusive), oldest first. */
export async function findPrices(db: Db, securityId: string, range: { from?: string; to: string }) {
  return db
    .select({ date: unitPrices.priceDate, price: unitPrices.unitPrice })
    .from(unitPrices)
    .where(
      and(
        eq(unitPrices.securityId, securityId),
        lte(unitPrices.priceDate, range.to),
        range.from === undefined ? undefined : gte(unitPrices.priceDate, range.from),
      ),
    )
    .orderBy(asc(unitPrices.priceDate));
}

/** The last price on or before a date. */
export async function findPriceOnOrBefore(db: Db, securityId: string, date: string) {
  const rows = await db
    .select({ date: unitPrices.priceDate, price: unitPrices.unitPrice })
    .from(unitPrices)
    .where(and(eq(unitPrices.securityId, securityId), lte(unitPrices.priceDate, date)))
    .orderBy(desc(unitPrices.priceDate))
    .limit(1);
  return rows[0] ?? null;
}

/** Distributions going ex from one date to another (inclusive). */
export async function findDistributions(db: Db, securityId: string, range: { from?: string; to: string }) {
  return db
    .select({ exDate: securityDistributions.exDate, centsPerUnit: securityDistributions.centsPerUnit })
    .from(securityDistributions)
    .where(
      and(
        eq(securityDistributions.securityId, securityId),
        lte(securityDistributions.exDate, range.to),
        range.from === undefined ? undefined : gte(securityDistributions.exDate, range.from),
      ),
    )
    .orderBy(asc(securityDistributions.exDate));
}

/** The fund's size at its latest month end on or before a date. */
export async function findLatestNetAssetValue(db: Db, securityId: string, asAt: string) {
  const rows = await db
    .select({ monthEnd: fundNetAssetValues.monthEnd, netAssetValue: fundNetAssetValues.netAssetValue })
    .from(fundNetAssetValues)
    .where(and(eq(fundNetAssetValues.securityId, securityId), lte(fundNetAssetValues.monthEnd, asAt)))
    .orderBy(desc(fundNetAssetValues.monthEnd))
    .limit(1);
  return rows[0] ?? null;
}

/** The fund's top holdings at their latest date on or before a date, by rank. */
export async function findLatestTopHoldings(db: Db, securityId: string, asAt: string) {
  const latest = db
    .select({ asAtDate: sql<string>`max(${fundTopHoldings.asAtDate})` })
    .from(fundTopHoldings)
    .where(and(eq(fundTopHoldings.securityId, securityId), lte(fundTopHoldings.asAtDate, asAt)));
  return db
    .select({ asAtDate: fundTopHoldings.asAtDate, name: fundTopHoldings.name, holdingType: fundTopHoldings.holdingType, weight: fundTopHoldings.weight })
    .from(fundTopHoldings)
    .where(and(eq(fundTopHoldings.securityId, securityId), eq(fundTopHoldings.asAtDate, sql`(${latest})`)))
    .orderBy(asc(fundTopHoldings.rank));
}

/** A fund's latest allocation of a kind published on or before a date. */
export async function findLatestAllocation(db: Db, securityId: string, kind: 'Actual' | 'Target', asAt: string) {
  const mine = and(
    eq(fundAssetAllocations.securityId, securityId),
    eq(fundAssetAllocations.allocationKind, kind),
    lte(fundAssetAllocations.publishDate, asAt),
  );
  const latest = db.select({ asAtDate: sql<string>`max(${fundAssetAllocations.asAtDate})` }).from(fundAssetAllocations).where(mine);
  return db
    .select({
      asAtDate: fundAssetAllocations.asAtDate,
      publishDate: fundAssetAllocations.publishDate,
      assetClass: fundAssetAllocations.assetClass,
      weight: fundAssetAllocations.weight,
    })
    .from(fundAssetAllocations)
    .where(and(mine, eq(fundAssetAllocations.asAtDate, sql`(${latest})`)));
}

/** A benchmark by its provider id, when a security offered on the portal follows it. */
export async function findOfferedBenchmark(db: Db, msBenchmarkId: string, productTypes: readonly ProductType[]) {
  const rows = await db
    .select({ id: benchmarks.id, msBenchmarkId: benchmarks.msBenchmarkId, name: benchmarks.name })
    .from(benchmarks)
    .where(
      and(
        eq(benchmarks.msBenchmarkId, msBenchmarkId),
        exists(
          db
            .select({ one: sql`1` })
            .from(securities)
            .where(and(eq(securities.benchmarkId, benchmarks.id), offeredOn(productTypes))),
        ),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/**
 * A benchmark's closes from the last one on or before `from` (the opening level a chart rebases
 * to) up to `to`, oldest first.
 */
export async function findBenchmarkLevels(db: Db, benchmarkId: string, range: { from?: string; to: string }) {
  const mine = eq(benchmarkLevels.benchmarkId, benchmarkId);
  const opening =
    range.from === undefined
      ? undefined
      : db
          .select({ closeDate: sql<string>`max(${benchmarkLevels.closeDate})` })
          .from(benchmarkLevels)
          .where(and(mine, lte(benchmarkLevels.closeDate, range.from)));
  return db
    .select({ closeDate: benchmarkLevels.closeDate, returnIndex: benchmarkLevels.returnIndex })
    .from(benchmarkLevels)
    .where(
      and(
        mine,
        lte(benchmarkLevels.closeDate, range.to),
        opening === undefined
          ? undefined
          : sql`${benchmarkLevels.closeDate} >= coalesce((${opening}), ${range.from}::date)`,
      ),
    )
    .orderBy(asc(benchmarkLevels.closeDate));
}

export async function findStrategyByName(db: Db, name: string, channel: 'NZ' | 'AU') {
  const rows = await db
    .select({ id: strategies.id, name: strategies.name })
    .from(strategies)
    .where(and(eq(strategies.name, name), eq(strategies.channel, channel)))
    .limit(1);
  return rows[0] ?? null;
}

/** A strategy's latest weights of a kind on or before a date. */
export async function findLatestStrategyWeights(db: Db, strategyId: string, weightType: 'Strategic' | 'Tactical', asAt: string) {
  const mine = and(eq(strategyWeights.strategyId, strategyId), eq(strategyWeights.weightType, weightType), lte(strategyWeights.asAtDate, asAt));
  const latest = db.select({ asAtDate: sql<string>`max(${strategyWeights.asAtDate})` }).from(strategyWeights).where(mine);
  return db
    .select({ asAtDate: strategyWeights.asAtDate, assetClass: strategyWeights.assetClass, weight: strategyWeights.weight })
    .from(strategyWeights)
    .where(and(mine, eq(strategyWeights.asAtDate, sql`(${latest})`)));
}
