/**
 * spec 002 §2.1, §3 'Reports request': private equity accounts ask for a report type. The choices
 * are the kinds of record the portal issues for them; each lists the stored report types it covers
 * (reports.report_type). ALL, the default, lists every report of the account.
 */
export const PE_REPORT_TYPES = {
  ALL: { label: 'All reports', stored: [] as readonly string[] },
  STATEMENTS: { label: 'Statements', stored: ['AnnualStatement', 'TaxStatement', 'ExitStatement'] },
  QUARTERLY_REPORTS: { label: 'Quarterly reports', stored: ['QuarterlyReport'] },
  CAPITAL_CALL_NOTICES: { label: 'Capital call notices', stored: ['CapitalCallNotice'] },
} as const;

export type PeReportType = keyof typeof PE_REPORT_TYPES;
