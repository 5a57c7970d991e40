import type { ProductType } from '../channel/channel.js';
import { addDays, isoDate, type IsoDate } from '../calendar/iso-date.js';

/** What the schedule needs of an account: plain data, as the seed and the statement job both have it. */
export interface ScheduledAccount {
  id: string;
  accountNumber: string;
  productType: ProductType;
  /** 'P' (pending) accounts have no statements. */
  accountStatus: string;
  signupDate: IsoDate;
  closedDate: IsoDate | null;
}

/** A private-equity capital call: each has its notice. */
export interface ScheduledCapitalCall {
  callNumber: number;
  noticeDate: IsoDate;
  dueDate: IsoDate;
}

export interface ScheduledStatement {
  accountId: string;
  reportName: string;
  reportDate: IsoDate;
  /** AnnualStatement, TaxStatement, QuarterlyReport, CapitalCallNotice or ExitStatement. */
  reportType: string;
  periodStart: IsoDate;
  periodEnd: IsoDate;
  /** Where the PDF is stored: one key per statement, the same however often the schedule is asked. */
  storageKey: string;
}

const year = (date: IsoDate) => Number(date.slice(0, 4));
const month = (date: IsoDate) => Number(date.slice(5, 7));
const monthEnd = (y: number, m: number) => addDays(isoDate(y, m + 1, 1), -1);

/**
 * The statements an account has by `asAt` (spec 002 §2.1 'Reports & Statements'), oldest period first:
 * - NZ products: an annual statement for each tax year to 31 March and, except private equity, a PIE
 *   tax statement; AU unit trusts (UT-AUS): a periodic statement and an annual tax statement for each
 *   financial year to 30 June;
 * - wealth management (PW) and private equity (PE): a quarterly report at each quarter end;
 * - private equity: a notice for each capital call given (the caller passes the calls noticed by asAt);
 *   a closed account: an exit statement.
 * A closed account's statements run to its closing date. Periods start no earlier than the signup date.
 */
export function statementSchedule(
  account: ScheduledAccount,
  capitalCalls: readonly ScheduledCapitalCall[],
  asAt: IsoDate,
): ScheduledStatement[] {
  if (account.accountStatus === 'P') return [];
  const rows: ScheduledStatement[] = [];
  const last = account.closedDate ?? asAt;
  const add = (reportType: string, reportName: string, periodStart: IsoDate, periodEnd: IsoDate, reportDate = periodEnd, keySuffix = '') => {
    rows.push({
      accountId: account.id,
      reportName,
      reportDate,
      reportType,
      periodStart: periodStart < account.signupDate ? account.signupDate : periodStart,
      periodEnd,
      storageKey: `statements/${account.accountNumber}/${reportDate}-${reportType.toLowerCase()}${keySuffix}.pdf`,
    });
  };
  const firstYear = year(account.signupDate);
  const lastYear = year(last);
  for (let y = firstYear; y <= lastYear + 1; y++) {
    if (account.productType === 'UT-AUS') {
      // AU financial year to 30 June.
      const end = isoDate(y, 6, 30);
      if (end < account.signupDate || end > last) continue;
      add('AnnualStatement', `Periodic Statement ${y - 1}-${String(y).slice(2)}`, isoDate(y - 1, 7, 1), end);
      add('TaxStatement', `Annual Tax Statement ${y - 1}-${String(y).slice(2)}`, isoDate(y - 1, 7, 1), end);
    } else {
      // NZ tax year to 31 March.
      const end = isoDate(y, 3, 31);
      if (end < account.signupDate || end > last) continue;
      add('AnnualStatement', `Annual Statement ${y}`, isoDate(y - 1, 4, 1), end);
      if (account.productType !== 'PE') add('TaxStatement', `PIE Tax Statement ${y}`, isoDate(y - 1, 4, 1), end);
    }
  }
  if (account.productType === 'PW' || account.productType === 'PE') {
    const name = account.productType === 'PW' ? 'Quarterly Portfolio Report' : 'Quarterly Investor Report';
    for (let y = firstYear, m = month(account.signupDate); ; m++) {
      if (m > 12) {
        m = 1;
        y++;
      }
      const quarterEnd = monthEnd(y, m);
      if (quarterEnd > last) break;
      if (m % 3 === 0) add('QuarterlyReport', `${name} - ${quarterEnd}`, isoDate(y, m - 2, 1), quarterEnd);
    }
  }
  for (const call of capitalCalls) {
    add('CapitalCallNotice', `Capital Call Notice ${call.callNumber}`, call.noticeDate, call.dueDate, call.noticeDate, `-${call.callNumber}`);
  }
  if (account.closedDate) add('ExitStatement', 'Exit Statement', account.signupDate, account.closedDate);
  return rows;
}
