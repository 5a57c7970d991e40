import { allocationByAssetClass, type AllocationRow, type FundAllocationEntry, type FundAssetBreakdownResponse, type FundGrowthIncomeSplit, type StrategyAllocationResponse } from '@tasman/domain';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../plugins/api-error.js';
import type { AuthContext } from '../auth/auth-context.js';
import { portalOf, requireOfferedFund } from './funds.service.js';
import * as repo from './funds.repo.js';

type DatedRow = AllocationRow & { asAtDate: string };

/** Rows of one dated allocation as shown: spec 001 §5 and §9 (no-weight rows ignored, merges, order, Cash at Bank apart). */
function shown(rows: readonly DatedRow[]) {
  if (rows.length === 0) return null;
  const allocation = allocationByAssetClass(rows);
  const asAtDate = rows[0]!.asAtDate;
  const entries: FundAllocationEntry[] = allocation.classes.map((row) => ({ ...row, asAtDate }));
  const split: FundGrowthIncomeSplit = { growth_asset: allocation.split.growth, income_asset: allocation.split.income };
  return { entries, split, cashAtBank: allocation.totalCashAtBankPercentage, asAtDate };
}

/**
 * GET /api/v1/funds/{fundId}/asset-breakdown (spec 001 §3 'Asset allocation (fund or strategy)',
 * §7 'Fund asset breakdown'): the fund's latest published actual mix, with the growth/income split
 * of that mix and of its neutral (target) mix. A fund without a published mix answers an empty
 * allocation; the page says its allocation is unavailable.
 */
export async function fundAssetBreakdown(db: Db, auth: AuthContext, fundId: string, now: Date = new Date()): Promise<FundAssetBreakdownResponse> {
  const { today } = portalOf(auth, now);
  const fund = await requireOfferedFund(db, auth, fundId);
  const actualRows = await repo.findLatestAllocation(db, fund.id, 'Actual', today);
  const actual = shown(actualRows);
  const target = shown(await repo.findLatestAllocation(db, fund.id, 'Target', today));
  return {
    assetAllocation: actual?.entries ?? [],
    publishDate: actualRows[0]?.publishDate ?? null,
    target: target?.split ?? null,
    actual: actual?.split ?? null,
    totalCashAtBankPercentage: actual?.cashAtBank ?? 0,
  };
}

/**
 * GET /api/v1/strategies/{strategyName}/allocation (spec 001 §7 'Strategy allocation'): a
 * wealth-management model portfolio of the caller's portal, its latest tactical (current) and
 * strategic (long-term) mixes. Strategies describe products, not clients: any signed-in user of
 * the portal may read them.
 */
export async function strategyAllocation(db: Db, auth: AuthContext, strategyName: string, now: Date = new Date()): Promise<StrategyAllocationResponse> {
  const { channel, today } = portalOf(auth, now);
  const strategy = await repo.findStrategyByName(db, strategyName, channel);
  if (!strategy) throw new ApiError('NotFound');
  const tactical = shown(await repo.findLatestStrategyWeights(db, strategy.id, 'Tactical', today));
  const strategic = shown(await repo.findLatestStrategyWeights(db, strategy.id, 'Strategic', today));
  return {
    StrategyName: strategy.name,
    PublishDate: tactical?.asAtDate ?? null,
    TacticalAssetAllocation: tactical?.entries ?? [],
    AssetAllocation: strategic?.entries ?? [],
    target: strategic?.split ?? null,
    actual: tactical?.split ?? null,
    totalCashAtBankPercentage: tactical?.cashAtBank ?? 0,
    strategicCashAtBankPercentage: strategic?.cashAtBank ?? 0,
  };
}
