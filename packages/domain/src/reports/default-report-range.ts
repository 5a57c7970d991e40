import type { IsoDate } from '../calendar/iso-date.js';
import { monthEdges } from './month-edges.js';
import { reportDateBounds } from './report-date-bounds.js';

export interface ReportRange {
  start: IsoDate;
  end: IsoDate;
}

/** How far back the reports form starts by default (spec 002 §5). */
export const DEFAULT_REPORT_MONTHS_BACK = 13;

/**
 * spec 002 §5 'Reports': the form opens on the first of the month 13 months back, or on the signup
 * date when that is later, and ends tomorrow (the maximum).
 */
export function defaultReportRange(signupDate: IsoDate, today: IsoDate): ReportRange {
  const back = monthEdges.start(monthEdges.addMonths(today, -DEFAULT_REPORT_MONTHS_BACK));
  const { max } = reportDateBounds(signupDate, today);
  return { start: signupDate > back ? signupDate : back, end: max };
}
