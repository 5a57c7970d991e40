import type { WealthReportQuery } from '@tasman/domain/contracts/transactions';
import { cashSummaryExport, useCashSummary } from '../api/get-cash-summary';
import { CashSummaryTable } from './cash-summary-table';
import { WealthReportFrame } from './wealth-report-frame';

/** Cash Summary for the searched range (spec 002 §2.2, §3). */
export function CashSummaryReport({ query }: { query: WealthReportQuery }) {
  const report = useCashSummary(query, true);
  return (
    <WealthReportFrame
      report={report}
      isEmpty={(summary) => summary.rows.length === 0}
      exportOf={(format) => cashSummaryExport(query, format)}
    >
      {(summary) => <CashSummaryTable summary={summary} />}
    </WealthReportFrame>
  );
}
