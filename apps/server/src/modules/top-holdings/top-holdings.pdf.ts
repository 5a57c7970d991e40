import PDFDocument from 'pdfkit';
import { format } from 'date-fns';
import { ACCOUNT_MESSAGES, channelConfig, parseIsoDate } from '@tasman/domain';
import type { AccountTopHoldings } from './top-holdings.service.js';

const PAGE_MARGIN = 50;
const ROW_PADDING = 4;
/** Space between a column's text and the next column. */
const COLUMN_GAP = 10;
const COLUMNS = [
  { label: 'Rank', width: 40, align: 'left' },
  { label: 'Name', width: 255, align: 'left' },
  { label: 'Country', width: 120, align: 'left' },
  { label: 'Weight', width: 80, align: 'right' },
] as const;
const GREY = '#5c5f66';
const RULE = '#dee2e6';

/** spec 001 §9 date format, from a 'yyyy-mm-dd' date (no time zone can move it). */
const shownDate = (isoDate: string) => format(parseIsoDate(isoDate), 'dd MMM yyyy');

/**
 * The top-hundred holdings PDF (spec 001 §7 'Top hundred holdings as PDF'): the portal's entity,
 * the account's name and shown number, the dates, and a table of rank, name, country and weight
 * in percent to 2 decimals, with the portal's data-provider wording. Nothing about the user or
 * the session goes in. Uses the PDF standard font Helvetica, so no font file is needed; letters it
 * cannot show (such as the macron in 'ō') are written as their base letter.
 */
export function buildTopHoldingsPdf(result: AccountTopHoldings, now: Date = new Date()): Promise<Buffer> {
  const channel = channelConfig(result.account.channel);
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    bufferPages: true,
    info: {
      Title: `Top holdings – ${result.account.shownAccountNumber}`,
      Author: channel.entityName,
      Subject: 'Top 100 underlying holdings of the account',
      CreationDate: now,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const write = (text: string, options?: PDFKit.Mixins.TextOptions) => doc.text(printable(text), options);
  doc.font('Helvetica').fontSize(9).fillColor(GREY);
  write(channel.entityName);
  doc.moveDown(0.5).font('Helvetica-Bold').fontSize(18).fillColor('black');
  write('Top 100 holdings');
  doc.moveDown(0.3).font('Helvetica').fontSize(11);
  write(result.account.accountName);
  write(`Account number ${result.account.shownAccountNumber}`);
  doc.moveDown(0.5).fontSize(9).fillColor(GREY);
  if (result.portfolioDate) write(`Holdings as at ${shownDate(result.portfolioDate)}.`);
  if (result.cachedDate) {
    write(
      `Weights are percentages of the account's value in ${channel.currency} on ${shownDate(result.cachedDate)}, ` +
        'seen through the funds it invests in: a fund\'s share of the account × the holding\'s share of the fund.',
    );
  }
  doc.moveDown(1).fillColor('black');

  if (result.holdings.length === 0) {
    doc.fontSize(11);
    write(ACCOUNT_MESSAGES.noResults);
  } else {
    drawTable(doc, result);
  }

  doc.moveDown(1).fontSize(8).fillColor(GREY);
  write('Market data is powered by an outside data provider. Pricing is closing market pricing as at the date shown.', {
    width: contentWidth(doc),
  });
  numberPages(doc, channel.entityName);
  doc.end();
  return done;
}

function contentWidth(doc: PDFKit.PDFDocument): number {
  return doc.page.width - 2 * PAGE_MARGIN;
}

function drawTable(doc: PDFKit.PDFDocument, result: AccountTopHoldings) {
  const bottom = () => doc.page.height - PAGE_MARGIN - 20;
  const drawRow = (cells: readonly string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const texts = cells.map(printable);
    const height =
      Math.max(...texts.map((text, i) => doc.heightOfString(text, { width: textWidth(COLUMNS[i]!) }))) + 2 * ROW_PADDING;
    if (doc.y + height > bottom()) {
      doc.addPage();
      // The column headings again on each page; then back to this row's font.
      if (!bold) drawRow(COLUMNS.map((c) => c.label), true);
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    }
    const top = doc.y;
    let x = PAGE_MARGIN;
    texts.forEach((text, i) => {
      const column = COLUMNS[i]!;
      doc.text(text, x, top + ROW_PADDING, { width: textWidth(column), align: column.align });
      x += column.width;
    });
    doc
      .moveTo(PAGE_MARGIN, top + height)
      .lineTo(PAGE_MARGIN + contentWidth(doc), top + height)
      .lineWidth(bold ? 1 : 0.5)
      .strokeColor(bold ? GREY : RULE)
      .stroke();
    doc.x = PAGE_MARGIN;
    doc.y = top + height;
  };

  drawRow(COLUMNS.map((c) => c.label), true);
  result.holdings.forEach((holding, index) =>
    drawRow([String(index + 1), holding.name, holding.country, `${holding.weight.toFixed(2)}%`], false),
  );
}

/** A column's text stops short of the next column; the last (right-aligned) one runs to the margin. */
function textWidth(column: (typeof COLUMNS)[number]): number {
  return column.align === 'right' ? column.width : column.width - COLUMN_GAP;
}

function numberPages(doc: PDFKit.PDFDocument, entityName: string) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Below the bottom margin: without lifting it, writing there would start a new page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(GREY)
      .text(printable(`${entityName} · Page ${i - start + 1} of ${count}`), PAGE_MARGIN, doc.page.height - PAGE_MARGIN + 15, {
        width: contentWidth(doc),
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = margin;
  }
}

/** Characters of the standard fonts' encoding (WinAnsi) above Latin-1's 0x00–0xFF. */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Text the standard font can show: other letters as their base letter ('ō' → 'o'), anything else as '?'. */
function printable(text: string): string {
  let out = '';
  for (const char of text) {
    if (char.codePointAt(0)! <= 0xff || WIN_ANSI_EXTRAS.has(char)) {
      out += char;
      continue;
    }
    const base = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    out += base.length > 0 && [...base].every((c) => c.codePointAt(0)! <= 0xff) ? base : '?';
  }
  return out;
}
