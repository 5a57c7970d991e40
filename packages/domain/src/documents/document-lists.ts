import type { ProductType } from '../channel/channel.js';
import { DOCUMENT_GROUP_NAME } from './fund-document-kinds.js';

export interface RecordedDocument {
  productCode: ProductType;
  msSecurityId: string;
  title: string;
  relativeUrl: string;
  periodEnd: string;
}

export interface DocumentListFilter {
  productCodes: readonly ProductType[];
  /** When given, only these funds' documents (spec 002 §7: 'optionally by fund ids (MSID)'). */
  fundIds?: readonly string[] | undefined;
}

export interface DocumentGroup {
  productCode: ProductType;
  name: string;
  docs: Array<{ Title: string; RelativeURL: string; MSID: string }>;
}

/**
 * The document lists of spec 002 §3 'Documents': one group per asked product code (in the order
 * asked), each with the latest document of every fund listed under it, by title; a fund filter keeps
 * only those funds; groups left empty are dropped, so no list at all means 'No documents available
 * for this account.' (§8).
 */
export function documentLists(documents: readonly RecordedDocument[], filter: DocumentListFilter): DocumentGroup[] {
  const fundIds = filter.fundIds ? new Set(filter.fundIds) : null;
  const latest = new Map<string, RecordedDocument>();
  for (const document of documents) {
    if (fundIds && !fundIds.has(document.msSecurityId)) continue;
    const key = `${document.productCode} ${document.msSecurityId}`;
    const known = latest.get(key);
    if (!known || known.periodEnd < document.periodEnd) latest.set(key, document);
  }
  const groups: DocumentGroup[] = [];
  for (const productCode of new Set(filter.productCodes)) {
    const docs = [...latest.values()]
      .filter((document) => document.productCode === productCode)
      .sort((a, b) => a.title.localeCompare(b.title, 'en'))
      .map((document) => ({ Title: document.title, RelativeURL: document.relativeUrl, MSID: document.msSecurityId }));
    if (docs.length > 0) groups.push({ productCode, name: DOCUMENT_GROUP_NAME[productCode], docs });
  }
  return groups;
}
