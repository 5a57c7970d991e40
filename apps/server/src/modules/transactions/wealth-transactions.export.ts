import type { Readable } from 'node:stream';
import {
  AMOUNT_CONTRIBUTED_FILTER_LABELS,
  channelConfig,
  shownAccountNumber,
  type AmountContributedResponse,
  type CashSummaryResponse,
  type CashTransactionRow,
} from '@tasman/domain';
import { csvSafeText } from '@tasman/domain/format/csv-safe';
import { csvStream } from './transactions.csv.js';
import { PdfReport, pdfDate, pdfMoney, type PdfColumn } from './transactions-pdf-layout.js';
import type { WealthRequest } from './wealth-transactions.service.js';

/** spec 002 §8 'Empty PW results', word for word. */
export const EMPTY_WEALTH = 'There were no transactions during this period matching the search criteria';

const cents = (value: number) => value.toFixed(2);

async function* fromArray(records: string[][]): AsyncGenerator<string[]> {
  yield* records;
}

export const CASH_SUMMARY_CSV_COLUMNS = ['Activity', 'Value NZD', 'Value AUD'] as const;

/** Opening balance, the activities, closing balance: the summary reads top to bottom as the screen does. */
export function cashSummaryCsv(summary: CashSummaryResponse): Readable {
  return csvStream(
    CASH_SUMMARY_CSV_COLUMNS,
    fromArray([
      [`Opening balance at ${summary.periodStart}`, cents(summary.openingBalanceNZD), cents(summary.openingBalanceAUD)],
      ...summary.rows.map((r) => [csvSafeText(r.activity), cents(r.valueNZD), cents(r.valueAUD)]),
      [`Closing balance at ${summary.periodEnd}`, cents(summary.closingBalanceNZD), cents(summary.closingBalanceAUD)],
    ]),
  );
}

export const AMOUNT_CONTRIBUTED_CSV_COLUMNS = ['Date', 'Security', 'Activity', 'Amount contributed', 'Amount withdrawn', 'Security transfer', 'Total'] as const;

export function amountContributedCsv(report: AmountContributedResponse): Readable {
  const total = report.totalContributed - report.totalWithdrawn + report.totalSecurityTransfer;
  return csvStream(
    AMOUNT_CONTRIBUTED_CSV_COLUMNS,
    fromArray([
      ...report.rows.map((r) => [
        r.eventDate,
        csvSafeText(r.securityName ?? ''),
        csvSafeText(r.activity),
        cents(r.amountContributed),
        cents(r.amountWithdrawn),
        cents(r.securityTransfer),
        cents(r.total),
      ]),
      ['Total', '', '', cents(report.totalContributed), cents(report.totalWithdrawn), cents(report.totalSecurityTransfer), cents(total)],
    ]),
  );
}

export const CASH_TRANSACTIONS_CSV_COLUMNS = ['Currency', 'Event date', 'Interest date', 'Security', 'Activity', 'D/C', 'Amount', 'Rolling balance'] as const;

export function cashTransactionsCsv(rows: AsyncIterable<CashTransactionRow>): Readable {
  return csvStream(
    CASH_TRANSACTIONS_CSV_COLUMNS,
    (async function* () {
      for await (const r of rows) {
        yield [r.currencyCode, r.eventDate, r.interestDate, csvSafeText(r.securityName ?? ''), csvSafeText(r.activity), r.debitCredit, cents(r.amount), cents(r.rollingBalance)];
      }
    })(),
  );
}

/** The report's header: entity, title, account and period, as every transaction PDF starts. */
function wealthReport(request: WealthRequest, title: string, extra: ReadonlyArray<readonly [string, string]> = []): PdfReport {
  const channel = channelConfig(request.account.channel);
  const number = shownAccountNumber(request.account, request.account.channel);
  const report = new PdfReport({
    title: `${title} – ${number}`,
    author: channel.entityName,
    subject: `${title} from ${pdfDate(request.periodStart)} to ${pdfDate(request.periodEnd)}`,
    lang: request.account.channel === 'AU' ? 'en-AU' : 'en-NZ',
    footer: `${channel.entityName} · ${title} ${number}`,
  });
  report.smallPrint(channel.entityName);
  report.title(title);
  report.facts([
    ['Account', request.account.accountName],
    ['Account number', number],
    ['Period', `${pdfDate(request.periodStart)} to ${pdfDate(request.periodEnd)}`],
    ...extra,
  ]);
  return report;
}

const col = (label: string, width: number, align: 'left' | 'right' = 'right'): PdfColumn => ({ label, width, align });

export function cashSummaryPdf(request: WealthRequest, summary: CashSummaryResponse): Readable {
  const report = wealthReport(request, 'Cash Summary');
  report.heading('Cash by activity');
  const table = report.table([col('Activity', 265, 'left'), col('NZD', 120), col('AUD', 120)]);
  table.row([`Opening balance at ${pdfDate(request.periodStart)}`, pdfMoney(summary.openingBalanceNZD), pdfMoney(summary.openingBalanceAUD)], true);
  for (const r of summary.rows) table.row([r.activity, pdfMoney(r.valueNZD), pdfMoney(r.valueAUD)]);
  table.row([`Closing balance at ${pdfDate(request.periodEnd)}`, pdfMoney(summary.closingBalanceNZD), pdfMoney(summary.closingBalanceAUD)], true);
  table.end();
  if (summary.rows.length === 0) report.paragraph(EMPTY_WEALTH);
  report.end();
  return report.doc as unknown as Readable;
}

export function amountContributedPdf(request: WealthRequest, result: AmountContributedResponse): Readable {
  const report = wealthReport(request, 'Amount Contributed', [['Showing', AMOUNT_CONTRIBUTED_FILTER_LABELS[result.filter]]]);
  report.heading('Contributions and withdrawals');
  const table = report.table([
    col('Date', 62, 'left'),
    col('Security', 105, 'left'),
    col('Activity', 68, 'left'),
    col('Contributed', 68),
    col('Withdrawn', 66),
    col('Transfer', 66),
    col('Total', 70),
  ]);
  for (const r of result.rows) {
    table.row([pdfDate(r.eventDate), r.securityName ?? '', r.activity, pdfMoney(r.amountContributed), pdfMoney(r.amountWithdrawn), pdfMoney(r.securityTransfer), pdfMoney(r.total)]);
  }
  const total = result.totalContributed - result.totalWithdrawn + result.totalSecurityTransfer;
  table.row(['Total', '', '', pdfMoney(result.totalContributed), pdfMoney(result.totalWithdrawn), pdfMoney(result.totalSecurityTransfer), pdfMoney(total)], true);
  table.end();
  if (result.rows.length === 0) report.paragraph(EMPTY_WEALTH);
  report.end();
  return report.doc as unknown as Readable;
}

/** Cash Transactions as a PDF, the rows streamed a batch at a time (they can be many). */
export function cashTransactionsPdf(
  request: WealthRequest,
  currencyList: ReadonlyArray<{ currencyCode: string; closingBalance: number }>,
  activity: string | null,
  rows: AsyncIterable<CashTransactionRow>,
): Readable {
  const report = wealthReport(request, 'Cash Transactions', [
    ['Activity', activity ?? 'All activities'],
    ...currencyList.map((c) => [`Closing balance ${c.currencyCode}`, pdfMoney(c.closingBalance)] as const),
  ]);
  void (async () => {
    report.heading('Cash transactions');
    const table = report.table([
      col('Date', 60, 'left'),
      col('Interest date', 60, 'left'),
      col('Security', 95, 'left'),
      col('Activity', 75, 'left'),
      col('D/C', 28, 'left'),
      col('Amount', 62),
      col('Balance', 70),
      col('Currency', 55, 'left'),
    ]);
    for await (const r of rows) {
      table.row([pdfDate(r.eventDate), pdfDate(r.interestDate), r.securityName ?? '', r.activity, r.debitCredit, pdfMoney(r.amount), pdfMoney(r.rollingBalance), r.currencyCode]);
      if (table.rows % 200 === 0) await report.drained();
      // The reader went away (download cancelled): stop reading the ledger.
      if (report.doc.destroyed) return;
    }
    table.end();
    if (table.rows === 0) report.paragraph(EMPTY_WEALTH);
    report.end();
  })().catch((error: unknown) => report.doc.destroy(error instanceof Error ? error : new Error(String(error))));
  return report.doc as unknown as Readable;
}
