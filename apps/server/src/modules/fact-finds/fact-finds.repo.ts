import type { FactFindStage } from '@tasman/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { factFinds } from '../../db/schema/index.js';

/** A client's fact-finds of one product type, optionally of some stages only. */
export async function findFactFinds(db: Db, clientId: string, productType: 'KS' | 'UT' | 'PW', stages: readonly FactFindStage[] | null) {
  return db
    .select({
      id: factFinds.id,
      clientId: factFinds.clientId,
      productType: factFinds.productType,
      stageCode: factFinds.stageCode,
      createdAt: factFinds.createdAt,
      updatedAt: factFinds.updatedAt,
    })
    .from(factFinds)
    .where(
      and(
        eq(factFinds.clientId, clientId),
        eq(factFinds.productType, productType),
        stages ? inArray(factFinds.stageCode, [...stages]) : undefined,
      ),
    )
    .orderBy(asc(factFinds.createdAt));
}
