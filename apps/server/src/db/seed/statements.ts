import type { reports } from '../schema/reports.js';
import type { AccountPlan } from './account-plan.js';
import { addDays, addMonths, endOfMonth, isoDate, parts, type IsoDate } from './calendar.js';
import type { PrivateEquityResult } from './private-equity-transactions.js';

type ReportInsert = typeof reports.$inferInsert;

/**
 * Records of statements already produced for each account (spec 002 §2.1 'Reports & Statements'):
 * yearly statements and tax statements at the end of each tax year (31 March NZ, 30 June AU),
 * quarterly reports for wealth-management and private-equity accounts, and private-equity call
 * notices. The PDFs live in file storage under storage_key, written by the statements job.
 */
export function buildStatementRows(
  plans: readonly AccountPlan[],
  privateEquity: ReadonlyMap<string, PrivateEquityResult>,
  today: IsoDate,
): ReportInsert[] {
  const rows: ReportInsert[] = [];
  const ready = addDays(today, -14);
  for (const plan of plans) {
    if (plan.accountStatus === 'P') continue;
    const last = plan.closedDate ?? ready;
    const add = (
      reportType: string,
      reportName: string,
      periodStart: IsoDate,
      periodEnd: IsoDate,
      reportDate = periodEnd,
    ) => {
      rows.push({
        accountId: plan.id,
        reportName,
        reportDate,
        reportType,
        periodStart: periodStart < plan.signupDate ? plan.signupDate : periodStart,
        periodEnd,
        storageKey: `statements/${plan.accountNumber}/${reportDate}-${reportType.toLowerCase()}${reportType === 'CapitalCallNotice' ? `-${rows.length}` : ''}.pdf`,
      });
    };
    const firstYear = parts(plan.signupDate).year;
    const lastYear = parts(last).year;
    if (plan.productType === 'UT-AUS') {
      for (let year = firstYear; year <= lastYear + 1; year++) {
        const end = isoDate(year, 6, 30);
        if (end < plan.signupDate || end > last) continue;
        add('AnnualStatement', `Periodic Statement ${year - 1}-${String(year).slice(2)}`, isoDate(year - 1, 7, 1), end);
        add('TaxStatement', `Annual Tax Statement ${year - 1}-${String(year).slice(2)}`, isoDate(year - 1, 7, 1), end);
      }
    } else {
      for (let year = firstYear; year <= lastYear + 1; year++) {
        const end = isoDate(year, 3, 31);
        if (end < plan.signupDate || end > last) continue;
        add('AnnualStatement', `Annual Statement ${year}`, isoDate(year - 1, 4, 1), end);
        if (plan.productType !== 'PE') add('TaxStatement', `PIE Tax Statement ${year}`, isoDate(year - 1, 4, 1), end);
      }
    }
    if (plan.productType === 'PW' || plan.productType === 'PE') {
      for (
        let quarterEnd = endOfMonth(plan.signupDate);
        quarterEnd <= last;
        quarterEnd = endOfMonth(addMonths(quarterEnd, 1))
      ) {
        const { year, month } = parts(quarterEnd);
        if (month % 3 !== 0) continue;
        const name = plan.productType === 'PW' ? 'Quarterly Portfolio Report' : 'Quarterly Investor Report';
        add('QuarterlyReport', `${name} - ${quarterEnd}`, isoDate(year, month - 2, 1), quarterEnd);
      }
    }
    for (const call of privateEquity.get(plan.id)?.calls ?? []) {
      add(
        'CapitalCallNotice',
        `Capital Call Notice ${call.callNumber}`,
        call.noticeDate,
        call.dueDate,
        call.noticeDate,
      );
    }
    if (plan.closedDate) add('ExitStatement', 'Exit Statement', plan.signupDate, plan.closedDate);
  }
  return rows;
}
