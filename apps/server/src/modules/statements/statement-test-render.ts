import PDFDocument from 'pdfkit';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { reports } from '../../db/schema/index.js';
import type { RenderStatement } from './statement-issue.js';

/**
 * A small real PDF naming the report, for the record-keeping tests (the ledger renderer has its own).
 * `calls` counts renders; `failFor` makes the render of those reports throw, as a crash mid-run would.
 */
export function testRenderer(options: { failFor?: Set<string>; stamp?: () => string } = {}) {
  const calls: string[] = [];
  const render: RenderStatement = async (db: Db, reportId: string) => {
    calls.push(reportId);
    if (options.failFor?.has(reportId)) throw new Error(`render failed for ${reportId}`);
    const [row] = await db.select().from(reports).where(eq(reports.id, reportId));
    const document = new PDFDocument({ size: 'A4', info: { Title: row?.reportName ?? 'Statement' } });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<Buffer>((resolve) => document.on('end', () => resolve(Buffer.concat(chunks))));
    // Each render differs (a time stamp), as a real one does: the record must keep the first bytes.
    document.text(`${row?.reportName} ${row?.periodStart} to ${row?.periodEnd} rendered ${options.stamp?.() ?? new Date().toISOString()} #${calls.length}`);
    document.end();
    return done;
  };
  return { render, calls };
}
