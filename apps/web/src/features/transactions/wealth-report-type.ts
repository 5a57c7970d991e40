/** spec 002 §9 'Report types: Cash Summary, Amount Contributed, Cash Transactions'. */
export const WEALTH_REPORT_TYPES = ['cashSummary', 'amountContributed', 'cashTransactions'] as const;
export type WealthReportType = (typeof WEALTH_REPORT_TYPES)[number];

export const WEALTH_REPORT_LABELS: Record<WealthReportType, string> = {
  cashSummary: 'Cash Summary',
  amountContributed: 'Amount Contributed',
  cashTransactions: 'Cash Transactions',
};

export function isWealthReportType(value: unknown): value is WealthReportType {
  return typeof value === 'string' && (WEALTH_REPORT_TYPES as readonly string[]).includes(value);
}
