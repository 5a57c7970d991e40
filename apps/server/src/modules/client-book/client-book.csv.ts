import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import { centsToCsvAmount } from '@tasman/domain/client-book/client-book-rules';
import { csvSafeText } from '@tasman/domain/format/csv-safe';
import type { ExportRow } from './client-book.service.js';

/** The export's columns, in order (issue 10). */
export const CLIENT_BOOK_CSV_COLUMNS = ['Client', 'Accounts', 'Products', 'Total value', 'As at'] as const;

/** One row of the export; the client's name is text a client chose, so it is made formula-safe. */
export function csvRecord(row: ExportRow): string[] {
  // The total from its integer cents: 2 decimals, no currency symbol, no thousands separator.
  return [csvSafeText(row.name), String(row.accountCount), row.productTypes.join(' '), centsToCsvAmount(row.valueCents), row.valueAsAtDate ?? ''];
}

/**
 * The book as a CSV stream (RFC 4180 quoting by csv-stringify, CRLF line ends, a byte-order mark so
 * a spreadsheet reads macrons as UTF-8). Rows are pulled from `rows` only as fast as the response
 * drains (DESIGN §9: memory flat in the number of rows).
 */
export function clientBookCsv(rows: AsyncIterable<ExportRow>): Readable {
  const csv = stringify({ bom: true, header: true, columns: [...CLIENT_BOOK_CSV_COLUMNS], record_delimiter: 'windows' });
  const records = Readable.from(
    (async function* () {
      for await (const row of rows) yield csvRecord(row);
    })(),
  );
  // A failure halfway (the database gone) ends the response early rather than leaving it open.
  pipeline(records, csv).catch(() => undefined);
  return csv;
}
