import type { Readable } from 'node:stream';
import { channelConfig, productLabel, type TransactionsExportQuery } from '@tasman/domain';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../plugins/api-error.js';
import type { AuthContext } from '../auth/auth-context.js';
import { valueAccounts } from '../accounts/account-balances.js';
import { PdfReport, pdfDate, pdfMoney, pdfUnits, type PdfColumn } from './transactions-pdf-layout.js';
import { findAccountHolderNames, historyRows } from './transactions.repo.js';
import { historyRequest, privateEquityRow, rangeBalances, retailRow, shownNumber, type HistoryRequest } from './transactions.service.js';

/** spec 002 §8 'Empty retail or PE results', word for word. */
export const EMPTY_HISTORY =
  'There are no records to display for the date range selected. Please use the PDF statement button if you would like to see your Account opening and closing balance for the selected date range.';

/** spec 002 §8 'PDF without a client or linked clients': an error, never a summary addressed to no one. */
export const NO_CLIENT_FOR_PDF = 'This account has no client or linked client to address the transaction summary to.';

const RETAIL_COLUMNS: PdfColumn[] = [
  { label: 'Date', width: 62, align: 'left' },
  { label: 'Security', width: 84, align: 'left' },
  { label: 'Description', width: 90, align: 'left' },
  { label: 'Units', width: 58, align: 'right' },
  { label: 'Unit price', width: 48, align: 'right' },
  { label: 'Value', width: 56, align: 'right' },
  { label: 'Tax', width: 40, align: 'right' },
  { label: 'Net value', width: 66, align: 'right' },
];
const PRIVATE_EQUITY_COLUMNS: PdfColumn[] = [
  { label: 'Date', width: 80, align: 'left' },
  { label: 'Description', width: 215, align: 'left' },
  { label: 'Unit price', width: 90, align: 'right' },
  { label: 'Value', width: 120, align: 'right' },
];
const SECURITY_COLUMNS: PdfColumn[] = [
  { label: 'Security', width: 205, align: 'left' },
  { label: 'Units', width: 100, align: 'right' },
  { label: 'Unit price', width: 90, align: 'right' },
  { label: 'Value', width: 110, align: 'right' },
];

/** The securities held at the end of a day: units, the last price on or before it, value (as the holdings screen). */
async function securitiesAt(db: Db, request: HistoryRequest, date: string) {
  const valuation = (await valueAccounts(db, [request.account.id], date)).get(request.account.id)!;
  return valuation.holdings.list
    .filter((h) => request.security === null || h.securityId === request.security.id)
    .map((h) => ({ name: h.name, units: h.units.toNumber(), unitPrice: h.unitPrice.toNumber(), value: h.securityValue.toDecimalPlaces(2).toNumber() }));
}

/**
 * 'Transaction Summary.pdf' (spec 002 §7 'Transaction PDF': client, account, transactions, opening
 * securities, closing securities, closing securities date). Every check and every figure but the rows
 * is settled before the first byte, so a refusal is still a clean 4xx; the rows then stream from the
 * ledger a batch at a time into pages that pdfkit writes out as each one fills.
 */
export async function historyPdf(db: Db, auth: AuthContext, query: TransactionsExportQuery, now: Date = new Date()): Promise<Readable> {
  const request = await historyRequest(db, auth, query, now);
  const holders = await findAccountHolderNames(db, request.account.id);
  if (holders.length === 0) throw new ApiError('ValidationFailed', NO_CLIENT_FOR_PDF);
  const balances = await rangeBalances(db, request);
  const opening = await securitiesAt(db, request, balances.openingDate);
  const closing = await securitiesAt(db, request, balances.closingDate);

  const channel = channelConfig(request.account.channel);
  const report = new PdfReport({
    title: `Transaction Summary – ${shownNumber(request.account)}`,
    author: channel.entityName,
    subject: `Transactions from ${pdfDate(request.filter.periodStart)} to ${pdfDate(request.filter.periodEnd)}`,
    lang: request.account.channel === 'AU' ? 'en-AU' : 'en-NZ',
    footer: `${channel.entityName} · Transaction Summary ${shownNumber(request.account)}`,
  });

  report.smallPrint(channel.entityName);
  report.title('Transaction Summary');
  for (const holder of holders) report.paragraph(holder.name, true);
  report.facts([
    ['Account', request.account.accountName],
    ['Account number', shownNumber(request.account)],
    ['Product', productLabel(request.account.productType)],
    ['Period', `${pdfDate(request.filter.periodStart)} to ${pdfDate(request.filter.periodEnd)}`],
    ...(request.security ? ([['Security', request.security.name]] as const) : []),
    [`Opening balance at ${pdfDate(balances.openingDate)}`, `${channel.currency} ${pdfMoney(balances.opening)}`],
    [`Closing balance at ${pdfDate(balances.closingDate)}`, `${channel.currency} ${pdfMoney(balances.closing)}`],
  ]);

  const securitiesTable = (heading: string, list: typeof opening) => {
    report.heading(heading);
    if (list.length === 0) {
      report.paragraph('No securities were held.');
      return;
    }
    const table = report.table(SECURITY_COLUMNS);
    for (const s of list) table.row([s.name, pdfUnits(s.units), pdfUnits(s.unitPrice), pdfMoney(s.value)]);
    table.row(['Total', '', '', pdfMoney(list.reduce((sum, s) => sum + Math.round(s.value * 100), 0) / 100)], true);
    table.end();
  };

  securitiesTable(`Opening securities at ${pdfDate(balances.openingDate)}`, opening);

  // The rows stream after the reply has started: a failure now can only cut the file short.
  void (async () => {
    report.heading('Transactions');
    const table = report.table(request.view === 'retail' ? RETAIL_COLUMNS : PRIVATE_EQUITY_COLUMNS);
    for await (const row of historyRows(db, request.filter)) {
      if (request.view === 'retail') {
        const r = retailRow(row);
        table.row([
          pdfDate(r.transactionDate),
          r.securityName,
          r.isPending ? `${r.description} (pending)` : r.description,
          pdfUnits(r.units),
          pdfUnits(r.unitPrice),
          pdfMoney(r.transactionValue),
          pdfMoney(r.tax),
          pdfMoney(r.transactionNetValue),
        ]);
      } else {
        const r = privateEquityRow(row);
        table.row([pdfDate(r.transactionDate), r.isPending ? `${r.description} (pending)` : r.description, pdfUnits(r.unitPrice), pdfMoney(r.transactionValue)]);
      }
      if (table.rows % 200 === 0) await report.drained();
      // The reader went away (download cancelled): stop reading the ledger.
      if (report.doc.destroyed) return;
    }
    table.end();
    if (table.rows === 0) report.paragraph(EMPTY_HISTORY);
    securitiesTable(`Closing securities at ${pdfDate(balances.closingDate)}`, closing);
    report.smallPrint(
      'Values are units × the last unit price on or before each date. Pending transactions have not yet been processed and are not in the balances.',
    );
    report.end();
  })().catch((error: unknown) => report.doc.destroy(error instanceof Error ? error : new Error(String(error))));

  return report.doc as unknown as Readable;
}
