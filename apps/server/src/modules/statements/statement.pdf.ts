import { channelConfig } from '@tasman/domain';
import { formatPercent, formatRate } from '@tasman/domain/format/percent';
import { projectionRequired, projectionSection } from './statement-projection.pdf.js';
import type { StatementData } from './statement-data.js';
import {
  artifact,
  BODY_BOTTOM,
  BOLD,
  CONTENT_WIDTH,
  ensureRoom,
  fourDecimals,
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
  shownDate,
  table,
  type Column,
  type Doc,
  type Struct,
} from './statement-pdf-kit.js';

const PRODUCT_NAMES: Record<StatementData['account']['productType'], string> = {
  KS: 'KiwiSaver Scheme',
  UT: 'Investment Funds',
  'UT-AUS': 'Australian Unit Trusts',
  PW: 'Private Wealth',
  PE: 'Private Equity',
};

/**
 * A statement as a tagged A4 PDF (issue 11 'Statements produced by the portal'): the entity and
 * wordmark, the addressee, the account and period, then by statement type the value bridge, return,
 * tax, holdings, transactions, distributions, private-equity capital and calls, and the KiwiSaver
 * retirement projection; a footer with the entity, a disclaimer and 'Page n of m' on every page.
 */
export function buildStatementPdf(data: StatementData, now: Date): Promise<Buffer> {
  const channel = channelConfig(data.channel);
  const { doc, root, done } = openDocument({
    lang: channel.locale,
    title: `${data.report.reportName} – ${data.account.shownNumber}`,
    author: channel.entityName,
    subject: `${data.report.reportName} for ${data.account.accountName}, ${shownDate(data.report.periodStart)} to ${shownDate(data.report.periodEnd)}`,
    now,
  });

  letterhead(doc, root, data, channel.entityName);
  heading(doc, root, 'H1', data.report.reportName);
  const type = data.report.reportType;
  // A call notice's dates are its notice and due dates (db/seed/statements.ts), not a period.
  const subtitle =
    type === 'CapitalCallNotice'
      ? `Issued ${shownDate(data.report.periodStart)}, payment due ${shownDate(data.report.periodEnd)}`
      : `For the period ${shownDate(data.report.periodStart)} to ${shownDate(data.report.periodEnd)}`;
  paragraph(doc, root, subtitle, { size: 10, color: GREY });

  if (type === 'CapitalCallNotice') callNotice(doc, root, data);
  else if (type === 'TaxStatement') taxStatement(doc, root, data);
  else {
    bridgeSection(doc, root, data);
    returnSection(doc, root, data);
    if (data.channel === 'NZ' && data.account.productType !== 'PE') pieTaxSection(doc, root, data);
    if (data.distributions) distributionSection(doc, root, data);
    if (data.privateEquity) capitalSection(doc, root, data);
    holdingsSection(doc, root, data);
    if (type === 'AnnualStatement' && data.account.productType === 'KS' && projectionRequired(data.report.periodEnd))
      projectionSection(doc, root, data);
    transactionsSection(doc, root, data);
    if (data.account.productType === 'PW') cashSection(doc, root, data);
  }

  footers(doc, channel.entityName, data.channel);
  root.end();
  doc.end();
  return done;
}

function letterhead(doc: Doc, root: Struct, data: StatementData, entityName: string) {
  const top = PAGE.margin;
  artifact(doc, 'Layout', () => {
    doc.rect(PAGE.margin, top, 6, 26).fill(NAVY);
    doc.font(BOLD).fontSize(20).fillColor(NAVY).text('TASMAN', PAGE.margin + 14, top + 1, { characterSpacing: 3, lineBreak: false });
    doc.font(REGULAR).fontSize(7.5).fillColor(GREY).text('ASSET MANAGEMENT', PAGE.margin + 15, top + 21, { characterSpacing: 1.6, lineBreak: false });
  });
  root.add(
    doc.struct('P', {}, () => {
      doc.font(REGULAR).fontSize(8.5).fillColor(GREY).text(entityName, PAGE.margin, top + 8, { width: CONTENT_WIDTH, align: 'right' });
    }),
  );
  rule(doc, top + 40, NAVY, 1.2);

  // The address block on the left (a window envelope's place), the account panel on the right.
  const blockTop = top + 62;
  const addressLines = [...data.addressee.names, ...data.addressee.address];
  root.add(
    doc.struct('P', {}, () => {
      doc.font(REGULAR).fontSize(10).fillColor(INK).text(addressLines.join('\n') || data.account.accountName, PAGE.margin, blockTop, { width: 250 });
    }),
  );
  const addressBottom = doc.y;
  const panelX = PAGE.margin + 290;
  const panelWidth = CONTENT_WIDTH - 290;
  const rows: Array<[string, string]> = [
    ['Account', data.account.accountName],
    ['Account number', data.account.shownNumber],
    ['Product', PRODUCT_NAMES[data.account.productType]],
    data.report.reportType === 'CapitalCallNotice'
      ? ['Payment due', shownDate(data.report.periodEnd)]
      : ['Period', `${shownDate(data.report.periodStart)} – ${shownDate(data.report.periodEnd)}`],
    ['Statement date', shownDate(data.report.reportDate)],
  ];
  let y = blockTop;
  for (const [label, value] of rows) {
    root.add(
      doc.struct('P', {}, () => {
        doc.font(REGULAR).fontSize(8).fillColor(GREY).text(`${label}: `, panelX, y, { width: 90, continued: false });
        doc.font(BOLD).fontSize(8.5).fillColor(INK).text(value, panelX + 90, y, { width: panelWidth - 90 });
      }),
    );
    y = doc.y + 3;
  }
  doc.x = PAGE.margin;
  doc.y = Math.max(addressBottom, y) + 22;
}

const BRIDGE_COLUMNS = [
  { label: 'Your account over the period', width: 375, align: 'left' },
  { label: 'Amount', width: CONTENT_WIDTH - 375, align: 'right' },
] as const;

/** Starts a new page when a block that fits on one page would not fit on this one. */
function keepTogether(doc: Doc, height: number) {
  if (height < BODY_BOTTOM - PAGE.margin) ensureRoom(doc, height);
}

function bridgeSection(doc: Doc, root: Struct, data: StatementData) {
  keepTogether(doc, 230);
  heading(doc, root, 'H2', 'Summary of your investment');
  const p = data.performance;
  if (!p) {
    paragraph(doc, root, 'There was no valuation of this account in the period.');
    return;
  }
  const currency = channelConfig(data.channel).currency;
  const rows: Array<[string, number]> = [
    [`Opening value at ${shownDate(p.periodStartDate)}`, p.openingValue],
    ['Contributions', p.capitalContributed],
    ['Withdrawals', -p.capitalWithdrawn],
    ['Transfers in', p.transferInAmount],
    ['Transfers out', -p.transferOutAmount],
    ['Investment earnings', p.investmentEBFAT],
    ['Fees', -p.fees],
    ['Tax', -p.taxPaid],
    [`Closing value at ${shownDate(p.periodEndDate)}`, p.closingValue],
  ];
  table(
    doc,
    root,
    [{ ...BRIDGE_COLUMNS[0] }, { ...BRIDGE_COLUMNS[1], label: `Amount (${currency})` }],
    rows.map(([label, value]) => [label, money(value)]),
    { emphasis: (i) => i === rows.length - 1, size: 9 },
  );
  const switched = p.SwitchIn.totalValue + p.SwitchOut.totalValue;
  if (switched > 0) {
    paragraph(
      doc,
      root,
      `Switches between funds inside the account: ${money(p.SwitchOut.totalValue)} switched out of and ${money(p.SwitchIn.totalValue)} switched into funds. They move money between your funds and do not change the account's value.`,
      { color: GREY, size: 8 },
    );
  }
}

function returnSection(doc: Doc, root: Struct, data: StatementData) {
  const p = data.performance;
  if (!p) return;
  heading(doc, root, 'H2', 'Your return');
  const basis = p.basis.perAnnum ? 'per annum' : 'for the period';
  const net = p.netReturnPercentage === null ? 'not available (nothing was invested over the period)' : formatPercent(p.netReturnPercentage);
  paragraph(doc, root, `Time-weighted return after fees, before tax, ${basis}: ${net}`, { size: 9.5, bold: true });
  paragraph(
    doc,
    root,
    p.basis.perAnnum
      ? 'The period is longer than a year, so the return is shown per annum (annualised).'
      : 'The period is a year or shorter, so the return is for the period and is not annualised.',
    { color: GREY, size: 8 },
  );
}

function pieTaxSection(doc: Doc, root: Struct, data: StatementData) {
  heading(doc, root, 'H2', 'PIE tax');
  const pir = data.account.pir === null ? 'not held' : formatRate(Number(data.account.pir));
  paragraph(doc, root, `Prescribed investor rate (PIR): ${pir}`);
  paragraph(doc, root, `PIE tax paid in the period: ${money(data.performance?.taxPaid ?? 0)}`);
}

function distributionSection(doc: Doc, root: Struct, data: StatementData) {
  const d = data.distributions!;
  heading(doc, root, 'H2', 'Distributions');
  if (d.rows.length === 0) {
    paragraph(doc, root, 'No distributions were paid in the period.');
    return;
  }
  table(
    doc,
    root,
    [
      { label: 'Date', width: 70, align: 'left' },
      { label: 'Fund', width: 180, align: 'left' },
      { label: 'Description', width: 165, align: 'left' },
      { label: 'Distribution', width: CONTENT_WIDTH - 415, align: 'right' },
    ],
    [
      ...d.rows.map((r) => [shownDate(r.tradeDate), r.securityName, r.description, money(r.value)]),
      ['', 'Total distributions', '', money(d.declared)],
    ],
    { emphasis: (i) => i === d.rows.length },
  );
  paragraph(doc, root, `Reinvested in units: ${money(d.reinvested)}. Paid to you: ${money(d.paidOut)}.`);
}

function capitalSection(doc: Doc, root: Struct, data: StatementData) {
  const { summary, calls } = data.privateEquity!;
  keepTogether(doc, 160);
  heading(doc, root, 'H2', 'Capital summary');
  if (summary) {
    table(
      doc,
      root,
      [
        { label: 'Capital', width: 375, align: 'left' },
        { label: 'Amount', width: CONTENT_WIDTH - 375, align: 'right' },
      ],
      [
        ['Committed capital', money(summary.committedCapital)],
        ['Called capital', money(summary.calledCapital)],
        ['Uncalled capital', money(summary.uncalledCapital)],
        ['Distributions paid in cash', money(summary.distributionsCashTotal)],
        [`Valuation at ${shownDate(summary.valuationDate)}`, money(summary.valuation)],
      ],
      { emphasis: (i) => i === 4, size: 9 },
    );
  }
  if (calls.length > 0) {
    heading(doc, root, 'H2', 'Capital calls');
    callTable(doc, root, calls);
  }
}

function callTable(doc: Doc, root: Struct, calls: NonNullable<StatementData['privateEquity']>['calls']) {
  table(
    doc,
    root,
    [
      { label: 'Call', width: 35, align: 'left' },
      { label: 'Notice date', width: 70, align: 'left' },
      { label: 'Due date', width: 70, align: 'left' },
      { label: 'Percent', width: 55, align: 'right' },
      { label: 'Amount', width: 85, align: 'right' },
      { label: 'Called to date', width: 90, align: 'right' },
      { label: 'Uncalled', width: CONTENT_WIDTH - 405, align: 'right' },
    ],
    calls.map((c) => [
      String(c.callNumber),
      shownDate(c.noticeDate),
      shownDate(c.dueDate),
      formatPercent(Number(c.callPercent)),
      money(c.amount),
      money(c.calledToDate),
      money(c.uncalled),
    ]),
  );
}

function callNotice(doc: Doc, root: Struct, data: StatementData) {
  const call = data.call;
  heading(doc, root, 'H2', 'Capital call');
  if (!call) {
    paragraph(doc, root, 'This call is not in the ledger.');
    return;
  }
  paragraph(
    doc,
    root,
    `${call.fundName} calls ${formatPercent(Number(call.callPercent))} of your commitment. Please pay ${channelConfig(data.channel).currency} ${money(call.amount)} by ${shownDate(call.dueDate)}.`,
    { size: 10 },
  );
  table(
    doc,
    root,
    [
      { label: 'Call', width: 375, align: 'left' },
      { label: 'Detail', width: CONTENT_WIDTH - 375, align: 'right' },
    ],
    [
      ['Call number', String(call.callNumber)],
      ['Notice date', shownDate(call.noticeDate)],
      ['Due date', shownDate(call.dueDate)],
      ['Percent of commitment called', formatPercent(Number(call.callPercent))],
      ['Amount called', money(call.amount)],
      ['Commitment', money(call.committedAmount)],
      ['Called to date, this call included', money(call.calledToDate)],
      ['Uncalled commitment', money(call.uncalled)],
    ],
    { emphasis: (i) => i === 4, size: 9 },
  );
}

function taxStatement(doc: Doc, root: Struct, data: StatementData) {
  if (data.channel === 'NZ') {
    pieTaxSection(doc, root, data);
    const taxRows = data.transactions.filter((t) => t.transactionType === 'Tax' || t.transactionType === 'TaxRebate' || Number(t.tax) > 0);
    if (taxRows.length > 0) {
      table(
        doc,
        root,
        [
          { label: 'Date', width: 80, align: 'left' },
          { label: 'Description', width: 200, align: 'left' },
          { label: 'Fund', width: 135, align: 'left' },
          { label: 'PIE tax', width: CONTENT_WIDTH - 415, align: 'right' },
        ],
        taxRows.map((t) => [
          shownDate(t.tradeDate),
          t.description,
          t.securityName,
          money(t.transactionType === 'Tax' ? -Number(t.value) : t.transactionType === 'TaxRebate' ? -Number(t.value) : t.tax),
        ]),
      );
    }
  } else {
    distributionSection(doc, root, data);
  }
}

function holdingsSection(doc: Doc, root: Struct, data: StatementData) {
  const h = data.holdings;
  // A short table starts on the next page rather than leave a row or two behind its heading.
  keepTogether(doc, 60 + ((h?.list.length ?? 0) + 2) * 17);
  heading(doc, root, 'H2', h?.valuationDate ? `Your holdings at ${shownDate(h.valuationDate)}` : 'Your holdings');
  if (!h || h.list.length === 0) {
    paragraph(doc, root, 'The account held no units at the end of the period.');
    return;
  }
  const rows = h.list.map((s) => [s.name, fourDecimals(s.units), fourDecimals(s.unitPrice), money(s.securityValue)]);
  if (h.cashAtBank !== 0) rows.push(['Cash at bank', '', '', money(h.cashAtBank)]);
  rows.push(['Total', '', '', money(h.totalValue)]);
  table(
    doc,
    root,
    [
      { label: 'Fund', width: 235, align: 'left' },
      { label: 'Units', width: 90, align: 'right' },
      { label: 'Unit price', width: 80, align: 'right' },
      { label: 'Value', width: CONTENT_WIDTH - 405, align: 'right' },
    ],
    rows,
    { emphasis: (i) => i === rows.length - 1 },
  );
}

function transactionsSection(doc: Doc, root: Struct, data: StatementData) {
  heading(doc, root, 'H2', 'Transactions in the period');
  if (data.transactions.length === 0) {
    paragraph(doc, root, 'There were no transactions in the period.');
    return;
  }
  // The tax column only when a transaction had tax withheld: the width goes to the description otherwise.
  const withTax = data.transactions.some((t) => Number(t.tax) !== 0);
  const columns: Column[] = [
    { label: 'Date', width: 56, align: 'left' },
    { label: 'Description', width: withTax ? 142 : 174, align: 'left' },
    { label: 'Fund', width: 125, align: 'left' },
    { label: 'Units', width: 54, align: 'right' },
    { label: 'Unit price', width: 42, align: 'right' },
    ...(withTax ? [{ label: 'Tax', width: 32, align: 'right' } as const] : []),
    { label: 'Value', width: CONTENT_WIDTH - 451, align: 'right' },
  ];
  table(
    doc,
    root,
    columns,
    data.transactions.map((t) => [
      shownDate(t.tradeDate),
      t.description,
      t.securityName,
      fourDecimals(t.units),
      fourDecimals(t.unitPrice),
      ...(withTax ? [Number(t.tax) === 0 ? '' : money(t.tax)] : []),
      money(t.value),
    ]),
    { size: 7 },
  );
}

function cashSection(doc: Doc, root: Struct, data: StatementData) {
  heading(doc, root, 'H2', 'Cash account transactions in the period');
  if (data.cashTransactions.length === 0) {
    paragraph(doc, root, 'There were no cash account transactions in the period.');
    return;
  }
  table(
    doc,
    root,
    [
      { label: 'Date', width: 62, align: 'left' },
      { label: 'Activity', width: 120, align: 'left' },
      { label: 'Security', width: 170, align: 'left' },
      { label: 'D/C', width: 30, align: 'left' },
      { label: 'Currency', width: 45, align: 'left' },
      { label: 'Amount', width: CONTENT_WIDTH - 427, align: 'right' },
    ],
    data.cashTransactions.map((t) => [shownDate(t.eventDate), t.activity, t.securityName ?? '', t.debitCredit, t.currencyCode, money(t.amount)]),
    { size: 7 },
  );
}

const DISCLAIMERS = {
  NZ: 'This statement is issued by Tasman Asset Management Limited. Past performance is not a reliable indicator of future returns. Please check it and tell us within 30 days if anything looks wrong.',
  AU: 'This statement is issued by Tasman Asset Management (Australia) Pty Ltd. Past performance is not a reliable indicator of future returns. Please check it and tell us within 30 days if anything looks wrong.',
} as const;

function footers(doc: Doc, entityName: string, channel: StatementData['channel']) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const top = PAGE.height - PAGE.margin - 18;
    rule(doc, top - 6);
    artifact(doc, 'Pagination', () => {
      doc.font(REGULAR).fontSize(6.5).fillColor(GREY).text(DISCLAIMERS[channel], PAGE.margin, top, { width: CONTENT_WIDTH - 80 });
      doc
        .font(BOLD)
        .fontSize(7.5)
        .fillColor(NAVY)
        .text(`Page ${i - start + 1} of ${count}`, PAGE.margin + CONTENT_WIDTH - 80, top, { width: 80, align: 'right', lineBreak: false });
      doc.font(REGULAR).fontSize(6.5).fillColor(GREY).text(entityName, PAGE.margin, top + 20, { width: CONTENT_WIDTH, lineBreak: false });
    });
    doc.page.margins.bottom = margin;
  }
}
