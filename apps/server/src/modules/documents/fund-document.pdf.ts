import { channelConfig } from '@tasman/domain';
import { formatPercent } from '@tasman/domain/format/percent';
import {
  artifact,
  BOLD,
  CONTENT_WIDTH,
  ensureRoom,
  GREY,
  heading,
  INK,
  money,
  NAVY,
  openDocument,
  PAGE,
  paragraph,
  REGULAR,
  rule,
  RULE,
  shownDate,
  table,
  type Doc,
  type Struct,
} from '../statements/statement-pdf-kit.js';
import type { FundDocumentData } from './fund-document-data.js';

const NOT_AVAILABLE = 'n/a';
const percentOrNone = (value: number | null | undefined) => (value === null || value === undefined ? NOT_AVAILABLE : formatPercent(value));

/** The returns table's rows: spec 001 §3 MonMarketIndexReturns periods a fact sheet shows. */
export function returnRows(data: FundDocumentData): string[][] {
  const fund = data.details.MonMarketIndexReturns;
  const benchmark = data.details.BenchmarkMarketIndexReturns;
  const hasBenchmark = benchmark !== null;
  const rows: Array<[string, 'M1' | 'M3' | 'Y1' | 'Y3' | 'Y5' | 'SinceInception']> = [
    ['1 month', 'M1'],
    ['3 months', 'M3'],
    ['1 year', 'Y1'],
    ['3 years p.a.', 'Y3'],
    ['5 years p.a.', 'Y5'],
    [fund?.SinceInceptionPerAnnum ? 'Since inception p.a.' : 'Since inception', 'SinceInception'],
  ];
  return rows.map(([label, key]) => {
    const own = fund?.[key] ?? null;
    const index = benchmark?.[key] ?? null;
    const difference = own !== null && index !== null ? formatPercent(own - index, { signed: true }) : NOT_AVAILABLE;
    return hasBenchmark ? [label, percentOrNone(own), percentOrNone(index), difference] : [label, percentOrNone(own)];
  });
}

/** The allocation as the fund page shows it: its classes, Cash at Bank apart, adding up to 100. */
export function allocationRows(data: FundDocumentData): string[][] {
  const rows = data.allocation.assetAllocation.map((entry) => [entry.assetClass, formatPercent(entry.weight)]);
  if (data.allocation.totalCashAtBankPercentage > 0) rows.push(['Cash at Bank', formatPercent(data.allocation.totalCashAtBankPercentage)]);
  const total = data.allocation.assetAllocation.reduce((sum, e) => sum + e.weight, data.allocation.totalCashAtBankPercentage);
  if (rows.length > 0) rows.push(['Total', formatPercent(total)]);
  return rows;
}

const DISCLAIMER: Record<FundDocumentData['channel'], string> = {
  NZ:
    'Issued by Tasman Asset Management Limited as manager of the fund. Returns are after the annual fund charges and before tax; ' +
    'past performance is not a reliable indicator of future returns. This document is general information only, not financial advice: ' +
    'read the product disclosure statement before investing.',
  AU:
    'Issued by Tasman Asset Management (Australia) Pty Ltd as responsible entity of the fund. Returns are after the annual fund charges and before tax; ' +
    'past performance is not a reliable indicator of future returns. This document is general information only, not financial advice: ' +
    'read the product disclosure statement and target market determination before investing.',
};

/**
 * A fund's monthly fact sheet or quarterly fund update as a tagged A4 PDF, drawn with the
 * statements' kit: key facts, the risk indicator, returns against the benchmark, the asset mix,
 * the top 10 investments, fees and a disclaimer. Every figure comes from `data` (the fund screens'
 * answers at the period end).
 */
export function buildFundDocumentPdf(data: FundDocumentData, now: Date): Promise<Buffer> {
  const channel = channelConfig(data.channel);
  const kindName = data.kind === 'FactSheet' ? 'Fact Sheet' : 'Fund Update';
  const { doc, root, done } = openDocument({
    lang: channel.locale,
    title: data.title,
    author: channel.entityName,
    subject: `${data.details.Name} ${kindName} as at ${shownDate(data.periodEnd)}`,
    now,
  });
  letterhead(doc, root, channel.entityName, kindName);
  heading(doc, root, 'H1', data.details.Name);
  paragraph(
    doc,
    root,
    data.kind === 'FactSheet' ? `Monthly fact sheet as at ${shownDate(data.periodEnd)}` : `Fund update for the quarter ended ${shownDate(data.periodEnd)}`,
    { size: 10, color: GREY },
  );
  if (data.kind === 'FundUpdate') {
    heading(doc, root, 'H2', 'What is the purpose of this update?');
    paragraph(
      doc,
      root,
      `This document tells you how the ${data.details.Name} has performed and what fees were charged. It will help you to compare the fund with other funds. ` +
        `${channel.entityName} prepared this update in accordance with the Financial Markets Conduct Act 2013. This information is not audited and may be updated.`,
    );
  }

  heading(doc, root, 'H2', 'Key facts');
  const nav = data.details.FundNetAssetValues;
  table(
    doc,
    root,
    [
      { label: 'Fact', width: 200, align: 'left' },
      { label: 'Value', width: CONTENT_WIDTH - 200, align: 'left' },
    ],
    [
      ['Inception date', data.details.InceptionDate ? shownDate(data.details.InceptionDate) : NOT_AVAILABLE],
      ['Fund size', nav ? `${channel.currency} ${money(nav.MonthEndValue)} at ${shownDate(nav.MonthEndDate)}` : NOT_AVAILABLE],
      ['Unit price', data.unitPrice ? `${data.unitPrice.price.toFixed(4)} at ${shownDate(data.unitPrice.date)}` : NOT_AVAILABLE],
      ['Annual management fee', data.details.Fee === null ? NOT_AVAILABLE : `${formatPercent(data.details.Fee)} a year`],
      ['Benchmark', data.details.BenchmarkName ?? 'None'],
      ['Risk indicator', data.volatility ? `${data.volatility.indicator} of 7` : NOT_AVAILABLE],
    ],
  );

  riskIndicator(doc, root, data);

  heading(doc, root, 'H2', data.details.BenchmarkName ? 'Returns against the benchmark' : 'Returns');
  const asAt = data.details.MonMarketIndexReturns?.AsAtDate;
  paragraph(doc, root, `To ${asAt ? shownDate(asAt) : shownDate(data.periodEnd)}, after the annual fund charges and before tax; periods over a year are a yearly average (p.a.).`, {
    size: 8,
    color: GREY,
  });
  const hasBenchmark = data.details.BenchmarkMarketIndexReturns !== null;
  table(
    doc,
    root,
    hasBenchmark
      ? [
          { label: 'Period', width: 170, align: 'left' },
          { label: 'Fund', width: 105, align: 'right' },
          { label: 'Benchmark', width: 110, align: 'right' },
          { label: 'Difference', width: CONTENT_WIDTH - 385, align: 'right' },
        ]
      : [
          { label: 'Period', width: 170, align: 'left' },
          { label: 'Fund', width: CONTENT_WIDTH - 170, align: 'right' },
        ],
    returnRows(data),
  );

  const allocation = allocationRows(data);
  keepTogether(doc, allocation.length);
  heading(doc, root, 'H2', 'Asset allocation');
  if (allocation.length === 0) paragraph(doc, root, 'The fund has not published an asset allocation.');
  else
    table(
      doc,
      root,
      [
        { label: 'Asset class', width: 300, align: 'left' },
        { label: 'Share of the fund', width: CONTENT_WIDTH - 300, align: 'right' },
      ],
      allocation,
      { emphasis: (i) => i === allocation.length - 1 },
    );

  const holdings = data.details.TopInvestments;
  keepTogether(doc, holdings.length + 1);
  heading(doc, root, 'H2', 'Top 10 investments');
  if (holdings.length === 0) paragraph(doc, root, 'The fund has not published its holdings.');
  else {
    if (data.details.PublishDate) paragraph(doc, root, `As at ${shownDate(data.details.PublishDate)}, cash left out.`, { size: 8, color: GREY });
    table(
      doc,
      root,
      [
        { label: 'Investment', width: 290, align: 'left' },
        { label: 'Type', width: 120, align: 'left' },
        { label: 'Share of the fund', width: CONTENT_WIDTH - 410, align: 'right' },
      ],
      holdings.map((h) => [h.name, h.Type, formatPercent(h.Percentage)]),
    );
  }

  heading(doc, root, 'H2', 'Fees');
  paragraph(
    doc,
    root,
    data.details.Fee === null
      ? 'The fund has no published annual management fee.'
      : `The annual management fee is ${formatPercent(data.details.Fee)} of the fund's value a year. It is taken from the fund and reflected in the unit price, so the returns above are after it. ` +
          'Other charges, if any, are set out in the product disclosure statement.',
  );

  heading(doc, root, 'H2', 'Important information');
  paragraph(doc, root, DISCLAIMER[data.channel], { size: 8, color: GREY });

  footers(doc, channel.entityName, data.title);
  doc.end();
  return done;
}

/** A short table starts on a fresh page rather than split after its heading: its heading, header and rows (about 18 points each). */
function keepTogether(doc: Doc, rows: number) {
  ensureRoom(doc, 60 + (rows + 1) * 18);
}

function letterhead(doc: Doc, root: Struct, entityName: string, kindName: string) {
  const top = PAGE.margin;
  artifact(doc, 'Layout', () => {
    doc.rect(PAGE.margin, top, 6, 26).fill(NAVY);
    doc.font(BOLD).fontSize(20).fillColor(NAVY).text('TASMAN', PAGE.margin + 14, top + 1, { characterSpacing: 3, lineBreak: false });
    doc.font(REGULAR).fontSize(7.5).fillColor(GREY).text('ASSET MANAGEMENT', PAGE.margin + 15, top + 21, { characterSpacing: 1.6, lineBreak: false });
  });
  root.add(
    doc.struct('P', {}, () => {
      doc.font(BOLD).fontSize(9).fillColor(NAVY).text(kindName, PAGE.margin, top + 4, { width: CONTENT_WIDTH, align: 'right' });
      doc.font(REGULAR).fontSize(8).fillColor(GREY).text(entityName, PAGE.margin, doc.y + 1, { width: CONTENT_WIDTH, align: 'right' });
    }),
  );
  rule(doc, top + 40, NAVY, 1.2);
  doc.x = PAGE.margin;
  doc.y = top + 56;
}

/** Seven boxes, lower risk to higher risk, the fund's one filled (the fund update's risk indicator picture). */
function riskIndicator(doc: Doc, root: Struct, data: FundDocumentData) {
  heading(doc, root, 'H2', 'Risk indicator');
  const volatility = data.volatility;
  if (!volatility) {
    paragraph(doc, root, 'The fund does not have enough returns yet to measure its risk.');
    return;
  }
  ensureRoom(doc, 60);
  const top = doc.y + 4;
  const box = 34;
  artifact(doc, 'Layout', () => {
    for (let n = 1; n <= 7; n++) {
      const x = PAGE.margin + (n - 1) * (box + 4);
      const mine = n === volatility.indicator;
      doc.rect(x, top, box, 22).lineWidth(0.8).fillAndStroke(mine ? NAVY : '#ffffff', mine ? NAVY : RULE);
      doc.font(BOLD).fontSize(10).fillColor(mine ? '#ffffff' : GREY).text(String(n), x, top + 6, { width: box, align: 'center', lineBreak: false });
    }
    doc.font(REGULAR).fontSize(7).fillColor(GREY);
    doc.text('Lower risk', PAGE.margin, top + 26, { lineBreak: false });
    doc.text('Higher risk', PAGE.margin + 6 * (box + 4) - 20, top + 26, { width: box + 20, align: 'right', lineBreak: false });
  });
  doc.x = PAGE.margin;
  doc.y = top + 40;
  const years = volatility.weeks >= 260 ? 'five years' : `${(volatility.weeks / 52).toFixed(1)} years (since the fund began)`;
  paragraph(
    doc,
    root,
    `Risk indicator ${volatility.indicator} of 7. It is worked out from the fund's weekly returns over the ${years} to ${shownDate(data.periodEnd)}: ` +
      `their annualised volatility is ${formatPercent(volatility.annualisedPercent)}. A higher number means larger ups and downs, not a worse fund; ` +
      'the indicator can change, and a short history understates risk.',
    { size: 8.5, color: INK },
  );
}

function footers(doc: Doc, entityName: string, title: string) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const top = PAGE.height - PAGE.margin - 10;
    rule(doc, top - 6);
    artifact(doc, 'Pagination', () => {
      doc.font(REGULAR).fontSize(6.5).fillColor(GREY).text(`${title} · ${entityName}`, PAGE.margin, top, { width: CONTENT_WIDTH - 80, lineBreak: false });
      doc
        .font(BOLD)
        .fontSize(7.5)
        .fillColor(NAVY)
        .text(`Page ${i - start + 1} of ${count}`, PAGE.margin + CONTENT_WIDTH - 80, top, { width: 80, align: 'right', lineBreak: false });
    });
    doc.page.margins.bottom = margin;
  }
}
