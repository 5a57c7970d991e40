import type { Channel, ProductType } from '@tasman/domain';
import { documentFunds, type DocumentFundCandidate } from '@tasman/domain/documents/document-funds';
import { documentPeriodEnd, documentTitle } from '@tasman/domain/documents/document-period';
import { channelPublishes, DOCUMENT_GROUP_NAME, FUND_DOCUMENT_PATH, type FundDocumentKind } from '@tasman/domain/documents/fund-document-kinds';
import type { documents } from '../../db/schema/documents.js';

export type DocumentRow = typeof documents.$inferInsert;

/** Where one fund's document of a period lives in storage, and the address that serves it. */
export function fundDocumentLocation(kind: FundDocumentKind, msSecurityId: string, periodEnd: string) {
  const path = FUND_DOCUMENT_PATH[kind];
  return {
    storageKey: `fund-documents/${path}/${msSecurityId}/${periodEnd}.pdf`,
    relativeUrl: `/cache/documents/${path}/${msSecurityId}?asAt=${periodEnd}`,
  };
}

/**
 * The document rows a channel publishes on `today` for a kind: one per fund (cash, third-party index
 * funds, shares and private equity left out) and product it is listed under, as at the kind's
 * period end. Recording them twice adds nothing (the unique key).
 */
export function fundDocumentRows(
  funds: ReadonlyArray<DocumentFundCandidate & { msSecurityId: string }>,
  channel: Channel,
  productTypes: readonly ProductType[],
  kind: FundDocumentKind,
  today: string,
): DocumentRow[] {
  if (!channelPublishes(channel, kind)) return [];
  const periodEnd = documentPeriodEnd(kind, today);
  return documentFunds(funds, productTypes).flatMap(({ fund, productCodes }) =>
    productCodes.map((productCode) => ({
      productCode,
      documentType: kind,
      name: DOCUMENT_GROUP_NAME[productCode],
      title: documentTitle(kind, fund.name, periodEnd),
      msSecurityId: fund.msSecurityId,
      periodEnd,
      publishedDate: today,
      ...fundDocumentLocation(kind, fund.msSecurityId, periodEnd),
    })),
  );
}
