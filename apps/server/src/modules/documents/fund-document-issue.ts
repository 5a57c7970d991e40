import type { Channel } from '@tasman/domain';
import { channelConfig } from '@tasman/domain';
import type { FundDocumentKind } from '@tasman/domain/documents/fund-document-kinds';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../plugins/api-error.js';
import type { DocumentStorage } from '../../storage/document-storage.js';
import { sha256Hex, statementFileName } from '../statements/statement-issue.js';
import { fundDocumentData } from './fund-document-data.js';
import { buildFundDocumentPdf } from './fund-document.pdf.js';
import * as repo from './documents.repo.js';

export interface FundDocumentRef {
  kind: FundDocumentKind;
  msSecurityId: string;
  periodEnd: string;
}

export interface IssuedFundDocument {
  storageKey: string;
  sha256: string;
  /** The download's name: the document's title, '.pdf'. */
  fileName: string;
}

/** Renders one fund document from the fund's data (fund-document-data.ts). */
export type RenderFundDocument = (db: Db, document: FundDocumentRef & { channel: Channel; title: string }) => Promise<Buffer>;

export const renderFundDocument: RenderFundDocument = async (db, document) =>
  buildFundDocumentPdf(await fundDocumentData(db, document), new Date(`${document.periodEnd}T00:00:00Z`));

/**
 * Stores a recorded fund document once and answers where it is, as statements are issued
 * (statement-issue.ts): rendered outside the lock, stored and marked while holding the lock of
 * every row of the file, so two issuers (two instances, the job run twice, a download racing the
 * job) store one set of bytes; once marked it is a lookup. Not recorded on this portal: 404.
 */
export async function ensureFundDocumentIssued(
  db: Db,
  storage: DocumentStorage,
  channel: Channel,
  ref: FundDocumentRef,
  render: RenderFundDocument = renderFundDocument,
): Promise<IssuedFundDocument> {
  const file = await repo.findDocumentFile(db, ref.kind, ref.msSecurityId, ref.periodEnd, channelConfig(channel).productTypes);
  if (!file) throw new ApiError('NotFound');
  const fileName = statementFileName(file.title);
  if (file.sha256) return { storageKey: file.storageKey, sha256: file.sha256, fileName };
  const bytes = await render(db, { ...ref, channel, title: file.title });
  const sha256 = sha256Hex(bytes);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const locked = await repo.lockDocumentFile(tx, file.storageKey);
    if (locked?.sha256) return { storageKey: file.storageKey, sha256: locked.sha256, fileName };
    await storage.put(file.storageKey, bytes, { contentType: 'application/pdf' });
    await repo.markDocumentFileIssued(tx, file.storageKey, sha256, new Date());
    return { storageKey: file.storageKey, sha256, fileName };
  });
}
