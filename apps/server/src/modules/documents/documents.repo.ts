import { and, arrayOverlaps, asc, desc, eq, exists, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { ProductType } from '@tasman/domain';
import type { FundDocumentKind } from '@tasman/domain/documents/fund-document-kinds';
import type { Db } from '../../db/client.js';
import { documents, securities, unitPrices } from '../../db/schema/index.js';
import type { DocumentRow } from './fund-document-records.js';

/** Records document rows; a (kind, fund, period, product) recorded before is left as it is. Answers how many were new. */
export async function insertDocumentsOnce(db: Db, rows: readonly DocumentRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db.insert(documents).values([...rows]).onConflictDoNothing().returning({ id: documents.id });
  return inserted.length;
}

/** The portal's funds priced on or before a date (a fund launched later has nothing to report yet). */
export async function findFundsPricedBy(db: Db, productTypes: readonly ProductType[], date: string) {
  return db
    .select({
      msSecurityId: securities.msSecurityId,
      name: securities.name,
      securityType: securities.securityType,
      productCodes: securities.productCodes,
      isCash: securities.isCash,
      isVanguard: securities.isVanguard,
    })
    .from(securities)
    .where(
      and(
        arrayOverlaps(securities.productCodes, [...productTypes]),
        exists(
          db
            .select({ one: sql`1` })
            .from(unitPrices)
            .where(and(eq(unitPrices.securityId, securities.id), lte(unitPrices.priceDate, date))),
        ),
      ),
    )
    .orderBy(asc(securities.name));
}

/** The recorded documents of a kind listed under the given products, with their fund's flags. */
export async function findListedDocuments(db: Db, kind: FundDocumentKind, productCodes: readonly ProductType[]) {
  return db
    .select({
      productCode: documents.productCode,
      msSecurityId: documents.msSecurityId,
      title: documents.title,
      relativeUrl: documents.relativeUrl,
      periodEnd: documents.periodEnd,
      fundName: securities.name,
      securityType: securities.securityType,
      isCash: securities.isCash,
      isVanguard: securities.isVanguard,
    })
    .from(documents)
    .innerJoin(securities, eq(securities.msSecurityId, documents.msSecurityId))
    .where(and(eq(documents.documentType, kind), inArray(documents.productCode, [...productCodes])));
}

/** The rows of one document file, when it is listed under one of the portal's products. */
export async function findDocumentFile(db: Db, kind: FundDocumentKind, msSecurityId: string, periodEnd: string, productTypes: readonly ProductType[]) {
  const rows = await db
    .select({
      title: documents.title,
      storageKey: documents.storageKey,
      sha256: documents.sha256,
      issuedAt: documents.issuedAt,
      productCode: documents.productCode,
    })
    .from(documents)
    .where(
      and(
        eq(documents.documentType, kind),
        eq(documents.msSecurityId, msSecurityId),
        eq(documents.periodEnd, periodEnd),
        inArray(documents.productCode, [...productTypes]),
      ),
    )
    .orderBy(asc(documents.productCode));
  return rows[0] ?? null;
}

/** Locks every row of one file (all its products) and answers the first, so one issuer stores it. */
export async function lockDocumentFile(tx: Db, storageKey: string) {
  const rows = await tx
    .select({ sha256: documents.sha256, issuedAt: documents.issuedAt })
    .from(documents)
    .where(eq(documents.storageKey, storageKey))
    .orderBy(asc(documents.id))
    .for('update');
  return rows.find((row) => row.sha256 !== null) ?? rows[0] ?? null;
}

export async function markDocumentFileIssued(tx: Db, storageKey: string, sha256: string, issuedAt: Date) {
  await tx.update(documents).set({ sha256, issuedAt }).where(and(eq(documents.storageKey, storageKey), isNull(documents.sha256)));
}

/** The files of the portal's products recorded and not yet stored, one entry per file. */
export async function findUnissuedFiles(db: Db, productTypes: readonly ProductType[]) {
  return db
    .selectDistinctOn([documents.storageKey], {
      storageKey: documents.storageKey,
      documentType: documents.documentType,
      msSecurityId: documents.msSecurityId,
      periodEnd: documents.periodEnd,
    })
    .from(documents)
    .where(and(isNull(documents.sha256), inArray(documents.productCode, [...productTypes])))
    .orderBy(asc(documents.storageKey));
}

/** The latest period end recorded for a fund's documents of a kind on the portal's products. */
export async function findLatestPeriod(db: Db, kind: FundDocumentKind, msSecurityId: string, productTypes: readonly ProductType[]) {
  const rows = await db
    .select({ periodEnd: documents.periodEnd })
    .from(documents)
    .where(and(eq(documents.documentType, kind), eq(documents.msSecurityId, msSecurityId), inArray(documents.productCode, [...productTypes])))
    .orderBy(desc(documents.periodEnd))
    .limit(1);
  return rows[0]?.periodEnd ?? null;
}
