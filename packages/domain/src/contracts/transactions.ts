import { z } from 'zod';
import { IsoDate } from './common.js';

/**
 * Transaction History (spec 002 §2.2, §3 'Transactions request', 'Retail transaction', 'Transaction
 * page', 'Security', 'Private equity transaction', 'Cash summary', 'Amount contributed summary',
 * 'Cash transactions'; §7). Money is a number rounded to the cent; units and unit prices carry the
 * ledger's precision (the screens show 4 decimals). Dates are the channel's local days.
 */

export const TRANSACTION_ROUTES = {
  /**
   * The securities the account has ever held (up to ?date when given), spec 002 §7 'Securities for an
   * account', for the history's security filter. Not '/securities': that path is the valuation list
   * (spec 001 §7 'Securities').
   */
  accountSecurities: '/api/v1/accounts/:accountNumber/transaction-securities',
  /** KS, UT, UT-AUS (retail rows, server-paged) and PE (private-equity rows, one call for the range). */
  transactions: '/api/v1/transactions',
  transactionsCsv: '/api/v1/transactions.csv',
  transactionsPdf: '/api/v1/transactions.pdf',
  /** PW only. */
  cashSummary: '/api/v1/wealth-transactions/cash-summary',
  cashSummaryCsv: '/api/v1/wealth-transactions/cash-summary.csv',
  cashSummaryPdf: '/api/v1/wealth-transactions/cash-summary.pdf',
  amountContributed: '/api/v1/wealth-transactions/amount-contributed',
  amountContributedCsv: '/api/v1/wealth-transactions/amount-contributed.csv',
  amountContributedPdf: '/api/v1/wealth-transactions/amount-contributed.pdf',
  cashTransactions: '/api/v1/wealth-transactions/cash-transactions',
  cashTransactionsCsv: '/api/v1/wealth-transactions/cash-transactions.csv',
  cashTransactionsPdf: '/api/v1/wealth-transactions/cash-transactions.pdf',
  /** The activity names of the account's cash transactions, for the Cash Transactions filter. */
  cashActivities: '/api/v1/wealth-transactions/cash-activities',
} as const;

/** spec 002 §9 'Exports are named ...'; the wealth reports' downloads use the same name. */
export const TRANSACTION_EXPORT_NAME = 'Transaction Summary';

/** spec 002 §9: the retail pager pages by 10; exports fetch pages of 1000. */
export const RETAIL_PAGE_SIZE = 10;
export const RETAIL_MAX_PAGE_SIZE = 1000;
/** spec 002 §9: private equity is fetched in one call of up to 1,000,000 rows and paged locally at 20. */
export const PRIVATE_EQUITY_MAX_PAGE_SIZE = 1_000_000;
export const PRIVATE_EQUITY_LOCAL_PAGE_SIZE = 20;
/** spec 002 §9: the PW lists page 20 rows locally. */
export const WEALTH_LOCAL_PAGE_SIZE = 20;
/** A page number beyond this is refused (400): 1,000,000 rows at 1 a page. */
export const TRANSACTIONS_MAX_PAGE_NO = 1_000_000;

const AccountNumber = z
  .string({ error: 'Account number is required' })
  .trim()
  .min(1, 'Account number is required')
  .max(40, 'Account number must be at most 40 characters');

/** The provider's security id (msSecurityId), as the fund routes take it. */
const SecurityId = z
  .string({ error: 'Security must be sent once, as text' })
  .trim()
  .min(1, 'Security is required')
  .max(64, 'Security must be at most 64 characters')
  .regex(/^[A-Za-z0-9_.-]+$/, 'Not a security id');

const PageNo = z.coerce
  .number({ error: 'Page must be a whole number' })
  .int('Page must be a whole number')
  .min(1, 'Page must be at least 1')
  .max(TRANSACTIONS_MAX_PAGE_NO, `Page must be at most ${TRANSACTIONS_MAX_PAGE_NO}`)
  .default(1);

/** Up to 1,000,000 for PE; the server refuses more than 1000 for a retail account (400). */
const PageSize = z.coerce
  .number({ error: 'Page size must be a whole number' })
  .int('Page size must be a whole number')
  .min(1, 'Page size must be at least 1')
  .max(PRIVATE_EQUITY_MAX_PAGE_SIZE, `Page size must be at most ${PRIVATE_EQUITY_MAX_PAGE_SIZE}`)
  .default(RETAIL_PAGE_SIZE);

/** spec 002 §3 'Security'. */
export const TransactionSecurity = z.object({ securityId: z.string(), name: z.string(), currencyCode: z.string() });
export type TransactionSecurity = z.infer<typeof TransactionSecurity>;

export const AccountSecuritiesQuery = z.object({ date: IsoDate.optional() });
export type AccountSecuritiesQuery = z.infer<typeof AccountSecuritiesQuery>;

export const AccountSecuritiesResponse = z.object({ accountNumber: z.string(), list: z.array(TransactionSecurity) });
export type AccountSecuritiesResponse = z.infer<typeof AccountSecuritiesResponse>;

/**
 * spec 002 §3 'Transactions request'. Dates are optional: absent, the default range of spec 002 §5
 * (start 3 months back, end the maximum). A reversed range is swapped (spec 002 §5) and the page says
 * so (periodStart/periodEnd as used, datesSwapped). Dates past the maximum (retail yesterday, PE
 * today) or before the signup date are refused (400) with the limit in the message.
 */
export const TransactionsQuery = z.object({
  accountNumber: AccountNumber,
  periodStart: IsoDate.optional(),
  periodEnd: IsoDate.optional(),
  pageNo: PageNo,
  pageSize: PageSize,
  securityId: SecurityId.optional(),
});
export type TransactionsQuery = z.infer<typeof TransactionsQuery>;

/** The CSV and PDF take the same query without paging: every row of the range. */
export const TransactionsExportQuery = TransactionsQuery.omit({ pageNo: true, pageSize: true });
export type TransactionsExportQuery = z.infer<typeof TransactionsExportQuery>;

/** spec 002 §3 'Retail transaction'. units and unitPrice are null for a pending request or a cash distribution. */
export const RetailTransaction = z.object({
  transactionId: z.string(),
  securityId: z.string(),
  securityName: z.string(),
  transactionDate: IsoDate,
  description: z.string(),
  units: z.number().nullable(),
  unitPrice: z.number().nullable(),
  transactionValue: z.number(),
  tax: z.number(),
  transactionNetValue: z.number(),
  isPending: z.boolean(),
});
export type RetailTransaction = z.infer<typeof RetailTransaction>;

/** spec 002 §3 'Private equity transaction'. */
export const PrivateEquityTransaction = z.object({
  transactionId: z.string(),
  transactionDate: IsoDate,
  description: z.string(),
  unitPrice: z.number().nullable(),
  transactionValue: z.number(),
  isPending: z.boolean(),
});
export type PrivateEquityTransaction = z.infer<typeof PrivateEquityTransaction>;

/**
 * spec 002 §3 'Transaction page', sorted pending first then newest first (spec 002 §4). The opening
 * balance is the account's value (or, filtered, the security's value) at the end of the day before
 * periodStart; the closing balance at the end of periodEnd — the same valuation the account screens show.
 */
const TransactionPageFields = {
  accountNumber: z.string(),
  totalRecords: z.number().int().min(0),
  pageSize: z.number().int(),
  pageNo: z.number().int(),
  periodStart: IsoDate,
  periodEnd: IsoDate,
  /** True when the request's dates were reversed and have been swapped. */
  datesSwapped: z.boolean(),
  openingBalance: z.number(),
  /** The day the opening balance is taken at: the day before periodStart. */
  openingBalanceDate: IsoDate,
  closingBalance: z.number(),
  closingBalanceDate: IsoDate,
  currencyCode: z.string(),
  /** The security filter applied, or null. */
  securityId: z.string().nullable(),
};

export const RetailTransactionPage = z.object({
  ...TransactionPageFields,
  view: z.literal('retail'),
  list: z.array(RetailTransaction),
});
export type RetailTransactionPage = z.infer<typeof RetailTransactionPage>;

export const PrivateEquityTransactionPage = z.object({
  ...TransactionPageFields,
  view: z.literal('privateEquity'),
  list: z.array(PrivateEquityTransaction),
});
export type PrivateEquityTransactionPage = z.infer<typeof PrivateEquityTransactionPage>;

export const TransactionPage = z.discriminatedUnion('view', [RetailTransactionPage, PrivateEquityTransactionPage]);
export type TransactionPage = z.infer<typeof TransactionPage>;

/**
 * The wealth (PW) reports' request (spec 002 §5 'Transactions (PW)'): start and end required; start
 * after end is refused with 'Invalid date range' (400).
 */
export const WealthReportQuery = z.object({
  accountNumber: AccountNumber,
  periodStart: IsoDate,
  periodEnd: IsoDate,
});
export type WealthReportQuery = z.infer<typeof WealthReportQuery>;

/** spec 002 §5 'Transactions (PW)'. */
export const INVALID_DATE_RANGE = 'Invalid date range';

/** spec 002 §3 'Cash summary': values signed (credits positive), so opening + the rows = closing per currency. */
export const CashSummaryRow = z.object({ activity: z.string(), valueNZD: z.number(), valueAUD: z.number() });
export type CashSummaryRow = z.infer<typeof CashSummaryRow>;

export const CashSummaryResponse = z.object({
  accountNumber: z.string(),
  periodStart: IsoDate,
  periodEnd: IsoDate,
  openingBalanceNZD: z.number(),
  openingBalanceAUD: z.number(),
  closingBalanceNZD: z.number(),
  closingBalanceAUD: z.number(),
  rows: z.array(CashSummaryRow),
});
export type CashSummaryResponse = z.infer<typeof CashSummaryResponse>;

/** spec 002 §9 'Transaction filter options: Contributed, Withdrawn, Contributed or Withdrawn (default)'. */
export const AMOUNT_CONTRIBUTED_FILTERS = ['Contributed', 'Withdrawn', 'ContributedOrWithdrawn'] as const;
export const AmountContributedFilter = z.enum(AMOUNT_CONTRIBUTED_FILTERS, {
  error: 'Filter must be Contributed, Withdrawn or ContributedOrWithdrawn',
});
export type AmountContributedFilter = z.infer<typeof AmountContributedFilter>;
/** The filter's labels as the screen shows them. */
export const AMOUNT_CONTRIBUTED_FILTER_LABELS: Record<AmountContributedFilter, string> = {
  Contributed: 'Contributed',
  Withdrawn: 'Withdrawn',
  ContributedOrWithdrawn: 'Contributed or Withdrawn',
};

export const AmountContributedQuery = WealthReportQuery.extend({
  filter: AmountContributedFilter.default('ContributedOrWithdrawn'),
});
export type AmountContributedQuery = z.infer<typeof AmountContributedQuery>;

/**
 * spec 002 §3 'Amount contributed summary' row: cash deposited (contributed), cash withdrawn, or
 * securities transferred in (+) or out (−) at their value; total = contributed − withdrawn + transfer.
 */
export const AmountContributedRow = z.object({
  eventDate: IsoDate,
  securityName: z.string().nullable(),
  activity: z.string(),
  amountContributed: z.number(),
  amountWithdrawn: z.number(),
  securityTransfer: z.number(),
  total: z.number(),
});
export type AmountContributedRow = z.infer<typeof AmountContributedRow>;

export const AmountContributedResponse = z.object({
  accountNumber: z.string(),
  periodStart: IsoDate,
  periodEnd: IsoDate,
  filter: AmountContributedFilter,
  totalContributed: z.number(),
  totalWithdrawn: z.number(),
  totalSecurityTransfer: z.number(),
  rows: z.array(AmountContributedRow),
});
export type AmountContributedResponse = z.infer<typeof AmountContributedResponse>;

/** Activity names: free text from the ledger, at most 60 characters. */
const Activity = z
  .string({ error: 'Activity must be sent once, as text' })
  .trim()
  .min(1, 'Activity is required')
  .max(60, 'Activity must be at most 60 characters')
  .refine((text) => !/\p{Cc}/u.test(text), 'Activity must not contain control characters');

export const CashTransactionsQuery = WealthReportQuery.extend({ activity: Activity.optional() });
export type CashTransactionsQuery = z.infer<typeof CashTransactionsQuery>;

/**
 * spec 002 §3 'Cash transactions' row. rollingBalance is the cash balance of that currency after the
 * movement (over every activity, also when the list is filtered). Rows oldest first within a currency,
 * currencies NZD before AUD (spec 002 §4).
 */
export const CashTransactionRow = z.object({
  eventDate: IsoDate,
  interestDate: IsoDate,
  securityName: z.string().nullable(),
  activity: z.string(),
  debitCredit: z.enum(['D', 'C']),
  amount: z.number(),
  rollingBalance: z.number(),
  currencyCode: z.string(),
});
export type CashTransactionRow = z.infer<typeof CashTransactionRow>;

export const CashCurrencyBalance = z.object({ currencyCode: z.string(), closingBalance: z.number() });

export const CashTransactionsResponse = z.object({
  accountNumber: z.string(),
  periodStart: IsoDate,
  periodEnd: IsoDate,
  activity: z.string().nullable(),
  /** NZD before AUD (spec 002 §4); the balance at the end of periodEnd. */
  currencyList: z.array(CashCurrencyBalance),
  rows: z.array(CashTransactionRow),
});
export type CashTransactionsResponse = z.infer<typeof CashTransactionsResponse>;

export const CashActivitiesQuery = z.object({ accountNumber: AccountNumber });
export type CashActivitiesQuery = z.infer<typeof CashActivitiesQuery>;

/** The distinct activities of the account's cash transactions, in alphabetical order. */
export const CashActivitiesResponse = z.object({ accountNumber: z.string(), activities: z.array(z.string()) });
export type CashActivitiesResponse = z.infer<typeof CashActivitiesResponse>;
