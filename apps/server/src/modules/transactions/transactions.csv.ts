import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import { TRANSACTION_EXPORT_NAME } from '@tasman/domain';
import { csvSafeText } from '@tasman/domain/format/csv-safe';
import type { HistoryRow } from './transactions.repo.js';

/** spec 002 §9: exports are named 'Transaction Summary.pdf' and 'Transaction Summary.csv'. */
export const attachment = (extension: 'csv' | 'pdf') => `attachment; filename="${TRANSACTION_EXPORT_NAME}.${extension}"`;

/** The retail export's columns (spec 002 §3 'Retail transaction'), in the table's order. */
export const RETAIL_CSV_COLUMNS = [
  'Account number',
  'Security',
  'Date',
  'Description',
  'Units',
  'Unit price',
  'Value',
  'Tax',
  'Net value',
  'Pending',
] as const;

/** The private-equity export's columns (spec 002 §3 'Private equity transaction'). */
export const PRIVATE_EQUITY_CSV_COLUMNS = ['Account number', 'Date', 'Description', 'Unit price', 'Value', 'Pending'] as const;

/**
 * Amounts as the ledger stores them (money to the cent, units and prices at their full scale),
 * dates as yyyy-mm-dd: a spreadsheet reads both as numbers and dates, and nothing is rounded away.
 * Names and descriptions are formula-safe (format/csv-safe.ts).
 */
export function retailCsvRecord(accountNumber: string, row: HistoryRow): string[] {
  return [
    accountNumber,
    csvSafeText(row.securityName),
    row.tradeDate,
    csvSafeText(row.description),
    row.units ?? '',
    row.unitPrice ?? '',
    row.value,
    row.tax,
    row.netValue,
    row.isPending ? 'Yes' : 'No',
  ];
}

export function privateEquityCsvRecord(accountNumber: string, row: HistoryRow): string[] {
  return [accountNumber, row.tradeDate, csvSafeText(row.description), row.unitPrice ?? '', row.value, row.isPending ? 'Yes' : 'No'];
}

/**
 * Records as a CSV stream: RFC 4180 quoting by csv-stringify, CRLF line ends and a byte-order mark
 * (as the client-book export), so a spreadsheet reads macrons as UTF-8. Records are pulled only as
 * fast as the response drains (DESIGN §9: memory flat in the number of rows).
 */
export function csvStream(columns: readonly string[], records: AsyncIterable<string[]>): Readable {
  const csv = stringify({ bom: true, header: true, columns: [...columns], record_delimiter: 'windows' });
  // A failure halfway (the database gone) ends the response early rather than leaving it open.
  pipeline(Readable.from(records), csv).catch((error: unknown) => csv.destroy(error instanceof Error ? error : new Error(String(error))));
  return csv;
}

/** The history's rows as CSV records of its view. */
export async function* historyCsvRecords(
  view: 'retail' | 'privateEquity',
  accountNumber: string,
  rows: AsyncIterable<HistoryRow>,
): AsyncGenerator<string[]> {
  for await (const row of rows) yield view === 'retail' ? retailCsvRecord(accountNumber, row) : privateEquityCsvRecord(accountNumber, row);
}
