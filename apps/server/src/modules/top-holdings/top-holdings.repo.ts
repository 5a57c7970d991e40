import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fundTopHoldings, securities } from '../../db/schema/index.js';

/** What kind of security each held one is: a fund is looked through, a direct share is itself. */
export async function findSecurityKinds(db: Db, securityIds: readonly string[]) {
  if (securityIds.length === 0) return [];
  return db
    .select({
      securityId: securities.id,
      name: securities.name,
      securityType: securities.securityType,
      currencyCode: securities.currencyCode,
    })
    .from(securities)
    .where(inArray(securities.id, [...securityIds]));
}

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
