import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../plugins/api-error.js';
import { createNotifications } from '../notifications/notifications-create.js';
import type { DocumentStorage } from '../../storage/document-storage.js';
import { renderStatement } from './statement-render.js';
import * as repo from './statements.repo.js';

/** A statement as stored: its bytes live in storage under storageKey and hash to sha256. */
export interface IssuedStatement {
  reportId: string;
  storageKey: string;
  /** SHA-256 of the stored bytes, hex. */
  sha256: string;
  /** The download's name: the statement's name, '.pdf'. */
  fileName: string;
  contentType: string;
  issuedAt: Date;
}

/** Produces a statement's bytes from the ledger (modules/statements/statement-render.ts in the portal). */
export type RenderStatement = (db: Db, reportId: string) => Promise<Buffer>;

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A file name a browser and a zip accept: the statement's name without path or control characters. */
export function statementFileName(reportName: string): string {
  const printable = [...reportName].map((char) => (char.charCodeAt(0) < 0x20 ? ' ' : char)).join('');
  const cleaned = printable.replace(/[\\/:*?"<>|]+/g, ' ').replace(/\s+/g, ' ').trim();
  return `${cleaned || 'Statement'}.pdf`;
}

function issued(row: NonNullable<repo.ReportToIssue>): IssuedStatement {
  return {
    reportId: row.id,
    storageKey: row.storageKey,
    sha256: row.sha256 as string,
    fileName: statementFileName(row.reportName),
    contentType: row.contentType,
    issuedAt: row.issuedAt as Date,
  };
}

/**
 * Issues a statement once and answers its record: renders it from the ledger, writes the bytes under
 * the report's storage key, then marks it issued with their SHA-256 — all while holding the report's
 * row lock, so two issuers (two instances, a retried job, a download racing the job) never write
 * different bytes under one record. Once issued this is a lookup: the stored bytes never change.
 * A run killed before the UPDATE commits leaves the row unissued (bytes in storage, if any, are
 * overwritten by the next run), so there is either nothing or a complete record. The holders'
 * notifications commit in the same transaction as the mark.
 */
export async function ensureStatementIssued(
  db: Db,
  storage: DocumentStorage,
  reportId: string,
  render: RenderStatement = renderStatement,
): Promise<IssuedStatement> {
  const current = await repo.findReportToIssue(db, reportId);
  if (!current) throw new ApiError('NotFound');
  if (current.issuedAt && current.sha256) return issued(current);

  // Rendering reads the ledger and takes time: done before the lock, so the lock is held only to store and mark.
  const bytes = await render(db, reportId);
  const sha256 = sha256Hex(bytes);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const row = await repo.lockReportToIssue(tx, reportId);
    if (!row) throw new ApiError('NotFound');
    if (row.issuedAt && row.sha256) return issued(row); // another issuer finished first: its bytes are the record
    await storage.put(row.storageKey, bytes, { contentType: row.contentType });
    const issuedAt = new Date();
    await repo.markIssued(tx, reportId, sha256, issuedAt);
    const holders = await repo.findHolderClientIds(tx, row.accountId);
    // Created through the one service: the holders' sockets hear of it when this transaction commits.
    await createNotifications(tx, holders.map((clientId) => statementNotification(clientId, row, issuedAt)));
    return issued({ ...row, sha256, issuedAt });
  });
}

/** spec 000 §2.6: a STATEMENT card whose call to action opens Reports & Statements on the account. */
function statementNotification(clientId: string, row: NonNullable<repo.ReportToIssue>, issuedAt: Date) {
  const amended = row.version > 1;
  return {
    clientId,
    accountId: row.accountId,
    notificationTypeCode: 'STATEMENT',
    notificationPriorityCode: 'Normal' as const,
    subject: amended ? `Your amended ${row.reportName} is ready` : `Your ${row.reportName} is ready`,
    bodyText:
      `Your ${amended ? 'amended ' : ''}${row.reportName} for account **${row.accountNumber}**` +
      `${row.periodStart && row.periodEnd ? ` (${row.periodStart} to ${row.periodEnd})` : ''} is ready to view in Reports & Statements.` +
      (amended ? '\n\nIt replaces the statement issued earlier for the same period, which stays available beside it.' : ''),
    dateSent: issuedAt,
    dismissible: true,
    ctaLabel: 'View statement',
    ctaLinkToCode: 'REPORTS',
    ctaLinkToId: row.accountNumber,
    ctaLinkToUrl: null,
  };
}

/** The storage key of a later version: the original's key with '-v<version>' before the extension. */
export function amendedStorageKey(originalKey: string, version: number): string {
  const dot = originalKey.lastIndexOf('.');
  return dot > originalKey.lastIndexOf('/') ? `${originalKey.slice(0, dot)}-v${version}${originalKey.slice(dot)}` : `${originalKey}-v${version}`;
}

/**
 * A correction: records a new version of an issued statement beside it (the original's row and bytes
 * stay as they are) and issues it. Amending the same statement twice at once yields one new version:
 * the unique key refuses the second row, which then issues the one that won.
 */
export async function issueAmendedStatement(
  db: Db,
  storage: DocumentStorage,
  reportId: string,
  render: RenderStatement = renderStatement,
): Promise<IssuedStatement> {
  const original = await repo.findReportToIssue(db, reportId);
  if (!original) throw new ApiError('NotFound');
  if (!original.issuedAt) throw new Error(`report ${reportId} has not been issued: issue it, there is nothing to amend`);
  const latest = await repo.findLatestVersion(db, original);
  const version = (latest?.version ?? original.version) + 1;
  const insertedId = await repo.insertReportOnce(db, {
    accountId: original.accountId,
    reportName: original.reportName,
    reportDate: new Date().toISOString().slice(0, 10),
    reportType: original.reportType,
    periodStart: original.periodStart,
    periodEnd: original.periodEnd,
    storageKey: amendedStorageKey(original.storageKey, version),
    contentType: original.contentType,
    version,
    amendsReportId: latest?.id ?? original.id,
  });
  const amendment = insertedId ? { id: insertedId } : await repo.findLatestVersion(db, original);
  if (!amendment) throw new Error(`amendment of report ${reportId} was neither recorded nor found`);
  return ensureStatementIssued(db, storage, amendment.id, render);
}
