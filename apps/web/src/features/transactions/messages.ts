/**
 * The Transaction History screen's messages, word for word from spec 002 §8 (typos included). The
 * API's own messages ('Invalid date range' on a PW search) come back as { Id, Message }; these are the
 * ones the screen shows for a failure, an empty answer or a failed download.
 */
export const TRANSACTION_MESSAGES = {
  pdfFailedTitle: 'Error downloading PDF',
  pdfFailed: 'Could not download transaction statement PDF at this time. Please try again later.',
  csvFailedTitle: 'Error downloading CSV',
  csvFailed: 'Could not download transaction statement CSV at this time. Please try again later.',
  /** spec 002 §8 'PW transactions fetch failure'. */
  wealthFetchFailed: 'Error fetching transaction history',
  /** spec 002 §8 'Cash download failure' (every PW report's PDF and CSV). */
  wealthDownloadFailed: 'Error downloading file',
  /** spec 002 §8 'Empty retail or PE results'. */
  noRecords:
    'There are no records to display for the date range selected. Please use the PDF statement button if you would like to see your Account opening and closing balance for the selected date range.',
  /** spec 002 §8 'Empty PW results'. */
  noWealthRecords: 'There were no transactions during this period matching the search criteria',
} as const;
