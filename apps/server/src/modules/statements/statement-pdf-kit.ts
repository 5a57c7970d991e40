import PDFDocument from 'pdfkit';
import { format } from 'date-fns';
import { parseIsoDate } from '@tasman/domain';
import { MINUS_SIGN } from '@tasman/domain/format/percent';
import { PDF_FONTS } from '../top-holdings/pdf-fonts.js';

/**
 * The drawing kit of a statement: A4, Inter embedded (macrons), and every piece of content either
 * inside a structure element (H1, H2, P, Table/TR/TH/TD) in reading order or marked as an artifact
 * (rules, the wordmark, repeated table headings, page numbers), so a screen reader reads the
 * statement as a document (PDF/UA's model; pdfkit's accessibility support).
 */
export const PAGE = { margin: 50, width: 595.28, height: 841.89 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Where the body stops: the footer lives below. */
export const BODY_BOTTOM = PAGE.height - PAGE.margin - 30;
export const INK = '#1f2328';
export const NAVY = '#1b2f4e';
export const GREY = '#5c5f66';
export const RULE = '#d0d5dd';
export const SHADE = '#f1f3f6';
export const REGULAR = 'Inter';
export const BOLD = 'Inter-Bold';

export type Doc = PDFKit.PDFDocument;
export type Struct = PDFKit.PDFStructureElement;

export interface StatementDocument {
  doc: Doc;
  root: Struct;
  done: Promise<Buffer>;
}

export function openDocument(options: { lang: string; title: string; author: string; subject: string; now: Date }): StatementDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    tagged: true,
    lang: options.lang,
    displayTitle: true,
    pdfVersion: '1.7',
    info: { Title: options.title, Author: options.author, Subject: options.subject, CreationDate: options.now, ModDate: options.now },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont(REGULAR, PDF_FONTS.regular);
  doc.registerFont(BOLD, PDF_FONTS.bold);
  doc.font(REGULAR);
  const root = doc.struct('Document');
  doc.addStructure(root);
  return { doc, root, done };
}

/** Content that is decoration or repetition, not text to read (PDF 32000-1 §14.8.2.2). */
export function artifact(doc: Doc, type: 'Pagination' | 'Layout', draw: () => void): void {
  doc.markContent('Artifact', { type });
  draw();
  doc.endMarkedContent();
}

export function rule(doc: Doc, y: number, color = RULE, width = 0.5, x = PAGE.margin, length = CONTENT_WIDTH): void {
  artifact(doc, 'Layout', () => {
    doc.moveTo(x, y).lineTo(x + length, y).lineWidth(width).strokeColor(color).stroke();
  });
}

/** Starts a new page when `height` more points would run into the footer. */
export function ensureRoom(doc: Doc, height: number): boolean {
  if (doc.y + height <= BODY_BOTTOM) return false;
  doc.addPage();
  doc.x = PAGE.margin;
  doc.y = PAGE.margin;
  return true;
}

export function heading(doc: Doc, parent: Struct, level: 'H1' | 'H2', text: string): void {
  ensureRoom(doc, level === 'H1' ? 40 : 70);
  if (level === 'H2') doc.moveDown(0.8);
  parent.add(
    doc.struct(level, {}, () => {
      doc
        .font(BOLD)
        .fontSize(level === 'H1' ? 17 : 11.5)
        .fillColor(NAVY)
        .text(text, PAGE.margin, doc.y, { width: CONTENT_WIDTH });
    }),
  );
  doc.moveDown(level === 'H1' ? 0.3 : 0.35);
}

export function paragraph(doc: Doc, parent: Struct, text: string, style: { size?: number; color?: string; bold?: boolean } = {}): void {
  doc.font(style.bold ? BOLD : REGULAR).fontSize(style.size ?? 9);
  ensureRoom(doc, doc.heightOfString(text, { width: CONTENT_WIDTH }) + 4);
  parent.add(
    doc.struct('P', {}, () => {
      doc.fillColor(style.color ?? INK).text(text, PAGE.margin, doc.y, { width: CONTENT_WIDTH });
    }),
  );
}

export interface Column {
  label: string;
  width: number;
  align: 'left' | 'right';
}

export interface TableOptions {
  /** A bold row with a rule above it (totals, closing value). */
  emphasis?: (rowIndex: number) => boolean;
  size?: number;
}

const CELL_PADDING = 3.5;
const CELL_GAP = 8;

/**
 * A table as the structure tree wants it (Table › TR › TH|TD, in reading order). Its headings repeat
 * at the top of every page it runs onto, marked as artifacts so they are read once.
 */
export function table(doc: Doc, parent: Struct, columns: readonly Column[], rows: readonly (readonly string[])[], options: TableOptions = {}): void {
  const size = options.size ?? 8.5;
  doc.moveDown(0.4);
  const element = doc.struct('Table');
  parent.add(element);
  const cellWidth = (c: Column, i: number) => (i === columns.length - 1 ? c.width : c.width - CELL_GAP);
  const heightOf = (cells: readonly string[], bold: boolean) => {
    doc.font(bold ? BOLD : REGULAR).fontSize(size);
    return Math.max(...cells.map((text, i) => doc.heightOfString(text || ' ', { width: cellWidth(columns[i]!, i) }))) + 2 * CELL_PADDING;
  };
  const drawCells = (cells: readonly string[], bold: boolean, color: string, top: number, height: number, cell?: (i: number, draw: () => void) => void) => {
    let x = PAGE.margin;
    cells.forEach((text, i) => {
      const column = columns[i]!;
      const at = x;
      const draw = () => {
        doc
          .font(bold ? BOLD : REGULAR)
          .fontSize(size)
          .fillColor(color)
          .text(text, at, top + CELL_PADDING, { width: cellWidth(column, i), align: column.align });
      };
      if (cell) cell(i, draw);
      else draw();
      x += column.width;
    });
    doc.x = PAGE.margin;
    doc.y = top + height;
  };
  const headerHeight = heightOf(columns.map((c) => c.label), true);
  const drawHeader = (tagged: boolean) => {
    const top = doc.y;
    artifact(doc, 'Layout', () => doc.rect(PAGE.margin, top, CONTENT_WIDTH, headerHeight).fill(SHADE));
    const labels = columns.map((c) => c.label);
    if (tagged) {
      const tr = doc.struct('TR');
      element.add(tr);
      drawCells(labels, true, NAVY, top, headerHeight, (_i, draw) => tr.add(doc.struct('TH', {}, draw)));
      tr.end();
    } else {
      artifact(doc, 'Pagination', () => drawCells(labels, true, NAVY, top, headerHeight));
    }
    rule(doc, top + headerHeight, NAVY, 0.8);
  };

  ensureRoom(doc, headerHeight + heightOf(rows[0] ?? columns.map(() => ''), false) + 4);
  drawHeader(true);
  rows.forEach((cells, index) => {
    const bold = options.emphasis?.(index) ?? false;
    const height = heightOf(cells, bold);
    if (ensureRoom(doc, height)) drawHeader(false);
    const top = doc.y;
    const tr = doc.struct('TR');
    element.add(tr);
    drawCells(cells, bold, INK, top, height, (_i, draw) => tr.add(doc.struct('TD', {}, draw)));
    tr.end();
    if (bold) rule(doc, top, INK, 0.8);
    else rule(doc, top + height);
  });
  element.end();
  doc.moveDown(0.4);
}

const moneyFormat = new Intl.NumberFormat('en-NZ', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const fourFormat = new Intl.NumberFormat('en-NZ', { minimumFractionDigits: 4, maximumFractionDigits: 4 });

/** Money to 2 decimals with the one minus sign (U+2212). */
export function money(value: number | string): string {
  const n = Number(value);
  const text = moneyFormat.format(Math.abs(n));
  return n < 0 && text !== '0.00' ? `${MINUS_SIGN}${text}` : text;
}

/** Units and unit prices to 4 decimals (spec 001 §9). */
export function fourDecimals(value: number | string | null): string {
  if (value === null) return '';
  const n = Number(value);
  const text = fourFormat.format(Math.abs(n));
  return n < 0 && text !== '0.0000' ? `${MINUS_SIGN}${text}` : text;
}

/** spec 001 §9 date format, 'dd MMM y', from a 'yyyy-mm-dd' date. */
export function shownDate(isoDate: string): string {
  return format(parseIsoDate(isoDate), 'dd MMM y');
}
