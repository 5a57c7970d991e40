import type { Db } from '../../db/client.js';
import { statementData } from './statement-data.js';
import { buildStatementPdf } from './statement.pdf.js';

/**
 * The PDF of one statement (a `reports` row), rendered from the ledger with the portal's own figures
 * (statement-data.ts). `now` is the PDF's creation date: pass the issue time so the bytes are
 * reproducible for a record.
 */
export async function renderStatement(db: Db, reportId: string, now: Date = new Date()): Promise<Buffer> {
  return buildStatementPdf(await statementData(db, reportId, now), now);
}
