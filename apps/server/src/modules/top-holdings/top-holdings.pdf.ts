import PDFDocument from 'pdfkit';
import { format } from 'date-fns';
import { ACCOUNT_MESSAGES, channelConfig, parseIsoDate } from '@tasman/domain';
import { formatPercent } from '@tasman/domain/format/percent';
import { PDF_FONTS } from './pdf-fonts.js';
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
const REGULAR = 'Inter';
const BOLD = 'Inter-Bold';

/**
 * What the list is: 'Top 100 holdings' only when there are 100; a shorter list says how many it has
 * ('Top holdings (45)'), so a title never promises rows that are not there (issue 9 item 19).
 */
export function topHoldingsTitle(count: number): string {
  return count === 100 ? 'Top 100 holdings' : `Top holdings (${count})`;
}
const RULE = '#dee2e6';

/** spec 001 §9 date format, from a 'yyyy-mm-dd' date (no time zone can move it). */
const shownDate = (isoDate: string) => format(parseIsoDate(isoDate), 'dd MMM yyyy');

/**
 * The top-hundred holdings PDF (spec 001 §7 'Top hundred holdings as PDF'): the portal's entity,
 * the account's name and shown number, the dates, and a table of rank, name, country and weight
 * in percent to 2 decimals, with the portal's data-provider wording. Nothing about the user or
 * the session goes in. Inter is embedded (pdf-fonts.ts), so te reo Māori names keep their macrons.
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
      Subject: topHoldingsTitle(result.holdings.length),
      CreationDate: now,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.registerFont(REGULAR, PDF_FONTS.regular);
  doc.registerFont(BOLD, PDF_FONTS.bold);
  const write = (text: string, options?: PDFKit.Mixins.TextOptions) => doc.text(text, options);
  doc.font(REGULAR).fontSize(9).fillColor(GREY);
  write(channel.entityName);
  doc.moveDown(0.5).font(BOLD).fontSize(18).fillColor('black');
  write(topHoldingsTitle(result.holdings.length));
  doc.moveDown(0.3).font(REGULAR).fontSize(11);
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
    doc.font(bold ? BOLD : REGULAR).fontSize(9);
    const texts = cells;
    const height =
      Math.max(...texts.map((text, i) => doc.heightOfString(text, { width: textWidth(COLUMNS[i]!) }))) + 2 * ROW_PADDING;
    if (doc.y + height > bottom()) {
      doc.addPage();
      // The column headings again on each page; then back to this row's font.
      if (!bold) drawRow(COLUMNS.map((c) => c.label), true);
      doc.font(bold ? BOLD : REGULAR).fontSize(9);
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
    drawRow([String(index + 1), holding.name, holding.country, formatPercent(Number(holding.weight.toFixed(2)))], false),
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
      .font(REGULAR)
      .fontSize(8)
      .fillColor(GREY)
      .text(`${entityName} · Page ${i - start + 1} of ${count}`, PAGE_MARGIN, doc.page.height - PAGE_MARGIN + 15, {
        width: contentWidth(doc),
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = margin;
  }
}
