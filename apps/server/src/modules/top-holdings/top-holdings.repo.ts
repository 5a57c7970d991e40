import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fundTopHoldings } from '../../db/schema/index.js';

/** Each fund's latest top-holdings list dated on or before a date: every line of that list. */
export async function findLatestTopHoldings(db: Db, securityIds: readonly string[], asAt: string) {
  if (securityIds.length === 0) return [];
  const latest = db
    .select({ securityId: fundTopHoldings.securityId, asAtDate: sql<string>`max(${fundTopHoldings.asAtDate})`.as('latest_date') })
    .from(fundTopHoldings)
    .where(and(inArray(fundTopHoldings.securityId, [...securityIds]), lte(fundTopHoldings.asAtDate, asAt)))
    .groupBy(fundTopHoldings.securityId)
    .as('latest');
  return db
    .select({
      securityId: fundTopHoldings.securityId,
      asAtDate: fundTopHoldings.asAtDate,
      name: fundTopHoldings.name,
      country: fundTopHoldings.country,
      weight: fundTopHoldings.weight,
    })
    .from(fundTopHoldings)
    .innerJoin(latest, and(eq(latest.securityId, fundTopHoldings.securityId), eq(latest.asAtDate, fundTopHoldings.asAtDate)))
    .orderBy(fundTopHoldings.securityId, fundTopHoldings.rank);
}
