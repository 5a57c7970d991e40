import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { ApiError } from '../../plugins/api-error.js';
import { statementData } from './statement-data.js';
import { renderStatement } from './statement-render.js';
import { buildStatementPdf } from './statement.pdf.js';
import { money } from './statement-pdf-kit.js';
import { pdfText } from './statement-pdf-text.js';

/** A fixed Friday, so the demo is the same on every run. */
const TODAY = '2026-11-20';
/** Seeding the demo takes a minute alone, several when the machine is busy. */
const SEED_TIMEOUT = 600_000;
/** Set to a folder to keep the PDFs this test makes (to look at them). */
const KEEP_PDFS = process.env.STATEMENT_PDF_DIR;

interface ReportRow {
  id: string;
  report_type: string;
  account_number: string;
}

let seeded: TestDatabase;
let reports: ReportRow[];

beforeAll(async () => {
  seeded = await createTestDatabase({ demo: { today: TODAY, totpKey: Buffer.alloc(32, 9) } });
  reports = (
    (await seeded.database.db.execute(sql`
      select r.id, r.report_type, a.account_number
      from reports r join accounts a on a.id = r.account_id
      order by a.channel, a.account_number, r.report_date, r.report_type`)) as unknown as { rows: ReportRow[] }
  ).rows;
}, SEED_TIMEOUT);

afterAll(async () => {
  await seeded?.drop();
});

/**
 * The statement's figures equal the screens' (statement-figures.api.test.ts); here, what the PDF
 * prints equals those figures, read back by a second PDF reader (pdfjs-dist).
 */
describe('the PDF prints the figures of the screens (issue 11)', () => {
  it(
    'the latest statement of each type of every demo account, read back with a PDF text library',
    async () => {
      const db = seeded.database.db;
      const latest = new Map<string, ReportRow>();
      for (const row of reports) latest.set(`${row.account_number} ${row.report_type}`, row);
      if (KEEP_PDFS) mkdirSync(KEEP_PDFS, { recursive: true });
      for (const row of latest.values()) {
        const data = await statementData(db, row.id);
        const pdf = await buildStatementPdf(data, new Date('2026-11-20T09:00:00Z'));
        if (KEEP_PDFS) writeFileSync(join(KEEP_PDFS, `${row.account_number}-${row.report_type}.pdf`), pdf);
        const text = await pdfText(pdf);
        const where = `${row.account_number} ${row.report_type}`;
        expect(text, where).toContain(data.report.reportName);
        expect(text, where).toContain(data.account.shownNumber);
        const p = data.performance;
        if (p && row.report_type !== 'TaxStatement' && row.report_type !== 'CapitalCallNotice') {
          expect(text, where).toContain(money(p.openingValue));
          expect(text, where).toContain(money(p.closingValue));
          expect(text, where).toContain(money(p.investmentEBFAT));
        }
        if (data.holdings && row.report_type !== 'TaxStatement' && row.report_type !== 'CapitalCallNotice') {
          for (const s of data.holdings.list) expect(text, `${where} ${s.name}`).toContain(money(s.securityValue));
          expect(text, where).toContain(money(data.holdings.totalValue));
        }
        if (row.report_type === 'CapitalCallNotice') {
          expect(data.call, where).not.toBeNull();
          expect(text, where).toContain(money(data.call!.amount));
          expect(text, where).toContain(money(data.call!.uncalled));
        }
        expect(text, where).toMatch(/Page 1 of \d+/);
        // Tagged for screen readers (PDF 32000-1 §14.7–14.9): a structure tree, marked content, the language, the title shown.
        const raw = pdf.toString('latin1');
        expect(raw, where).toContain('/StructTreeRoot');
        expect(raw, where).toMatch(/\/MarkInfo \d+ 0 R/);
        expect(raw, where).toMatch(/\/Marked true/);
        expect(raw, where).toMatch(/\/Lang \(en-(NZ|AU)\)/);
        expect(raw, where).toMatch(/\/DisplayDocTitle true/);
        expect(raw, where).toContain('/S /H1');
        expect(raw, where).toContain('/S /Table');
      }
    },
    900_000,
  );
});

describe('renderStatement', () => {
  it('renders a statement by its id, and refuses an unknown or malformed id as not found', async () => {
    const db = seeded.database.db;
    const pdf = await renderStatement(db, reports[0]!.id, new Date('2026-11-20T09:00:00Z'));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    for (const id of ['00000000-0000-0000-0000-000000000000', 'not-a-uuid', "1' or '1'='1", 'Tāmaki']) {
      await expect(renderStatement(db, id)).rejects.toBeInstanceOf(ApiError);
    }
  });

  it('gives the same bytes for the same statement and issue time (a record can be re-checked)', async () => {
    const db = seeded.database.db;
    const at = new Date('2026-11-20T09:00:00Z');
    const [first, second] = [await renderStatement(db, reports[0]!.id, at), await renderStatement(db, reports[0]!.id, at)];
    expect(first.equals(second)).toBe(true);
  });
});
