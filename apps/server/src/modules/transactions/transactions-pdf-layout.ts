import PDFDocument from 'pdfkit';
import { format } from 'date-fns';
import { parseIsoDate } from '@tasman/domain';
import { PDF_FONTS } from '../top-holdings/pdf-fonts.js';

/**
 * A tagged A4 report that is written to its stream page by page (pdfkit writes each finished page
 * out), for exports whose length is not known in advance: Transaction Summary and the wealth
 * reports. Headings, paragraphs and tables are structure elements (H1, H2, P, Table/TR/TH/TD) in
 * reading order, with the document language and title set, so a screen reader can follow it; page
 * furniture (the footer, repeated column headings) is marked as artifacts.
 */

const MARGIN = 45;
const ROW_PADDING = 3;
const COLUMN_GAP = 6;
const GREY = '#5c5f66';
const RULE = '#dee2e6';
const HEAD_FILL = '#f1f3f5';
const REGULAR = 'Inter';
const BOLD = 'Inter-Bold';
/** Past this many bytes waiting to be read, the writer waits for the reader (backpressure). */
const HIGH_WATER = 256 * 1024;

/** A heading cell's scope (PDF 32000-1 §14.8.5.7); pdfkit supports it, its type declarations do not list it. */
const COLUMN_SCOPE = { scope: 'Column' } as Parameters<PDFKit.PDFDocument['struct']>[1];

export interface PdfColumn {
  label: string;
  width: number;
  align: 'left' | 'right';
}

/** spec 002 §9 'Dates are shown like dd MMM y'. */
export const pdfDate = (isoDate: string) => format(parseIsoDate(isoDate), 'dd MMM y');
const moneyFormat = new Intl.NumberFormat('en-NZ', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const unitFormat = new Intl.NumberFormat('en-NZ', { minimumFractionDigits: 4, maximumFractionDigits: 4 });
/** spec 002 §9: money to 2 decimals, units and prices to 4. */
export const pdfMoney = (value: number) => moneyFormat.format(value);
export const pdfUnits = (value: number | null) => (value === null ? '' : unitFormat.format(value));

export class PdfReport {
  readonly doc: PDFKit.PDFDocument;
  private readonly root: PDFKit.PDFStructureElement;
  private pageNumber = 1;

  constructor(
    private readonly options: { title: string; author: string; subject: string; lang: string; footer: string },
  ) {
    this.doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      tagged: true,
      lang: options.lang,
      displayTitle: true,
      info: { Title: options.title, Author: options.author, Subject: options.subject },
    });
    this.doc.registerFont(REGULAR, PDF_FONTS.regular);
    this.doc.registerFont(BOLD, PDF_FONTS.bold);
    this.root = this.doc.struct('Document');
    this.doc.addStructure(this.root);
    this.footer();
    this.doc.on('pageAdded', () => {
      this.pageNumber += 1;
      this.footer();
    });
  }

  private get width() {
    return this.doc.page.width - 2 * MARGIN;
  }

  private get bottom() {
    return this.doc.page.height - MARGIN - 16;
  }

  /** Page furniture, not content: marked as a pagination artifact. */
  private footer() {
    const doc = this.doc;
    const { x, y } = doc;
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.markContent('Artifact', { type: 'Pagination' });
    doc
      .font(REGULAR)
      .fontSize(7.5)
      .fillColor(GREY)
      .text(`${this.options.footer} · Page ${this.pageNumber}`, MARGIN, doc.page.height - MARGIN + 12, {
        width: this.width,
        align: 'center',
        lineBreak: false,
      });
    doc.endMarkedContent();
    doc.page.margins.bottom = margin;
    doc.x = x;
    doc.y = y;
  }

  private ensureRoom(height: number) {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  private block(tag: 'H1' | 'H2' | 'P', draw: () => void) {
    this.root.add(this.doc.struct(tag, {}, draw));
  }

  smallPrint(text: string) {
    this.block('P', () => this.doc.font(REGULAR).fontSize(8.5).fillColor(GREY).text(text, MARGIN, this.doc.y, { width: this.width }));
  }

  title(text: string) {
    this.doc.moveDown(0.4);
    this.block('H1', () => this.doc.font(BOLD).fontSize(18).fillColor('black').text(text, MARGIN, this.doc.y, { width: this.width }));
    this.doc.moveDown(0.3);
  }

  heading(text: string) {
    this.ensureRoom(60);
    this.doc.moveDown(0.8);
    this.block('H2', () => this.doc.font(BOLD).fontSize(12).fillColor('black').text(text, MARGIN, this.doc.y, { width: this.width }));
    this.doc.moveDown(0.3);
  }

  paragraph(text: string, bold = false) {
    this.ensureRoom(16);
    this.block('P', () =>
      this.doc
        .font(bold ? BOLD : REGULAR)
        .fontSize(10)
        .fillColor('black')
        .text(text, MARGIN, this.doc.y, { width: this.width }),
    );
  }

  /** Label and value pairs, one line each, the values lined up. */
  facts(pairs: ReadonlyArray<readonly [string, string]>) {
    for (const [label, value] of pairs) {
      this.ensureRoom(16);
      this.block('P', () => {
        const top = this.doc.y;
        this.doc.font(REGULAR).fontSize(10).fillColor(GREY).text(label, MARGIN, top, { width: 190 });
        const labelBottom = this.doc.y;
        this.doc.font(BOLD).fillColor('black').text(value, MARGIN + 200, top, { width: this.width - 200 });
        this.doc.y = Math.max(labelBottom, this.doc.y);
      });
    }
    this.doc.x = MARGIN;
  }

  /** A table whose rows are added one at a time (any number of them); its column headings repeat on each page. */
  table(columns: readonly PdfColumn[]): PdfTable {
    const table = this.doc.struct('Table');
    this.root.add(table);
    return new PdfTable(this.doc, table, columns, () => this.bottom, () => this.width);
  }

  /** Waits while the reader is behind, so a long report never piles up in memory. */
  async drained(): Promise<void> {
    while (this.doc.readableLength > HIGH_WATER && !this.doc.destroyed) await new Promise((resolve) => setTimeout(resolve, 2));
  }

  end() {
    this.root.end();
    this.doc.end();
  }
}

export class PdfTable {
  private rowCount = 0;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly structure: PDFKit.PDFStructureElement,
    private readonly columns: readonly PdfColumn[],
    private readonly bottom: () => number,
    private readonly width: () => number,
  ) {
    doc.moveDown(0.2);
    this.headings(false);
  }

  private cellWidth(column: PdfColumn) {
    return column.width - COLUMN_GAP;
  }

  private rowHeight(cells: readonly string[], font: string) {
    this.doc.font(font).fontSize(8);
    return Math.max(...cells.map((text, i) => this.doc.heightOfString(text || ' ', { width: this.cellWidth(this.columns[i]!) }))) + 2 * ROW_PADDING;
  }

  /** The column headings: TH cells the first time, an artifact when repeated on a new page. */
  private headings(repeat: boolean) {
    const labels = this.columns.map((c) => c.label);
    const height = this.rowHeight(labels, BOLD);
    const top = this.doc.y;
    this.doc.markContent('Artifact', { type: 'Layout' });
    this.doc.rect(MARGIN, top, this.width(), height).fill(HEAD_FILL);
    this.doc.endMarkedContent();
    if (repeat) {
      this.doc.markContent('Artifact', { type: 'Pagination' });
      this.drawCells(labels, top, BOLD);
      this.doc.endMarkedContent();
    } else {
      const row = this.doc.struct('TR');
      this.structure.add(row);
      labels.forEach((label, i) => row.add(this.doc.struct('TH', COLUMN_SCOPE, () => this.drawCell(label, i, top, BOLD))));
      row.end();
    }
    this.rule(top + height, GREY, 0.8);
    this.doc.y = top + height;
  }

  private drawCell(text: string, index: number, top: number, font: string) {
    const x = MARGIN + this.columns.slice(0, index).reduce((sum, c) => sum + c.width, 0);
    const column = this.columns[index]!;
    this.doc.font(font).fontSize(8).fillColor('black').text(text, x, top + ROW_PADDING, { width: this.cellWidth(column), align: column.align });
  }

  private drawCells(cells: readonly string[], top: number, font: string) {
    cells.forEach((text, i) => this.drawCell(text, i, top, font));
  }

  private rule(y: number, color: string, width: number) {
    this.doc.markContent('Artifact', { type: 'Layout' });
    this.doc.moveTo(MARGIN, y).lineTo(MARGIN + this.width(), y).lineWidth(width).strokeColor(color).stroke();
    this.doc.endMarkedContent();
  }

  /** One row of text cells (already formatted); bold for a total. */
  row(cells: readonly string[], bold = false) {
    const font = bold ? BOLD : REGULAR;
    const height = this.rowHeight(cells, font);
    if (this.doc.y + height > this.bottom()) {
      this.doc.addPage();
      this.headings(true);
    }
    const top = this.doc.y;
    const row = this.doc.struct('TR');
    this.structure.add(row);
    cells.forEach((text, i) => row.add(this.doc.struct('TD', {}, () => this.drawCell(text, i, top, font))));
    row.end();
    this.rule(top + height, bold ? GREY : RULE, bold ? 0.8 : 0.4);
    this.doc.x = MARGIN;
    this.doc.y = top + height;
    this.rowCount += 1;
  }

  get rows() {
    return this.rowCount;
  }

  end() {
    this.structure.end();
    this.doc.moveDown(0.5);
  }
}
