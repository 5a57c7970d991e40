import { channelConfig, ERRORS, parseIsoDate, type Channel, type DocumentListResponse, type ProductType } from '@tasman/domain';
import { fundList } from '@tasman/domain/allocation/fund-list';
import { documentLists } from '@tasman/domain/documents/document-lists';
import { channelPublishes, DOCUMENT_PRODUCTS, type FundDocumentKind } from '@tasman/domain/documents/fund-document-kinds';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../plugins/api-error.js';
import type { DocumentStorage } from '../../storage/document-storage.js';
import { ensureFundDocumentIssued, type IssuedFundDocument } from './fund-document-issue.js';
import * as repo from './documents.repo.js';

function invalid(reason: string) {
  return new ApiError('ValidationFailed', `${ERRORS.ValidationFailed.message} (${reason})`);
}

/** Product codes must be the portal's own (UT-AUS on the AU portal; KS, UT, PW, PE on the NZ one). */
function requireOwnProducts(channel: Channel, productCodes: readonly ProductType[]) {
  const own = channelConfig(channel).productTypes;
  const foreign = productCodes.filter((code) => !own.includes(code));
  if (foreign.length > 0) throw invalid(`${foreign.join(', ')} ${foreign.length === 1 ? 'is not a product' : 'are not products'} of this portal`);
}

/**
 * GET {cache}/documents/factsheets and /fundUpdates (spec 002 §7): the latest document of each fund
 * listed under the asked products, optionally only the asked funds, cash and third-party index funds
 * left out (§9). Fund updates are not published on the AU portal: its list is empty.
 */
export async function listFundDocuments(
  db: Db,
  channel: Channel,
  kind: FundDocumentKind,
  query: { productCodes: ProductType[]; fundIds?: string[] | undefined },
): Promise<DocumentListResponse> {
  requireOwnProducts(channel, query.productCodes);
  const productCodes = query.productCodes.filter((code) => DOCUMENT_PRODUCTS.includes(code));
  if (!channelPublishes(channel, kind) || productCodes.length === 0) return [];
  const rows = await repo.findListedDocuments(db, kind, productCodes);
  const listable = fundList(rows.filter((row) => row.securityType === 'Fund').map((row) => ({ ...row, name: row.fundName })));
  return documentLists(listable, { productCodes, fundIds: query.fundIds });
}

export interface FundDocumentFile {
  document: IssuedFundDocument;
  bytes: Readable;
}

/**
 * A document's PDF: stored on first download if the job has not stored it yet. `asAt` is the period
 * end, a calendar date; without it, the fund's latest. A document not recorded on this portal is 404.
 */
export async function fundDocumentFile(
  db: Db,
  storage: DocumentStorage,
  channel: Channel,
  kind: FundDocumentKind,
  msSecurityId: string,
  asAt: string | undefined,
): Promise<FundDocumentFile> {
  if (asAt !== undefined) {
    try {
      parseIsoDate(asAt);
    } catch {
      throw invalid(`${asAt} is not a calendar date`);
    }
  }
  if (!channelPublishes(channel, kind)) throw new ApiError('NotFound');
  const periodEnd = asAt ?? (await repo.findLatestPeriod(db, kind, msSecurityId, channelConfig(channel).productTypes));
  if (!periodEnd) throw new ApiError('NotFound');
  const document = await ensureFundDocumentIssued(db, storage, channel, { kind, msSecurityId, periodEnd });
  if (!(await storage.exists(document.storageKey))) {
    throw new ApiError('ServiceUnavailable', 'This document cannot be downloaded right now. Please try again later.');
  }
  return { document, bytes: await storage.getStream(document.storageKey) };
}
