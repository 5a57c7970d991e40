import { format } from 'date-fns';
import { addDays, parseIsoDate, type IsoDate } from '../calendar/iso-date.js';
import type { FundDocumentKind } from './fund-document-kinds.js';

/** The last month end before `today`: the date a fact sheet made today is as at. */
export function lastMonthEndBefore(today: IsoDate): IsoDate {
  return addDays(`${today.slice(0, 8)}01`, -1);
}

/** Whether a date is a quarter end (31 March, 30 June, 30 September, 31 December). */
export function isQuarterEnd(date: IsoDate): boolean {
  const month = Number(date.slice(5, 7));
  return month % 3 === 0 && addDays(date, 1).slice(8) === '01';
}

/** The last quarter end before `today`: the date a fund update made today is as at. */
export function lastQuarterEndBefore(today: IsoDate): IsoDate {
  let end = lastMonthEndBefore(today);
  while (!isQuarterEnd(end)) end = lastMonthEndBefore(end);
  return end;
}

/** The period a document of a kind made on `today` covers: fact sheets monthly, fund updates quarterly. */
export function documentPeriodEnd(kind: FundDocumentKind, today: IsoDate): IsoDate {
  return kind === 'FactSheet' ? lastMonthEndBefore(today) : lastQuarterEndBefore(today);
}

/** 'Tasman Growth Fund Fact Sheet October 2026', 'Tasman Growth Fund Fund Update September 2026 quarter'. */
export function documentTitle(kind: FundDocumentKind, fundName: string, periodEnd: IsoDate): string {
  const month = format(parseIsoDate(periodEnd), 'MMMM yyyy');
  return kind === 'FactSheet' ? `${fundName} Fact Sheet ${month}` : `${fundName} Fund Update ${month} quarter`;
}
